import type { ApiModule } from '../../platform/modules';
import { oplogExport } from './oplog.export';
import { oplogRoutes } from './oplog.routes';

export default {
  screens: [{ screen: 'customer-service:oplog', path: '/oplog' }],
  routes: (api, { db }) => oplogRoutes(api, db),
  exports: [oplogExport],
} satisfies ApiModule;
