import type { ApiModule } from '../../platform/modules';
import { appActivityRoutes } from './app-activity.routes';
import { checkInAndClaim } from './app-activity.scenarios';

// Activities, app side (/app-api/, no staff screen): checking in and making up a day, one's
// tasks with their progress, claiming a reward.
export default {
  screens: [],
  appRoutes: (app, { db }) => appActivityRoutes(app, db),
  scenarios: [checkInAndClaim],
} satisfies ApiModule;
