import type { ApiModule } from '../../platform/modules';
import { staffUserExport } from './setting-user.export';
import { settingUserRoutes } from './setting-user.routes';

export default {
  screens: ['setting:user'],
  routes: (api, { db, passwords }) => settingUserRoutes(api, { db, passwords }),
  exports: [staffUserExport],
} satisfies ApiModule;
