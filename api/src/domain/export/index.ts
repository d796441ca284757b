// Exports of lists: exportRoute() makes a list exportable, keysetBatches() reads it, the runner
// writes the files, and the queue of jobs is what the export-record screen shows. The one door.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ExportRunner } from './export.runner';
import type { ExportSettings } from './export.settings';

export { announceExport, type ExportChange } from './export.announce';
export { CONTENT_TYPES } from './export.files';
export { keysetBatches } from './export.keyset';
export {
  expireExports,
  fileNameOf,
  filePathOf,
  holdsInProject,
  type JobRow,
  presentJob,
  queueJob,
} from './export.queue';
export {
  type Cell,
  defineExport,
  definitionOf,
  type ExportColumn,
  type ExportDefinition,
  exportRoute,
  type Row,
} from './export.registry';
export { ExportRunner } from './export.runner';
export * from './export.schemas';
export { exportSettings, type ExportSettings } from './export.settings';

/** Runs exports in this process from ready to close (unless `settings.runner` is false). */
export function installExportRunner(app: FastifyInstance, db: Kysely<Database>, settings: ExportSettings): void {
  if (!settings.runner) return;
  const runner = new ExportRunner(db, settings, app.log);
  app.addHook('onReady', async () => runner.start());
  // Before onClose, which closes the database: the runner puts its running jobs back in the queue.
  app.addHook('preClose', async () => runner.stop());
}
