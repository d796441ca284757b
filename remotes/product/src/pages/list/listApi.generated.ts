// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductList: build.query<
        ListProductListApiResponse,
        ListProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            keyword: queryArg.keyword,
            status: queryArg.status,
            labelId: queryArg.labelId,
            categoryId: queryArg.categoryId,
            missingLocale: queryArg.missingLocale,
          },
        }),
        providesTags: ["ProductList"],
      }),
      getProductListContentLocales: build.query<
        GetProductListContentLocalesApiResponse,
        GetProductListContentLocalesApiArg
      >({
        query: () => ({ url: `/product/list/content-locales` }),
        providesTags: ["ProductList"],
      }),
      getProductListTexts: build.query<
        GetProductListTextsApiResponse,
        GetProductListTextsApiArg
      >({
        query: (queryArg) => ({ url: `/product/list/${queryArg.id}/texts` }),
        providesTags: ["ProductList"],
      }),
      editProductListTexts: build.mutation<
        EditProductListTextsApiResponse,
        EditProductListTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      getProductList: build.query<
        GetProductListApiResponse,
        GetProductListApiArg
      >({
        query: (queryArg) => ({ url: `/product/list/${queryArg.id}` }),
        providesTags: ["ProductList"],
      }),
      editProductList: build.mutation<
        EditProductListApiResponse,
        EditProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      deleteProductList: build.mutation<
        DeleteProductListApiResponse,
        DeleteProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ProductList"],
      }),
      createProductList: build.mutation<
        CreateProductListApiResponse,
        CreateProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      onlineProductList: build.mutation<
        OnlineProductListApiResponse,
        OnlineProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/${queryArg.id}/online`,
          method: "POST",
        }),
        invalidatesTags: ["ProductList"],
      }),
      onlineProductListBulk: build.mutation<
        OnlineProductListBulkApiResponse,
        OnlineProductListBulkApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/online`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      offlineProductList: build.mutation<
        OfflineProductListApiResponse,
        OfflineProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/${queryArg.id}/offline`,
          method: "POST",
        }),
        invalidatesTags: ["ProductList"],
      }),
      offlineProductListBulk: build.mutation<
        OfflineProductListBulkApiResponse,
        OfflineProductListBulkApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/offline`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      exportProductList: build.mutation<
        ExportProductListApiResponse,
        ExportProductListApiArg
      >({
        query: (queryArg) => ({
          url: `/product/list/export`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      posterProductList: build.mutation<
        PosterProductListApiResponse,
        PosterProductListApiArg
      >({
        query: () => ({ url: `/product/list/poster`, method: "POST" }),
        invalidatesTags: ["ProductList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productListApi };
export type ListProductListApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    code: string;
    name: string;
    episodeCount: number;
    /** 2 draft, 0 online, 1 offline */
    status: 2 | 0 | 1;
    /** the poster image's URL, or empty */
    poster: string;
    summary: string;
    description: string;
    /** its live labels, by title */
    labels: {
      id: number;
      code: string;
      title: string;
    }[];
    /** plays; kept by the app users' activity, read only here */
    playCount: number;
    /** follows; kept by the app users' activity, read only here */
    followCount: number;
    /** visible comments; kept by the app users' activity, read only here */
    commentCount: number;
    /** episode unlocks; kept by the app users' activity, read only here */
    unlockCount: number;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
    uploadedEpisodes?: number;
    createTime: string;
    updateTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListProductListApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "play_count"
    | "playCount"
    | "follow_count"
    | "followCount"
    | "unlock_count"
    | "unlockCount"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** a part of the name or of the code, in any case (Latin or Chinese) */
  keyword?: string;
  /** 2 draft, 0 online, 1 offline */
  status?: 2 | 0 | 1;
  /** the dramas that carry this label */
  labelId?: number;
  /** the dramas in this category */
  categoryId?: number;
  /** the dramas lacking a text in this content locale for a field their default locale has (name, summary, description) */
  missingLocale?: string;
};
export type GetProductListContentLocalesApiResponse =
  /** status 200 undefined */ {
    /** the projects' default content locale; null when they differ */
    defaultLocale: string | null;
    /** every content locale a project of the scope serves, the defaults first */
    locales: string[];
  };
export type GetProductListContentLocalesApiArg = void;
export type GetProductListTextsApiResponse = /** status 200 undefined */ {
  /** the project's default content locale: its texts are the entity's own fields */
  defaultLocale: string;
  /** the project's content locales, the default first */
  locales: string[];
  fields: ("name" | "summary" | "description")[];
  /** per locale, the fields it has a text for */
  texts: {
    [key: string]: {
      name?: string;
      summary?: string;
      description?: string;
    };
  };
  /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
  missing: {
    [key: string]: ("name" | "summary" | "description")[];
  };
};
export type GetProductListTextsApiArg = {
  id: number;
};
export type EditProductListTextsApiResponse = /** status 200 undefined */ {
  /** the project's default content locale: its texts are the entity's own fields */
  defaultLocale: string;
  /** the project's content locales, the default first */
  locales: string[];
  fields: ("name" | "summary" | "description")[];
  /** per locale, the fields it has a text for */
  texts: {
    [key: string]: {
      name?: string;
      summary?: string;
      description?: string;
    };
  };
  /** per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default */
  missing: {
    [key: string]: ("name" | "summary" | "description")[];
  };
};
export type EditProductListTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 100 characters; not sent or empty: no text in the locale */
    name?: string;
    /** at most 300 characters; not sent or empty: no text in the locale */
    summary?: string;
    /** at most 2000 characters; not sent or empty: no text in the locale */
    description?: string;
  };
};
export type GetProductListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** the poster image's URL, or empty */
  poster: string;
  summary: string;
  description: string;
  /** its live labels, by title */
  labels: {
    id: number;
    code: string;
    title: string;
  }[];
  /** plays; kept by the app users' activity, read only here */
  playCount: number;
  /** follows; kept by the app users' activity, read only here */
  followCount: number;
  /** visible comments; kept by the app users' activity, read only here */
  commentCount: number;
  /** episode unlocks; kept by the app users' activity, read only here */
  unlockCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  /** the live categories it is in, by title */
  categories: {
    id: number;
    code: string;
    title: string;
    /** the drama's place in the category, 1 first */
    position: number;
  }[];
};
export type GetProductListApiArg = {
  id: number;
};
export type EditProductListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** the poster image's URL, or empty */
  poster: string;
  summary: string;
  description: string;
  /** its live labels, by title */
  labels: {
    id: number;
    code: string;
    title: string;
  }[];
  /** plays; kept by the app users' activity, read only here */
  playCount: number;
  /** follows; kept by the app users' activity, read only here */
  followCount: number;
  /** visible comments; kept by the app users' activity, read only here */
  commentCount: number;
  /** episode unlocks; kept by the app users' activity, read only here */
  unlockCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  /** the live categories it is in, by title */
  categories: {
    id: number;
    code: string;
    title: string;
    /** the drama's place in the category, 1 first */
    position: number;
  }[];
};
export type EditProductListApiArg = {
  id: number;
  body: {
    /** letters, digits and dashes, at most 32, kept in capitals (us-d00012 is US-D00012); once per project among live dramas (409 when taken) */
    code: string;
    /** 1..100 characters, kept trimmed (blank is a 400) */
    name: string;
    /** 0..1000 */
    episodeCount: number;
    /** the poster image's http(s) address, or an uploaded one (POST /product/list/poster); none when not sent */
    poster?: string;
    /** at most 300 characters; none when not sent */
    summary?: string;
    /** at most 2000 characters; none when not sent */
    description?: string;
    /** live labels of the drama's project (an unknown id is a 400 naming it); none when not sent */
    labelIds?: number[];
  };
};
export type DeleteProductListApiResponse =
  /** status 200 undefined */ null | null;
export type DeleteProductListApiArg = {
  id: number;
};
export type CreateProductListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** the poster image's URL, or empty */
  poster: string;
  summary: string;
  description: string;
  /** its live labels, by title */
  labels: {
    id: number;
    code: string;
    title: string;
  }[];
  /** plays; kept by the app users' activity, read only here */
  playCount: number;
  /** follows; kept by the app users' activity, read only here */
  followCount: number;
  /** visible comments; kept by the app users' activity, read only here */
  commentCount: number;
  /** episode unlocks; kept by the app users' activity, read only here */
  unlockCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  /** the live categories it is in, by title */
  categories: {
    id: number;
    code: string;
    title: string;
    /** the drama's place in the category, 1 first */
    position: number;
  }[];
};
export type CreateProductListApiArg = {
  body: {
    /** letters, digits and dashes, at most 32, kept in capitals (us-d00012 is US-D00012); once per project among live dramas (409 when taken) */
    code: string;
    /** 1..100 characters, kept trimmed (blank is a 400) */
    name: string;
    /** 0..1000 */
    episodeCount: number;
    /** the poster image's http(s) address, or an uploaded one (POST /product/list/poster); none when not sent */
    poster?: string;
    /** at most 300 characters; none when not sent */
    summary?: string;
    /** at most 2000 characters; none when not sent */
    description?: string;
    /** live labels of the drama's project (an unknown id is a 400 naming it); none when not sent */
    labelIds?: number[];
  };
};
export type OnlineProductListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** the poster image's URL, or empty */
  poster: string;
  summary: string;
  description: string;
  /** its live labels, by title */
  labels: {
    id: number;
    code: string;
    title: string;
  }[];
  /** plays; kept by the app users' activity, read only here */
  playCount: number;
  /** follows; kept by the app users' activity, read only here */
  followCount: number;
  /** visible comments; kept by the app users' activity, read only here */
  commentCount: number;
  /** episode unlocks; kept by the app users' activity, read only here */
  unlockCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  /** the live categories it is in, by title */
  categories: {
    id: number;
    code: string;
    title: string;
    /** the drama's place in the category, 1 first */
    position: number;
  }[];
};
export type OnlineProductListApiArg = {
  id: number;
};
export type OnlineProductListBulkApiResponse = /** status 200 undefined */ {
  moved: number;
  refused: number;
  /** one per id, in the order sent */
  results: {
    id: number;
    /** null when no drama of your projects has the id */
    code: string | null;
    outcome: "moved" | "refused";
    /** its status now (moved or not); null when not found */
    status: (2 | 0 | 1) | (null | null);
    /** why it was refused; null when moved */
    reason: string | null;
  }[];
};
export type OnlineProductListBulkApiArg = {
  body: {
    /** 1..200 drama ids, each once */
    ids: number[];
  };
};
export type OfflineProductListApiResponse = /** status 200 undefined */ {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  episodeCount: number;
  /** 2 draft, 0 online, 1 offline */
  status: 2 | 0 | 1;
  /** the poster image's URL, or empty */
  poster: string;
  summary: string;
  description: string;
  /** its live labels, by title */
  labels: {
    id: number;
    code: string;
    title: string;
  }[];
  /** plays; kept by the app users' activity, read only here */
  playCount: number;
  /** follows; kept by the app users' activity, read only here */
  followCount: number;
  /** visible comments; kept by the app users' activity, read only here */
  commentCount: number;
  /** episode unlocks; kept by the app users' activity, read only here */
  unlockCount: number;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  /** the list only: its episodes with a video (of the episodeCount planned), what app users can watch */
  uploadedEpisodes?: number;
  createTime: string;
  updateTime: string;
  /** the live categories it is in, by title */
  categories: {
    id: number;
    code: string;
    title: string;
    /** the drama's place in the category, 1 first */
    position: number;
  }[];
};
export type OfflineProductListApiArg = {
  id: number;
};
export type OfflineProductListBulkApiResponse = /** status 200 undefined */ {
  moved: number;
  refused: number;
  /** one per id, in the order sent */
  results: {
    id: number;
    /** null when no drama of your projects has the id */
    code: string | null;
    outcome: "moved" | "refused";
    /** its status now (moved or not); null when not found */
    status: (2 | 0 | 1) | (null | null);
    /** why it was refused; null when moved */
    reason: string | null;
  }[];
};
export type OfflineProductListBulkApiArg = {
  body: {
    /** 1..200 drama ids, each once */
    ids: number[];
  };
};
export type ExportProductListApiResponse = /** status 200 undefined */ {
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
export type ExportProductListApiArg = {
  body: {
    format: "csv" | "xlsx";
    /** comma list of: create_time, createTime, play_count, playCount, follow_count, followCount, unlock_count, unlockCount */
    sortBy?: string;
    sortType?: "asc" | "desc";
    /** the columns the list shows, in its order and under its headers (in the staff member's language); every column of the export when absent */
    columns?: {
      /** a column of the list's export */
      key:
        | "projectCode"
        | "code"
        | "name"
        | "episodeCount"
        | "status"
        | "labels"
        | "summary"
        | "playCount"
        | "followCount"
        | "commentCount"
        | "unlockCount"
        | "createTime"
        | "updateTime";
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
    /** a part of the name or of the code, in any case (Latin or Chinese) */
    keyword?: string;
    /** 2 draft, 0 online, 1 offline */
    status?: 2 | 0 | 1;
    /** the dramas that carry this label */
    labelId?: number;
    /** the dramas in this category */
    categoryId?: number;
    /** the dramas lacking a text in this content locale for a field their default locale has (name, summary, description) */
    missingLocale?: string;
  };
};
export type PosterProductListApiResponse = /** status 200 undefined */ {
  /** the poster's address, to save as a drama's or a category's poster */
  url: string;
};
export type PosterProductListApiArg = void;
export const {
  useListProductListQuery,
  useGetProductListContentLocalesQuery,
  useGetProductListTextsQuery,
  useEditProductListTextsMutation,
  useGetProductListQuery,
  useEditProductListMutation,
  useDeleteProductListMutation,
  useCreateProductListMutation,
  useOnlineProductListMutation,
  useOnlineProductListBulkMutation,
  useOfflineProductListMutation,
  useOfflineProductListBulkMutation,
  useExportProductListMutation,
  usePosterProductListMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editProductListTextsBody = {
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
    "name": {
      "maxLength": 100,
      "type": "string"
    },
    "summary": {
      "maxLength": 300,
      "type": "string"
    },
    "description": {
      "maxLength": 2000,
      "type": "string"
    }
  }
} as const;
export const editProductListBody = {
  "type": "object",
  "required": [
    "code",
    "name",
    "episodeCount"
  ],
  "properties": {
    "code": {
      "pattern": "^[A-Za-z0-9][A-Za-z0-9-]{0,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "episodeCount": {
      "minimum": 0,
      "maximum": 1000,
      "type": "integer"
    },
    "poster": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|/admin-api/product/poster/file/[a-z0-9-]+/[a-f0-9]{32}\\.(?:jpg|png|webp))$",
      "type": "string"
    },
    "summary": {
      "maxLength": 300,
      "type": "string"
    },
    "description": {
      "maxLength": 2000,
      "type": "string"
    },
    "labelIds": {
      "maxItems": 20,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
export const createProductListBody = {
  "type": "object",
  "required": [
    "code",
    "name",
    "episodeCount"
  ],
  "properties": {
    "code": {
      "pattern": "^[A-Za-z0-9][A-Za-z0-9-]{0,31}$",
      "type": "string"
    },
    "name": {
      "minLength": 1,
      "maxLength": 100,
      "type": "string"
    },
    "episodeCount": {
      "minimum": 0,
      "maximum": 1000,
      "type": "integer"
    },
    "poster": {
      "maxLength": 500,
      "pattern": "^(https?://[^\\s/?#]+[^\\s]*|/admin-api/product/poster/file/[a-z0-9-]+/[a-f0-9]{32}\\.(?:jpg|png|webp))$",
      "type": "string"
    },
    "summary": {
      "maxLength": 300,
      "type": "string"
    },
    "description": {
      "maxLength": 2000,
      "type": "string"
    },
    "labelIds": {
      "maxItems": 20,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
export const onlineProductListBulkBody = {
  "type": "object",
  "required": [
    "ids"
  ],
  "properties": {
    "ids": {
      "minItems": 1,
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
export const offlineProductListBulkBody = {
  "type": "object",
  "required": [
    "ids"
  ],
  "properties": {
    "ids": {
      "minItems": 1,
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
export const exportProductListBody = {
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
                  "projectCode"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "code"
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
                  "episodeCount"
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
                  "labels"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "summary"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "playCount"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "followCount"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "commentCount"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "unlockCount"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "createTime"
                ]
              },
              {
                "type": "string",
                "enum": [
                  "updateTime"
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
    "keyword": {
      "maxLength": 100,
      "type": "string"
    },
    "status": {
      "anyOf": [
        {
          "type": "number",
          "enum": [
            2
          ]
        },
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
    "labelId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "categoryId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "missingLocale": {
      "maxLength": 35,
      "type": "string"
    }
  }
} as const;
