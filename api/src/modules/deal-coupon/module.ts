import type { ApiModule } from '../../platform/modules';
import { dealCouponRoutes } from './deal-coupon.routes';
import { seedDealCoupon } from './deal-coupon.seed';
import { couponExpiryJob } from './deal-coupon.expiry';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the job that marks coupons expired every minute; false leaves it to the caller (tests drive it) */
    couponExpiry?: boolean;
  }
}

export default {
  screens: ['deal:coupon'],
  routes: (api, { db }) => dealCouponRoutes(api, db),
  jobs: [couponExpiryJob],
  seed: {
    tables: ['deal_coupon_template', 'deal_coupon'],
    async run(db, { projects, now }) {
      return seedDealCoupon(db, projects, now);
    },
  },
} satisfies ApiModule;
