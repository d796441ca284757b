import type { ApiModule } from '../../platform/modules';
import { dashboardRoutes } from './dashboard.routes';

export default {
  screens: ['dashboard:workplace'],
  routes: (api, { db }) => dashboardRoutes(api, db),
} satisfies ApiModule;
