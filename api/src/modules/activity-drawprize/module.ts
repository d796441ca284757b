import type { ApiModule } from '../../platform/modules';
import { Random } from '../../db/seed/random';
import { activityDrawprizeRoutes } from './activity-drawprize.routes';
import { seedDraws } from './activity-drawprize.seed';

// Prize draws (/activity/drawprize): a points game's settings, its prizes and their odds, and a simulation.
export default {
  screens: ['activity:drawprize'],
  routes: (api, { db }) => activityDrawprizeRoutes(api, db),
  seed: {
    tables: ['activity', 'prize_draw', 'prize', 'prize_draw_entry'],
    // each project's own random sequence, so the draws change nothing the other generators draw
    async run(db, { projects, now, size }) {
      let drawEntries = 0;
      for (const { code, index } of projects)
        drawEntries += await seedDraws(db, new Random(27092026 + index), code, now, size);
      return { drawEntries };
    },
  },
} satisfies ApiModule;
