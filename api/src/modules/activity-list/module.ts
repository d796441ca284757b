import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { activityListRoutes } from './activity-list.routes';
import { seedActivities } from './activity-list.seed';

// Activities (/activity/list): campaigns of spec 3's fourteen types, their rules, texts and status.
export default {
  screens: ['activity:list'],
  routes: (api, { db }) => activityListRoutes(api, db),
  seed: {
    // a badge activity names a seeded badge, a coupon gift a seeded coupon template
    after: ['activity-medalconfig', 'deal-coupon'],
    tables: ['activity', 'content_text'],
    async run(db, { projects, now }) {
      let activities = 0;
      for (const { code, index } of projects)
        activities += await seedActivities(db, new Random(20261128 + index), code, now);
      return { activities };
    },
  },
} satisfies ApiModule;
