import type { ApiModule } from '../../platform/modules';
import { settingRoleRoutes } from './setting-role.routes';

export default {
  screens: ['setting:role'],
  routes: (api, { db }) => settingRoleRoutes(api, db),
} satisfies ApiModule;
