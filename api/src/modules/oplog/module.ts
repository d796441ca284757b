import type { ApiModule } from '../../platform/modules';
import { oplogExport } from './oplog.export';
import { oplogRoutes } from './oplog.routes';

export default {
  // its screen is planned (the catalogue): the api is here ahead of the page, so it serves none yet;
  // the screen's build names it here and drops the planned mark
  screens: [],
  routes: (api, { db }) => oplogRoutes(api, db),
  exports: [oplogExport],
} satisfies ApiModule;
