// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductCategory"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductCategory: build.query<
        ListProductCategoryApiResponse,
        ListProductCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            title: queryArg.title,
            code: queryArg.code,
          },
        }),
        providesTags: ["ProductCategory"],
      }),
      getProductCategoryDramaOptions: build.query<
        GetProductCategoryDramaOptionsApiResponse,
        GetProductCategoryDramaOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/drama-options`,
          params: {
            categoryId: queryArg.categoryId,
            keyword: queryArg.keyword,
          },
        }),
        providesTags: ["ProductCategory"],
      }),
      getProductCategory: build.query<
        GetProductCategoryApiResponse,
        GetProductCategoryApiArg
      >({
        query: (queryArg) => ({ url: `/product/category/${queryArg.id}` }),
        providesTags: ["ProductCategory"],
      }),
      editProductCategory: build.mutation<
        EditProductCategoryApiResponse,
        EditProductCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductCategory"],
      }),
      deleteProductCategory: build.mutation<
        DeleteProductCategoryApiResponse,
        DeleteProductCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ProductCategory"],
      }),
      createProductCategory: build.mutation<
        CreateProductCategoryApiResponse,
        CreateProductCategoryApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductCategory"],
      }),
      editProductCategoryDramas: build.mutation<
        EditProductCategoryDramasApiResponse,
        EditProductCategoryDramasApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/${queryArg.id}/dramas`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductCategory"],
      }),
      getProductCategoryTexts: build.query<
        GetProductCategoryTextsApiResponse,
        GetProductCategoryTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/${queryArg.id}/texts`,
        }),
        providesTags: ["ProductCategory"],
      }),
      editProductCategoryTexts: build.mutation<
        EditProductCategoryTextsApiResponse,
        EditProductCategoryTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/category/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductCategory"],
      }),
      posterProductCategory: build.mutation<
        PosterProductCategoryApiResponse,
        PosterProductCategoryApiArg
      >({
        query: () => ({ url: `/product/category/poster`, method: "POST" }),
        invalidatesTags: ["ProductCategory"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productCategoryApi };
export type ListProductCategoryApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    code: string;
    title: string;
    /** the poster's address, or empty */
    poster: string;
    /** where the app goes when the category is tapped, or empty */
    link: string;
    /** how many dramas (not deleted) the category holds */
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
export type ListProductCategoryApiArg = {
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
export type GetProductCategoryDramaOptionsApiResponse =
  /** status 200 undefined */ {
    id: number;
    code: string;
    name: string;
    /** DRAMA_STATUS: 2 draft, 0 online, 1 offline */
    status: number;
    poster: string;
  }[];
export type GetProductCategoryDramaOptionsApiArg = {
  categoryId: number;
  /** a part of the code or of the name, whatever the case; the newest dramas when absent */
  keyword?: string;
};
export type GetProductCategoryApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  /** the poster's address, or empty */
  poster: string;
  /** where the app goes when the category is tapped, or empty */
  link: string;
  /** how many dramas (not deleted) the category holds */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
  /** the dramas in the order the app shows them */
  dramas: {
    id: number;
    code: string;
    name: string;
    /** DRAMA_STATUS: 2 draft, 0 online, 1 offline */
    status: number;
    poster: string;
    /** its place in the category, 1 first */
    position: number;
  }[];
};
export type GetProductCategoryApiArg = {
  id: number;
};
export type EditProductCategoryApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  /** the poster's address, or empty */
  poster: string;
  /** where the app goes when the category is tapped, or empty */
  link: string;
  /** how many dramas (not deleted) the category holds */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
  /** the dramas in the order the app shows them */
  dramas: {
    id: number;
    code: string;
    name: string;
    /** DRAMA_STATUS: 2 draft, 0 online, 1 offline */
    status: number;
    poster: string;
    /** its place in the category, 1 first */
    position: number;
  }[];
};
export type EditProductCategoryApiArg = {
  id: number;
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's categories, 409 when taken */
    code: string;
    /** 1..32 characters, kept trimmed (blank is a 400) */
    title: string;
    /** an http or https address of the poster image, or an uploaded one (POST /product/category/poster); empty when not sent */
    poster?: string;
    /** an http or https address, or an app link such as app://home/trending; empty when not sent */
    link?: string;
  };
};
export type DeleteProductCategoryApiResponse = /** status 200 undefined */ {
  id: number;
  /** how many dramas (not deleted) the category held */
  dramaCount: number;
};
export type DeleteProductCategoryApiArg = {
  id: number;
};
export type CreateProductCategoryApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  /** the poster's address, or empty */
  poster: string;
  /** where the app goes when the category is tapped, or empty */
  link: string;
  /** how many dramas (not deleted) the category holds */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
  /** the dramas in the order the app shows them */
  dramas: {
    id: number;
    code: string;
    name: string;
    /** DRAMA_STATUS: 2 draft, 0 online, 1 offline */
    status: number;
    poster: string;
    /** its place in the category, 1 first */
    position: number;
  }[];
};
export type CreateProductCategoryApiArg = {
  body: {
    /** 1..32 lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's categories, 409 when taken */
    code: string;
    /** 1..32 characters, kept trimmed (blank is a 400) */
    title: string;
    /** an http or https address of the poster image, or an uploaded one (POST /product/category/poster); empty when not sent */
    poster?: string;
    /** an http or https address, or an app link such as app://home/trending; empty when not sent */
    link?: string;
  };
};
export type EditProductCategoryDramasApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  /** the poster's address, or empty */
  poster: string;
  /** where the app goes when the category is tapped, or empty */
  link: string;
  /** how many dramas (not deleted) the category holds */
  dramaCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
  /** the dramas in the order the app shows them */
  dramas: {
    id: number;
    code: string;
    name: string;
    /** DRAMA_STATUS: 2 draft, 0 online, 1 offline */
    status: number;
    poster: string;
    /** its place in the category, 1 first */
    position: number;
  }[];
};
export type EditProductCategoryDramasApiArg = {
  id: number;
  body: {
    /** every drama of the category, in order (the first is shown first): at most 200, each once, each a drama of the category's project */
    dramaIds: number[];
  };
};
export type GetProductCategoryTextsApiResponse = /** status 200 undefined */ {
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
export type GetProductCategoryTextsApiArg = {
  id: number;
};
export type EditProductCategoryTextsApiResponse = /** status 200 undefined */ {
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
export type EditProductCategoryTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 32 characters; not sent or empty: no text in the locale */
    title?: string;
  };
};
export type PosterProductCategoryApiResponse = /** status 200 undefined */ {
  /** the poster's address, to save as a drama's or a category's poster */
  url: string;
};
export type PosterProductCategoryApiArg = void;
export const {
  useListProductCategoryQuery,
  useGetProductCategoryDramaOptionsQuery,
  useGetProductCategoryQuery,
  useEditProductCategoryMutation,
  useDeleteProductCategoryMutation,
  useCreateProductCategoryMutation,
  useEditProductCategoryDramasMutation,
  useGetProductCategoryTextsQuery,
  useEditProductCategoryTextsMutation,
  usePosterProductCategoryMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editProductCategoryBody = {
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
    "poster": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|/admin-api/product/poster/file/[a-z0-9-]+/[a-f0-9]{32}\\.(?:jpg|png|webp))$",
      "type": "string"
    },
    "link": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|app://[^\\s]+)$",
      "type": "string"
    }
  }
} as const;
export const createProductCategoryBody = {
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
    "poster": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|/admin-api/product/poster/file/[a-z0-9-]+/[a-f0-9]{32}\\.(?:jpg|png|webp))$",
      "type": "string"
    },
    "link": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|app://[^\\s]+)$",
      "type": "string"
    }
  }
} as const;
export const editProductCategoryDramasBody = {
  "type": "object",
  "required": [
    "dramaIds"
  ],
  "properties": {
    "dramaIds": {
      "maxItems": 200,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
export const editProductCategoryTextsBody = {
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
