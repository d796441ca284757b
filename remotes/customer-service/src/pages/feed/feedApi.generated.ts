// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["CustomerServiceFeed"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCustomerServiceFeed: build.query<
        ListCustomerServiceFeedApiResponse,
        ListCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            type: queryArg["type"],
            labelId: queryArg.labelId,
            status: queryArg.status,
            userCode: queryArg.userCode,
            beginTime: queryArg.beginTime,
            endTime: queryArg.endTime,
            keyword: queryArg.keyword,
          },
        }),
        providesTags: ["CustomerServiceFeed"],
      }),
      getCustomerServiceFeedLabels: build.query<
        GetCustomerServiceFeedLabelsApiResponse,
        GetCustomerServiceFeedLabelsApiArg
      >({
        query: () => ({ url: `/customer-service/feed/labels` }),
        providesTags: ["CustomerServiceFeed"],
      }),
      labelCustomerServiceFeed: build.mutation<
        LabelCustomerServiceFeedApiResponse,
        LabelCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/label`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceFeed"],
      }),
      getCustomerServiceFeed: build.query<
        GetCustomerServiceFeedApiResponse,
        GetCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({ url: `/customer-service/feed/${queryArg.id}` }),
        providesTags: ["CustomerServiceFeed"],
      }),
      replyCustomerServiceFeed: build.mutation<
        ReplyCustomerServiceFeedApiResponse,
        ReplyCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/${queryArg.id}/reply`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceFeed"],
      }),
      handleCustomerServiceFeed: build.mutation<
        HandleCustomerServiceFeedApiResponse,
        HandleCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/${queryArg.id}/handle`,
          method: "POST",
        }),
        invalidatesTags: ["CustomerServiceFeed"],
      }),
      reopenCustomerServiceFeed: build.mutation<
        ReopenCustomerServiceFeedApiResponse,
        ReopenCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/${queryArg.id}/reopen`,
          method: "POST",
        }),
        invalidatesTags: ["CustomerServiceFeed"],
      }),
      exportCustomerServiceFeed: build.mutation<
        ExportCustomerServiceFeedApiResponse,
        ExportCustomerServiceFeedApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/feed/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceFeed"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as customerServiceFeedApi };
export type ListCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    /** the app user's code; empty if the user is gone */
    userCode: string;
    /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
    type: 0 | 1 | 2 | 3 | 4 | 5;
    content: string;
    /** screenshot URLs, as the app uploaded them */
    images: string[];
    labelId: number | null;
    /** the label's title; empty without a label */
    labelTitle: string;
    /** the label's #RRGGBB; empty without a label */
    labelColour: string;
    /** the label was deleted since it was set */
    labelDeleted: boolean;
    /** FEEDBACK_STATUS: 0 new, 1 handled */
    status: 0 | 1;
    /** the last reply sent to the user; empty before any */
    reply: string;
    replyTime: string | null;
    /** who marked it handled; empty while new */
    handledByName: string;
    handledTime: string | null;
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListCustomerServiceFeedApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
  type?: 0 | 1 | 2 | 3 | 4 | 5;
  /** a label's id; 0 for the feedback without a label */
  labelId?: number;
  /** FEEDBACK_STATUS: 0 new, 1 handled */
  status?: 0 | 1;
  /** the app user's code, exactly */
  userCode?: string;
  /** sent at or after */
  beginTime?: string;
  /** sent before */
  endTime?: string;
  /** a part of the content, whatever the case */
  keyword?: string;
};
export type GetCustomerServiceFeedLabelsApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    title: string;
    colour: string;
  }[];
export type GetCustomerServiceFeedLabelsApiArg = void;
export type LabelCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  /** how many feedback items now carry the label */
  updated: number;
};
export type LabelCustomerServiceFeedApiArg = {
  body: {
    /** the feedback to label, 1..500 */
    ids: number[];
    /** a live label of the feedback's project; 0 takes the label off */
    labelId: number;
  };
};
export type GetCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  /** the app user's code; empty if the user is gone */
  userCode: string;
  /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
  type: 0 | 1 | 2 | 3 | 4 | 5;
  content: string;
  /** screenshot URLs, as the app uploaded them */
  images: string[];
  labelId: number | null;
  /** the label's title; empty without a label */
  labelTitle: string;
  /** the label's #RRGGBB; empty without a label */
  labelColour: string;
  /** the label was deleted since it was set */
  labelDeleted: boolean;
  /** FEEDBACK_STATUS: 0 new, 1 handled */
  status: 0 | 1;
  /** the last reply sent to the user; empty before any */
  reply: string;
  replyTime: string | null;
  /** who marked it handled; empty while new */
  handledByName: string;
  handledTime: string | null;
  createTime: string;
};
export type GetCustomerServiceFeedApiArg = {
  id: number;
};
export type ReplyCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  /** the app user's code; empty if the user is gone */
  userCode: string;
  /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
  type: 0 | 1 | 2 | 3 | 4 | 5;
  content: string;
  /** screenshot URLs, as the app uploaded them */
  images: string[];
  labelId: number | null;
  /** the label's title; empty without a label */
  labelTitle: string;
  /** the label's #RRGGBB; empty without a label */
  labelColour: string;
  /** the label was deleted since it was set */
  labelDeleted: boolean;
  /** FEEDBACK_STATUS: 0 new, 1 handled */
  status: 0 | 1;
  /** the last reply sent to the user; empty before any */
  reply: string;
  replyTime: string | null;
  /** who marked it handled; empty while new */
  handledByName: string;
  handledTime: string | null;
  createTime: string;
};
export type ReplyCustomerServiceFeedApiArg = {
  id: number;
  body: {
    /** 1..2000 characters, kept trimmed; sent to the user's inbox */
    content: string;
    /** mark the feedback handled too (when new); default false */
    handled?: boolean;
  };
};
export type HandleCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  /** the app user's code; empty if the user is gone */
  userCode: string;
  /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
  type: 0 | 1 | 2 | 3 | 4 | 5;
  content: string;
  /** screenshot URLs, as the app uploaded them */
  images: string[];
  labelId: number | null;
  /** the label's title; empty without a label */
  labelTitle: string;
  /** the label's #RRGGBB; empty without a label */
  labelColour: string;
  /** the label was deleted since it was set */
  labelDeleted: boolean;
  /** FEEDBACK_STATUS: 0 new, 1 handled */
  status: 0 | 1;
  /** the last reply sent to the user; empty before any */
  reply: string;
  replyTime: string | null;
  /** who marked it handled; empty while new */
  handledByName: string;
  handledTime: string | null;
  createTime: string;
};
export type HandleCustomerServiceFeedApiArg = {
  id: number;
};
export type ReopenCustomerServiceFeedApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  /** the app user's code; empty if the user is gone */
  userCode: string;
  /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
  type: 0 | 1 | 2 | 3 | 4 | 5;
  content: string;
  /** screenshot URLs, as the app uploaded them */
  images: string[];
  labelId: number | null;
  /** the label's title; empty without a label */
  labelTitle: string;
  /** the label's #RRGGBB; empty without a label */
  labelColour: string;
  /** the label was deleted since it was set */
  labelDeleted: boolean;
  /** FEEDBACK_STATUS: 0 new, 1 handled */
  status: 0 | 1;
  /** the last reply sent to the user; empty before any */
  reply: string;
  replyTime: string | null;
  /** who marked it handled; empty while new */
  handledByName: string;
  handledTime: string | null;
  createTime: string;
};
export type ReopenCustomerServiceFeedApiArg = {
  id: number;
};
export type ExportCustomerServiceFeedApiResponse = /** status 200 undefined */ {
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
export type ExportCustomerServiceFeedApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: create_time, createTime */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "id"
        | "projectCode"
        | "userCode"
        | "type"
        | "content"
        | "images"
        | "labelTitle"
        | "status"
        | "reply"
        | "replyTime"
        | "handledByName"
        | "createTime";
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
    /** FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other */
    type?: 0 | 1 | 2 | 3 | 4 | 5;
    /** a label's id; 0 for the feedback without a label */
    labelId?: number;
    /** FEEDBACK_STATUS: 0 new, 1 handled */
    status?: 0 | 1;
    /** the app user's code, exactly */
    userCode?: string;
    /** sent at or after */
    beginTime?: string;
    /** sent before */
    endTime?: string;
    /** a part of the content, whatever the case */
    keyword?: string;
  };
};
export const {
  useListCustomerServiceFeedQuery,
  useGetCustomerServiceFeedLabelsQuery,
  useLabelCustomerServiceFeedMutation,
  useGetCustomerServiceFeedQuery,
  useReplyCustomerServiceFeedMutation,
  useHandleCustomerServiceFeedMutation,
  useReopenCustomerServiceFeedMutation,
  useExportCustomerServiceFeedMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const labelCustomerServiceFeedBody = {
  "type": "object",
  "required": [
    "ids",
    "labelId"
  ],
  "properties": {
    "ids": {
      "minItems": 1,
      "maxItems": 500,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    },
    "labelId": {
      "minimum": 0,
      "maximum": 2147483647,
      "type": "integer"
    }
  }
} as const;
export const replyCustomerServiceFeedBody = {
  "type": "object",
  "required": [
    "content"
  ],
  "properties": {
    "content": {
      "minLength": 1,
      "maxLength": 2000,
      "type": "string"
    },
    "handled": {
      "type": "boolean"
    }
  }
} as const;
export const exportCustomerServiceFeedBody = {
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
                  "projectCode"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "userCode"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "type"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "content"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "images"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "labelTitle"
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
                  "reply"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "replyTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "handledByName"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "createTime"
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
    "type": {
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
        },
        {
          "type": "number",
          "enum": [
            2
          ]
        },
        {
          "type": "number",
          "enum": [
            3
          ]
        },
        {
          "type": "number",
          "enum": [
            4
          ]
        },
        {
          "type": "number",
          "enum": [
            5
          ]
        }
      ]
    },
    "labelId": {
      "minimum": 0,
      "maximum": 2147483647,
      "type": "integer"
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
    "userCode": {
      "maxLength": 64,
      "type": "string"
    },
    "beginTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
      "format": "date-time",
      "type": "string"
    },
    "keyword": {
      "maxLength": 100,
      "type": "string"
    }
  }
} as const;
