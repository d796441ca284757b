import type { ApiModule } from '../../platform/modules';
import { watchEpisodes } from './app-watch.scenarios';
import { appWatchRoutes } from './app-watch.routes';

// What app users watch: the online dramas and their episodes, plays and follows (/app-api/, no staff screen).
export default {
  screens: [],
  appRoutes: (app, { db }) => appWatchRoutes(app, db),
  scenarios: [watchEpisodes],
} satisfies ApiModule;
