import type { ApiModule } from '../../platform/modules';
import { customerServiceApplyRoutes } from './customer-service-apply.routes';
import { seedApplications } from './customer-service-apply.seed';

export default {
  // its screen is planned (the catalogue): the api is here ahead of the page, so it serves none yet;
  // the screen's build names it here and drops the planned mark
  screens: [],
  routes: (api, { db }) => customerServiceApplyRoutes(api, db),
  seed: {
    tables: ['large_bonus_application'],
    async run(db, { projects, now }) {
      let applications = 0;
      for (const { code } of projects) applications += await seedApplications(db, code, now);
      return { applications };
    },
  },
} satisfies ApiModule;
