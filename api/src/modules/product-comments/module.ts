import type { ApiModule } from '../../platform/modules';
import { productCommentsRoutes } from './product-comments.routes';

export default {
  screens: ['product:comments'],
  routes: (api, { db }) => productCommentsRoutes(api, db),
} satisfies ApiModule;
