import type { ApiModule } from '../../platform/modules';
import { userProductRoutes } from './user-product.routes';

export default {
  screens: ['user:product'],
  routes: (api, { db }) => userProductRoutes(api, db),
} satisfies ApiModule;
