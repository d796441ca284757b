import type { ApiModule } from '../../platform/modules';
import { oplogExport } from './oplog.export';
import { oplogRoutes } from './oplog.routes';

export default {
  // the customer-service area's screen, answered at /oplog (its path since before the screen)
  screens: [{ screen: 'customer-service:oplog', path: '/oplog' }],
  routes: (api, { db }) => oplogRoutes(api, db),
  exports: [oplogExport],
} satisfies ApiModule;
