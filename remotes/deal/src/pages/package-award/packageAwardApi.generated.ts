// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealPackageAward"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealPackageAward: build.query<
        ListDealPackageAwardApiResponse,
        ListDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            packageId: queryArg.packageId,
            kind: queryArg.kind,
            status: queryArg.status,
          },
        }),
        providesTags: ["DealPackageAward"],
      }),
      getDealPackageAward: build.query<
        GetDealPackageAwardApiResponse,
        GetDealPackageAwardApiArg
      >({
        query: (queryArg) => ({ url: `/deal/package-award/${queryArg.id}` }),
        providesTags: ["DealPackageAward"],
      }),
      editDealPackageAward: build.mutation<
        EditDealPackageAwardApiResponse,
        EditDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
      deleteDealPackageAward: build.mutation<
        DeleteDealPackageAwardApiResponse,
        DeleteDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
      createDealPackageAward: build.mutation<
        CreateDealPackageAwardApiResponse,
        CreateDealPackageAwardApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package-award`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackageAward"],
      }),
      getDealPackageAwardOptions: build.query<
        GetDealPackageAwardOptionsApiResponse,
        GetDealPackageAwardOptionsApiArg
      >({
        query: () => ({ url: `/deal/package-award/options` }),
        providesTags: ["DealPackageAward"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealPackageAwardApi };
export type ListDealPackageAwardApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    packageId: number;
    packageName: string;
    /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
    kind: "coins" | "coupon" | "badge";
    coins: number | null;
    couponTemplateId: number | null;
    couponTemplateName: string | null;
    badgeCode: string | null;
    firstPurchaseOnly: boolean;
    startTime: string | null;
    endTime: string | null;
    status: number;
    remark: string;
    /** orders it has been granted to */
    granted: number;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListDealPackageAwardApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  packageId?: number;
  /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
  kind?: "coins" | "coupon" | "badge";
  /** 0 on, 1 off (an off award grants nothing) */
  status?: 0 | 1;
};
export type GetDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  packageId: number;
  packageName: string;
  /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
  kind: "coins" | "coupon" | "badge";
  coins: number | null;
  couponTemplateId: number | null;
  couponTemplateName: string | null;
  badgeCode: string | null;
  firstPurchaseOnly: boolean;
  startTime: string | null;
  endTime: string | null;
  status: number;
  remark: string;
  /** orders it has been granted to */
  granted: number;
  createTime: string;
  updateTime: string;
};
export type GetDealPackageAwardApiArg = {
  id: number;
};
export type EditDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  packageId: number;
  packageName: string;
  /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
  kind: "coins" | "coupon" | "badge";
  coins: number | null;
  couponTemplateId: number | null;
  couponTemplateName: string | null;
  badgeCode: string | null;
  firstPurchaseOnly: boolean;
  startTime: string | null;
  endTime: string | null;
  status: number;
  remark: string;
  /** orders it has been granted to */
  granted: number;
  createTime: string;
  updateTime: string;
};
export type EditDealPackageAwardApiArg = {
  id: number;
  body: {
    /** a live package of the project */
    packageId: number;
    /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
    kind: "coins" | "coupon" | "badge";
    /** bonus coins: required for coins, ignored otherwise */
    coins?: number;
    /** a coupon template of the package's project: required for coupon */
    couponTemplateId?: number;
    /** the badge's code (lower-case letters, digits, dashes): required for badge */
    badgeCode?: string;
    /** granted on the user's first purchase only */
    firstPurchaseOnly?: boolean;
    /** granted for orders paid from then */
    startTime?: string;
    /** granted for orders paid before then; after startTime */
    endTime?: string;
    /** 0 on, 1 off (an off award grants nothing) */
    status?: 0 | 1;
    remark?: string;
  };
};
export type DeleteDealPackageAwardApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealPackageAwardApiArg = {
  id: number;
};
export type CreateDealPackageAwardApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  packageId: number;
  packageName: string;
  /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
  kind: "coins" | "coupon" | "badge";
  coins: number | null;
  couponTemplateId: number | null;
  couponTemplateName: string | null;
  badgeCode: string | null;
  firstPurchaseOnly: boolean;
  startTime: string | null;
  endTime: string | null;
  status: number;
  remark: string;
  /** orders it has been granted to */
  granted: number;
  createTime: string;
  updateTime: string;
};
export type CreateDealPackageAwardApiArg = {
  body: {
    /** a live package of the project */
    packageId: number;
    /** coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it) */
    kind: "coins" | "coupon" | "badge";
    /** bonus coins: required for coins, ignored otherwise */
    coins?: number;
    /** a coupon template of the package's project: required for coupon */
    couponTemplateId?: number;
    /** the badge's code (lower-case letters, digits, dashes): required for badge */
    badgeCode?: string;
    /** granted on the user's first purchase only */
    firstPurchaseOnly?: boolean;
    /** granted for orders paid from then */
    startTime?: string;
    /** granted for orders paid before then; after startTime */
    endTime?: string;
    /** 0 on, 1 off (an off award grants nothing) */
    status?: 0 | 1;
    remark?: string;
  };
};
export type GetDealPackageAwardOptionsApiResponse =
  /** status 200 undefined */ {
    packages: {
      id: number;
      name: string;
    }[];
    couponTemplates: {
      id: number;
      name: string;
      /** 0 on, 1 off */
      status: number;
    }[];
    /** the live badges of the badges screen, by code: what a badge award names */
    badges: {
      code: string;
      name: string;
      /** 0 online, 1 offline (an offline badge is not awarded) */
      status: number;
    }[];
  };
export type GetDealPackageAwardOptionsApiArg = void;
export const {
  useListDealPackageAwardQuery,
  useGetDealPackageAwardQuery,
  useEditDealPackageAwardMutation,
  useDeleteDealPackageAwardMutation,
  useCreateDealPackageAwardMutation,
  useGetDealPackageAwardOptionsQuery,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealPackageAwardBody = {
  "type": "object",
  "required": [
    "packageId",
    "kind"
  ],
  "properties": {
    "packageId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
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
            "coupon"
          ]
        },
        {
          "type": "string",
          "enum": [
            "badge"
          ]
        }
      ]
    },
    "coins": {
      "minimum": 1,
      "maximum": 100000000,
      "type": "integer"
    },
    "couponTemplateId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "badgeCode": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "firstPurchaseOnly": {
      "type": "boolean"
    },
    "startTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
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
export const createDealPackageAwardBody = {
  "type": "object",
  "required": [
    "packageId",
    "kind"
  ],
  "properties": {
    "packageId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
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
            "coupon"
          ]
        },
        {
          "type": "string",
          "enum": [
            "badge"
          ]
        }
      ]
    },
    "coins": {
      "minimum": 1,
      "maximum": 100000000,
      "type": "integer"
    },
    "couponTemplateId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "badgeCode": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "firstPurchaseOnly": {
      "type": "boolean"
    },
    "startTime": {
      "format": "date-time",
      "type": "string"
    },
    "endTime": {
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
