import type { ApiModule } from '../../platform/modules';
import { productCommentsFollowRoutes } from './product-comments-follow.routes';

export default {
  screens: ['product:comments-follow'],
  routes: (api, { db }) => productCommentsFollowRoutes(api, db),
} satisfies ApiModule;
