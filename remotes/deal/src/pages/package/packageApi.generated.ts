// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealPackage"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealPackage: build.query<
        ListDealPackageApiResponse,
        ListDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            name: queryArg.name,
            status: queryArg.status,
            platform: queryArg.platform,
            country: queryArg.country,
            currency: queryArg.currency,
            channel: queryArg.channel,
          },
        }),
        providesTags: ["DealPackage"],
      }),
      getDealPackageCountries: build.query<
        GetDealPackageCountriesApiResponse,
        GetDealPackageCountriesApiArg
      >({
        query: () => ({ url: `/deal/package/countries` }),
        providesTags: ["DealPackage"],
      }),
      getDealPackageChannels: build.query<
        GetDealPackageChannelsApiResponse,
        GetDealPackageChannelsApiArg
      >({
        query: () => ({ url: `/deal/package/channels` }),
        providesTags: ["DealPackage"],
      }),
      getDealPackage: build.query<
        GetDealPackageApiResponse,
        GetDealPackageApiArg
      >({
        query: (queryArg) => ({ url: `/deal/package/${queryArg.id}` }),
        providesTags: ["DealPackage"],
      }),
      editDealPackage: build.mutation<
        EditDealPackageApiResponse,
        EditDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackage"],
      }),
      deleteDealPackage: build.mutation<
        DeleteDealPackageApiResponse,
        DeleteDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealPackage"],
      }),
      createDealPackage: build.mutation<
        CreateDealPackageApiResponse,
        CreateDealPackageApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/package`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealPackage"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealPackageApi };
export type ListDealPackageApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    name: string;
    /** in minor units of currency */
    priceMinor: number;
    currency: string;
    /** the struck-through list price */
    listPriceMinor: number | null;
    /** the discount: the saving against the list price, in whole percent (rounded down) */
    savingPercent: number | null;
    firstPriceMinor: number | null;
    coins: number;
    bonusCoins: number;
    vipDays: number | null;
    vipPlan: "none" | "weekly" | "monthly";
    platforms: ("ios" | "android" | "web")[];
    countries: {
      id: number;
      /** ISO 3166-1 alpha-2 */
      code: string;
      name: string;
      icon: string;
      /** its prices’ default currency (ISO 4217) */
      currency: string;
    }[];
    channels: {
      id: number;
      code: string;
      name: string;
      icon: string;
      provider: "card" | "app_store" | "google_play" | "test";
      /** 0 open, 1 closed */
      status: number;
    }[];
    appStoreProductId: string;
    googlePlayProductId: string;
    sort: number;
    /** 0 on sale, 1 off sale */
    status: number;
    saleStart: string | null;
    saleEnd: string | null;
    remark: string;
    createBy: string;
    updateBy: string;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListDealPackageApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "sort"
    | "price_minor"
    | "priceMinor"
    | "create_time"
    | "createTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the name */
  name?: string;
  /** 0 on sale, 1 off sale */
  status?: 0 | 1;
  /** sold on this platform */
  platform?: "ios" | "android" | "web";
  /** sold in this country (ISO 3166-1 code) */
  country?: string;
  /** priced in this currency */
  currency?: string;
  /** sold through this channel (its code) */
  channel?: string;
};
export type GetDealPackageCountriesApiResponse = /** status 200 undefined */ {
  id: number;
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  icon: string;
  /** its prices’ default currency (ISO 4217) */
  currency: string;
  projectCode: string;
}[];
export type GetDealPackageCountriesApiArg = void;
export type GetDealPackageChannelsApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  name: string;
  icon: string;
  provider: "card" | "app_store" | "google_play" | "test";
  /** 0 open, 1 closed */
  status: number;
  projectCode: string;
}[];
export type GetDealPackageChannelsApiArg = void;
export type GetDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** in minor units of currency */
  priceMinor: number;
  currency: string;
  /** the struck-through list price */
  listPriceMinor: number | null;
  /** the discount: the saving against the list price, in whole percent (rounded down) */
  savingPercent: number | null;
  firstPriceMinor: number | null;
  coins: number;
  bonusCoins: number;
  vipDays: number | null;
  vipPlan: "none" | "weekly" | "monthly";
  platforms: ("ios" | "android" | "web")[];
  countries: {
    id: number;
    /** ISO 3166-1 alpha-2 */
    code: string;
    name: string;
    icon: string;
    /** its prices’ default currency (ISO 4217) */
    currency: string;
  }[];
  channels: {
    id: number;
    code: string;
    name: string;
    icon: string;
    provider: "card" | "app_store" | "google_play" | "test";
    /** 0 open, 1 closed */
    status: number;
  }[];
  appStoreProductId: string;
  googlePlayProductId: string;
  sort: number;
  /** 0 on sale, 1 off sale */
  status: number;
  saleStart: string | null;
  saleEnd: string | null;
  remark: string;
  createBy: string;
  updateBy: string;
  createTime: string;
  updateTime: string;
};
export type GetDealPackageApiArg = {
  id: number;
};
export type EditDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** in minor units of currency */
  priceMinor: number;
  currency: string;
  /** the struck-through list price */
  listPriceMinor: number | null;
  /** the discount: the saving against the list price, in whole percent (rounded down) */
  savingPercent: number | null;
  firstPriceMinor: number | null;
  coins: number;
  bonusCoins: number;
  vipDays: number | null;
  vipPlan: "none" | "weekly" | "monthly";
  platforms: ("ios" | "android" | "web")[];
  countries: {
    id: number;
    /** ISO 3166-1 alpha-2 */
    code: string;
    name: string;
    icon: string;
    /** its prices’ default currency (ISO 4217) */
    currency: string;
  }[];
  channels: {
    id: number;
    code: string;
    name: string;
    icon: string;
    provider: "card" | "app_store" | "google_play" | "test";
    /** 0 open, 1 closed */
    status: number;
  }[];
  appStoreProductId: string;
  googlePlayProductId: string;
  sort: number;
  /** 0 on sale, 1 off sale */
  status: number;
  saleStart: string | null;
  saleEnd: string | null;
  remark: string;
  createBy: string;
  updateBy: string;
  createTime: string;
  updateTime: string;
};
export type EditDealPackageApiArg = {
  id: number;
  body: {
    name: string;
    /** the price in minor units of currency: 1999 for USD 19.99, 160 for JPY 160; never a fraction */
    priceMinor: number;
    /** ISO 4217 (USD, JPY, BRL…) */
    currency: string;
    /** the struck-through list price; not below the price (a negative discount) */
    listPriceMinor?: number | null;
    /** a user's first purchase's price; not above the price */
    firstPriceMinor?: number | null;
    /** coins given */
    coins: number;
    /** bonus coins given */
    bonusCoins?: number;
    vipDays?: number | null;
    /** none, or an auto-renewing weekly or monthly plan */
    vipPlan?: "none" | "weekly" | "monthly";
    platforms: ("ios" | "android" | "web")[];
    /** codes of the project's countries */
    countries: string[];
    /** codes of the project's payment channels */
    channels: string[];
    /** needed when sold on iOS through the App Store */
    appStoreProductId?: string;
    /** needed when sold on Android through Google Play */
    googlePlayProductId?: string;
    sort?: number;
    /** 0 on sale, 1 off sale */
    status?: 0 | 1;
    /** on sale from; none: already */
    saleStart?: string | null;
    /** on sale until (after the start); none: no end */
    saleEnd?: string | null;
    remark?: string;
  };
};
export type DeleteDealPackageApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealPackageApiArg = {
  id: number;
};
export type CreateDealPackageApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  name: string;
  /** in minor units of currency */
  priceMinor: number;
  currency: string;
  /** the struck-through list price */
  listPriceMinor: number | null;
  /** the discount: the saving against the list price, in whole percent (rounded down) */
  savingPercent: number | null;
  firstPriceMinor: number | null;
  coins: number;
  bonusCoins: number;
  vipDays: number | null;
  vipPlan: "none" | "weekly" | "monthly";
  platforms: ("ios" | "android" | "web")[];
  countries: {
    id: number;
    /** ISO 3166-1 alpha-2 */
    code: string;
    name: string;
    icon: string;
    /** its prices’ default currency (ISO 4217) */
    currency: string;
  }[];
  channels: {
    id: number;
    code: string;
    name: string;
    icon: string;
    provider: "card" | "app_store" | "google_play" | "test";
    /** 0 open, 1 closed */
    status: number;
  }[];
  appStoreProductId: string;
  googlePlayProductId: string;
  sort: number;
  /** 0 on sale, 1 off sale */
  status: number;
  saleStart: string | null;
  saleEnd: string | null;
  remark: string;
  createBy: string;
  updateBy: string;
  createTime: string;
  updateTime: string;
};
export type CreateDealPackageApiArg = {
  body: {
    name: string;
    /** the price in minor units of currency: 1999 for USD 19.99, 160 for JPY 160; never a fraction */
    priceMinor: number;
    /** ISO 4217 (USD, JPY, BRL…) */
    currency: string;
    /** the struck-through list price; not below the price (a negative discount) */
    listPriceMinor?: number | null;
    /** a user's first purchase's price; not above the price */
    firstPriceMinor?: number | null;
    /** coins given */
    coins: number;
    /** bonus coins given */
    bonusCoins?: number;
    vipDays?: number | null;
    /** none, or an auto-renewing weekly or monthly plan */
    vipPlan?: "none" | "weekly" | "monthly";
    platforms: ("ios" | "android" | "web")[];
    /** codes of the project's countries */
    countries: string[];
    /** codes of the project's payment channels */
    channels: string[];
    /** needed when sold on iOS through the App Store */
    appStoreProductId?: string;
    /** needed when sold on Android through Google Play */
    googlePlayProductId?: string;
    sort?: number;
    /** 0 on sale, 1 off sale */
    status?: 0 | 1;
    /** on sale from; none: already */
    saleStart?: string | null;
    /** on sale until (after the start); none: no end */
    saleEnd?: string | null;
    remark?: string;
  };
};
export const {
  useListDealPackageQuery,
  useGetDealPackageCountriesQuery,
  useGetDealPackageChannelsQuery,
  useGetDealPackageQuery,
  useEditDealPackageMutation,
  useDeleteDealPackageMutation,
  useCreateDealPackageMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealPackageBody = {
  "type": "object",
  "required": [
    "name",
    "priceMinor",
    "currency",
    "coins",
    "platforms",
    "countries",
    "channels"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "priceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "currency": {
      "pattern": "^[A-Z]{3}$",
      "type": "string"
    },
    "listPriceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "firstPriceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "coins": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "bonusCoins": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "vipDays": {
      "minimum": 0,
      "maximum": 3660,
      "type": "integer"
    },
    "vipPlan": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "none"
          ]
        },
        {
          "type": "string",
          "enum": [
            "weekly"
          ]
        },
        {
          "type": "string",
          "enum": [
            "monthly"
          ]
        }
      ]
    },
    "platforms": {
      "minItems": 1,
      "maxItems": 3,
      "type": "array",
      "items": {
        "anyOf": [
          {
            "type": "string",
            "enum": [
              "ios"
            ]
          },
          {
            "type": "string",
            "enum": [
              "android"
            ]
          },
          {
            "type": "string",
            "enum": [
              "web"
            ]
          }
        ]
      }
    },
    "countries": {
      "minItems": 1,
      "maxItems": 250,
      "type": "array",
      "items": {
        "pattern": "^[A-Z]{2}$",
        "type": "string"
      }
    },
    "channels": {
      "minItems": 1,
      "maxItems": 32,
      "type": "array",
      "items": {
        "maxLength": 32,
        "type": "string"
      }
    },
    "appStoreProductId": {
      "maxLength": 128,
      "type": "string"
    },
    "googlePlayProductId": {
      "maxLength": 128,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
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
    "saleStart": {
      "format": "date-time",
      "type": "string"
    },
    "saleEnd": {
      "format": "date-time",
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const createDealPackageBody = {
  "type": "object",
  "required": [
    "name",
    "priceMinor",
    "currency",
    "coins",
    "platforms",
    "countries",
    "channels"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "priceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "currency": {
      "pattern": "^[A-Z]{3}$",
      "type": "string"
    },
    "listPriceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "firstPriceMinor": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "coins": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "bonusCoins": {
      "minimum": 0,
      "maximum": 9007199254740991,
      "type": "integer"
    },
    "vipDays": {
      "minimum": 0,
      "maximum": 3660,
      "type": "integer"
    },
    "vipPlan": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "none"
          ]
        },
        {
          "type": "string",
          "enum": [
            "weekly"
          ]
        },
        {
          "type": "string",
          "enum": [
            "monthly"
          ]
        }
      ]
    },
    "platforms": {
      "minItems": 1,
      "maxItems": 3,
      "type": "array",
      "items": {
        "anyOf": [
          {
            "type": "string",
            "enum": [
              "ios"
            ]
          },
          {
            "type": "string",
            "enum": [
              "android"
            ]
          },
          {
            "type": "string",
            "enum": [
              "web"
            ]
          }
        ]
      }
    },
    "countries": {
      "minItems": 1,
      "maxItems": 250,
      "type": "array",
      "items": {
        "pattern": "^[A-Z]{2}$",
        "type": "string"
      }
    },
    "channels": {
      "minItems": 1,
      "maxItems": 32,
      "type": "array",
      "items": {
        "maxLength": 32,
        "type": "string"
      }
    },
    "appStoreProductId": {
      "maxLength": 128,
      "type": "string"
    },
    "googlePlayProductId": {
      "maxLength": 128,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
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
    "saleStart": {
      "format": "date-time",
      "type": "string"
    },
    "saleEnd": {
      "format": "date-time",
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
