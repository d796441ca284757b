import type { ApiModule } from '../../platform/modules';
import { activityMedalconfigRoutes } from './activity-medalconfig.routes';
import { seedActivityMedalconfig } from './activity-medalconfig.seed';

export default {
  screens: ['activity:medalconfig'],
  routes: (api, { db }) => activityMedalconfigRoutes(api, db),
  seed: {
    tables: ['activity_medalconfig'],
    async run(db, { projects }) {
      return { activityMedalconfig: await seedActivityMedalconfig(db, projects) };
    },
  },
} satisfies ApiModule;
