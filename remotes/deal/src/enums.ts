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
  ['ios', 'iOS', 'iOS'],
  ['android', 'Android', 'Android'],
  ['web', 'Web', '网页'],
]);

/** A VIP package's plan: days bought once, or an auto-renewing subscription. */
export const VIP_PLAN = defineEnum('vipPlan', [
  ['none', 'One-off', '单次'],
  ['weekly', 'Weekly, auto-renewing', '周卡（自动续费）'],
  ['monthly', 'Monthly, auto-renewing', '月卡（自动续费）'],
]);

registerMessages(enumLabels([ORDER_PAYMENT_STATUS, COUPON_STATE, PACKAGE_SALE_STATUS, PLATFORM, VIP_PLAN]));
