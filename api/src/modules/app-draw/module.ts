import type { ApiModule } from '../../platform/modules';
import { appDrawRoutes } from './app-draw.routes';
import { drawPrizes } from './app-draw.scenarios';

// Prize draws as app users see them: the open draws with their odds, and a draw (/app-api/, no staff screen).
export default {
  screens: [],
  appRoutes: (app, { db }) => appDrawRoutes(app, db),
  scenarios: [drawPrizes],
} satisfies ApiModule;
