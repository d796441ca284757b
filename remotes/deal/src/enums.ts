// The status and type codes this remote shows (data, bundled with it), their labels registered
// when a page that shows them loads.
import { registerMessages } from '@backoffice/shared';
import { COUPON_STATE, defineEnum, enumLabels, ORDER_PAYMENT_STATUS } from '@backoffice/shared/enums';

export { COUPON_STATE, ORDER_PAYMENT_STATUS };

/** A package's status: 0 on sale, 1 off sale (deal_package.status). */
export const PACKAGE_SALE_STATUS = defineEnum('packageSaleStatus', [
  [0, 'On sale', '在售', 'green'],
  [1, 'Off sale', '已下架', 'gray'],
]);

/** Where a package is sold. */
export const PLATFORM = defineEnum('dealPlatform', [
  ['ios', 'iOS', '苹果'],
  ['android', 'Android', '安卓'],
  ['web', 'Web', '网页'],
]);

/** A VIP package's plan: days bought once, or an auto-renewing subscription. */
export const VIP_PLAN = defineEnum('vipPlan', [
  ['none', 'One-off', '单次'],
  ['weekly', 'Weekly, auto-renewing', '周卡（自动续费）'],
  ['monthly', 'Monthly, auto-renewing', '月卡（自动续费）'],
]);

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
  enumLabels([
    ORDER_PAYMENT_STATUS,
    COUPON_STATE,
    PACKAGE_SALE_STATUS,
    PLATFORM,
    VIP_PLAN,
    COUPON_KIND,
    COUPON_VALIDITY,
    ISSUE_REFUSAL,
    AWARD_KIND,
  ]),
);
