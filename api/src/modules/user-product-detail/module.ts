import type { ApiModule } from '../../platform/modules';
import { userProductDetailRoutes } from './user-product-detail.routes';

export default {
  screens: ['user:product-detail'],
  routes: (api, { db }) => userProductDetailRoutes(api, db),
} satisfies ApiModule;
