// The deals domain: packages, payment channels and top-up orders (migration 0024), which the
// deal screens, the app's purchase and the providers' callbacks all read and write. The one door:
// import this file only.

/** An order's payment status (spec 4; ORDER_PAYMENT_STATUS in the browser). */
export const ORDER_STATUS = { unpaid: 0, successful: 1, failed: 2, closed: 3, refunded: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export { checkCurrency, checkMinorUnits, currencyDigits } from './money';
export { refundOrder, type RefundBy, refundRefusal } from './refund';
export {
  checkPackage,
  createPackages,
  type ForSale,
  linkPackage,
  PACKAGE_NAME_MAX,
  PACKAGE_REMARK_MAX,
  PACKAGE_SORT_MAX,
  type PackageInput,
  packageForSale,
  type PackageRow,
  type Platform,
  PLATFORMS,
  VIP_PLANS,
  type VipPlan,
} from './packages';
export {
  COUPON_KINDS,
  COUPON_STATES,
  type CouponKind,
  couponExpiry,
  expireCoupons,
  ISSUE_REFUSALS,
  type IssueOptions,
  type IssueOutcome,
  type IssueRefusal,
  issueCoupons,
  redeemCoupon,
} from './coupons';
export { AWARD_KINDS, type AwardGrant, type AwardKind, type AwardOrder, grantPackageAwards } from './awards';
export { type BadgeAwarding, useBadgeAwarding } from './awards';
export {
  announceOrder,
  closeOrder,
  failOrder,
  hasPurchased,
  lockOrder,
  orderStatusConflict,
  orderStatusName,
  type OrderRow,
  type Payment,
  payOrder,
  type PaymentOutcome,
  recordOrderEvent,
} from './payment';
export * from './providers';
