// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["CustomerServiceApplyList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCustomerServiceApply: build.query<
        ListCustomerServiceApplyApiResponse,
        ListCustomerServiceApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/apply/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            id: queryArg.id,
            status: queryArg.status,
            kind: queryArg.kind,
            userCode: queryArg.userCode,
          },
        }),
        providesTags: ["CustomerServiceApplyList"],
      }),
      approveCustomerServiceApply: build.mutation<
        ApproveCustomerServiceApplyApiResponse,
        ApproveCustomerServiceApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/apply/${queryArg.id}/approve`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceApplyList"],
      }),
      rejectCustomerServiceApply: build.mutation<
        RejectCustomerServiceApplyApiResponse,
        RejectCustomerServiceApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/apply/${queryArg.id}/reject`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceApplyList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as customerServiceApplyListApi };
export type ListCustomerServiceApplyApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    userCode: string;
    /** coin, ticket, point (bonus points) or vip_day */
    kind: "coin" | "ticket" | "point" | "vip_day";
    amount: number;
    reason: string;
    /** pending → approved | rejected (by a reviewer) | withdrawn (by its applicant) */
    status: "pending" | "approved" | "rejected" | "withdrawn";
    /** whether the signed-in user applied for it: they may withdraw it while it waits, never decide it */
    mine: boolean;
    applicantName: string;
    reviewerName: string;
    reviewNote: string;
    createTime: string;
    reviewTime: string | null;
    /** when the bonus expires once granted; null: never */
    expiresAt: string | null;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListCustomerServiceApplyApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "id" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "review_time"
    | "reviewTime"
    | "amount"
    | "status"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** one application (the wallet links to its pending one) */
  id?: number;
  status?: "pending" | "approved" | "rejected" | "withdrawn";
  /** coin, ticket, point (bonus points) or vip_day */
  kind?: "coin" | "ticket" | "point" | "vip_day";
  /** a part of the user code */
  userCode?: string;
};
export type ApproveCustomerServiceApplyApiResponse =
  /** status 200 undefined */ {
    application: {
      id: number;
      userCode: string;
      /** coin, ticket, point (bonus points) or vip_day */
      kind: "coin" | "ticket" | "point" | "vip_day";
      amount: number;
      reason: string;
      /** pending → approved | rejected (by a reviewer) | withdrawn (by its applicant) */
      status: "pending" | "approved" | "rejected" | "withdrawn";
      /** whether the signed-in user applied for it: they may withdraw it while it waits, never decide it */
      mine: boolean;
      applicantName: string;
      reviewerName: string;
      reviewNote: string;
      createTime: string;
      reviewTime: string | null;
      /** when the bonus expires once granted; null: never */
      expiresAt: string | null;
    };
    /** the credit an approval wrote */
    entry: {
      id: number;
      /** coin, ticket, point (bonus points) or vip_day */
      kind: "coin" | "ticket" | "point" | "vip_day";
      direction: "top-up" | "deduction";
      amount: number;
      balanceAfter: number;
      /** as written: typed by staff, the app's own words, or for the system's write-off of an expired bonus 'Bonus expired' */
      reason: string;
      /** who wrote it: staff (operatorName), the app (a purchase, an unlock) or the system (the write-off of what an expired bonus had left) */
      actor: "staff" | "app" | "system";
      /** the staff member; empty for the app and the system */
      operatorName: string;
      createTime: string;
    } | null;
    /** what each kind holds to spend: without bonus past its expiry, which the next change of its wallet (or the expiry job) writes off */
    balances: {
      coin: number;
      ticket: number;
      point: number;
      vip_day: number;
    } | null;
  };
export type ApproveCustomerServiceApplyApiArg = {
  id: number;
  body: {
    /** why, for the applicant (required to reject) */
    note?: string;
  };
};
export type RejectCustomerServiceApplyApiResponse =
  /** status 200 undefined */ {
    application: {
      id: number;
      userCode: string;
      /** coin, ticket, point (bonus points) or vip_day */
      kind: "coin" | "ticket" | "point" | "vip_day";
      amount: number;
      reason: string;
      /** pending → approved | rejected (by a reviewer) | withdrawn (by its applicant) */
      status: "pending" | "approved" | "rejected" | "withdrawn";
      /** whether the signed-in user applied for it: they may withdraw it while it waits, never decide it */
      mine: boolean;
      applicantName: string;
      reviewerName: string;
      reviewNote: string;
      createTime: string;
      reviewTime: string | null;
      /** when the bonus expires once granted; null: never */
      expiresAt: string | null;
    };
    /** the credit an approval wrote */
    entry: {
      id: number;
      /** coin, ticket, point (bonus points) or vip_day */
      kind: "coin" | "ticket" | "point" | "vip_day";
      direction: "top-up" | "deduction";
      amount: number;
      balanceAfter: number;
      /** as written: typed by staff, the app's own words, or for the system's write-off of an expired bonus 'Bonus expired' */
      reason: string;
      /** who wrote it: staff (operatorName), the app (a purchase, an unlock) or the system (the write-off of what an expired bonus had left) */
      actor: "staff" | "app" | "system";
      /** the staff member; empty for the app and the system */
      operatorName: string;
      createTime: string;
    } | null;
    /** what each kind holds to spend: without bonus past its expiry, which the next change of its wallet (or the expiry job) writes off */
    balances: {
      coin: number;
      ticket: number;
      point: number;
      vip_day: number;
    } | null;
  };
export type RejectCustomerServiceApplyApiArg = {
  id: number;
  body: {
    /** why, for the applicant (required to reject) */
    note?: string;
  };
};
export const {
  useListCustomerServiceApplyQuery,
  useApproveCustomerServiceApplyMutation,
  useRejectCustomerServiceApplyMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const approveCustomerServiceApplyBody = {
  "type": "object",
  "properties": {
    "note": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const rejectCustomerServiceApplyBody = {
  "type": "object",
  "properties": {
    "note": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
