import type { ExportJob } from '@backoffice/shared/list';

// The export records are the shared export api's list, retry and delete (generated in shared,
// their cache tag 'ExportRecord' shared with every list's Export button).
export { useDeleteExportMutation, useListExportQuery, useRetryExportMutation } from '@backoffice/shared/list';

/** An export job as GET /export/list answers it: a row of this screen. */
export type ExportRecord = ExportJob;

/** The file is gone once its expiry passed, even before the api's sweep marks the job `expired`. */
export const isExpired = (job: ExportRecord, now = Date.now()) =>
  job.status === 'expired' ||
  (job.status === 'succeeded' && job.expireTime !== null && Date.parse(job.expireTime) <= now);
