// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUserList: build.query<ListUserListApiResponse, ListUserListApiArg>({
        query: (queryArg) => ({
          url: `/user/list/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            username: queryArg.username,
            email: queryArg.email,
            phone: queryArg.phone,
            userCode: queryArg.userCode,
            country: queryArg.country,
            vip: queryArg.vip,
            source: queryArg.source,
            creatorStatus: queryArg.creatorStatus,
            riskFlagged: queryArg.riskFlagged,
            registeredFrom: queryArg.registeredFrom,
            registeredTo: queryArg.registeredTo,
          },
        }),
        providesTags: ["UserList"],
      }),
      reviewUserList: build.mutation<
        ReviewUserListApiResponse,
        ReviewUserListApiArg
      >({
        query: (queryArg) => ({
          url: `/user/list/${queryArg.id}/review`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["UserList"],
      }),
      exportUserList: build.mutation<
        ExportUserListApiResponse,
        ExportUserListApiArg
      >({
        query: (queryArg) => ({
          url: `/user/list/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["UserList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userListApi };
export type ListUserListApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    /** the project the user belongs to: the Project column under all projects */
    projectCode: string;
    userCode: string;
    username: string;
    email: string;
    phone: string;
    avatar: string;
    country: string;
    /** 1 VIP */
    vip: number;
    /** 0 woman, 1 man */
    gender: number;
    source: string;
    creatorStatus: (1 | 2 | 3) | (null | null);
    /** the coin balance of the wallet */
    coins: number;
    /** why the user is flagged for risk (a refund of what they had spent); null: not flagged */
    riskReason: string | null;
    /** since when flagged */
    riskTime: string | null;
    /** social interaction: the dramas they like and follow, and the comments they wrote (hidden ones too, deleted ones not) */
    social: {
      likes: number;
      follows: number;
      comments: number;
    };
    /** registered */
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserListApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "username"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the username */
  username?: string;
  /** a part of the email */
  email?: string;
  /** a part of the phone number */
  phone?: string;
  /** a part of the user code */
  userCode?: string;
  /** an ISO 3166 country code such as US */
  country?: string;
  /** 1 VIP */
  vip?: 0 | 1;
  /** where the user signed up: google, facebook, tiktok, apple, guest */
  source?: string;
  /** 1 under review, 2 approved, 3 not approved */
  creatorStatus?: 1 | 2 | 3;
  /** 1 flagged for risk (a refund left them owing), 0 not flagged */
  riskFlagged?: 0 | 1;
  registeredFrom?: string;
  registeredTo?: string;
};
export type ReviewUserListApiResponse = /** status 200 undefined */ {
  id: number;
  /** 1 under review, 2 approved, 3 not approved */
  creatorStatus: 1 | 2 | 3;
};
export type ReviewUserListApiArg = {
  id: number;
  body: {
    /** approve (status 2) or reject (status 3) an application under review */
    decision: "approve" | "reject";
  };
};
export type ExportUserListApiResponse = /** status 200 undefined */ {
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
export type ExportUserListApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: deleted, create_time, createTime, username, id */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "projectCode"
        | "userCode"
        | "username"
        | "email"
        | "phone"
        | "country"
        | "vip"
        | "gender"
        | "source"
        | "social"
        | "creatorStatus"
        | "coins"
        | "riskReason"
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
    /** a part of the username */
    username?: string;
    /** a part of the email */
    email?: string;
    /** a part of the phone number */
    phone?: string;
    /** a part of the user code */
    userCode?: string;
    /** an ISO 3166 country code such as US */
    country?: string;
    /** 1 VIP */
    vip?: 0 | 1;
    /** where the user signed up: google, facebook, tiktok, apple, guest */
    source?: string;
    /** 1 under review, 2 approved, 3 not approved */
    creatorStatus?: 1 | 2 | 3;
    /** 1 flagged for risk (a refund left them owing), 0 not flagged */
    riskFlagged?: 0 | 1;
    registeredFrom?: string;
    registeredTo?: string;
  };
};
export const {
  useListUserListQuery,
  useReviewUserListMutation,
  useExportUserListMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const reviewUserListBody = {
  "type": "object",
  "required": [
    "decision"
  ],
  "properties": {
    "decision": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "approve"
          ]
        },
        {
          "type": "string",
          "enum": [
            "reject"
          ]
        }
      ]
    }
  }
} as const;
export const exportUserListBody = {
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
                  "username"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "email"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "phone"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "country"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "vip"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "gender"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "source"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "social"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "creatorStatus"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "coins"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "riskReason"
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
    "username": {
      "maxLength": 64,
      "type": "string"
    },
    "email": {
      "maxLength": 120,
      "type": "string"
    },
    "phone": {
      "maxLength": 32,
      "type": "string"
    },
    "userCode": {
      "maxLength": 64,
      "type": "string"
    },
    "country": {
      "pattern": "^[A-Z]{2}$",
      "type": "string"
    },
    "vip": {
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
    "source": {
      "maxLength": 32,
      "type": "string"
    },
    "creatorStatus": {
      "anyOf": [
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
        }
      ]
    },
    "riskFlagged": {
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
    "registeredFrom": {
      "format": "date-time",
      "type": "string"
    },
    "registeredTo": {
      "format": "date-time",
      "type": "string"
    }
  }
} as const;
