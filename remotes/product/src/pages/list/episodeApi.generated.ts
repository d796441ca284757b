// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductList"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductEpisode: build.query<
        ListProductEpisodeApiResponse,
        ListProductEpisodeApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/list`,
          params: {
            dramaId: queryArg.dramaId,
          },
        }),
        providesTags: ["ProductList"],
      }),
      editProductEpisode: build.mutation<
        EditProductEpisodeApiResponse,
        EditProductEpisodeApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      deleteProductEpisode: build.mutation<
        DeleteProductEpisodeApiResponse,
        DeleteProductEpisodeApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ProductList"],
      }),
      reorderProductEpisode: build.mutation<
        ReorderProductEpisodeApiResponse,
        ReorderProductEpisodeApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/order`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      attachProductEpisode: build.mutation<
        AttachProductEpisodeApiResponse,
        AttachProductEpisodeApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/attach`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      linkProductEpisodeVideo: build.mutation<
        LinkProductEpisodeVideoApiResponse,
        LinkProductEpisodeVideoApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}/video-link`,
          method: "POST",
        }),
        invalidatesTags: ["ProductList"],
      }),
      getProductEpisodeTexts: build.query<
        GetProductEpisodeTextsApiResponse,
        GetProductEpisodeTextsApiArg
      >({
        query: (queryArg) => ({ url: `/product/episode/${queryArg.id}/texts` }),
        providesTags: ["ProductList"],
      }),
      editProductEpisodeTexts: build.mutation<
        EditProductEpisodeTextsApiResponse,
        EditProductEpisodeTextsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}/texts`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      listProductEpisodeSubtitle: build.query<
        ListProductEpisodeSubtitleApiResponse,
        ListProductEpisodeSubtitleApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/subtitle/list`,
          params: {
            dramaId: queryArg.dramaId,
          },
        }),
        providesTags: ["ProductList"],
      }),
      uploadProductEpisodeSubtitle: build.mutation<
        UploadProductEpisodeSubtitleApiResponse,
        UploadProductEpisodeSubtitleApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}/subtitle/${queryArg.locale}`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductList"],
      }),
      deleteProductEpisodeSubtitle: build.mutation<
        DeleteProductEpisodeSubtitleApiResponse,
        DeleteProductEpisodeSubtitleApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}/subtitle/${queryArg.locale}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ProductList"],
      }),
      linkProductEpisodeSubtitles: build.mutation<
        LinkProductEpisodeSubtitlesApiResponse,
        LinkProductEpisodeSubtitlesApiArg
      >({
        query: (queryArg) => ({
          url: `/product/episode/${queryArg.id}/subtitle-links`,
          method: "POST",
        }),
        invalidatesTags: ["ProductList"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productListApi };
export type ListProductEpisodeApiResponse = /** status 200 undefined */ {
  dramaId: number;
  code: string;
  name: string;
  /** the drama's episode count: how many episodes it is planned to have */
  plannedCount: number;
  /** in order, 1 first */
  episodes: {
    id: number;
    dramaId: number;
    episodeNo: number;
    title: string;
    /** read from the video file; 0 before a video */
    durationSeconds: number;
    free: boolean;
    unlockCoins: number;
    hasVideo: boolean;
    /** bytes */
    videoSize: number;
    /** video/mp4 or video/quicktime; empty before a video */
    videoType: string;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  }[];
};
export type ListProductEpisodeApiArg = {
  dramaId: number;
};
export type EditProductEpisodeApiResponse = /** status 200 undefined */ {
  id: number;
  dramaId: number;
  episodeNo: number;
  title: string;
  /** read from the video file; 0 before a video */
  durationSeconds: number;
  free: boolean;
  unlockCoins: number;
  hasVideo: boolean;
  /** bytes */
  videoSize: number;
  /** video/mp4 or video/quicktime; empty before a video */
  videoType: string;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
};
export type EditProductEpisodeApiArg = {
  id: number;
  body: {
    /** up to 100 characters; none shows as "Episode N" */
    title?: string;
    /** coins to unlock it; 0 exactly when it is free, 1..100000 when locked */
    unlockCoins: number;
  };
};
export type DeleteProductEpisodeApiResponse = /** status 200 undefined */ {
  id: number;
};
export type DeleteProductEpisodeApiArg = {
  id: number;
};
export type ReorderProductEpisodeApiResponse = /** status 200 undefined */ {
  dramaId: number;
  code: string;
  name: string;
  /** the drama's episode count: how many episodes it is planned to have */
  plannedCount: number;
  /** in order, 1 first */
  episodes: {
    id: number;
    dramaId: number;
    episodeNo: number;
    title: string;
    /** read from the video file; 0 before a video */
    durationSeconds: number;
    free: boolean;
    unlockCoins: number;
    hasVideo: boolean;
    /** bytes */
    videoSize: number;
    /** video/mp4 or video/quicktime; empty before a video */
    videoType: string;
    /** the list only: its project's other content locales it lacks a text in */
    missingLocales?: string[];
    createTime: string;
    updateTime: string;
  }[];
};
export type ReorderProductEpisodeApiArg = {
  body: {
    dramaId: number;
    /** every live episode of the drama, in the new order: they are numbered 1, 2, 3… in it */
    episodeIds: number[];
  };
};
export type AttachProductEpisodeApiResponse = /** status 200 undefined */ {
  id: number;
  dramaId: number;
  episodeNo: number;
  title: string;
  /** read from the video file; 0 before a video */
  durationSeconds: number;
  free: boolean;
  unlockCoins: number;
  hasVideo: boolean;
  /** bytes */
  videoSize: number;
  /** video/mp4 or video/quicktime; empty before a video */
  videoType: string;
  /** the list only: its project's other content locales it lacks a text in */
  missingLocales?: string[];
  createTime: string;
  updateTime: string;
};
export type AttachProductEpisodeApiArg = {
  body: {
    dramaId: number;
    /** the id of a finished tus upload (the last part of its address) */
    uploadId: string;
    /** its number in the drama, 1..1000 */
    episodeNo: number;
    /** a new episode's title; an existing episode keeps its own when not sent */
    title?: string;
  };
};
export type LinkProductEpisodeVideoApiResponse = /** status 200 undefined */ {
  /** where a <video> element plays it from, with byte ranges, until expireTime */
  url: string;
  expireTime: string;
};
export type LinkProductEpisodeVideoApiArg = {
  id: number;
};
export type GetProductEpisodeTextsApiResponse = /** status 200 undefined */ {
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
export type GetProductEpisodeTextsApiArg = {
  id: number;
};
export type EditProductEpisodeTextsApiResponse = /** status 200 undefined */ {
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
export type EditProductEpisodeTextsApiArg = {
  id: number;
  body: {
    /** one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields */
    locale: string;
    /** at most 100 characters; not sent or empty: no text in the locale */
    title?: string;
  };
};
export type ListProductEpisodeSubtitleApiResponse =
  /** status 200 undefined */ {
    dramaId: number;
    /** the project's default content locale */
    defaultLocale: string;
    /** the project's content locales, the default first */
    locales: string[];
    /** every live episode, 1 first */
    episodes: {
      episodeId: number;
      episodeNo: number;
      /** the files it has, in the order of the locales (one no longer served last) */
      subtitles: {
        episodeId: number;
        locale: string;
        cueCount: number;
        /** bytes */
        size: number;
        createTime: string;
        updateTime: string;
      }[];
      /** the project's locales it has no subtitle in */
      missing: string[];
    }[];
  };
export type ListProductEpisodeSubtitleApiArg = {
  dramaId: number;
};
export type UploadProductEpisodeSubtitleApiResponse =
  /** status 200 undefined */ {
    episodeId: number;
    locale: string;
    cueCount: number;
    /** bytes */
    size: number;
    createTime: string;
    updateTime: string;
  };
export type UploadProductEpisodeSubtitleApiArg = {
  id: number;
  /** one of the project's content locales (en, zh-TW, pt-BR…), in any case */
  locale: string;
  /** the WebVTT file (text/vtt, UTF-8, up to 512 KB) */
  body: string;
};
export type DeleteProductEpisodeSubtitleApiResponse =
  /** status 200 undefined */ {
    episodeId: number;
    locale: string;
  };
export type DeleteProductEpisodeSubtitleApiArg = {
  id: number;
  /** one of the project's content locales (en, zh-TW, pt-BR…), in any case */
  locale: string;
};
export type LinkProductEpisodeSubtitlesApiResponse =
  /** status 200 undefined */ {
    /** the episode's subtitles in the order of the project's locales */
    tracks: {
      locale: string;
      /** where a <track> element reads it, until expireTime */
      url: string;
    }[];
    expireTime: string;
  };
export type LinkProductEpisodeSubtitlesApiArg = {
  id: number;
};
export const {
  useListProductEpisodeQuery,
  useEditProductEpisodeMutation,
  useDeleteProductEpisodeMutation,
  useReorderProductEpisodeMutation,
  useAttachProductEpisodeMutation,
  useLinkProductEpisodeVideoMutation,
  useGetProductEpisodeTextsQuery,
  useEditProductEpisodeTextsMutation,
  useListProductEpisodeSubtitleQuery,
  useUploadProductEpisodeSubtitleMutation,
  useDeleteProductEpisodeSubtitleMutation,
  useLinkProductEpisodeSubtitlesMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const editProductEpisodeBody = {
  "type": "object",
  "required": [
    "unlockCoins"
  ],
  "properties": {
    "title": {
      "maxLength": 100,
      "type": "string"
    },
    "unlockCoins": {
      "minimum": 0,
      "maximum": 100000,
      "type": "integer"
    }
  }
} as const;
export const reorderProductEpisodeBody = {
  "type": "object",
  "required": [
    "dramaId",
    "episodeIds"
  ],
  "properties": {
    "dramaId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "episodeIds": {
      "minItems": 1,
      "maxItems": 1000,
      "type": "array",
      "items": {
        "minimum": 1,
        "maximum": 2147483647,
        "type": "integer"
      }
    }
  }
} as const;
export const attachProductEpisodeBody = {
  "type": "object",
  "required": [
    "dramaId",
    "uploadId",
    "episodeNo"
  ],
  "properties": {
    "dramaId": {
      "minimum": 1,
      "maximum": 2147483647,
      "type": "integer"
    },
    "uploadId": {
      "pattern": "^[a-f0-9]{32}$",
      "type": "string"
    },
    "episodeNo": {
      "minimum": 1,
      "maximum": 1000,
      "type": "integer"
    },
    "title": {
      "maxLength": 100,
      "type": "string"
    }
  }
} as const;
export const editProductEpisodeTextsBody = {
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
      "maxLength": 100,
      "type": "string"
    }
  }
} as const;
