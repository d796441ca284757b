import type { ApiModule } from '../../platform/modules';
import { dramaExport } from './product-list.export';
import { productListRoutes } from './product-list.routes';

export default {
  screens: ['product:list'],
  routes: (api, { db }) => productListRoutes(api, db),
  exports: [dramaExport],
} satisfies ApiModule;
