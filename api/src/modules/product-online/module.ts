import type { ApiModule } from '../../platform/modules';
import { dueChangesJob } from './product-online.runner';
import { productOnlineRoutes } from './product-online.routes';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** false: no process of this app runs the dramas' scheduled changes (tests call runDueChanges) */
    dramaSchedule?: boolean;
  }
}

export default {
  screens: ['product:online'],
  routes: (api, { db, jobs }) => productOnlineRoutes(api, db, jobs),
  jobs: [dueChangesJob],
} satisfies ApiModule;
