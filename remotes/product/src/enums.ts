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
  defineEnum,
  enumLabels,
} from '@backoffice/shared/enums';

export { DRAMA_STATUS, DRAMA_SCHEDULE_STATE, DRAMA_SCHEDULE_ACTION, COMMENT_STATE, FOLLOW_TYPE };

/** The follow records' `unlocks` filter: both kinds of unlock at once, what a drama's unlock count counts. */
export const FOLLOW_UNLOCKS = defineEnum('followUnlocks', [
  [1, 'Unlocks (coins or VIP)', '解锁（金币或 VIP）', 'orange'],
]);

registerMessages(
  enumLabels([DRAMA_STATUS, DRAMA_SCHEDULE_STATE, DRAMA_SCHEDULE_ACTION, COMMENT_STATE, FOLLOW_TYPE, FOLLOW_UNLOCKS]),
);
