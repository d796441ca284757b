// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["CustomerServiceOplog"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listOplog: build.query<ListOplogApiResponse, ListOplogApiArg>({
        query: (queryArg) => ({
          url: `/oplog/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            username: queryArg.username,
            title: queryArg.title,
            method: queryArg.method,
            status: queryArg.status,
            beginTime: queryArg.beginTime,
            endTime: queryArg.endTime,
            deleted: queryArg.deleted,
          },
        }),
        providesTags: ["CustomerServiceOplog"],
      }),
      exportOplog: build.mutation<ExportOplogApiResponse, ExportOplogApiArg>({
        query: (queryArg) => ({
          url: `/oplog/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceOplog"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as customerServiceOplogApi };
export type ListOplogApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    userId: number | null;
    username: string;
    projectCode: string | null;
    title: string;
    method: string;
    url: string;
    /** the request parameters, secrets shown as ****** */
    params: unknown;
    /** 0 succeeded, 1 failed */
    status: number;
    httpStatus: number;
    errorMsg: string;
    durationMs: number;
    clientIp: string;
    operTime: string;
    deleted: number;
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListOplogApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** comma list of sortable names; default "deleted, create_time" */
  sortBy?: string;
  sortType?: "asc" | "desc";
  /** who: a part of the username */
  username?: string;
  /** what: a part of the operation title */
  title?: string;
  method?: "POST" | "PUT" | "PATCH" | "DELETE";
  /** 0 succeeded, 1 failed */
  status?: 0 | 1;
  /** operations at or after */
  beginTime?: string;
  /** operations before */
  endTime?: string;
  deleted?: 0 | 1;
};
export type ExportOplogApiResponse = /** status 200 undefined */ {
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
export type ExportOplogApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: deleted, create_time, createTime, oper_time, operTime, id */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "id"
        | "operTime"
        | "username"
        | "projectCode"
        | "title"
        | "method"
        | "url"
        | "params"
        | "status"
        | "httpStatus"
        | "errorMsg"
        | "durationMs"
        | "clientIp";
      header: string;
      /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
      labels?: {
        [key: string]: string;
      };
    }[];
    /** the staff member's language: the notice's, and the headers of the columns the file adds */
    locale?: "en-US" | "zh-CN";
    /** the staff member's time zone (IANA, e.g. Asia/Shanghai): the file's times are in it; UTC when absent */
    timeZone?: string;
    /** the list's query string as exported (?sortBy=…&pageSize=50): the notice opens the list so */
    listQuery?: string;
    /** who: a part of the username */
    username?: string;
    /** what: a part of the operation title */
    title?: string;
    method?: "POST" | "PUT" | "PATCH" | "DELETE";
    /** 0 succeeded, 1 failed */
    status?: 0 | 1;
    /** operations at or after */
    beginTime?: string;
    /** operations before */
    endTime?: string;
    deleted?: 0 | 1;
  };
};
export const { useListOplogQuery, useExportOplogMutation } = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const exportOplogBody = {
  "type": "object",
  "required": [
    "format"
  ],
  "properties": {
    "format": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "csv"
          ]
        },
        {
          "type": "string",
          "enum": [
            "xlsx"
          ]
        }
      ]
    },
    "sortBy": {
      "maxLength": 200,
      "type": "string"
    },
    "sortType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "asc"
          ]
        },
        {
          "type": "string",
          "enum": [
            "desc"
          ]
        }
      ]
    },
    "columns": {
      "maxItems": 60,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "key",
          "header"
        ],
        "properties": {
          "key": {
            "anyOf": [
              {
                "type": "string",
                "enum": [
                  "id"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "operTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "username"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "projectCode"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "title"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "method"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "url"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "params"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "status"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "httpStatus"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "errorMsg"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "durationMs"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "clientIp"
                ]
              }
            ]
          },
          "header": {
            "minLength": 1,
            "maxLength": 100,
            "type": "string"
          },
          "labels": {
            "type": "object"
          }
        }
      }
    },
    "locale": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "en-US"
          ]
        },
        {
          "type": "string",
          "enum": [
            "zh-CN"
          ]
        }
      ]
    },
    "timeZone": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "listQuery": {
      "maxLength": 2000,
      "pattern": "^(\\?.*)?$",
      "type": "string"
    },
    "username": {
      "maxLength": 64,
      "type": "string"
    },
    "title": {
      "maxLength": 200,
      "type": "string"
    },
    "method": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "POST"
          ]
        },
        {
          "type": "string",
          "enum": [
            "PUT"
          ]
        },
        {
          "type": "string",
          "enum": [
            "PATCH"
          ]
        },
        {
          "type": "string",
          "enum": [
            "DELETE"
          ]
        }
      ]
    },
    "status": {
      "anyOf": [
        {
          "type": "number",
          "enum": [
            0
          ]
        },
        {
          "type": "number",
          "enum": [
            1
          ]
        }
      ]
    },
    "beginTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
      "format": "date-time",
      "type": "string"
    },
    "deleted": {
      "anyOf": [
        {
          "type": "number",
          "enum": [
            0
          ]
        },
        {
          "type": "number",
          "enum": [
            1
          ]
        }
      ]
    }
  }
} as const;
