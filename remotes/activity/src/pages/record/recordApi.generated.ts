// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ActivityRecord"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivityRecord: build.query<
        ListActivityRecordApiResponse,
        ListActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            activityId: queryArg.activityId,
            userCode: queryArg.userCode,
            userId: queryArg.userId,
            status: queryArg.status,
            period: queryArg.period,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ["ActivityRecord"],
      }),
      getActivityRecordActivities: build.query<
        GetActivityRecordActivitiesApiResponse,
        GetActivityRecordActivitiesApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/activities`,
          params: {
            title: queryArg.title,
            type: queryArg["type"],
          },
        }),
        providesTags: ["ActivityRecord"],
      }),
      compensateActivityRecord: build.mutation<
        CompensateActivityRecordApiResponse,
        CompensateActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/compensate`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityRecord"],
      }),
      getActivityRecord: build.query<
        GetActivityRecordApiResponse,
        GetActivityRecordApiArg
      >({
        query: (queryArg) => ({ url: `/activity/record/${queryArg.id}` }),
        providesTags: ["ActivityRecord"],
      }),
      exportActivityRecord: build.mutation<
        ExportActivityRecordApiResponse,
        ExportActivityRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/activity/record/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ActivityRecord"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as activityRecordApi };
export type ListActivityRecordApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    /** the project's time zone (IANA), in which the screen shows the times */
    timeZone: string;
    activityId: number;
    activityTitle: string;
    /** ACTIVITY_TYPE, 0–13 */
    activityType: number;
    /** the activity's reward currency: 1 ticket, 2 bonus/points, 3 VIP, 0 ad, 4 coupon */
    currency: number;
    userId: number;
    userCode: string;
    userName: string;
    /** '' once; a day YYYY-MM-DD for daily ones; a compensation's request id */
    period: string;
    progress: number;
    target: number;
    /** ACTIVITY_RECORD_STATUS: 1 incomplete, 2 pending claim, 3 claimed */
    status: 1 | 2 | 3;
    /** in the activity's reward currency */
    reward: number;
    ledgerKey: string | null;
    completeTime: string | null;
    claimTime: string | null;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  /** false when total is the database estimate (past 10,000 matches) */
  totalExact: boolean;
  pageNum: number;
  pageSize: number;
};
export type ListActivityRecordApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "id" */
  sortBy?: "id" | "deleted, create_time" | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** one activity */
  activityId?: number;
  /** the user's code, exactly */
  userCode?: string;
  /** the user's id */
  userId?: number;
  /** ACTIVITY_RECORD_STATUS: 1 incomplete, 2 pending claim, 3 claimed */
  status?: 1 | 2 | 3;
  /** the record's period, exactly: a day YYYY-MM-DD, a compensation's request id */
  period?: string;
  /** created at or after */
  createdFrom?: string;
  /** created before */
  createdTo?: string;
};
export type GetActivityRecordActivitiesApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    title: string;
    type: number;
    currency: number;
    /** 0 online, 1 offline */
    status: number;
  }[];
export type GetActivityRecordActivitiesApiArg = {
  /** a part of the title */
  title?: string;
  /** ACTIVITY_TYPE */
  type?: number;
};
export type CompensateActivityRecordApiResponse = /** status 200 undefined */ {
  rows: {
    row: number;
    userCode: string;
    /** granted: credited now; alreadyGranted: this request credited the user before; unknownUser: no such user in the activity's project; duplicate: listed before in this request */
    outcome: "granted" | "alreadyGranted" | "unknownUser" | "duplicate";
    recordId: number | null;
  }[];
  granted: number;
  alreadyGranted: number;
  refused: number;
};
export type CompensateActivityRecordApiArg = {
  body: {
    activityId: number;
    /** the users, by code; each row of the report is its place in this list (from 1) */
    userCodes: string[];
    /** each user's reward, in the activity's currency; at most the project's large-bonus threshold */
    amount: number;
    /** why: kept in each wallet's ledger entry */
    reason: string;
    /** one submission: sent again, it credits no user a second time (the records' period and the ledger key) */
    requestId: string;
  };
};
export type GetActivityRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  /** the project's time zone (IANA), in which the screen shows the times */
  timeZone: string;
  activityId: number;
  activityTitle: string;
  /** ACTIVITY_TYPE, 0–13 */
  activityType: number;
  /** the activity's reward currency: 1 ticket, 2 bonus/points, 3 VIP, 0 ad, 4 coupon */
  currency: number;
  userId: number;
  userCode: string;
  userName: string;
  /** '' once; a day YYYY-MM-DD for daily ones; a compensation's request id */
  period: string;
  progress: number;
  target: number;
  /** ACTIVITY_RECORD_STATUS: 1 incomplete, 2 pending claim, 3 claimed */
  status: 1 | 2 | 3;
  /** in the activity's reward currency */
  reward: number;
  ledgerKey: string | null;
  completeTime: string | null;
  claimTime: string | null;
  createTime: string;
  updateTime: string;
  /** a check-in activity's days of this user, newest first (up to 60) */
  checkins: {
    /** YYYY-MM-DD, the user's day in the project's time zone */
    day: string;
    /** the day of the ladder it counted as */
    streak: number;
    reward: number;
    madeUp: boolean;
    createTime: string;
  }[];
};
export type GetActivityRecordApiArg = {
  id: number;
};
export type ExportActivityRecordApiResponse = /** status 200 undefined */ {
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
export type ExportActivityRecordApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: id */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "id"
        | "projectCode"
        | "activityId"
        | "activityTitle"
        | "userCode"
        | "userName"
        | "period"
        | "progress"
        | "target"
        | "status"
        | "reward"
        | "currency"
        | "createTime"
        | "completeTime"
        | "claimTime";
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
    /** one activity */
    activityId?: number;
    /** the user's code, exactly */
    userCode?: string;
    /** the user's id */
    userId?: number;
    /** ACTIVITY_RECORD_STATUS: 1 incomplete, 2 pending claim, 3 claimed */
    status?: 1 | 2 | 3;
    /** the record's period, exactly: a day YYYY-MM-DD, a compensation's request id */
    period?: string;
    /** created at or after */
    createdFrom?: string;
    /** created before */
    createdTo?: string;
  };
};
export const {
  useListActivityRecordQuery,
  useGetActivityRecordActivitiesQuery,
  useCompensateActivityRecordMutation,
  useGetActivityRecordQuery,
  useExportActivityRecordMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const compensateActivityRecordBody = {
  "type": "object",
  "required": [
    "activityId",
    "userCodes",
    "amount",
    "reason",
    "requestId"
  ],
  "properties": {
    "activityId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "userCodes": {
      "minItems": 1,
      "maxItems": 5000,
      "type": "array",
      "items": {
        "maxLength": 64,
        "type": "string"
      }
    },
    "amount": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "type": "string"
    },
    "requestId": {
      "minLength": 8,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$",
      "type": "string"
    }
  }
} as const;
export const exportActivityRecordBody = {
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
                  "activityId"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "activityTitle"
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
                  "userName"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "period"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "progress"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "target"
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
                  "reward"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "currency"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "createTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "completeTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "claimTime"
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
    "activityId": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "userCode": {
      "maxLength": 64,
      "type": "string"
    },
    "userId": {
      "minimum": 1,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "status": {
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
    "period": {
      "maxLength": 64,
      "type": "string"
    },
    "createdFrom": {
      "format": "date-time",
      "type": "string"
    },
    "createdTo": {
      "format": "date-time",
      "type": "string"
    }
  }
} as const;
