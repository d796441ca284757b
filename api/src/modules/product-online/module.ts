import type { ApiModule } from '../../platform/modules';
import { DEFAULT_SCHEDULE_SETTINGS, installScheduleRunner, type ScheduleSettings } from './product-online.runner';
import { productOnlineRoutes } from './product-online.routes';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** the runner of the dramas' scheduled changes (its longest sleep); false leaves them to the caller */
    dramaSchedule?: Partial<ScheduleSettings> | false;
  }
}

export default {
  screens: ['product:online'],
  routes: (api, { db }) => productOnlineRoutes(api, db),
  jobs: [
    (app, { db, settings }) =>
      settings.dramaSchedule !== false &&
      installScheduleRunner(app, db, { ...DEFAULT_SCHEDULE_SETTINGS, ...settings.dramaSchedule }),
  ],
} satisfies ApiModule;
