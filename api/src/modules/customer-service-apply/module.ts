import type { ApiModule } from '../../platform/modules';
import { customerServiceApplyRoutes } from './customer-service-apply.routes';

export default {
  screens: ['customer-service:apply-list'],
  routes: (api, { db }) => customerServiceApplyRoutes(api, db),
} satisfies ApiModule;
