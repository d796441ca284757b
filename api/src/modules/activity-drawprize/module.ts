import type { ApiModule } from '../../platform/modules';
import { activityDrawprizeRoutes } from './activity-drawprize.routes';
import { seedActivityDrawprize } from './activity-drawprize.seed';

export default {
  screens: ['activity:drawprize'],
  routes: (api, { db }) => activityDrawprizeRoutes(api, db),
  seed: {
    tables: ['activity_drawprize'],
    async run(db, { projects }) {
      return { activityDrawprize: await seedActivityDrawprize(db, projects) };
    },
  },
} satisfies ApiModule;
