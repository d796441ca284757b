// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "../../api/api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExport: build.query<ListExportApiResponse, ListExportApiArg>({
      query: (queryArg) => ({
        url: `/export/list`,
        params: {
          pageNum: queryArg.pageNum,
          pageSize: queryArg.pageSize,
          sortBy: queryArg.sortBy,
          sortType: queryArg.sortType,
          listKey: queryArg.listKey,
          status: queryArg.status,
          username: queryArg.username,
          format: queryArg.format,
        },
      }),
    }),
    getExportMine: build.query<GetExportMineApiResponse, GetExportMineApiArg>({
      query: (queryArg) => ({
        url: `/export/mine`,
        params: {
          pageNum: queryArg.pageNum,
          pageSize: queryArg.pageSize,
          listKey: queryArg.listKey,
        },
      }),
    }),
    getExport: build.query<GetExportApiResponse, GetExportApiArg>({
      query: (queryArg) => ({ url: `/export/${queryArg.id}` }),
    }),
    deleteExport: build.mutation<DeleteExportApiResponse, DeleteExportApiArg>({
      query: (queryArg) => ({
        url: `/export/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    downloadExport: build.mutation<
      DownloadExportApiResponse,
      DownloadExportApiArg
    >({
      query: (queryArg) => ({
        url: `/export/${queryArg.id}/download`,
        method: "POST",
      }),
    }),
    retryExport: build.mutation<RetryExportApiResponse, RetryExportApiArg>({
      query: (queryArg) => ({
        url: `/export/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as exportApi };
export type ListExportApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    userId: number;
    username: string;
    /** the project exported, or `all` */
    projectCode: string;
    /** the exported list, e.g. setting.user */
    listKey: string;
    listTitle: string;
    /** the list's filters as sent */
    filters: unknown;
    sortBy: string;
    sortType: string;
    /** the columns asked for; null: every column */
    columns:
      | {
          key: string;
          header: string;
          /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
          labels?: {
            [key: string]: string;
          };
        }[]
      | (null | null);
    /** the requester's language */
    locale: string;
    /** the requester's time zone: the file's times are in it */
    timeZone: string;
    /** the list's query string as exported */
    listQuery: string;
    format: "csv" | "xlsx";
    status: "queued" | "running" | "succeeded" | "failed" | "expired";
    /** known once running */
    rowsTotal: number | null;
    rowsDone: number;
    percent: number;
    /** the download name, e.g. staff-users-2026-11-21.csv */
    fileName: string;
    /** bytes, once succeeded */
    fileSize: number | null;
    /** why it failed */
    errorMsg: string;
    /** why it failed in the other languages, by locale (the browser shows the reader’s) */
    errorTranslations: {
      "zh-CN"?: string;
    };
    createTime: string;
    startTime: string | null;
    finishTime: string | null;
    /** the file is removed after */
    expireTime: string | null;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListExportApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "rows_total"
    | "rowsTotal"
    | "file_size"
    | "fileSize"
    | "finish_time"
    | "finishTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  listKey?: string;
  status?: "queued" | "running" | "succeeded" | "failed" | "expired";
  /** a part of the requester's username */
  username?: string;
  format?: "csv" | "xlsx";
};
export type GetExportMineApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    userId: number;
    username: string;
    /** the project exported, or `all` */
    projectCode: string;
    /** the exported list, e.g. setting.user */
    listKey: string;
    listTitle: string;
    /** the list's filters as sent */
    filters: unknown;
    sortBy: string;
    sortType: string;
    /** the columns asked for; null: every column */
    columns:
      | {
          key: string;
          header: string;
          /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
          labels?: {
            [key: string]: string;
          };
        }[]
      | (null | null);
    /** the requester's language */
    locale: string;
    /** the requester's time zone: the file's times are in it */
    timeZone: string;
    /** the list's query string as exported */
    listQuery: string;
    format: "csv" | "xlsx";
    status: "queued" | "running" | "succeeded" | "failed" | "expired";
    /** known once running */
    rowsTotal: number | null;
    rowsDone: number;
    percent: number;
    /** the download name, e.g. staff-users-2026-11-21.csv */
    fileName: string;
    /** bytes, once succeeded */
    fileSize: number | null;
    /** why it failed */
    errorMsg: string;
    /** why it failed in the other languages, by locale (the browser shows the reader’s) */
    errorTranslations: {
      "zh-CN"?: string;
    };
    createTime: string;
    startTime: string | null;
    finishTime: string | null;
    /** the file is removed after */
    expireTime: string | null;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type GetExportMineApiArg = {
  pageNum?: number;
  pageSize?: number;
  listKey?: string;
};
export type GetExportApiResponse = /** status 200 undefined */ {
  id: number;
  userId: number;
  username: string;
  /** the project exported, or `all` */
  projectCode: string;
  /** the exported list, e.g. setting.user */
  listKey: string;
  listTitle: string;
  /** the list's filters as sent */
  filters: unknown;
  sortBy: string;
  sortType: string;
  /** the columns asked for; null: every column */
  columns:
    | {
        key: string;
        header: string;
        /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
        labels?: {
          [key: string]: string;
        };
      }[]
    | (null | null);
  /** the requester's language */
  locale: string;
  /** the requester's time zone: the file's times are in it */
  timeZone: string;
  /** the list's query string as exported */
  listQuery: string;
  format: "csv" | "xlsx";
  status: "queued" | "running" | "succeeded" | "failed" | "expired";
  /** known once running */
  rowsTotal: number | null;
  rowsDone: number;
  percent: number;
  /** the download name, e.g. staff-users-2026-11-21.csv */
  fileName: string;
  /** bytes, once succeeded */
  fileSize: number | null;
  /** why it failed */
  errorMsg: string;
  /** why it failed in the other languages, by locale (the browser shows the reader’s) */
  errorTranslations: {
    "zh-CN"?: string;
  };
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
  /** the file is removed after */
  expireTime: string | null;
};
export type GetExportApiArg = {
  id: number;
};
export type DeleteExportApiResponse = /** status 200 undefined */ {
  id: number;
};
export type DeleteExportApiArg = {
  id: number;
};
export type DownloadExportApiResponse = /** status 200 undefined */ {
  /** GET it (no token needed) within 5 minutes, once */
  url: string;
  expireTime: string;
};
export type DownloadExportApiArg = {
  id: number;
};
export type RetryExportApiResponse = /** status 200 undefined */ {
  id: number;
  userId: number;
  username: string;
  /** the project exported, or `all` */
  projectCode: string;
  /** the exported list, e.g. setting.user */
  listKey: string;
  listTitle: string;
  /** the list's filters as sent */
  filters: unknown;
  sortBy: string;
  sortType: string;
  /** the columns asked for; null: every column */
  columns:
    | {
        key: string;
        header: string;
        /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
        labels?: {
          [key: string]: string;
        };
      }[]
    | (null | null);
  /** the requester's language */
  locale: string;
  /** the requester's time zone: the file's times are in it */
  timeZone: string;
  /** the list's query string as exported */
  listQuery: string;
  format: "csv" | "xlsx";
  status: "queued" | "running" | "succeeded" | "failed" | "expired";
  /** known once running */
  rowsTotal: number | null;
  rowsDone: number;
  percent: number;
  /** the download name, e.g. staff-users-2026-11-21.csv */
  fileName: string;
  /** bytes, once succeeded */
  fileSize: number | null;
  /** why it failed */
  errorMsg: string;
  /** why it failed in the other languages, by locale (the browser shows the reader’s) */
  errorTranslations: {
    "zh-CN"?: string;
  };
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
  /** the file is removed after */
  expireTime: string | null;
};
export type RetryExportApiArg = {
  id: number;
};
export const {
  useListExportQuery,
  useGetExportMineQuery,
  useGetExportQuery,
  useDeleteExportMutation,
  useDownloadExportMutation,
  useRetryExportMutation,
} = injectedRtkApi;
