// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["SettingRole"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSettingRole: build.query<
        ListSettingRoleApiResponse,
        ListSettingRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/role/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            keyword: queryArg.keyword,
          },
        }),
        providesTags: ["SettingRole"],
      }),
      createSettingRole: build.mutation<
        CreateSettingRoleApiResponse,
        CreateSettingRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/role`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingRole"],
      }),
      editSettingRole: build.mutation<
        EditSettingRoleApiResponse,
        EditSettingRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/role/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingRole"],
      }),
      deleteSettingRole: build.mutation<
        DeleteSettingRoleApiResponse,
        DeleteSettingRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/role/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["SettingRole"],
      }),
      editSettingRoleMenus: build.mutation<
        EditSettingRoleMenusApiResponse,
        EditSettingRoleMenusApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/role/${queryArg.id}/menus`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingRole"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingRoleApi };
export type ListSettingRoleApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    code: string;
    name: string;
    remark: string;
    /** 0 enabled, 1 disabled */
    status: number;
    /** users holding the role in any project */
    userCount: number;
    /** the M/C/F items granted */
    menuIds: number[];
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListSettingRoleApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "id"
    | "code"
    | "name"
    | "status"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the code, name or remark */
  keyword?: string;
};
export type CreateSettingRoleApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  name: string;
  remark: string;
  /** 0 enabled, 1 disabled */
  status: number;
  /** users holding the role in any project */
  userCount: number;
  /** the M/C/F items granted */
  menuIds: number[];
};
export type CreateSettingRoleApiArg = {
  body: {
    code: string;
    name: string;
    remark?: string;
    /** 0 enabled, 1 disabled */
    status?: 0 | 1;
  };
};
export type EditSettingRoleApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  name: string;
  remark: string;
  /** 0 enabled, 1 disabled */
  status: number;
  /** users holding the role in any project */
  userCount: number;
  /** the M/C/F items granted */
  menuIds: number[];
};
export type EditSettingRoleApiArg = {
  id: number;
  body: {
    code: string;
    name: string;
    remark?: string;
    /** 0 enabled, 1 disabled */
    status?: 0 | 1;
  };
};
export type DeleteSettingRoleApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteSettingRoleApiArg = {
  id: number;
};
export type EditSettingRoleMenusApiResponse = /** status 200 undefined */ {
  id: number;
  code: string;
  name: string;
  remark: string;
  /** 0 enabled, 1 disabled */
  status: number;
  /** users holding the role in any project */
  userCount: number;
  /** the M/C/F items granted */
  menuIds: number[];
};
export type EditSettingRoleMenusApiArg = {
  id: number;
  body: {
    menuIds: number[];
  };
};
export const {
  useListSettingRoleQuery,
  useCreateSettingRoleMutation,
  useEditSettingRoleMutation,
  useDeleteSettingRoleMutation,
  useEditSettingRoleMenusMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const createSettingRoleBody = {
  "type": "object",
  "required": [
    "code",
    "name"
  ],
  "properties": {
    "code": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[a-z][a-z0-9_-]*$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
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
export const editSettingRoleBody = {
  "type": "object",
  "required": [
    "code",
    "name"
  ],
  "properties": {
    "code": {
      "minLength": 1,
      "maxLength": 40,
      "pattern": "^[a-z][a-z0-9_-]*$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "remark": {
      "maxLength": 200,
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
export const editSettingRoleMenusBody = {
  "type": "object",
  "required": [
    "menuIds"
  ],
  "properties": {
    "menuIds": {
      "maxItems": 5000,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
