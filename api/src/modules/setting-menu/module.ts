import type { ApiModule } from '../../platform/modules';
import { settingMenuRoutes } from './setting-menu.routes';

export default {
  screens: ['setting:menu'],
  routes: (api, { db }) => settingMenuRoutes(api, db),
} satisfies ApiModule;
