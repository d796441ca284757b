import type { ApiModule } from '../../platform/modules';
import { appUserExport } from './user-list.export';
import { userListRoutes } from './user-list.routes';

export default {
  screens: ['user:list'],
  routes: (api, { db }) => userListRoutes(api, db),
  exports: [appUserExport],
} satisfies ApiModule;
