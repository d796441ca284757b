import type { ApiModule } from '../../platform/modules';
import { settingAccountRoutes } from './setting-account.routes';

export default {
  screens: ['setting:account'],
  routes: (api, { db }) => settingAccountRoutes(api, db),
} satisfies ApiModule;
