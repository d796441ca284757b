// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["SettingMenu"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSettingMenuTree: build.query<
        GetSettingMenuTreeApiResponse,
        GetSettingMenuTreeApiArg
      >({
        query: () => ({ url: `/setting/menu/tree` }),
        providesTags: ["SettingMenu"],
      }),
      createSettingMenu: build.mutation<
        CreateSettingMenuApiResponse,
        CreateSettingMenuApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/menu`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingMenu"],
      }),
      reorderSettingMenu: build.mutation<
        ReorderSettingMenuApiResponse,
        ReorderSettingMenuApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/menu/reorder`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingMenu"],
      }),
      editSettingMenu: build.mutation<
        EditSettingMenuApiResponse,
        EditSettingMenuApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/menu/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingMenu"],
      }),
      deleteSettingMenu: build.mutation<
        DeleteSettingMenuApiResponse,
        DeleteSettingMenuApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/menu/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["SettingMenu"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingMenuApi };
export type GetSettingMenuTreeApiResponse = /** status 200 undefined */ {
  id: number;
  /** 0 for a group */
  parentId: number;
  /** M: the group; C: the route name (path without the leading /); F: the button name */
  menuName: string;
  /** M module, C page, F button */
  menuType: "M" | "C" | "F";
  url: string;
  orderNum: number;
  /** an Arco icon name (groups) */
  icon: string;
  /** "0" hidden from the menu */
  visible: "0" | "1";
  /** the i18n key of the label */
  remark: string;
  /** F items: the button permission, <group>:<screen>:<action> */
  perms: string;
}[];
export type GetSettingMenuTreeApiArg = void;
export type CreateSettingMenuApiResponse = /** status 200 undefined */ {
  id: number;
  /** 0 for a group */
  parentId: number;
  /** M: the group; C: the route name (path without the leading /); F: the button name */
  menuName: string;
  /** M module, C page, F button */
  menuType: "M" | "C" | "F";
  url: string;
  orderNum: number;
  /** an Arco icon name (groups) */
  icon: string;
  /** "0" hidden from the menu */
  visible: "0" | "1";
  /** the i18n key of the label */
  remark: string;
  /** F items: the button permission, <group>:<screen>:<action> */
  perms: string;
};
export type CreateSettingMenuApiArg = {
  body: {
    /** 0 for a group (M) */
    parentId: number;
    menuName: string;
    /** M module, C page, F button */
    menuType: "M" | "C" | "F";
    /** required for a page (C), unique among pages */
    url?: string;
    orderNum?: number;
    icon?: string;
    /** "0" hidden from the menu */
    visible?: "0" | "1";
    remark?: string;
    /** required for a button (F): <group>:<screen>:<action> */
    perms?: string;
  };
};
export type ReorderSettingMenuApiResponse =
  /** status 200 undefined */ null | null;
export type ReorderSettingMenuApiArg = {
  body: {
    items: {
      id: number;
      /** 0 for the top level */
      parentId: number;
      orderNum: number;
    }[];
  };
};
export type EditSettingMenuApiResponse = /** status 200 undefined */ {
  id: number;
  /** 0 for a group */
  parentId: number;
  /** M: the group; C: the route name (path without the leading /); F: the button name */
  menuName: string;
  /** M module, C page, F button */
  menuType: "M" | "C" | "F";
  url: string;
  orderNum: number;
  /** an Arco icon name (groups) */
  icon: string;
  /** "0" hidden from the menu */
  visible: "0" | "1";
  /** the i18n key of the label */
  remark: string;
  /** F items: the button permission, <group>:<screen>:<action> */
  perms: string;
};
export type EditSettingMenuApiArg = {
  id: number;
  body: {
    /** 0 for a group (M) */
    parentId: number;
    menuName: string;
    /** M module, C page, F button */
    menuType: "M" | "C" | "F";
    /** required for a page (C), unique among pages */
    url?: string;
    orderNum?: number;
    icon?: string;
    /** "0" hidden from the menu */
    visible?: "0" | "1";
    remark?: string;
    /** required for a button (F): <group>:<screen>:<action> */
    perms?: string;
  };
};
export type DeleteSettingMenuApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteSettingMenuApiArg = {
  id: number;
};
export const {
  useGetSettingMenuTreeQuery,
  useCreateSettingMenuMutation,
  useReorderSettingMenuMutation,
  useEditSettingMenuMutation,
  useDeleteSettingMenuMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const createSettingMenuBody = {
  "type": "object",
  "required": [
    "parentId",
    "menuName",
    "menuType"
  ],
  "properties": {
    "parentId": {
      "minimum": 0,
      "maximum": 2147483647,
      "type": "integer"
    },
    "menuName": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "menuType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "M"
          ]
        },
        {
          "type": "string",
          "enum": [
            "C"
          ]
        },
        {
          "type": "string",
          "enum": [
            "F"
          ]
        }
      ]
    },
    "url": {
      "maxLength": 200,
      "type": "string"
    },
    "orderNum": {
      "minimum": 0,
      "maximum": 100000,
      "type": "integer"
    },
    "icon": {
      "maxLength": 64,
      "type": "string"
    },
    "visible": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "0"
          ]
        },
        {
          "type": "string",
          "enum": [
            "1"
          ]
        }
      ]
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    },
    "perms": {
      "maxLength": 100,
      "type": "string"
    }
  }
} as const;
export const reorderSettingMenuBody = {
  "type": "object",
  "required": [
    "items"
  ],
  "properties": {
    "items": {
      "minItems": 1,
      "maxItems": 2000,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "id",
          "parentId",
          "orderNum"
        ],
        "properties": {
          "id": {
            "minimum": 1,
            "maximum": 2147483647,
            "type": "integer"
          },
          "parentId": {
            "minimum": 0,
            "maximum": 2147483647,
            "type": "integer"
          },
          "orderNum": {
            "minimum": 0,
            "maximum": 100000,
            "type": "integer"
          }
        }
      }
    }
  }
} as const;
export const editSettingMenuBody = {
  "type": "object",
  "required": [
    "parentId",
    "menuName",
    "menuType"
  ],
  "properties": {
    "parentId": {
      "minimum": 0,
      "maximum": 2147483647,
      "type": "integer"
    },
    "menuName": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "menuType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "M"
          ]
        },
        {
          "type": "string",
          "enum": [
            "C"
          ]
        },
        {
          "type": "string",
          "enum": [
            "F"
          ]
        }
      ]
    },
    "url": {
      "maxLength": 200,
      "type": "string"
    },
    "orderNum": {
      "minimum": 0,
      "maximum": 100000,
      "type": "integer"
    },
    "icon": {
      "maxLength": 64,
      "type": "string"
    },
    "visible": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "0"
          ]
        },
        {
          "type": "string",
          "enum": [
            "1"
          ]
        }
      ]
    },
    "remark": {
      "maxLength": 200,
      "type": "string"
    },
    "perms": {
      "maxLength": 100,
      "type": "string"
    }
  }
} as const;
