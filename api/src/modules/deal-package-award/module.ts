import type { ApiModule } from '../../platform/modules';
import { dealPackageAwardRoutes } from './deal-package-award.routes';
import { seedDealPackageAward } from './deal-package-award.seed';

export default {
  screens: ['deal:package-award'],
  routes: (api, { db }) => dealPackageAwardRoutes(api, db),
  seed: {
    tables: ['deal_package_award'],
    async run(db, { projects }) {
      return { dealPackageAward: await seedDealPackageAward(db, projects) };
    },
  },
} satisfies ApiModule;
