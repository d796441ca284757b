import type { ApiModule } from '../../platform/modules';
import { appPurchaseAdminRoutes, appPurchaseRoutes } from './app-purchase.routes';
import { buyPackage } from './app-purchase.scenarios';
import { orderTimeoutJob } from './app-purchase.timeout';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the job that closes unpaid orders every minute; false leaves it to the caller (tests drive it) */
    orderTimeout?: boolean;
  }
}

// The purchase, app side (/app-api/): packages for sale, orders, the providers' callbacks and
// the test provider's checkout; the unpaid-order timeout; the top-up records' re-query.
export default {
  screens: [],
  appRoutes: (app, { db }) => appPurchaseRoutes(app, db),
  routes: (api, { db }) => appPurchaseAdminRoutes(api, db),
  jobs: [orderTimeoutJob],
  scenarios: [buyPackage],
} satisfies ApiModule;
