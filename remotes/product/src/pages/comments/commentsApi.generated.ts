// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductComments"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductComments: build.query<
        ListProductCommentsApiResponse,
        ListProductCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/comments/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            after: queryArg.after,
            before: queryArg.before,
            dramaId: queryArg.dramaId,
            dramaCode: queryArg.dramaCode,
            userCode: queryArg.userCode,
            content: queryArg.content,
            state: queryArg.state,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ["ProductComments"],
      }),
      hideProductComments: build.mutation<
        HideProductCommentsApiResponse,
        HideProductCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/comments/hide`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductComments"],
      }),
      restoreProductComments: build.mutation<
        RestoreProductCommentsApiResponse,
        RestoreProductCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/comments/restore`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductComments"],
      }),
      deleteProductComments: build.mutation<
        DeleteProductCommentsApiResponse,
        DeleteProductCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/product/comments/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["ProductComments"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productCommentsApi };
export type ListProductCommentsApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    userId: number;
    userCode: string;
    username: string;
    /** the episode commented on; null for the drama as a whole */
    episodeNo: number | null;
    content: string;
    /** visible: shown to app users; hidden: hidden by staff; deleted */
    state: "visible" | "hidden" | "deleted";
    createTime: string;
  }[];
  /** how many rows match: exact up to 10,000; past that the database's estimate (totalExact false), shown as "about" */
  total: number;
  /** false when total is an estimate */
  totalExact: boolean;
  pageNum: number;
  pageSize: number;
  /** send as `after` for the next page; null on the last page */
  next: string | null;
  /** send as `before` for the previous page; null on the first page */
  previous: string | null;
};
export type ListProductCommentsApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the page after this row (next): a row's cursor as `next` answers it; pageNum then only comes back as sent */
  after?: string;
  /** the page before this row (previous): a row's cursor as `previous` answers it; pageNum then only comes back as sent */
  before?: string;
  /** the drama's comments (the screen opened from a drama) */
  dramaId?: number;
  /** the drama's comments, by its code in any case */
  dramaCode?: string;
  /** an app user's comments, by their user code */
  userCode?: string;
  /** a part of the comment's text, in any case */
  content?: string;
  /** visible: shown to app users; hidden: hidden by staff; deleted */
  state?: "visible" | "hidden" | "deleted";
  /** written at or after */
  createdFrom?: string;
  /** written before */
  createdTo?: string;
};
export type HideProductCommentsApiResponse = /** status 200 undefined */ {
  moved: number;
  refused: number;
  /** one per id, in the order sent */
  results: {
    id: number;
    outcome: "moved" | "refused";
    /** its state now (moved or not); null when not found */
    state: ("visible" | "hidden" | "deleted") | (null | null);
    /** null when not found */
    dramaId: number | null;
    /** why it was refused; null when moved */
    reason: string | null;
  }[];
  /** each drama of the comments moved, by id, with its comment count now */
  dramas: {
    id: number;
    code: string;
    /** its visible comments after the change */
    commentCount: number;
  }[];
};
export type HideProductCommentsApiArg = {
  body: {
    /** 1..200 comment ids, each once */
    ids: number[];
    /** why; kept in the operation log */
    reason?: string;
  };
};
export type RestoreProductCommentsApiResponse = /** status 200 undefined */ {
  moved: number;
  refused: number;
  /** one per id, in the order sent */
  results: {
    id: number;
    outcome: "moved" | "refused";
    /** its state now (moved or not); null when not found */
    state: ("visible" | "hidden" | "deleted") | (null | null);
    /** null when not found */
    dramaId: number | null;
    /** why it was refused; null when moved */
    reason: string | null;
  }[];
  /** each drama of the comments moved, by id, with its comment count now */
  dramas: {
    id: number;
    code: string;
    /** its visible comments after the change */
    commentCount: number;
  }[];
};
export type RestoreProductCommentsApiArg = {
  body: {
    /** 1..200 comment ids, each once */
    ids: number[];
    /** why; kept in the operation log */
    reason?: string;
  };
};
export type DeleteProductCommentsApiResponse = /** status 200 undefined */ {
  moved: number;
  refused: number;
  /** one per id, in the order sent */
  results: {
    id: number;
    outcome: "moved" | "refused";
    /** its state now (moved or not); null when not found */
    state: ("visible" | "hidden" | "deleted") | (null | null);
    /** null when not found */
    dramaId: number | null;
    /** why it was refused; null when moved */
    reason: string | null;
  }[];
  /** each drama of the comments moved, by id, with its comment count now */
  dramas: {
    id: number;
    code: string;
    /** its visible comments after the change */
    commentCount: number;
  }[];
};
export type DeleteProductCommentsApiArg = {
  body: {
    /** 1..200 comment ids, each once */
    ids: number[];
    /** why; kept in the operation log */
    reason?: string;
  };
};
export const {
  useListProductCommentsQuery,
  useHideProductCommentsMutation,
  useRestoreProductCommentsMutation,
  useDeleteProductCommentsMutation,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const hideProductCommentsBody = {
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
    },
    "reason": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const restoreProductCommentsBody = {
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
    },
    "reason": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
export const deleteProductCommentsBody = {
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
    },
    "reason": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
