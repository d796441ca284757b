// Exports of lists: exportRoute() makes a list exportable, keysetBatches() reads it, the runner
// writes the files, and the queue of jobs is what the export-record screen shows. The one door.
import { defineJob } from '../../platform/jobs';
import { EXPORT_JOB } from './export.queue';
import { ExportRunner } from './export.runner';
import { exportSettings } from './export.settings';

export { CONTENT_TYPES } from './export.files';
export { keysetBatches } from './export.keyset';
export {
  announceExport,
  EXPORT_JOB,
  type ExportChange,
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

/**
 * One run an export, as many at once in a process as `exports.concurrency` says. A run stopped
 * by a closing process goes back to the queue (each costs an attempt, hence the limit); a
 * process that died leaves its run to be taken again once its lease lapses. A failed export is
 * a finished run (the failure is on its row and in its notice), so the queue retries nothing else.
 */
export const exportRunJob = defineJob<{ exportId: number }>({
  name: EXPORT_JOB,
  deadLetter: 'export.give-up',
  retry: { limit: 5, delaySeconds: 0 },
  leaseSeconds: 30,
  timeoutSeconds: 6 * 3600,
  concurrency: (settings) => exportSettings(settings.exports).concurrency,
  runsHere: (settings) => exportSettings(settings.exports).runner,
  run: (job, { db, settings }) =>
    new ExportRunner(db, exportSettings(settings.exports), job.log).run(job.data.exportId, job.signal, job.progress),
});

/** An export whose runs were all cut short: it fails, saying so, and its requester is told. */
export const exportGiveUpJob = defineJob<{ exportId: number }>({
  name: 'export.give-up',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  runsHere: (settings) => exportSettings(settings.exports).runner,
  run: (job, { db, settings }) =>
    new ExportRunner(db, exportSettings(settings.exports), job.log).giveUp(job.data.exportId),
});

/** Every ten minutes, one run at a time: the files past their expiry are removed. */
export const exportExpiryJob = defineJob({
  name: 'export.expire',
  policy: 'exclusive',
  schedule: { cron: '*/10 * * * *' },
  retry: { limit: 1, delaySeconds: 60 },
  runsHere: (settings) => exportSettings(settings.exports).runner,
  run: async (_job, { db, settings }) => ({
    expired: await new ExportRunner(db, exportSettings(settings.exports)).expire(),
  }),
});
