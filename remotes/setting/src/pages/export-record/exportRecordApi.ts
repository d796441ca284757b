import { api } from '@backoffice/shared';
import type { ExportJob, ListAnswer } from '@backoffice/shared/list';

/**
 * An export job as GET /export/list answers it: the shared `ExportJob`, except that the
 * row count is unknown until the job runs and the size until it succeeds (null).
 */
export interface ExportRecord extends Omit<ExportJob, 'rowsTotal' | 'fileSize'> {
  rowsTotal: number | null;
  fileSize: number | null;
  fileName?: string;
  percent?: number;
}

export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'expired'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The file is gone once its expiry passed, even before the api's sweep marks the job `expired`. */
export const isExpired = (job: ExportRecord, now = Date.now()) =>
  job.status === 'expired' || (job.status === 'succeeded' && job.expireTime !== null && Date.parse(job.expireTime) <= now);

/** The shape the shared progress/download view reads (unknown counts as 0). */
export const asJob = (job: ExportRecord): ExportJob => ({ ...job, rowsTotal: job.rowsTotal ?? 0, fileSize: job.fileSize ?? 0 });

type Scoped<T> = T & { projectCode?: string };

const exportRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `projectCode` only keys the cache per project; the base query sends the real scope.
    listExportRecords: build.query<ListAnswer<ExportRecord>, Scoped<Record<string, unknown>>>({
      query: ({ projectCode: _projectCode, ...params }) => ({ url: '/export/list', params }),
      providesTags: ['ExportRecord'],
    }),
    /** Queues the same export again; answers the new job. */
    retryExport: build.mutation<ExportRecord, number>({
      query: (id) => ({ url: `/export/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['ExportRecord'],
    }),
    deleteExport: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/export/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ExportRecord'],
    }),
  }),
});

export const { useListExportRecordsQuery, useRetryExportMutation, useDeleteExportMutation } = exportRecordApi;
