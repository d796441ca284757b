import type { ApiModule } from '../../platform/modules';
import {
  type ExportDefinition,
  exportExpiryJob,
  exportGiveUpJob,
  exportRoute,
  exportRunJob,
  type ExportSettings,
  exportSettings,
} from '../../domain/export';
import { exportRoutes } from './export.routes';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** export files and their runs; `runner: false`: no process of the app runs them (tests drain the queue) */
    exports?: Partial<ExportSettings>;
  }
  interface ApiModule {
    /** its exportable lists: each gets `POST <list path minus /list>/export` (exportRoute) */
    exports?: readonly ExportDefinition[];
  }
}

// The export jobs (the export-record screen, at /export) and every module's exportable lists.
export default {
  screens: [{ screen: 'setting:export-record', path: '/export' }],
  routes: (api, { db, jobs, settings }) => exportRoutes(api, db, jobs, exportSettings(settings.exports)),
  // each list's export route right after the list's own routes
  afterEach: (api, { db, jobs }, module) => {
    for (const definition of module.exports ?? []) exportRoute(api, db, jobs, definition);
  },
  jobs: [exportRunJob, exportGiveUpJob, exportExpiryJob],
} satisfies ApiModule;
