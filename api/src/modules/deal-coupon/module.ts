import type { ApiModule } from '../../platform/modules';
import { dealCouponRoutes } from './deal-coupon.routes';
import { seedDealCoupon } from './deal-coupon.seed';

export default {
  screens: ['deal:coupon'],
  routes: (api, { db }) => dealCouponRoutes(api, db),
  seed: {
    tables: ['deal_coupon'],
    async run(db, { projects }) {
      return { dealCoupon: await seedDealCoupon(db, projects) };
    },
  },
} satisfies ApiModule;
