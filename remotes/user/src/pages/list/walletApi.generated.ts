// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      withdrawCustomerServiceApply: build.mutation<
        WithdrawCustomerServiceApplyApiResponse,
        WithdrawCustomerServiceApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/apply/${queryArg.id}/withdraw`,
          method: "POST",
        }),
        invalidatesTags: ["UserList"],
      }),
      adjustWallet: build.mutation<AdjustWalletApiResponse, AdjustWalletApiArg>(
        {
          query: (queryArg) => ({
            url: `/user/wallet/adjust`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["UserList"],
        },
      ),
      getWallet: build.query<GetWalletApiResponse, GetWalletApiArg>({
        query: (queryArg) => ({ url: `/user/wallet/${queryArg.userCode}` }),
        providesTags: ["UserList"],
      }),
      listWalletLedger: build.query<
        ListWalletLedgerApiResponse,
        ListWalletLedgerApiArg
      >({
        query: (queryArg) => ({
          url: `/user/wallet/${queryArg.userCode}/ledger`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            kind: queryArg.kind,
          },
        }),
        providesTags: ["UserList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userListApi };
export type WithdrawCustomerServiceApplyApiResponse =
  /** status 200 undefined */ {
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
export type WithdrawCustomerServiceApplyApiArg = {
  id: number;
};
export type AdjustWalletApiResponse = /** status 200 undefined */ {
  /** applied: the ledger entry is written; pending-review: a top-up over the threshold became a large-bonus application */
  outcome: "applied" | "pending-review";
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
  } | null;
  /** what each kind holds to spend: without bonus past its expiry, which the next change of its wallet (or the expiry job) writes off */
  balances: {
    coin: number;
    ticket: number;
    point: number;
    vip_day: number;
  };
};
export type AdjustWalletApiArg = {
  body: {
    userCode: string;
    /** coin, ticket, point (bonus points) or vip_day */
    kind: "coin" | "ticket" | "point" | "vip_day";
    direction: "top-up" | "deduction";
    /** a whole number of the kind, 1..100000000 */
    amount: number;
    /** why, as the user and the next reviewer will read it */
    reason: string;
    /** one per intended change (the browser makes a new one when the change or its user does): sent again for the same user, kind, direction and amount, the change is not applied again and the first answer comes back; for another change, a 409 naming it */
    idempotencyKey: string;
    /** the last day this bonus top-up lasts, in the project's time zone (today or later there; a top-up only): what is left of it is written off when the next day starts there. None: it never expires */
    expiresOn?: string;
  };
};
export type GetWalletApiResponse = /** status 200 undefined */ {
  userCode: string;
  /** the project's time zone (IANA), in which a bonus's last day ends */
  timeZone: string;
  /** what each kind holds to spend: without bonus past its expiry, which the next change of its wallet (or the expiry job) writes off */
  balances: {
    coin: number;
    ticket: number;
    point: number;
    vip_day: number;
  };
  holdings: {
    coin: {
      /** the balance: purchased + bonus, without bonus past its expiry */
      total: number;
      /** bought with money: never expires, spent after the bonus */
      purchased: number;
      /** granted by staff or activities, not past its expiry: spent first */
      bonus: number;
      /** the bonus that expires, by when, soonest first (the next 10) */
      expiring: {
        amount: number;
        expiresAt: string;
      }[];
    };
    ticket: {
      /** the balance: purchased + bonus, without bonus past its expiry */
      total: number;
      /** bought with money: never expires, spent after the bonus */
      purchased: number;
      /** granted by staff or activities, not past its expiry: spent first */
      bonus: number;
      /** the bonus that expires, by when, soonest first (the next 10) */
      expiring: {
        amount: number;
        expiresAt: string;
      }[];
    };
    point: {
      /** the balance: purchased + bonus, without bonus past its expiry */
      total: number;
      /** bought with money: never expires, spent after the bonus */
      purchased: number;
      /** granted by staff or activities, not past its expiry: spent first */
      bonus: number;
      /** the bonus that expires, by when, soonest first (the next 10) */
      expiring: {
        amount: number;
        expiresAt: string;
      }[];
    };
    vip_day: {
      /** the balance: purchased + bonus, without bonus past its expiry */
      total: number;
      /** bought with money: never expires, spent after the bonus */
      purchased: number;
      /** granted by staff or activities, not past its expiry: spent first */
      bonus: number;
      /** the bonus that expires, by when, soonest first (the next 10) */
      expiring: {
        amount: number;
        expiresAt: string;
      }[];
    };
  };
  /** what is still owed, oldest first (repaid first) */
  debts: {
    id: number;
    /** coin, ticket, point (bonus points) or vip_day */
    kind: "coin" | "ticket" | "point" | "vip_day";
    /** what the refund left owing: what the user had spent of what it took back */
    amount: number;
    /** repaid so far by later purchases */
    repaid: number;
    /** still owed: amount - repaid */
    remaining: number;
    /** the refunded order it came from */
    orderNo: string | null;
    reason: string;
    createTime: string;
  }[];
  /** the newest entries, newest first */
  ledger: {
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
  }[];
  /** large-bonus applications waiting for review */
  pending: {
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
  /** by kind, the most a staff top-up credits at once in the user's project (config wallet.largeBonusThreshold): more becomes a large-bonus application for review */
  largeBonusThresholds: {
    coin: number;
    ticket: number;
    point: number;
    vip_day: number;
  };
};
export type GetWalletApiArg = {
  userCode: string;
};
export type ListWalletLedgerApiResponse = /** status 200 undefined */ {
  list: {
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
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListWalletLedgerApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** coin, ticket, point (bonus points) or vip_day */
  kind?: "coin" | "ticket" | "point" | "vip_day";
  userCode: string;
};
export const {
  useWithdrawCustomerServiceApplyMutation,
  useAdjustWalletMutation,
  useGetWalletQuery,
  useListWalletLedgerQuery,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const adjustWalletBody = {
  "type": "object",
  "required": [
    "userCode",
    "kind",
    "direction",
    "amount",
    "reason",
    "idempotencyKey"
  ],
  "properties": {
    "userCode": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "kind": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "coin"
          ]
        },
        {
          "type": "string",
          "enum": [
            "ticket"
          ]
        },
        {
          "type": "string",
          "enum": [
            "point"
          ]
        },
        {
          "type": "string",
          "enum": [
            "vip_day"
          ]
        }
      ]
    },
    "direction": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "top-up"
          ]
        },
        {
          "type": "string",
          "enum": [
            "deduction"
          ]
        }
      ]
    },
    "amount": {
      "minimum": 1,
      "maximum": 100000000,
      "type": "integer"
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "type": "string"
    },
    "idempotencyKey": {
      "minLength": 8,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9_-]+$",
      "type": "string"
    },
    "expiresOn": {
      "format": "date",
      "type": "string"
    }
  }
} as const;
