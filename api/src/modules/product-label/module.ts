import type { ApiModule } from '../../platform/modules';
import { productLabelRoutes } from './product-label.routes';

export default {
  screens: ['product:label'],
  routes: (api, { db }) => productLabelRoutes(api, db),
} satisfies ApiModule;
