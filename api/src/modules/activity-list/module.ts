import type { ApiModule } from '../../platform/modules';
import { activityListRoutes } from './activity-list.routes';
import { seedActivityList } from './activity-list.seed';

export default {
  screens: ['activity:list'],
  routes: (api, { db }) => activityListRoutes(api, db),
  seed: {
    tables: ['activity_list'],
    async run(db, { projects }) {
      return { activityList: await seedActivityList(db, projects) };
    },
  },
} satisfies ApiModule;
