import type { ApiModule } from '../../platform/modules';
import { dealFastpackagetemplateRoutes } from './deal-fastpackagetemplate.routes';
import { seedDealFastpackagetemplate } from './deal-fastpackagetemplate.seed';

export default {
  screens: ['deal:fastpackagetemplate'],
  routes: (api, { db }) => dealFastpackagetemplateRoutes(api, db),
  seed: {
    // the project's countries and channels first
    after: ['deal-package'],
    tables: ['deal_fastpackagetemplate'],
    async run(db, { projects }) {
      return { quickPackageTemplates: await seedDealFastpackagetemplate(db, projects) };
    },
  },
} satisfies ApiModule;
