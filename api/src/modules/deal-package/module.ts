import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { dealPackageRoutes } from './deal-package.routes';
import { seedPackages } from './deal-package.seed';

// Payment packages (/deal/package), with the countries and payment channels they are sold in.
export default {
  screens: ['deal:package'],
  routes: (api, { db }) => dealPackageRoutes(api, db),
  seed: {
    tables: ['deal_country', 'deal_payment_channel', 'deal_package', 'deal_package_country', 'deal_package_channel'],
    // each project's own random sequence, so the packages change nothing the other generators draw
    async run(db, { projects, now }) {
      let packages = 0;
      for (const { code, index } of projects)
        packages += await seedPackages(db, new Random(20261127 + index), code, now);
      return { packages };
    },
  },
} satisfies ApiModule;
