// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["SettingUser"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSettingUser: build.query<
        ListSettingUserApiResponse,
        ListSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            username: queryArg.username,
            name: queryArg.name,
            status: queryArg.status,
            roleCode: queryArg.roleCode,
          },
        }),
        providesTags: ["SettingUser"],
      }),
      createSettingUser: build.mutation<
        CreateSettingUserApiResponse,
        CreateSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingUser"],
      }),
      editSettingUser: build.mutation<
        EditSettingUserApiResponse,
        EditSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingUser"],
      }),
      disableSettingUser: build.mutation<
        DisableSettingUserApiResponse,
        DisableSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/${queryArg.id}/disable`,
          method: "POST",
        }),
        invalidatesTags: ["SettingUser"],
      }),
      enableSettingUser: build.mutation<
        EnableSettingUserApiResponse,
        EnableSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/${queryArg.id}/enable`,
          method: "POST",
        }),
        invalidatesTags: ["SettingUser"],
      }),
      resetPasswordSettingUser: build.mutation<
        ResetPasswordSettingUserApiResponse,
        ResetPasswordSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/${queryArg.id}/reset-password`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingUser"],
      }),
      exportSettingUser: build.mutation<
        ExportSettingUserApiResponse,
        ExportSettingUserApiArg
      >({
        query: (queryArg) => ({
          url: `/setting/user/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["SettingUser"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as settingUserApi };
export type ListSettingUserApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    username: string;
    name: string;
    email: string;
    phone: string;
    /** 0 enabled, 1 disabled */
    status: number;
    allProjects: boolean;
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
    /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
    accountEditable: boolean;
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListSettingUserApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "username"
    | "name"
    | "status"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the username */
  username?: string;
  /** a part of the name */
  name?: string;
  /** 0 enabled, 1 disabled */
  status?: 0 | 1;
  /** holds this role in a visible project */
  roleCode?: string;
};
export type CreateSettingUserApiResponse = /** status 200 undefined */ {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  /** 0 enabled, 1 disabled */
  status: number;
  allProjects: boolean;
  projectRoles: {
    projectCode: string;
    roles: string[];
  }[];
  /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
  accountEditable: boolean;
  createTime: string;
};
export type CreateSettingUserApiArg = {
  body: {
    /** 3..32 of a-z 0-9 _ . - */
    username: string;
    name: string;
    /** an email address such as name@example.com */
    email: string;
    phone?: string;
    /** 8..64 characters, at least one letter and one digit, not the username */
    password: string;
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
  };
};
export type EditSettingUserApiResponse = /** status 200 undefined */ {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  /** 0 enabled, 1 disabled */
  status: number;
  allProjects: boolean;
  projectRoles: {
    projectCode: string;
    roles: string[];
  }[];
  /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
  accountEditable: boolean;
  createTime: string;
};
export type EditSettingUserApiArg = {
  id: number;
  body: {
    name: string;
    /** an email address such as name@example.com */
    email: string;
    phone?: string;
    /** the user's roles in the request's projects (those not listed lose their roles there); other projects are untouched */
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
  };
};
export type DisableSettingUserApiResponse = /** status 200 undefined */ {
  user: {
    id: number;
    username: string;
    name: string;
    email: string;
    phone: string;
    /** 0 enabled, 1 disabled */
    status: number;
    allProjects: boolean;
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
    /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
    accountEditable: boolean;
    createTime: string;
  };
  /** the user's sessions that were signed out */
  revokedSessions: number;
};
export type DisableSettingUserApiArg = {
  id: number;
};
export type EnableSettingUserApiResponse = /** status 200 undefined */ {
  user: {
    id: number;
    username: string;
    name: string;
    email: string;
    phone: string;
    /** 0 enabled, 1 disabled */
    status: number;
    allProjects: boolean;
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
    /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
    accountEditable: boolean;
    createTime: string;
  };
  /** the user's sessions that were signed out */
  revokedSessions: number;
};
export type EnableSettingUserApiArg = {
  id: number;
};
export type ResetPasswordSettingUserApiResponse = /** status 200 undefined */ {
  user: {
    id: number;
    username: string;
    name: string;
    email: string;
    phone: string;
    /** 0 enabled, 1 disabled */
    status: number;
    allProjects: boolean;
    projectRoles: {
      projectCode: string;
      roles: string[];
    }[];
    /** false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password) */
    accountEditable: boolean;
    createTime: string;
  };
  /** the user's sessions that were signed out */
  revokedSessions: number;
};
export type ResetPasswordSettingUserApiArg = {
  id: number;
  body: {
    /** 8..64 characters, at least one letter and one digit, not the username */
    password: string;
  };
};
export type ExportSettingUserApiResponse = /** status 200 undefined */ {
  id: number;
  userId: number;
  username: string;
  /** the project exported, or `all` */
  projectCode: string;
  /** the exported list, e.g. setting.user */
  listKey: string;
  listTitle: string;
  /** the list's filters as sent */
  filters: unknown;
  sortBy: string;
  sortType: string;
  /** the columns asked for; null: every column */
  columns:
    | {
        key: string;
        header: string;
        /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
        labels?: {
          [key: string]: string;
        };
      }[]
    | (null | null);
  /** the requester's language */
  locale: string;
  /** the requester's time zone: the file's times are in it */
  timeZone: string;
  /** the list's query string as exported */
  listQuery: string;
  format: "csv" | "xlsx";
  status: "queued" | "running" | "succeeded" | "failed" | "expired";
  /** known once running */
  rowsTotal: number | null;
  rowsDone: number;
  percent: number;
  /** the download name, e.g. staff-users-2026-11-21.csv */
  fileName: string;
  /** bytes, once succeeded */
  fileSize: number | null;
  /** why it failed */
  errorMsg: string;
  /** why it failed in the other languages, by locale (the browser shows the reader’s) */
  errorTranslations: {
    "zh-CN"?: string;
  };
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
  /** the file is removed after */
  expireTime: string | null;
};
export type ExportSettingUserApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: deleted, create_time, createTime, username, name, status, id */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "id"
        | "username"
        | "name"
        | "email"
        | "phone"
        | "status"
        | "allProjects"
        | "projectRoles"
        | "createTime";
      header: string;
      /** each value's label as the list shows it, in the staff member's language; a value without one is written as it is */
      labels?: {
        [key: string]: string;
      };
    }[];
    /** the staff member's language: the notice's, and the headers of the columns the file adds */
    locale?: "en-US" | "zh-CN";
    /** the staff member's time zone (IANA, e.g. Asia/Shanghai): the file's times are in it; UTC when absent */
    timeZone?: string;
    /** the list's query string as exported (?sortBy=…&pageSize=50): the notice opens the list so */
    listQuery?: string;
    /** a part of the username */
    username?: string;
    /** a part of the name */
    name?: string;
    /** 0 enabled, 1 disabled */
    status?: 0 | 1;
    /** holds this role in a visible project */
    roleCode?: string;
  };
};
export const {
  useListSettingUserQuery,
  useCreateSettingUserMutation,
  useEditSettingUserMutation,
  useDisableSettingUserMutation,
  useEnableSettingUserMutation,
  useResetPasswordSettingUserMutation,
  useExportSettingUserMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const createSettingUserBody = {
  "type": "object",
  "required": [
    "username",
    "name",
    "email",
    "password",
    "projectRoles"
  ],
  "properties": {
    "username": {
      "minLength": 3,
      "maxLength": 32,
      "pattern": "^[a-z0-9_.-]+$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 40,
      "type": "string"
    },
    "email": {
      "maxLength": 120,
      "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
      "type": "string"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^\\+?(?:[\\s().-]*\\d){5,20}[\\s()]*$",
      "type": "string"
    },
    "password": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "projectRoles": {
      "minItems": 1,
      "maxItems": 50,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "projectCode",
          "roles"
        ],
        "properties": {
          "projectCode": {
            "minLength": 1,
            "maxLength": 64,
            "type": "string"
          },
          "roles": {
            "minItems": 1,
            "maxItems": 20,
            "type": "array",
            "items": {
              "minLength": 1,
              "maxLength": 64,
              "type": "string"
            }
          }
        }
      }
    }
  }
} as const;
export const editSettingUserBody = {
  "type": "object",
  "required": [
    "name",
    "email",
    "projectRoles"
  ],
  "properties": {
    "name": {
      "minLength": 1,
      "maxLength": 40,
      "type": "string"
    },
    "email": {
      "maxLength": 120,
      "pattern": "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
      "type": "string"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^\\+?(?:[\\s().-]*\\d){5,20}[\\s()]*$",
      "type": "string"
    },
    "projectRoles": {
      "maxItems": 50,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "projectCode",
          "roles"
        ],
        "properties": {
          "projectCode": {
            "minLength": 1,
            "maxLength": 64,
            "type": "string"
          },
          "roles": {
            "minItems": 1,
            "maxItems": 20,
            "type": "array",
            "items": {
              "minLength": 1,
              "maxLength": 64,
              "type": "string"
            }
          }
        }
      }
    }
  }
} as const;
export const resetPasswordSettingUserBody = {
  "type": "object",
  "required": [
    "password"
  ],
  "properties": {
    "password": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    }
  }
} as const;
export const exportSettingUserBody = {
  "type": "object",
  "required": [
    "format"
  ],
  "properties": {
    "format": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "csv"
          ]
        },
        {
          "type": "string",
          "enum": [
            "xlsx"
          ]
        }
      ]
    },
    "sortBy": {
      "maxLength": 200,
      "type": "string"
    },
    "sortType": {
      "anyOf": [
        {
          "type": "string",
          "enum": [
            "asc"
          ]
        },
        {
          "type": "string",
          "enum": [
            "desc"
          ]
        }
      ]
    },
    "columns": {
      "maxItems": 60,
      "type": "array",
      "items": {
        "type": "object",
        "required": [
          "key",
          "header"
        ],
        "properties": {
          "key": {
            "anyOf": [
              {
                "type": "string",
                "enum": [
                  "id"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "username"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "name"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "email"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "phone"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "status"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "allProjects"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "projectRoles"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "createTime"
                ]
              }
            ]
          },
          "header": {
            "minLength": 1,
            "maxLength": 100,
            "type": "string"
          },
          "labels": {
            "type": "object"
          }
        }
      }
    },
    "locale": {
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
    "timeZone": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "listQuery": {
      "maxLength": 2000,
      "pattern": "^(\\?.*)?$",
      "type": "string"
    },
    "username": {
      "maxLength": 64,
      "type": "string"
    },
    "name": {
      "maxLength": 40,
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
    "roleCode": {
      "maxLength": 64,
      "type": "string"
    }
  }
} as const;
