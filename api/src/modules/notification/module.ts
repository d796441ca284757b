import type { ApiModule } from '../../platform/modules';
import { notificationRoutes } from './notification.routes';

// the navbar's message box: every signed-in user's own, of no screen
export default {
  screens: [],
  routes: (api, { db }) => notificationRoutes(api, db),
} satisfies ApiModule;
