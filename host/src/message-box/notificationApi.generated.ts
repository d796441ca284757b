// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotification: build.query<
      ListNotificationApiResponse,
      ListNotificationApiArg
    >({
      query: (queryArg) => ({
        url: `/notification/list`,
        params: {
          pageNum: queryArg.pageNum,
          pageSize: queryArg.pageSize,
          sortBy: queryArg.sortBy,
          sortType: queryArg.sortType,
          kind: queryArg.kind,
          unread: queryArg.unread,
          locale: queryArg.locale,
        },
      }),
    }),
    getNotificationUnreadCount: build.query<
      GetNotificationUnreadCountApiResponse,
      GetNotificationUnreadCountApiArg
    >({
      query: () => ({ url: `/notification/unread-count` }),
    }),
    readNotification: build.mutation<
      ReadNotificationApiResponse,
      ReadNotificationApiArg
    >({
      query: (queryArg) => ({
        url: `/notification/read`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    readAllNotification: build.mutation<
      ReadAllNotificationApiResponse,
      ReadAllNotificationApiArg
    >({
      query: (queryArg) => ({
        url: `/notification/read-all`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as notificationApi };
export type ListNotificationApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    /** null: shown in every project */
    projectCode: string | null;
    /** the message box tab: message, notice or todo */
    kind: "message" | "notice" | "todo";
    title: string;
    content: string;
    /** an in-app path the reader may open, or '' */
    link: string;
    /** the export whose file it downloads (POST /export/{id}/download), or null */
    exportId: number | null;
    read: boolean;
    readAt: string | null;
    deleted: number;
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListNotificationApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** comma list of sortable names; default "deleted, create_time" */
  sortBy?: string;
  sortType?: "asc" | "desc";
  /** the message box tab: message, notice or todo */
  kind?: "message" | "notice" | "todo";
  /** true: unread only; false: read only */
  unread?: boolean;
  /** the reader's language: the titles and contents are answered in it (en-US when absent) */
  locale?: "en-US" | "zh-CN";
};
export type GetNotificationUnreadCountApiResponse =
  /** status 200 undefined */ {
    message: number;
    notice: number;
    todo: number;
    total: number;
  };
export type GetNotificationUnreadCountApiArg = void;
export type ReadNotificationApiResponse = /** status 200 undefined */ {
  /** how many unread notifications of the caller became read */
  updated: number;
};
export type ReadNotificationApiArg = {
  body: {
    /** the notifications to mark read (1..100) */
    ids: number[];
  };
};
export type ReadAllNotificationApiResponse = /** status 200 undefined */ {
  /** how many unread notifications of the caller became read */
  updated: number;
};
export type ReadAllNotificationApiArg = {
  body: {
    /** the message box tab: message, notice or todo */
    kind?: "message" | "notice" | "todo";
  };
};
export const {
  useListNotificationQuery,
  useGetNotificationUnreadCountQuery,
  useReadNotificationMutation,
  useReadAllNotificationMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const readNotificationBody = {
  "type": "object",
  "required": [
    "ids"
  ],
  "properties": {
    "ids": {
      "minItems": 1,
      "maxItems": 100,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
export const readAllNotificationBody = {
  "type": "object",
  "properties": {
    "kind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "message"
          ]
        },
        {
          "type": "string",
          "enum": [
            "notice"
          ]
        },
        {
          "type": "string",
          "enum": [
            "todo"
          ]
        }
      ]
    }
  }
} as const;
