import type { ApiModule } from '../../platform/modules';
import { dealFastpackagetemplateRoutes } from './deal-fastpackagetemplate.routes';
import { seedDealFastpackagetemplate } from './deal-fastpackagetemplate.seed';

export default {
  screens: ['deal:fastpackagetemplate'],
  routes: (api, { db }) => dealFastpackagetemplateRoutes(api, db),
  seed: {
    tables: ['deal_fastpackagetemplate'],
    async run(db, { projects }) {
      return { dealFastpackagetemplate: await seedDealFastpackagetemplate(db, projects) };
    },
  },
} satisfies ApiModule;
