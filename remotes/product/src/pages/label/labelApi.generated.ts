// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductLabel"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductLabel: build.query<
        ListProductLabelApiResponse,
        ListProductLabelApiArg
      >({
        query: (queryArg) => ({
          url: `/product/label/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ProductLabel"],
      }),
      getProductLabel: build.query<
        GetProductLabelApiResponse,
        GetProductLabelApiArg
      >({
        query: (queryArg) => ({ url: `/product/label/${queryArg.id}` }),
        providesTags: ["ProductLabel"],
      }),
      editProductLabel: build.mutation<
        EditProductLabelApiResponse,
        EditProductLabelApiArg
      >({
        query: (queryArg) => ({
          url: `/product/label/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductLabel"],
      }),
      deleteProductLabel: build.mutation<
        DeleteProductLabelApiResponse,
        DeleteProductLabelApiArg
      >({
        query: (queryArg) => ({
          url: `/product/label/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ProductLabel"],
      }),
      createProductLabel: build.mutation<
        CreateProductLabelApiResponse,
        CreateProductLabelApiArg
      >({
        query: (queryArg) => ({
          url: `/product/label`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductLabel"],
      }),
      getProductLabelOptions: build.query<
        GetProductLabelOptionsApiResponse,
        GetProductLabelOptionsApiArg
      >({
        query: () => ({ url: `/product/label/options` }),
        providesTags: ["ProductLabel"],
      }),
      getProductLabelTexts: build.query<
        GetProductLabelTextsApiResponse,
        GetProductLabelTextsApiArg
      >({
        query: (queryArg) => ({ url: `/product/label/${queryArg.id}/texts` }),
        providesTags: ["ProductLabel"],
      }),
      editProductLabelTexts: build.mutation<
        EditProductLabelTextsApiResponse,
        EditProductLabelTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/label/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductLabel"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productLabelApi };
export type ListProductLabelApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    description: string;
    /** how many dramas (not deleted) carry the label */
    dramaCount: number;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListProductLabelApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "deleted, create_time" */
  sortBy?:
    | "deleted"
    | "create_time"
    | "createTime"
    | "title"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the title, whatever the case */
  title?: string;
  /** a part of the code */
  code?: string;
};
export type GetProductLabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  description: string;
  /** how many dramas (not deleted) carry the label */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
};
export type GetProductLabelApiArg = {
  id: number;
};
export type EditProductLabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  description: string;
  /** how many dramas (not deleted) carry the label */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
};
export type EditProductLabelApiArg = {
  id: number;
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's labels, 409 when taken */
    code: string;
    /** 1..32 characters, kept trimmed (blank is a 400) */
    title: string;
    /** what the label means, up to 200 characters; empty when not sent */
    description?: string;
  };
};
export type DeleteProductLabelApiResponse = /** status 200 undefined */ {
  id: number;
  /** how many dramas (not deleted) carried the label and lost it */
  dramaCount: number;
};
export type DeleteProductLabelApiArg = {
  id: number;
};
export type CreateProductLabelApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  description: string;
  /** how many dramas (not deleted) carry the label */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
};
export type CreateProductLabelApiArg = {
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's labels, 409 when taken */
    code: string;
    /** 1..32 characters, kept trimmed (blank is a 400) */
    title: string;
    /** what the label means, up to 200 characters; empty when not sent */
    description?: string;
  };
};
export type GetProductLabelOptionsApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
}[];
export type GetProductLabelOptionsApiArg = void;
export type GetProductLabelTextsApiResponse = /** status 200 undefined */ {
  /** the project's default content locale: its texts are the entity's own fields */
  defaultLocale: string;
  /** the project's content locales, the default first */
  locales: string[];
  fields: "title"[];
  /** per locale, the fields it has a text for */
  texts: {
    [key: string]: {
      title?: string;
    };
  };
  /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
  missing: {
    [key: string]: "title"[];
  };
};
export type GetProductLabelTextsApiArg = {
  id: number;
};
export type EditProductLabelTextsApiResponse = /** status 200 undefined */ {
  /** the project's default content locale: its texts are the entity's own fields */
  defaultLocale: string;
  /** the project's content locales, the default first */
  locales: string[];
  fields: "title"[];
  /** per locale, the fields it has a text for */
  texts: {
    [key: string]: {
      title?: string;
    };
  };
  /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
  missing: {
    [key: string]: "title"[];
  };
};
export type EditProductLabelTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 32 characters; not sent or empty: no text in the locale */
    title?: string;
  };
};
export const {
  useListProductLabelQuery,
  useGetProductLabelQuery,
  useEditProductLabelMutation,
  useDeleteProductLabelMutation,
  useCreateProductLabelMutation,
  useGetProductLabelOptionsQuery,
  useGetProductLabelTextsQuery,
  useEditProductLabelTextsMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editProductLabelBody = {
  "type": "object",
  "required": [
    "code",
    "title"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 32,
      "type": "string"
    },
    "description": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const createProductLabelBody = {
  "type": "object",
  "required": [
    "code",
    "title"
  ],
  "properties": {
    "code": {
      "pattern": "^[a-z0-9][a-z0-9-]{0,31}$",
      "type": "string"
    },
    "title": {
      "minLength": 1,
      "maxLength": 32,
      "type": "string"
    },
    "description": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const editProductLabelTextsBody = {
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
    "title": {
      "maxLength": 32,
      "type": "string"
    }
  }
} as const;
