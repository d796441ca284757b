import type { ApiModule } from '../../platform/modules';
import { customerServiceApplyRoutes } from './customer-service-apply.routes';
import { seedApplications } from './customer-service-apply.seed';

export default {
  screens: ['customer-service:apply-list'],
  routes: (api, { db }) => customerServiceApplyRoutes(api, db),
  seed: {
    tables: ['large_bonus_application', 'wallet', 'wallet_ledger', 'wallet_grant'],
    async run(db, { projects, now }) {
      let applications = 0;
      for (const { code } of projects) applications += await seedApplications(db, code, now);
      return { applications };
    },
  },
} satisfies ApiModule;
