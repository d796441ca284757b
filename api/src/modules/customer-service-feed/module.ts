import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { feedbackExport } from './customer-service-feed.export';
import { customerServiceFeedRoutes } from './customer-service-feed.routes';
import { seedFeedbackHandling } from './customer-service-feed.seed';

// App users' feedback as customer service handles it (/customer-service/feed): the list and its
// export, labels, replies to the user's inbox, handled or reopened; and the demo's handling of
// the feedback the users area seeds.
export default {
  screens: ['customer-service:feed'],
  routes: (api, { db }) => customerServiceFeedRoutes(api, db),
  exports: [feedbackExport],
  seed: {
    after: ['user-feedlabel', 'app-inbox'],
    tables: ['feedback', 'app_message'],
    async run(db, { projects, now }) {
      let handled = 0;
      // each project's own random sequence, so the handling changes nothing the other generators draw
      for (const { code, index } of projects)
        handled += await seedFeedbackHandling(db, new Random(20261127 + index), code, now);
      return { handledFeedback: handled };
    },
  },
} satisfies ApiModule;
