// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["SettingAccount"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSettingAccount: build.query<
        ListSettingAccountApiResponse,
        ListSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            code: queryArg.code,
            name: queryArg.name,
            status: queryArg.status,
          },
        }),
        providesTags: ["SettingAccount"],
      }),
      createSettingAccount: build.mutation<
        CreateSettingAccountApiResponse,
        CreateSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingAccount"],
      }),
      editSettingAccount: build.mutation<
        EditSettingAccountApiResponse,
        EditSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingAccount"],
      }),
      deleteSettingAccount: build.mutation<
        DeleteSettingAccountApiResponse,
        DeleteSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["SettingAccount"],
      }),
      disableSettingAccount: build.mutation<
        DisableSettingAccountApiResponse,
        DisableSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account/${queryArg.id}/disable`,
          method: "POST",
        }),
        invalidatesTags: ["SettingAccount"],
      }),
      enableSettingAccount: build.mutation<
        EnableSettingAccountApiResponse,
        EnableSettingAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/account/${queryArg.id}/enable`,
          method: "POST",
        }),
        invalidatesTags: ["SettingAccount"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingAccountApi };
export type ListSettingAccountApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    code: string;
    tenantCode: string;
    name: string;
    /** an ISO 4217 code of 3 capital letters such as USD */
    currency: string;
    /** an IANA time zone name such as Asia/Tokyo */
    timezone: string;
    defaultLocale: string;
    /** the content locales served, the default among them */
    contentLocales: string[];
    defaultContentLocale: string;
    /** 0 enabled, 1 disabled */
    status: number;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListSettingAccountApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "update_time"
    | "updateTime"
    | "code"
    | "tenant_code"
    | "tenantCode"
    | "name"
    | "status"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the project code */
  code?: string;
  /** a part of the name */
  name?: string;
  /** 0 enabled, 1 disabled */
  status?: 0 | 1;
};
export type CreateSettingAccountApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  /** an ISO 4217 code of 3 capital letters such as USD */
  currency: string;
  /** an IANA time zone name such as Asia/Tokyo */
  timezone: string;
  defaultLocale: string;
  /** the content locales served, the default among them */
  contentLocales: string[];
  defaultContentLocale: string;
  /** 0 enabled, 1 disabled */
  status: number;
  createTime: string;
  updateTime: string;
};
export type CreateSettingAccountApiArg = {
  body: {
    /** 2..32 of a-z 0-9 -, not starting with - */
    code: string;
    /** the project's tenant code, answered as tenantCode: 2..32 of a-z 0-9 -, not starting with - */
    tenant: string;
    name: string;
    /** an ISO 4217 code of 3 capital letters such as USD */
    currency: string;
    /** an IANA time zone name such as Asia/Tokyo */
    timezone: string;
    /** the default interface language */
    defaultLocale: "en-US" | "zh-CN";
    /** 1..12 content locales (BCP-47, each once), kept canonical (zh-tw is zh-TW) */
    contentLocales?: string[];
    /** one of contentLocales: the content's own texts, every other locale's fallback */
    defaultContentLocale?: string;
    /** 0 enabled, 1 disabled */
    status?: 0 | 1;
  };
};
export type EditSettingAccountApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  /** an ISO 4217 code of 3 capital letters such as USD */
  currency: string;
  /** an IANA time zone name such as Asia/Tokyo */
  timezone: string;
  defaultLocale: string;
  /** the content locales served, the default among them */
  contentLocales: string[];
  defaultContentLocale: string;
  /** 0 enabled, 1 disabled */
  status: number;
  createTime: string;
  updateTime: string;
};
export type EditSettingAccountApiArg = {
  id: number;
  body: {
    /** cannot be changed; when sent it must be the current code */
    code?: string;
    /** the project's tenant code, answered as tenantCode: 2..32 of a-z 0-9 -, not starting with - */
    tenant: string;
    name: string;
    /** an ISO 4217 code of 3 capital letters such as USD */
    currency: string;
    /** an IANA time zone name such as Asia/Tokyo */
    timezone: string;
    /** the default interface language */
    defaultLocale: "en-US" | "zh-CN";
    /** 1..12 content locales (BCP-47, each once), kept canonical (zh-tw is zh-TW) */
    contentLocales?: string[];
    /** one of contentLocales: the content's own texts, every other locale's fallback */
    defaultContentLocale?: string;
  };
};
export type DeleteSettingAccountApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteSettingAccountApiArg = {
  id: number;
};
export type DisableSettingAccountApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  /** an ISO 4217 code of 3 capital letters such as USD */
  currency: string;
  /** an IANA time zone name such as Asia/Tokyo */
  timezone: string;
  defaultLocale: string;
  /** the content locales served, the default among them */
  contentLocales: string[];
  defaultContentLocale: string;
  /** 0 enabled, 1 disabled */
  status: number;
  createTime: string;
  updateTime: string;
};
export type DisableSettingAccountApiArg = {
  id: number;
};
export type EnableSettingAccountApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  /** an ISO 4217 code of 3 capital letters such as USD */
  currency: string;
  /** an IANA time zone name such as Asia/Tokyo */
  timezone: string;
  defaultLocale: string;
  /** the content locales served, the default among them */
  contentLocales: string[];
  defaultContentLocale: string;
  /** 0 enabled, 1 disabled */
  status: number;
  createTime: string;
  updateTime: string;
};
export type EnableSettingAccountApiArg = {
  id: number;
};
export const {
  useListSettingAccountQuery,
  useCreateSettingAccountMutation,
  useEditSettingAccountMutation,
  useDeleteSettingAccountMutation,
  useDisableSettingAccountMutation,
  useEnableSettingAccountMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const createSettingAccountBody = {
  "type": "object",
  "required": [
    "code",
    "tenant",
    "name",
    "currency",
    "timezone",
    "defaultLocale"
  ],
  "properties": {
    "code": {
      "maxLength": 32,
      "pattern": "^[a-z0-9][a-z0-9-]{1,31}$",
      "type": "string"
    },
    "tenant": {
      "maxLength": 32,
      "pattern": "^[a-z0-9][a-z0-9-]{1,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 60,
      "type": "string"
    },
    "currency": {
      "pattern": "^[A-Z]{3}$",
      "type": "string"
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "defaultLocale": {
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
    "contentLocales": {
      "minItems": 1,
      "maxItems": 12,
      "type": "array",
      "items": {
        "minLength": 2,
        "maxLength": 35,
        "type": "string"
      }
    },
    "defaultContentLocale": {
      "minLength": 2,
      "maxLength": 35,
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
    }
  }
} as const;
export const editSettingAccountBody = {
  "type": "object",
  "required": [
    "tenant",
    "name",
    "currency",
    "timezone",
    "defaultLocale"
  ],
  "properties": {
    "code": {
      "maxLength": 32,
      "type": "string"
    },
    "tenant": {
      "maxLength": 32,
      "pattern": "^[a-z0-9][a-z0-9-]{1,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 60,
      "type": "string"
    },
    "currency": {
      "pattern": "^[A-Z]{3}$",
      "type": "string"
    },
    "timezone": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "defaultLocale": {
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
    "contentLocales": {
      "minItems": 1,
      "maxItems": 12,
      "type": "array",
      "items": {
        "minLength": 2,
        "maxLength": 35,
        "type": "string"
      }
    },
    "defaultContentLocale": {
      "minLength": 2,
      "maxLength": 35,
      "type": "string"
    }
  }
} as const;
