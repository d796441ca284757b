import { api } from '@backoffice/shared';
import { type ListAnswer } from '../ListPage';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'expired';

/** An export job of a list, as the api answers it. */
export interface ExportJob {
  id: number;
  userId: number;
  username: string;
  projectCode: string;
  listKey: string;
  listTitle: string;
  filters: Record<string, unknown>;
  sortBy: string;
  sortType: string;
  format: ExportFormat;
  status: ExportStatus;
  /** known once running */
  rowsTotal: number | null;
  rowsDone: number;
  percent: number;
  /** the download name, e.g. staff-users-2026-11-21.csv */
  fileName: string;
  /** bytes, once succeeded */
  fileSize: number | null;
  errorMsg: string;
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
  expireTime: string | null;
}

export const isUnderway = (job: ExportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

const exportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Queues an export of a list: `path` is the list's export route, e.g. '/setting/user/export'. */
    startExport: build.mutation<ExportJob, { path: string; format: ExportFormat; request: Record<string, unknown> }>({
      query: ({ path, format, request }) => {
        const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = request;
        return { url: path, method: 'POST', body: { ...filters, format } };
      },
      invalidatesTags: ['ExportRecord'],
    }),
    /** The caller's own export jobs, newest first (a list's export button shows the last one). */
    getMyExports: build.query<ListAnswer<ExportJob>, { listKey?: string; pageNum?: number; pageSize?: number }>({
      query: (params) => ({ url: '/export/mine', params }),
      providesTags: ['ExportRecord'],
    }),
    /** A single-use download address (a browser download cannot send the token header). */
    requestDownload: build.mutation<{ url: string }, number>({
      query: (id) => ({ url: `/export/${id}/download`, method: 'POST' }),
    }),
  }),
});

export const { useStartExportMutation, useGetMyExportsQuery, useRequestDownloadMutation } = exportApi;
