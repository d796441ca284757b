// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["CustomerServiceReplyMange"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCustomerServiceReplyMange: build.query<
        ListCustomerServiceReplyMangeApiResponse,
        ListCustomerServiceReplyMangeApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            keyword: queryArg.keyword,
            groupName: queryArg.groupName,
            serviceCode: queryArg.serviceCode,
          },
        }),
        providesTags: ["CustomerServiceReplyMange"],
      }),
      getCustomerServiceReplyMange: build.query<
        GetCustomerServiceReplyMangeApiResponse,
        GetCustomerServiceReplyMangeApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/${queryArg.id}`,
        }),
        providesTags: ["CustomerServiceReplyMange"],
      }),
      editCustomerServiceReplyMange: build.mutation<
        EditCustomerServiceReplyMangeApiResponse,
        EditCustomerServiceReplyMangeApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceReplyMange"],
      }),
      deleteCustomerServiceReplyMange: build.mutation<
        DeleteCustomerServiceReplyMangeApiResponse,
        DeleteCustomerServiceReplyMangeApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["CustomerServiceReplyMange"],
      }),
      createCustomerServiceReplyMange: build.mutation<
        CreateCustomerServiceReplyMangeApiResponse,
        CreateCustomerServiceReplyMangeApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceReplyMange"],
      }),
      getCustomerServiceReplyMangeGroups: build.query<
        GetCustomerServiceReplyMangeGroupsApiResponse,
        GetCustomerServiceReplyMangeGroupsApiArg
      >({
        query: () => ({ url: `/customer-service/reply-mange/groups` }),
        providesTags: ["CustomerServiceReplyMange"],
      }),
      getCustomerServiceReplyMangeTexts: build.query<
        GetCustomerServiceReplyMangeTextsApiResponse,
        GetCustomerServiceReplyMangeTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/${queryArg.id}/texts`,
        }),
        providesTags: ["CustomerServiceReplyMange"],
      }),
      editCustomerServiceReplyMangeTexts: build.mutation<
        EditCustomerServiceReplyMangeTextsApiResponse,
        EditCustomerServiceReplyMangeTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/customer-service/reply-mange/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["CustomerServiceReplyMange"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as customerServiceReplyMangeApi };
export type ListCustomerServiceReplyMangeApiResponse =
  /** status 200 undefined */ {
    list: {
      id: number;
      projectCode: string;
      /** the group agents find it under; empty for none */
      groupName: string;
      title: string;
      shortcut: string;
      /** the text in the project's default content locale */
      content: string;
      /** the order replies are offered in, smallest first */
      sort: number;
      /** the queues whose agents are offered it */
      serviceCodes: (
        | "online_assistant"
        | "vip_official_customer"
        | "premium_customer_service"
      )[];
      /** the list only: its project's other content locales it lacks a text in */
      missingLocales?: string[];
      createTime: string;
      updateTime: string;
    }[];
    total: number;
    pageNum: number;
    pageSize: number;
  };
export type ListCustomerServiceReplyMangeApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "sort"
    | "id"
    | "update_time"
    | "updateTime"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title or of the shortcut, whatever the case */
  keyword?: string;
  /** the group, exactly */
  groupName?: string;
  /** the replies that queue uses */
  serviceCode?:
    "online_assistant" | "vip_official_customer" | "premium_customer_service";
};
export type GetCustomerServiceReplyMangeApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    /** the group agents find it under; empty for none */
    groupName: string;
    title: string;
    shortcut: string;
    /** the text in the project's default content locale */
    content: string;
    /** the order replies are offered in, smallest first */
    sort: number;
    /** the queues whose agents are offered it */
    serviceCodes: (
      "online_assistant" | "vip_official_customer" | "premium_customer_service"
    )[];
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  };
export type GetCustomerServiceReplyMangeApiArg = {
  id: number;
};
export type EditCustomerServiceReplyMangeApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    /** the group agents find it under; empty for none */
    groupName: string;
    title: string;
    shortcut: string;
    /** the text in the project's default content locale */
    content: string;
    /** the order replies are offered in, smallest first */
    sort: number;
    /** the queues whose agents are offered it */
    serviceCodes: (
      "online_assistant" | "vip_official_customer" | "premium_customer_service"
    )[];
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  };
export type EditCustomerServiceReplyMangeApiArg = {
  id: number;
  body: {
    /** up to 32 characters, such as Payment; empty or not sent: no group */
    groupName?: string;
    /** 1..64 characters, kept trimmed (blank is a 400): what the agent picks it by */
    title: string;
    /** 1..32 small letters, digits, _ and -, not starting with _ or -: what the agent types after /; once among the project's replies, 409 when taken */
    shortcut: string;
    /** 1..2000 characters in the project's default content locale; may hold the variables {name}, {userCode}, {agent} (any other {…} is a 400 naming content) */
    content: string;
    /** 0..9999, smallest first; 0 when created without one, unchanged on an edit without one */
    sort?: number;
    /** the queues whose agents are offered it, at least one */
    serviceCodes: (
      "online_assistant" | "vip_official_customer" | "premium_customer_service"
    )[];
  };
};
export type DeleteCustomerServiceReplyMangeApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteCustomerServiceReplyMangeApiArg = {
  id: number;
};
export type CreateCustomerServiceReplyMangeApiResponse =
  /** status 200 undefined */ {
    id: number;
    projectCode: string;
    /** the group agents find it under; empty for none */
    groupName: string;
    title: string;
    shortcut: string;
    /** the text in the project's default content locale */
    content: string;
    /** the order replies are offered in, smallest first */
    sort: number;
    /** the queues whose agents are offered it */
    serviceCodes: (
      "online_assistant" | "vip_official_customer" | "premium_customer_service"
    )[];
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  };
export type CreateCustomerServiceReplyMangeApiArg = {
  body: {
    /** up to 32 characters, such as Payment; empty or not sent: no group */
    groupName?: string;
    /** 1..64 characters, kept trimmed (blank is a 400): what the agent picks it by */
    title: string;
    /** 1..32 small letters, digits, _ and -, not starting with _ or -: what the agent types after /; once among the project's replies, 409 when taken */
    shortcut: string;
    /** 1..2000 characters in the project's default content locale; may hold the variables {name}, {userCode}, {agent} (any other {…} is a 400 naming content) */
    content: string;
    /** 0..9999, smallest first; 0 when created without one, unchanged on an edit without one */
    sort?: number;
    /** the queues whose agents are offered it, at least one */
    serviceCodes: (
      "online_assistant" | "vip_official_customer" | "premium_customer_service"
    )[];
  };
};
export type GetCustomerServiceReplyMangeGroupsApiResponse =
  /** status 200 undefined */ string[];
export type GetCustomerServiceReplyMangeGroupsApiArg = void;
export type GetCustomerServiceReplyMangeTextsApiResponse =
  /** status 200 undefined */ {
    /** the project's default content locale: its texts are the entity's own fields */
    defaultLocale: string;
    /** the project's content locales, the default first */
    locales: string[];
    fields: "content"[];
    /** per locale, the fields it has a text for */
    texts: {
      [key: string]: {
        content?: string;
      };
    };
    /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
    missing: {
      [key: string]: "content"[];
    };
  };
export type GetCustomerServiceReplyMangeTextsApiArg = {
  id: number;
};
export type EditCustomerServiceReplyMangeTextsApiResponse =
  /** status 200 undefined */ {
    /** the project's default content locale: its texts are the entity's own fields */
    defaultLocale: string;
    /** the project's content locales, the default first */
    locales: string[];
    fields: "content"[];
    /** per locale, the fields it has a text for */
    texts: {
      [key: string]: {
        content?: string;
      };
    };
    /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
    missing: {
      [key: string]: "content"[];
    };
  };
export type EditCustomerServiceReplyMangeTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 2000 characters; not sent or empty: no text in the locale */
    content?: string;
  };
};
export const {
  useListCustomerServiceReplyMangeQuery,
  useGetCustomerServiceReplyMangeQuery,
  useEditCustomerServiceReplyMangeMutation,
  useDeleteCustomerServiceReplyMangeMutation,
  useCreateCustomerServiceReplyMangeMutation,
  useGetCustomerServiceReplyMangeGroupsQuery,
  useGetCustomerServiceReplyMangeTextsQuery,
  useEditCustomerServiceReplyMangeTextsMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editCustomerServiceReplyMangeBody = {
  "type": "object",
  "required": [
    "title",
    "shortcut",
    "content",
    "serviceCodes"
  ],
  "properties": {
    "groupName": {
      "maxLength": 32,
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "shortcut": {
      "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
      "type": "string"
    },
    "content": {
      "minLength": 1,
      "maxLength": 2000,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    },
    "serviceCodes": {
      "minItems": 1,
      "maxItems": 3,
      "type": "array",
      "items": {
        "anyOf": [
          {
            "type": "string",
            "enum": [
              "online_assistant"
            ]
          },
          {
            "type": "string",
            "enum": [
              "vip_official_customer"
            ]
          },
          {
            "type": "string",
            "enum": [
              "premium_customer_service"
            ]
          }
        ]
      }
    }
  }
} as const;
export const createCustomerServiceReplyMangeBody = {
  "type": "object",
  "required": [
    "title",
    "shortcut",
    "content",
    "serviceCodes"
  ],
  "properties": {
    "groupName": {
      "maxLength": 32,
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 64,
      "type": "string"
    },
    "shortcut": {
      "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
      "type": "string"
    },
    "content": {
      "minLength": 1,
      "maxLength": 2000,
      "type": "string"
    },
    "sort": {
      "minimum": 0,
      "maximum": 9999,
      "type": "integer"
    },
    "serviceCodes": {
      "minItems": 1,
      "maxItems": 3,
      "type": "array",
      "items": {
        "anyOf": [
          {
            "type": "string",
            "enum": [
              "online_assistant"
            ]
          },
          {
            "type": "string",
            "enum": [
              "vip_official_customer"
            ]
          },
          {
            "type": "string",
            "enum": [
              "premium_customer_service"
            ]
          }
        ]
      }
    }
  }
} as const;
export const editCustomerServiceReplyMangeTextsBody = {
  "type": "object",
  "required": [
    "locale"
  ],
  "properties": {
    "locale": {
      "minLength": 2,
      "maxLength": 35,
      "type": "string"
    },
    "content": {
      "maxLength": 2000,
      "type": "string"
    }
  }
} as const;
