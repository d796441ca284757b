import type { ApiModule } from '../../platform/modules';
import { oplogExport } from './oplog.export';
import { oplogRoutes } from './oplog.routes';

export default {
  screens: ['customer-service:oplog'],
  routes: (api, { db }) => oplogRoutes(api, db),
  exports: [oplogExport],
} satisfies ApiModule;
