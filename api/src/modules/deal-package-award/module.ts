import type { ApiModule } from '../../platform/modules';
import { dealPackageAwardRoutes } from './deal-package-award.routes';
import { seedDealPackageAward } from './deal-package-award.seed';

export default {
  screens: ['deal:package-award'],
  routes: (api, { db }) => dealPackageAwardRoutes(api, db),
  seed: {
    // the packages and coupon templates it names first
    after: ['deal-coupon', 'deal-package'],
    tables: ['deal_package_award'],
    async run(db, { projects, now }) {
      return { packageAwards: await seedDealPackageAward(db, projects, now) };
    },
  },
} satisfies ApiModule;
