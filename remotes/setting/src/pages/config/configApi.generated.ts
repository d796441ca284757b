// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["SettingConfig"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSettingConfig: build.query<
        ListSettingConfigApiResponse,
        ListSettingConfigApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/config/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            configKey: queryArg.configKey,
            valueType: queryArg.valueType,
          },
        }),
        providesTags: ["SettingConfig"],
      }),
      createSettingConfig: build.mutation<
        CreateSettingConfigApiResponse,
        CreateSettingConfigApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/config`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingConfig"],
      }),
      editSettingConfig: build.mutation<
        EditSettingConfigApiResponse,
        EditSettingConfigApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/config/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingConfig"],
      }),
      deleteSettingConfig: build.mutation<
        DeleteSettingConfigApiResponse,
        DeleteSettingConfigApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/config/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["SettingConfig"],
      }),
      getSettingConfigHistory: build.query<
        GetSettingConfigHistoryApiResponse,
        GetSettingConfigHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/config/${queryArg.id}/history`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["SettingConfig"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingConfigApi };
export type ListSettingConfigApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    /** the project the entry belongs to */
    projectCode: string;
    configKey: string;
    valueType: string;
    value: string;
    description: string;
    /** who changed it last */
    updateBy: string;
    updateTime: string;
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListSettingConfigApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "update_time"
    | "updateTime"
    | "config_key"
    | "configKey"
    | "value_type"
    | "valueType"
    | "id"
    | "project_code"
    | "projectCode"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the key */
  configKey?: string;
  /** how `value` is read: string, number, boolean or json */
  valueType?: "string" | "number" | "boolean" | "json";
};
export type CreateSettingConfigApiResponse = /** status 200 undefined */ {
  id: number;
  /** the project the entry belongs to */
  projectCode: string;
  configKey: string;
  valueType: string;
  value: string;
  description: string;
  /** who changed it last */
  updateBy: string;
  updateTime: string;
  createTime: string;
};
export type CreateSettingConfigApiArg = {
  body: {
    /** 2..64 of a-z 0-9 _ . -, starting with a letter */
    configKey: string;
    /** how `value` is read: string, number, boolean or json */
    valueType: "string" | "number" | "boolean" | "json";
    /** always text: number `-12.5` (up to 15 digits and 6 decimals), boolean `true`|`false`, json any JSON text up to 16 KB, string up to 4000 characters */
    value: string;
    description?: string;
  };
};
export type EditSettingConfigApiResponse = /** status 200 undefined */ {
  id: number;
  /** the project the entry belongs to */
  projectCode: string;
  configKey: string;
  valueType: string;
  value: string;
  description: string;
  /** who changed it last */
  updateBy: string;
  updateTime: string;
  createTime: string;
};
export type EditSettingConfigApiArg = {
  id: number;
  body: {
    /** a new type; `value` must then be valid for it */
    valueType?: "string" | "number" | "boolean" | "json";
    /** always text: number `-12.5` (up to 15 digits and 6 decimals), boolean `true`|`false`, json any JSON text up to 16 KB, string up to 4000 characters */
    value: string;
    description?: string;
  };
};
export type DeleteSettingConfigApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteSettingConfigApiArg = {
  id: number;
};
export type GetSettingConfigHistoryApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    configId: number;
    projectCode: string;
    /** create, edit or delete */
    action: string;
    oldValue: string | null;
    newValue: string | null;
    valueType: string;
    /** the username */
    changedBy: string;
    changeTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type GetSettingConfigHistoryApiArg = {
  pageNum?: number;
  pageSize?: number;
  id: number;
};
export const {
  useListSettingConfigQuery,
  useCreateSettingConfigMutation,
  useEditSettingConfigMutation,
  useDeleteSettingConfigMutation,
  useGetSettingConfigHistoryQuery,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const createSettingConfigBody = {
  "type": "object",
  "required": [
    "configKey",
    "valueType",
    "value"
  ],
  "properties": {
    "configKey": {
      "maxLength": 64,
      "pattern": "^[a-z][a-z0-9_.-]{1,63}$",
      "type": "string"
    },
    "valueType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "string"
          ]
        },
        {
          "type": "string",
          "enum": [
            "number"
          ]
        },
        {
          "type": "string",
          "enum": [
            "boolean"
          ]
        },
        {
          "type": "string",
          "enum": [
            "json"
          ]
        }
      ]
    },
    "value": {
      "minLength": 1,
      "maxLength": 16384,
      "type": "string"
    },
    "description": {
      "maxLength": 500,
      "type": "string"
    }
  }
} as const;
export const editSettingConfigBody = {
  "type": "object",
  "required": [
    "value"
  ],
  "properties": {
    "valueType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "string"
          ]
        },
        {
          "type": "string",
          "enum": [
            "number"
          ]
        },
        {
          "type": "string",
          "enum": [
            "boolean"
          ]
        },
        {
          "type": "string",
          "enum": [
            "json"
          ]
        }
      ]
    },
    "value": {
      "minLength": 1,
      "maxLength": 16384,
      "type": "string"
    },
    "description": {
      "maxLength": 500,
      "type": "string"
    }
  }
} as const;
