// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealTopupRecord"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      requeryDealTopupRecord: build.mutation<
        RequeryDealTopupRecordApiResponse,
        RequeryDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/${queryArg.id}/requery`,
          method: "POST",
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
      listDealTopupRecord: build.query<
        ListDealTopupRecordApiResponse,
        ListDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            orderNo: queryArg.orderNo,
            userCode: queryArg.userCode,
            status: queryArg.status,
            channel: queryArg.channel,
            country: queryArg.country,
            paidFrom: queryArg.paidFrom,
            paidTo: queryArg.paidTo,
          },
        }),
        providesTags: ["DealTopupRecord"],
      }),
      getDealTopupRecordTotals: build.query<
        GetDealTopupRecordTotalsApiResponse,
        GetDealTopupRecordTotalsApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/totals`,
          params: {
            orderNo: queryArg.orderNo,
            userCode: queryArg.userCode,
            status: queryArg.status,
            channel: queryArg.channel,
            country: queryArg.country,
            paidFrom: queryArg.paidFrom,
            paidTo: queryArg.paidTo,
          },
        }),
        providesTags: ["DealTopupRecord"],
      }),
      getDealTopupRecordLiability: build.query<
        GetDealTopupRecordLiabilityApiResponse,
        GetDealTopupRecordLiabilityApiArg
      >({
        query: () => ({ url: `/deal/topup-record/liability` }),
        providesTags: ["DealTopupRecord"],
      }),
      getDealTopupRecord: build.query<
        GetDealTopupRecordApiResponse,
        GetDealTopupRecordApiArg
      >({
        query: (queryArg) => ({ url: `/deal/topup-record/${queryArg.id}` }),
        providesTags: ["DealTopupRecord"],
      }),
      refundDealTopupRecord: build.mutation<
        RefundDealTopupRecordApiResponse,
        RefundDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/${queryArg.id}/refund`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
      exportDealTopupRecord: build.mutation<
        ExportDealTopupRecordApiResponse,
        ExportDealTopupRecordApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/topup-record/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealTopupRecord"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealTopupRecordApi };
export type RequeryDealTopupRecordApiResponse = /** status 200 undefined */ {
  /** the provider knows of a payment of the order */
  found: boolean;
  /** this re-query delivered it (false: it had been, or there is none) */
  credited: boolean;
  status: number;
  detail: string;
};
export type RequeryDealTopupRecordApiArg = {
  id: number;
};
export type ListDealTopupRecordApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    orderNo: string;
    userCode: string;
    packageId: number | null;
    /** the package's name; empty when the order names none */
    packageName: string;
    /** in minor units of currency */
    amountMinor: number;
    /** ISO 4217 */
    currency: string;
    /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
    status: 0 | 1 | 2 | 3 | 4;
    /** the payment channel's code */
    payChannel: string;
    country: string;
    /** ios, android or web */
    platform: string;
    /** a sandbox or test purchase: never revenue */
    sandbox: boolean;
    coins: number;
    bonusCoins: number;
    vipDays: number | null;
    remark: string;
    createTime: string;
    payTime: string | null;
    refundTime: string | null;
  }[];
  total: number;
  /** false when total is the database estimate (past 10,000 matches) */
  totalExact: boolean;
  pageNum: number;
  pageSize: number;
};
export type ListDealTopupRecordApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "pay_time"
    | "payTime"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the order no, exactly */
  orderNo?: string;
  /** the user's code, exactly */
  userCode?: string;
  /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
  status?: 0 | 1 | 2 | 3 | 4;
  /** the payment channel's code */
  channel?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  /** paid at or after */
  paidFrom?: string;
  /** paid before */
  paidTo?: string;
};
export type GetDealTopupRecordTotalsApiResponse = /** status 200 undefined */ {
  totals: {
    currency: string;
    /** the filtered orders in this currency, sandbox left out */
    orders: number;
    /** their amounts, in minor units */
    amountMinor: number;
    /** of which successful (status 1) */
    paidMinor: number;
  }[];
  /** sandbox orders among the filtered rows, not in the totals */
  sandboxOrders: number;
};
export type GetDealTopupRecordTotalsApiArg = {
  /** the order no, exactly */
  orderNo?: string;
  /** the user's code, exactly */
  userCode?: string;
  /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
  status?: 0 | 1 | 2 | 3 | 4;
  /** the payment channel's code */
  channel?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  /** paid at or after */
  paidFrom?: string;
  /** paid before */
  paidTo?: string;
};
export type GetDealTopupRecordLiabilityApiResponse =
  /** status 200 undefined */ {
    days: {
      /** the purchase day (UTC), YYYY-MM-DD */
      day: string;
      currency: string;
      /** paid coins bought that day still unspent */
      coins: number;
      /** what they cost, pro rata of each order (rounded down), minor units */
      valueMinor: number;
    }[];
    totals: {
      currency: string;
      coins: number;
      valueMinor: number;
    }[];
  };
export type GetDealTopupRecordLiabilityApiArg = void;
export type GetDealTopupRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  orderNo: string;
  userCode: string;
  packageId: number | null;
  /** the package's name; empty when the order names none */
  packageName: string;
  /** in minor units of currency */
  amountMinor: number;
  /** ISO 4217 */
  currency: string;
  /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
  status: 0 | 1 | 2 | 3 | 4;
  /** the payment channel's code */
  payChannel: string;
  country: string;
  /** ios, android or web */
  platform: string;
  /** a sandbox or test purchase: never revenue */
  sandbox: boolean;
  coins: number;
  bonusCoins: number;
  vipDays: number | null;
  remark: string;
  createTime: string;
  payTime: string | null;
  refundTime: string | null;
  events: {
    id: number;
    /** made, paid, failed, closed, paid-late, requeried, refunded, … */
    kind: string;
    /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
    status: 0 | 1 | 2 | 3 | 4;
    detail: string;
    /** the staff member; empty for the app, a provider or a job */
    operatorName: string;
    createTime: string;
  }[];
};
export type GetDealTopupRecordApiArg = {
  id: number;
};
export type RefundDealTopupRecordApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  orderNo: string;
  userCode: string;
  packageId: number | null;
  /** the package's name; empty when the order names none */
  packageName: string;
  /** in minor units of currency */
  amountMinor: number;
  /** ISO 4217 */
  currency: string;
  /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
  status: 0 | 1 | 2 | 3 | 4;
  /** the payment channel's code */
  payChannel: string;
  country: string;
  /** ios, android or web */
  platform: string;
  /** a sandbox or test purchase: never revenue */
  sandbox: boolean;
  coins: number;
  bonusCoins: number;
  vipDays: number | null;
  remark: string;
  createTime: string;
  payTime: string | null;
  refundTime: string | null;
  events: {
    id: number;
    /** made, paid, failed, closed, paid-late, requeried, refunded, … */
    kind: string;
    /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
    status: 0 | 1 | 2 | 3 | 4;
    detail: string;
    /** the staff member; empty for the app, a provider or a job */
    operatorName: string;
    createTime: string;
  }[];
};
export type RefundDealTopupRecordApiArg = {
  id: number;
  body: {
    /** why: kept in the order's history */
    reason: string;
  };
};
export type ExportDealTopupRecordApiResponse = /** status 200 undefined */ {
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
export type ExportDealTopupRecordApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: create_time, createTime */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "orderNo"
        | "projectCode"
        | "userCode"
        | "packageName"
        | "amountMinor"
        | "currency"
        | "status"
        | "payChannel"
        | "country"
        | "platform"
        | "sandbox"
        | "coins"
        | "createTime"
        | "payTime"
        | "remark";
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
    /** the order no, exactly */
    orderNo?: string;
    /** the user's code, exactly */
    userCode?: string;
    /** ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded */
    status?: 0 | 1 | 2 | 3 | 4;
    /** the payment channel's code */
    channel?: string;
    /** ISO 3166-1 alpha-2 */
    country?: string;
    /** paid at or after */
    paidFrom?: string;
    /** paid before */
    paidTo?: string;
  };
};
export const {
  useRequeryDealTopupRecordMutation,
  useListDealTopupRecordQuery,
  useGetDealTopupRecordTotalsQuery,
  useGetDealTopupRecordLiabilityQuery,
  useGetDealTopupRecordQuery,
  useRefundDealTopupRecordMutation,
  useExportDealTopupRecordMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const refundDealTopupRecordBody = {
  "type": "object",
  "required": [
    "reason"
  ],
  "properties": {
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const exportDealTopupRecordBody = {
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
                  "orderNo"
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
                  "packageName"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "amountMinor"
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
                  "status"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "payChannel"
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
                  "platform"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "sandbox"
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
                  "createTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "payTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "remark"
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
    "orderNo": {
      "maxLength": 64,
      "type": "string"
    },
    "userCode": {
      "maxLength": 64,
      "type": "string"
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
        }
      ]
    },
    "channel": {
      "maxLength": 32,
      "type": "string"
    },
    "country": {
      "pattern": "^[A-Z]{2}$",
      "type": "string"
    },
    "paidFrom": {
      "format": "date-time",
      "type": "string"
    },
    "paidTo": {
      "format": "date-time",
      "type": "string"
    }
  }
} as const;
