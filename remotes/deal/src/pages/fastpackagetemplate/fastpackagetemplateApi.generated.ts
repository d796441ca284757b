// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["DealFastpackagetemplate"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listDealFastpackagetemplate: build.query<
        ListDealFastpackagetemplateApiResponse,
        ListDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            name: queryArg.name,
          },
        }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      getDealFastpackagetemplate: build.query<
        GetDealFastpackagetemplateApiResponse,
        GetDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
        }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      editDealFastpackagetemplate: build.mutation<
        EditDealFastpackagetemplateApiResponse,
        EditDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
      deleteDealFastpackagetemplate: build.mutation<
        DeleteDealFastpackagetemplateApiResponse,
        DeleteDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
      createDealFastpackagetemplate: build.mutation<
        CreateDealFastpackagetemplateApiResponse,
        CreateDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
      getDealFastpackagetemplateOptions: build.query<
        GetDealFastpackagetemplateOptionsApiResponse,
        GetDealFastpackagetemplateOptionsApiArg
      >({
        query: () => ({ url: `/deal/fastpackagetemplate/options` }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      getDealFastpackagetemplatePreview: build.query<
        GetDealFastpackagetemplatePreviewApiResponse,
        GetDealFastpackagetemplatePreviewApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}/preview`,
        }),
        providesTags: ["DealFastpackagetemplate"],
      }),
      applyDealFastpackagetemplate: build.mutation<
        ApplyDealFastpackagetemplateApiResponse,
        ApplyDealFastpackagetemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/deal/fastpackagetemplate/${queryArg.id}/apply`,
          method: "POST",
        }),
        invalidatesTags: ["DealFastpackagetemplate"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as dealFastpackagetemplateApi };
export type ListDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    list: {
      id: number;
      projectCode: string;
      name: string;
      platforms: string[];
      countries: string[];
      channels: string[];
      steps: {
        coins: number;
        bonusCoins?: number;
        /** a price for each currency the countries pay in, each currency once */
        prices: {
          /** ISO 4217 */
          currency: string;
          /** minor units: 199 for 1.99 USD */
          priceMinor: number;
        }[];
      }[];
      productPrefix: string;
      remark: string;
      /** how many times it was applied */
      appliedCount: number;
      appliedTime: string | null;
      createTime: string;
      updateTime: string;
    }[];
    total: number;
    pageNum: number;
    pageSize: number;
  };
export type ListDealFastpackagetemplateApiArg = {
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
};
export type GetDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    name: string;
    platforms: string[];
    countries: string[];
    channels: string[];
    steps: {
      coins: number;
      bonusCoins?: number;
      /** a price for each currency the countries pay in, each currency once */
      prices: {
        /** ISO 4217 */
        currency: string;
        /** minor units: 199 for 1.99 USD */
        priceMinor: number;
      }[];
    }[];
    productPrefix: string;
    remark: string;
    /** how many times it was applied */
    appliedCount: number;
    appliedTime: string | null;
    createTime: string;
    updateTime: string;
  };
export type GetDealFastpackagetemplateApiArg = {
  id: number;
};
export type EditDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    name: string;
    platforms: string[];
    countries: string[];
    channels: string[];
    steps: {
      coins: number;
      bonusCoins?: number;
      /** a price for each currency the countries pay in, each currency once */
      prices: {
        /** ISO 4217 */
        currency: string;
        /** minor units: 199 for 1.99 USD */
        priceMinor: number;
      }[];
    }[];
    productPrefix: string;
    remark: string;
    /** how many times it was applied */
    appliedCount: number;
    appliedTime: string | null;
    createTime: string;
    updateTime: string;
  };
export type EditDealFastpackagetemplateApiArg = {
  id: number;
  body: {
    /** 1..64 characters, kept trimmed; once per project (409 when taken) */
    name: string;
    platforms: ("ios" | "android" | "web")[];
    /** ISO 3166-1 codes of the project's countries: each package is sold in those of its currency */
    countries: string[];
    /** codes of the project's payment channels */
    channels: string[];
    steps: {
      coins: number;
      bonusCoins?: number;
      /** a price for each currency the countries pay in, each currency once */
      prices: {
        /** ISO 4217 */
        currency: string;
        /** minor units: 199 for 1.99 USD */
        priceMinor: number;
      }[];
    }[];
    /** the stores' product ids are <prefix>.<coins>.<currency> (com.example.coins.500.usd); needed where a store sells on its platform */
    productPrefix?: string;
    remark?: string;
  };
};
export type DeleteDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteDealFastpackagetemplateApiArg = {
  id: number;
};
export type CreateDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    name: string;
    platforms: string[];
    countries: string[];
    channels: string[];
    steps: {
      coins: number;
      bonusCoins?: number;
      /** a price for each currency the countries pay in, each currency once */
      prices: {
        /** ISO 4217 */
        currency: string;
        /** minor units: 199 for 1.99 USD */
        priceMinor: number;
      }[];
    }[];
    productPrefix: string;
    remark: string;
    /** how many times it was applied */
    appliedCount: number;
    appliedTime: string | null;
    createTime: string;
    updateTime: string;
  };
export type CreateDealFastpackagetemplateApiArg = {
  body: {
    /** 1..64 characters, kept trimmed; once per project (409 when taken) */
    name: string;
    platforms: ("ios" | "android" | "web")[];
    /** ISO 3166-1 codes of the project's countries: each package is sold in those of its currency */
    countries: string[];
    /** codes of the project's payment channels */
    channels: string[];
    steps: {
      coins: number;
      bonusCoins?: number;
      /** a price for each currency the countries pay in, each currency once */
      prices: {
        /** ISO 4217 */
        currency: string;
        /** minor units: 199 for 1.99 USD */
        priceMinor: number;
      }[];
    }[];
    /** the stores' product ids are <prefix>.<coins>.<currency> (com.example.coins.500.usd); needed where a store sells on its platform */
    productPrefix?: string;
    remark?: string;
  };
};
export type GetDealFastpackagetemplateOptionsApiResponse =
  /** status 200 undefined */ {
    countries: {
      code: string;
      name: string;
      currency: string;
    }[];
    channels: {
      code: string;
      name: string;
      provider: string;
    }[];
  };
export type GetDealFastpackagetemplateOptionsApiArg = void;
export type GetDealFastpackagetemplatePreviewApiResponse =
  /** status 200 undefined */ {
    packages: {
      name: string;
      priceMinor: number;
      currency: string;
      coins: number;
      bonusCoins: number;
      platforms: string[];
      countries: string[];
      channels: string[];
      appStoreProductId: string;
      googlePlayProductId: string;
    }[];
  };
export type GetDealFastpackagetemplatePreviewApiArg = {
  id: number;
};
export type ApplyDealFastpackagetemplateApiResponse =
  /** status 200 undefined */ {
    created: {
      id: number;
      name: string;
      priceMinor: number;
      currency: string;
    }[];
  };
export type ApplyDealFastpackagetemplateApiArg = {
  id: number;
};
export const {
  useListDealFastpackagetemplateQuery,
  useGetDealFastpackagetemplateQuery,
  useEditDealFastpackagetemplateMutation,
  useDeleteDealFastpackagetemplateMutation,
  useCreateDealFastpackagetemplateMutation,
  useGetDealFastpackagetemplateOptionsQuery,
  useGetDealFastpackagetemplatePreviewQuery,
  useApplyDealFastpackagetemplateMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editDealFastpackagetemplateBody = {
  "type": "object",
  "required": [
    "name",
    "platforms",
    "countries",
    "channels",
    "steps"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
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
      "maxItems": 50,
      "type": "array",
      "items": {
        "pattern": "^[A-Z]{2}$",
        "type": "string"
      }
    },
    "channels": {
      "minItems": 1,
      "maxItems": 20,
      "type": "array",
      "items": {
        "maxLength": 32,
        "type": "string"
      }
    },
    "steps": {
      "minItems": 1,
      "maxItems": 20,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "coins",
          "prices"
        ],
        "properties": {
          "coins": {
            "minimum": 0,
            "maximum": 100000000,
            "type": "integer"
          },
          "bonusCoins": {
            "minimum": 0,
            "maximum": 100000000,
            "type": "integer"
          },
          "prices": {
            "minItems": 1,
            "maxItems": 30,
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "currency",
                "priceMinor"
              ],
              "properties": {
                "currency": {
                  "pattern": "^[A-Z]{3}$",
                  "type": "string"
                },
                "priceMinor": {
                  "minimum": 0,
                  "maximum": 1000000000000,
                  "type": "integer"
                }
              }
            }
          }
        }
      }
    },
    "productPrefix": {
      "pattern": "^([a-z][a-z0-9_.]{0,39})?$",
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const createDealFastpackagetemplateBody = {
  "type": "object",
  "required": [
    "name",
    "platforms",
    "countries",
    "channels",
    "steps"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
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
      "maxItems": 50,
      "type": "array",
      "items": {
        "pattern": "^[A-Z]{2}$",
        "type": "string"
      }
    },
    "channels": {
      "minItems": 1,
      "maxItems": 20,
      "type": "array",
      "items": {
        "maxLength": 32,
        "type": "string"
      }
    },
    "steps": {
      "minItems": 1,
      "maxItems": 20,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "coins",
          "prices"
        ],
        "properties": {
          "coins": {
            "minimum": 0,
            "maximum": 100000000,
            "type": "integer"
          },
          "bonusCoins": {
            "minimum": 0,
            "maximum": 100000000,
            "type": "integer"
          },
          "prices": {
            "minItems": 1,
            "maxItems": 30,
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "currency",
                "priceMinor"
              ],
              "properties": {
                "currency": {
                  "pattern": "^[A-Z]{3}$",
                  "type": "string"
                },
                "priceMinor": {
                  "minimum": 0,
                  "maximum": 1000000000000,
                  "type": "integer"
                }
              }
            }
          }
        }
      }
    },
    "productPrefix": {
      "pattern": "^([a-z][a-z0-9_.]{0,39})?$",
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
