// The status and type codes this remote shows (data of `@backoffice/shared/enums`, bundled with
// it), their labels registered when a page that shows them loads: a code added for the content
// area ships with this remote, not with the host.
import { registerMessages } from '@backoffice/shared';
import {
  DRAMA_STATUS,
  DRAMA_SCHEDULE_STATE,
  DRAMA_SCHEDULE_ACTION,
  COMMENT_STATE,
  FOLLOW_TYPE,
  enumLabels,
} from '@backoffice/shared/enums';

export { DRAMA_STATUS, DRAMA_SCHEDULE_STATE, DRAMA_SCHEDULE_ACTION, COMMENT_STATE, FOLLOW_TYPE };

registerMessages(enumLabels([DRAMA_STATUS, DRAMA_SCHEDULE_STATE, DRAMA_SCHEDULE_ACTION, COMMENT_STATE, FOLLOW_TYPE]));
