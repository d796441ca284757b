// The status and type codes this remote shows (data, bundled with it), their labels registered
// when a page that shows them loads.
import { registerMessages } from '@backoffice/shared';
import { COUPON_STATE, defineEnum, enumLabels, ORDER_PAYMENT_STATUS } from '@backoffice/shared/enums';

export { COUPON_STATE, ORDER_PAYMENT_STATUS };

/** What a coupon template gives. */
export const COUPON_KIND = defineEnum('couponKind', [
  ['amount', 'Amount off', '满减金额', 'arcoblue'],
  ['coins', 'Coins', '金币', 'gold'],
  ['percent', 'Percentage off', '折扣', 'green'],
]);

/** How long a coupon is valid: some days after its issue, or a fixed window. */
export const COUPON_VALIDITY = defineEnum('couponValidity', [
  ['days', 'Days after issue', '发放后天数'],
  ['window', 'Fixed window', '固定时段'],
]);

/** Why a row of an issue was refused. */
export const ISSUE_REFUSAL = defineEnum('couponIssueRefusal', [
  ['unknownUser', 'Unknown user', '用户不存在', 'red'],
  ['duplicate', 'Listed twice', '重复', 'orange'],
  ['templateOff', 'Template off', '模板已停用', 'gray'],
  ['templateEnded', "Template's window ended", '模板有效期已结束', 'gray'],
]);

/** What a package award gives. */
export const AWARD_KIND = defineEnum('packageAwardKind', [
  ['coins', 'Bonus coins', '赠送金币', 'gold'],
  ['coupon', 'Coupon', '优惠券', 'arcoblue'],
  ['badge', 'Badge', '徽章', 'purple'],
]);

registerMessages(
  enumLabels([ORDER_PAYMENT_STATUS, COUPON_STATE, COUPON_KIND, COUPON_VALIDITY, ISSUE_REFUSAL, AWARD_KIND]),
);
