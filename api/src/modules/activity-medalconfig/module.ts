import type { ApiModule } from '../../platform/modules';
import { badgeAwardJob, badgeBackfillJob } from './activity-medalconfig.jobs';
import { activityMedalconfigRoutes } from './activity-medalconfig.routes';
import { seedBadges } from './activity-medalconfig.seed';

export default {
  screens: ['activity:medalconfig'],
  routes: (api, { db, jobs }) => activityMedalconfigRoutes(api, db, jobs),
  jobs: [badgeAwardJob, badgeBackfillJob],
  seed: {
    // after what the conditions count: plays (the core), paid orders and draws; the check-ins are
    // seeded later (their activities name these badges), and activity-record backfills those badges
    after: ['deal-topup-record', 'deal-package-award', 'activity-drawprize'],
    tables: ['badge', 'user_badge', 'content_text'],
    async run(db, { projects, now }) {
      return seedBadges(db, projects, now);
    },
  },
} satisfies ApiModule;
