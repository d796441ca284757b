import type { ApiModule } from '../../platform/modules';
import { productCategoryRoutes } from './product-category.routes';

export default {
  screens: ['product:category'],
  routes: (api, { db }) => productCategoryRoutes(api, db),
} satisfies ApiModule;
