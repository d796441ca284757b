import type { ApiModule } from '../../platform/modules';
import { settingConfigRoutes } from './setting-config.routes';

export default {
  screens: ['setting:config'],
  routes: (api, { db }) => settingConfigRoutes(api, db),
} satisfies ApiModule;
