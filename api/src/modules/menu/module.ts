import type { ApiModule } from '../../platform/modules';
import { menuRoutes } from './menu.routes';

export default {
  screens: [],
  routes: (api, { db }) => menuRoutes(api, db),
} satisfies ApiModule;
