// by name, as the list entry reaches the core: one channel per tab, beside the one api slice
import { liveUpdates } from '@backoffice/shared';
import {
  exportApi as generatedExportApi,
  type GetExportApiResponse,
  type GetExportMineApiArg,
  type GetExportMineApiResponse,
  type ListExportApiArg,
  type ListExportApiResponse,
} from './exportApi.generated';

/** An export job of a list, as the api answers it. */
export type ExportJob = GetExportApiResponse;
export type ExportFormat = ExportJob['format'];
export type ExportStatus = ExportJob['status'];

/** A column of the file: the list's column key and the header the list shows it under. */
export type ExportColumn = NonNullable<ExportJob['columns']>[number];

export const isUnderway = (job: ExportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Why a job failed, in the reader's language when the api gave it (in English otherwise). */
export const failureReasonOf = (job: Pick<ExportJob, 'errorMsg' | 'errorTranslations'>, locale: string) =>
  (job.errorTranslations as Record<string, string | undefined> | undefined)?.[locale] || job.errorMsg;

/** What the live channel says of an export (topics `exports` and `export-records`). */
export interface ExportChange {
  change: 'queued' | 'started' | 'progress' | 'succeeded' | 'failed' | 'deleted' | 'expired';
  job: ExportJob;
}

/**
 * The export button's last export of its list follows the requester's exports live: a newer one
 * takes its place, its own progress and end change it in place.
 */
const mineLive = liveUpdates<GetExportMineApiResponse, GetExportMineApiArg>(
  'exports',
  (event, { arg, updateCachedData, refetch, projectCode }) => {
    const { change, job } = event.payload as ExportChange;
    if ((arg.listKey && job.listKey !== arg.listKey) || (projectCode && job.projectCode !== projectCode)) return;
    if (change === 'deleted') return refetch();
    updateCachedData((page) => {
      const at = page.list.findIndex((row) => row.id === job.id);
      if (at >= 0) page.list[at] = job;
      else if (job.id > (page.list[0]?.id ?? 0)) {
        page.list.unshift(job);
        page.list.splice(arg.pageSize ?? page.list.length);
        page.total += 1;
      }
    });
  },
);

/** The export records page: its rows change in place; a new or deleted export reads the page again. */
const recordsLive = liveUpdates<ListExportApiResponse, ListExportApiArg>(
  'export-records',
  (event, { updateCachedData, refetch }) => {
    const { change, job } = event.payload as ExportChange;
    if (change === 'queued' || change === 'deleted') return refetch();
    updateCachedData((page) => {
      const at = page.list.findIndex((row) => row.id === job.id);
      if (at >= 0) page.list[at] = job;
    });
  },
);

// Each list has an export route of its own (generated with its screen, e.g. exportSettingUser);
// the export button starts any of them by its path, so this one call is written here.
const EXPORTS = ['ExportRecord'] as const;
const exportApi = generatedExportApi
  .enhanceEndpoints({
    endpoints: {
      getExportMine: { providesTags: EXPORTS, onCacheEntryAdded: mineLive },
      listExport: { providesTags: EXPORTS, onCacheEntryAdded: recordsLive },
      retryExport: { invalidatesTags: EXPORTS },
      deleteExport: { invalidatesTags: EXPORTS },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Queues an export of a list: `path` is the list's export route, e.g. '/setting/user/export'. */
      startExport: build.mutation<
        ExportJob,
        {
          path: string;
          format: ExportFormat;
          request: Record<string, unknown>;
          columns?: ExportColumn[];
          /** how the staff member reads the list: the file's language and time zone, the list the notice opens */
          locale?: string;
          timeZone?: string;
          listQuery?: string;
        }
      >({
        query: ({ path, format, request, columns, locale, timeZone, listQuery }) => {
          const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = request;
          return {
            url: path,
            method: 'POST',
            body: { ...filters, format, columns, locale, timeZone, listQuery: listQuery?.slice(0, 2000) },
          };
        },
        invalidatesTags: EXPORTS,
      }),
    }),
  });

export const { useStartExportMutation } = exportApi;
export const {
  useGetExportMineQuery,
  useDownloadExportMutation,
  useListExportQuery,
  useRetryExportMutation,
  useDeleteExportMutation,
} = exportApi;
export type { ListExportApiArg } from './exportApi.generated';
