import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { userFeedlabelRoutes } from './user-feedlabel.routes';
import { seedFeedback } from './user-feedlabel.seed';

export default {
  screens: ['user:feedlabel'],
  routes: (api, { db }) => userFeedlabelRoutes(api, db),
  seed: {
    tables: ['feedback_label', 'feedback'],
    // each project's own random sequence, so the feedback changes nothing the other generators draw
    async run(db, { projects, size, now }) {
      let feedback = 0;
      for (const { code, index } of projects)
        feedback += await seedFeedback(db, new Random(20240901 + index), code, size, now);
      return { feedback };
    },
  },
} satisfies ApiModule;
