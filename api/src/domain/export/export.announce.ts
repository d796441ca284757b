// What the live channel hears of an export: its requester (the export button, topic `exports`)
// and the export records of its project (topic `export-records`) are told each change, stored
// with the change itself. The one place exports publish from.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { publish } from '../../platform/live';
import { type JobRow, presentJob } from './export.queue';

/** queued, started, progress, succeeded, failed, deleted, expired: what just happened to the job. */
export type ExportChange = 'queued' | 'started' | 'progress' | 'succeeded' | 'failed' | 'deleted' | 'expired';

export async function announceExport(db: Kysely<Database>, job: JobRow, change: ExportChange): Promise<void> {
  const payload = { change, job: presentJob(job) };
  await publish(db, { topic: 'exports', userId: job.user_id, projectCode: job.project_code, payload });
  await publish(db, { topic: 'export-records', projectCode: job.project_code, payload });
}
