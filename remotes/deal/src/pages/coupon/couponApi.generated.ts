// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealCoupon"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealCoupon: build.query<
        ListDealCouponApiResponse,
        ListDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            name: queryArg.name,
            kind: queryArg.kind,
            status: queryArg.status,
          },
        }),
        providesTags: ["DealCoupon"],
      }),
      getDealCoupon: build.query<GetDealCouponApiResponse, GetDealCouponApiArg>(
        {
          query: (queryArg) => ({ url: `/deal/coupon/${queryArg.id}` }),
          providesTags: ["DealCoupon"],
        },
      ),
      editDealCoupon: build.mutation<
        EditDealCouponApiResponse,
        EditDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealCoupon"],
      }),
      deleteDealCoupon: build.mutation<
        DeleteDealCouponApiResponse,
        DeleteDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealCoupon"],
      }),
      createDealCoupon: build.mutation<
        CreateDealCouponApiResponse,
        CreateDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealCoupon"],
      }),
      getDealCouponIssuedList: build.query<
        GetDealCouponIssuedListApiResponse,
        GetDealCouponIssuedListApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/issued/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            templateId: queryArg.templateId,
            userCode: queryArg.userCode,
            state: queryArg.state,
            issuedFrom: queryArg.issuedFrom,
            issuedTo: queryArg.issuedTo,
          },
        }),
        providesTags: ["DealCoupon"],
      }),
      issueDealCoupon: build.mutation<
        IssueDealCouponApiResponse,
        IssueDealCouponApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/coupon/${queryArg.id}/issue`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealCoupon"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealCouponApi };
export type ListDealCouponApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    name: string;
    /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
    kind: "coins" | "amount" | "percent";
    /** amount: minor units of currency (1999 for 19.99 USD); coins: coins; percent: 1..100 */
    value: number;
    /** ISO 4217, for an amount off only */
    currency: string | null;
    /** days: valid validDays after its issue; window: valid from validFrom to validTo */
    validity: "days" | "window";
    validDays: number | null;
    validFrom: string | null;
    validTo: string | null;
    status: number;
    remark: string;
    /** coupons issued from it */
    issued: number;
    /** of which used */
    used: number;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListDealCouponApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "name"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the name */
  name?: string;
  /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
  kind?: "coins" | "amount" | "percent";
  /** 0 on, 1 off (an off template issues nothing) */
  status?: 0 | 1;
};
export type GetDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
  kind: "coins" | "amount" | "percent";
  /** amount: minor units of currency (1999 for 19.99 USD); coins: coins; percent: 1..100 */
  value: number;
  /** ISO 4217, for an amount off only */
  currency: string | null;
  /** days: valid validDays after its issue; window: valid from validFrom to validTo */
  validity: "days" | "window";
  validDays: number | null;
  validFrom: string | null;
  validTo: string | null;
  status: number;
  remark: string;
  /** coupons issued from it */
  issued: number;
  /** of which used */
  used: number;
  createTime: string;
  updateTime: string;
};
export type GetDealCouponApiArg = {
  id: number;
};
export type EditDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
  kind: "coins" | "amount" | "percent";
  /** amount: minor units of currency (1999 for 19.99 USD); coins: coins; percent: 1..100 */
  value: number;
  /** ISO 4217, for an amount off only */
  currency: string | null;
  /** days: valid validDays after its issue; window: valid from validFrom to validTo */
  validity: "days" | "window";
  validDays: number | null;
  validFrom: string | null;
  validTo: string | null;
  status: number;
  remark: string;
  /** coupons issued from it */
  issued: number;
  /** of which used */
  used: number;
  createTime: string;
  updateTime: string;
};
export type EditDealCouponApiArg = {
  id: number;
  body: {
    /** 1..64 characters, kept trimmed; once per project (409 when taken) */
    name: string;
    /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
    kind: "coins" | "amount" | "percent";
    /** a whole number: minor units of currency for an amount (1999, not 19.99), coins, or 1..100 percent */
    value: number;
    /** ISO 4217 (USD, JPY, BRL): required for an amount off, ignored otherwise */
    currency?: string;
    /** days: valid validDays after its issue; window: valid from validFrom to validTo */
    validity: "days" | "window";
    /** for validity days: 30 when not sent */
    validDays?: number;
    /** required when validity is window */
    validFrom?: string;
    /** required when validity is window; after validFrom */
    validTo?: string;
    /** 0 on, 1 off (an off template issues nothing) */
    status?: 0 | 1;
    /** up to 200 characters; empty when not sent */
    remark?: string;
  };
};
export type DeleteDealCouponApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealCouponApiArg = {
  id: number;
};
export type CreateDealCouponApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
  kind: "coins" | "amount" | "percent";
  /** amount: minor units of currency (1999 for 19.99 USD); coins: coins; percent: 1..100 */
  value: number;
  /** ISO 4217, for an amount off only */
  currency: string | null;
  /** days: valid validDays after its issue; window: valid from validFrom to validTo */
  validity: "days" | "window";
  validDays: number | null;
  validFrom: string | null;
  validTo: string | null;
  status: number;
  remark: string;
  /** coupons issued from it */
  issued: number;
  /** of which used */
  used: number;
  createTime: string;
  updateTime: string;
};
export type CreateDealCouponApiArg = {
  body: {
    /** 1..64 characters, kept trimmed; once per project (409 when taken) */
    name: string;
    /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
    kind: "coins" | "amount" | "percent";
    /** a whole number: minor units of currency for an amount (1999, not 19.99), coins, or 1..100 percent */
    value: number;
    /** ISO 4217 (USD, JPY, BRL): required for an amount off, ignored otherwise */
    currency?: string;
    /** days: valid validDays after its issue; window: valid from validFrom to validTo */
    validity: "days" | "window";
    /** for validity days: 30 when not sent */
    validDays?: number;
    /** required when validity is window */
    validFrom?: string;
    /** required when validity is window; after validFrom */
    validTo?: string;
    /** 0 on, 1 off (an off template issues nothing) */
    status?: 0 | 1;
    /** up to 200 characters; empty when not sent */
    remark?: string;
  };
};
export type GetDealCouponIssuedListApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    templateId: number;
    templateName: string;
    /** amount: an amount off in a currency; coins: coins given; percent: a percentage off */
    kind: "coins" | "amount" | "percent";
    value: number;
    currency: string | null;
    userId: number;
    userCode: string;
    /** COUPON_STATE: unused → used | expired (on time, by a job every minute) */
    state: "unused" | "used" | "expired";
    issueTime: string;
    usedTime: string | null;
    expireTime: string;
    reason: string;
    /** who issued it; empty for the system (a package award) */
    operatorName: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type GetDealCouponIssuedListApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "issue_time" */
  sortBy?:
    | "issue_time"
    | "issueTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the template it was issued from */
  templateId?: number;
  /** the user's code, exactly */
  userCode?: string;
  /** COUPON_STATE: unused → used | expired (on time, by a job every minute) */
  state?: "unused" | "used" | "expired";
  /** issued at or after */
  issuedFrom?: string;
  /** issued before */
  issuedTo?: string;
};
export type IssueDealCouponApiResponse = /** status 200 undefined */ {
  issued: {
    row: number;
    userCode: string;
    couponId: number;
  }[];
  refused: {
    row: number;
    userCode: string;
    /** unknownUser: no such user in the template's project; duplicate: listed before; templateOff: the template is off; templateEnded: its window has ended */
    reason: "unknownUser" | "duplicate" | "templateOff" | "templateEnded";
  }[];
};
export type IssueDealCouponApiArg = {
  id: number;
  body: {
    /** user codes, one a line (or separated by commas or spaces) */
    userCodes?: string;
    /** a CSV file's text: a header row naming a user_code (or userCode) column, or one column of user codes without a header */
    csv?: string;
    /** why: kept with each coupon */
    reason?: string;
    /** the same key sent again (a resent form) issues nothing more and answers the same report */
    idempotencyKey?: string;
  };
};
export const {
  useListDealCouponQuery,
  useGetDealCouponQuery,
  useEditDealCouponMutation,
  useDeleteDealCouponMutation,
  useCreateDealCouponMutation,
  useGetDealCouponIssuedListQuery,
  useIssueDealCouponMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealCouponBody = {
  "type": "object",
  "required": [
    "name",
    "kind",
    "value",
    "validity"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "kind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "coins"
          ]
        },
        {
          "type": "string",
          "enum": [
            "amount"
          ]
        },
        {
          "type": "string",
          "enum": [
            "percent"
          ]
        }
      ]
    },
    "value": {
      "minimum": 1,
      "maximum": 1000000000000,
      "type": "integer"
    },
    "currency": {
      "maxLength": 3,
      "type": "string"
    },
    "validity": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "days"
          ]
        },
        {
          "type": "string",
          "enum": [
            "window"
          ]
        }
      ]
    },
    "validDays": {
      "minimum": 1,
      "maximum": 3650,
      "type": "integer"
    },
    "validFrom": {
      "format": "date-time",
      "type": "string"
    },
    "validTo": {
      "format": "date-time",
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
        }
      ]
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const createDealCouponBody = {
  "type": "object",
  "required": [
    "name",
    "kind",
    "value",
    "validity"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "kind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "coins"
          ]
        },
        {
          "type": "string",
          "enum": [
            "amount"
          ]
        },
        {
          "type": "string",
          "enum": [
            "percent"
          ]
        }
      ]
    },
    "value": {
      "minimum": 1,
      "maximum": 1000000000000,
      "type": "integer"
    },
    "currency": {
      "maxLength": 3,
      "type": "string"
    },
    "validity": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "days"
          ]
        },
        {
          "type": "string",
          "enum": [
            "window"
          ]
        }
      ]
    },
    "validDays": {
      "minimum": 1,
      "maximum": 3650,
      "type": "integer"
    },
    "validFrom": {
      "format": "date-time",
      "type": "string"
    },
    "validTo": {
      "format": "date-time",
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
        }
      ]
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const issueDealCouponBody = {
  "type": "object",
  "properties": {
    "userCodes": {
      "maxLength": 200000,
      "type": "string"
    },
    "csv": {
      "maxLength": 1000000,
      "type": "string"
    },
    "reason": {
      "maxLength": 200,
      "type": "string"
    },
    "idempotencyKey": {
      "minLength": 8,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$",
      "type": "string"
    }
  }
} as const;
