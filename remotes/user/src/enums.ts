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
  defineEnum,
  enumLabels,
} from '@backoffice/shared/enums';

/** An app user's VIP flag (app_user.vip): the users list's filter and the details say it. */
export const VIP = defineEnum('appUserVip', [
  [1, 'VIP', 'VIP'],
  [0, 'Not VIP', '非 VIP'],
]);

/** The users list's filter of the users a refund left owing (app_user.risk_time set). */
export const RISK_FLAGGED = defineEnum('appUserRiskFlagged', [
  [1, 'Flagged for risk', '已标记风险'],
  [0, 'Not flagged', '未标记'],
]);

export { GENDER, WALLET_KIND, CREATOR_STATUS, INTERACTION_TYPE, COMMENT_STATE, FOLLOW_TYPE };

registerMessages(
  enumLabels([GENDER, WALLET_KIND, CREATOR_STATUS, INTERACTION_TYPE, COMMENT_STATE, FOLLOW_TYPE, VIP, RISK_FLAGGED]),
);
