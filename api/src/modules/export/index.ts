// What other modules use: exportRoute() to make a list exportable, keysetBatches() to read it.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ExportRunner } from './export.runner';
import type { ExportSettings } from './export.settings';

export { type Cell, type ExportColumn, type ExportDefinition, exportRoute, type Row } from './export.registry';
export { keysetBatches } from './export.keyset';
export { exportRoutes } from './export.routes';
export { ExportRunner } from './export.runner';
export { exportSettings, type ExportSettings } from './export.settings';

/** Runs exports in this process from ready to close (unless `settings.runner` is false). */
export function installExportRunner(app: FastifyInstance, db: Kysely<Database>, settings: ExportSettings): void {
  if (!settings.runner) return;
  const runner = new ExportRunner(db, settings, app.log);
  app.addHook('onReady', async () => runner.start());
  // Before onClose, which closes the database: the runner puts its running jobs back in the queue.
  app.addHook('preClose', async () => runner.stop());
}
