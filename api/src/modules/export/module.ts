import type { ApiModule } from '../../platform/modules';
import {
  type ExportDefinition,
  type ExportSettings,
  exportRoute,
  exportSettings,
  installExportRunner,
} from '../../domain/export';
import { exportRoutes } from './export.routes';

declare module '../../platform/modules' {
  interface ModuleSettings {
    /** export files and the background runner; `runner: false` leaves the queue to the caller */
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
  routes: (api, { db, settings }) => exportRoutes(api, db, exportSettings(settings.exports)),
  // each list's export route right after the list's own routes
  afterEach: (api, { db }, module) => {
    for (const definition of module.exports ?? []) exportRoute(api, db, definition);
  },
  jobs: [(app, { db, settings }) => installExportRunner(app, db, exportSettings(settings.exports))],
} satisfies ApiModule;
