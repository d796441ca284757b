import { api } from '@backoffice/shared';
import type { ExportJob, ListAnswer } from '@backoffice/shared/list';

/** An export job as GET /export/list answers it. */
export type ExportRecord = ExportJob;

export const EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'expired'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The file is gone once its expiry passed, even before the api's sweep marks the job `expired`. */
export const isExpired = (job: ExportRecord, now = Date.now()) =>
  job.status === 'expired' || (job.status === 'succeeded' && job.expireTime !== null && Date.parse(job.expireTime) <= now);

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
