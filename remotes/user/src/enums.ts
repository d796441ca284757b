// The status and type codes this remote shows (data of `@backoffice/shared/enums`, bundled with
// it), their labels registered when a page that shows them loads: a code added for the app users
// area ships with this remote, not with the host.
import { registerMessages } from '@backoffice/shared';
import {
  GENDER,
  WALLET_KIND,
  CREATOR_STATUS,
  INTERACTION_TYPE,
  COMMENT_STATE,
  FOLLOW_TYPE,
  enumLabels,
} from '@backoffice/shared/enums';

export { GENDER, WALLET_KIND, CREATOR_STATUS, INTERACTION_TYPE, COMMENT_STATE, FOLLOW_TYPE };

registerMessages(enumLabels([GENDER, WALLET_KIND, CREATOR_STATUS, INTERACTION_TYPE, COMMENT_STATE, FOLLOW_TYPE]));
