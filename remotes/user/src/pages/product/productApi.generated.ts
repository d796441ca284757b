// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserProduct"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUserProduct: build.query<
        ListUserProductApiResponse,
        ListUserProductApiArg
      >({
        query: (queryArg) => ({
          url: `/user/product/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            userCode: queryArg.userCode,
            type: queryArg["type"],
            drama: queryArg.drama,
            episodeNo: queryArg.episodeNo,
            playedFrom: queryArg.playedFrom,
            playedTo: queryArg.playedTo,
          },
        }),
        providesTags: ["UserProduct"],
      }),
      listUserProductFollows: build.query<
        ListUserProductFollowsApiResponse,
        ListUserProductFollowsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/product/follows`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            userCode: queryArg.userCode,
            type: queryArg["type"],
            drama: queryArg.drama,
          },
        }),
        providesTags: ["UserProduct"],
      }),
      listUserProductComments: build.query<
        ListUserProductCommentsApiResponse,
        ListUserProductCommentsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/product/comments`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            userCode: queryArg.userCode,
            state: queryArg.state,
            content: queryArg.content,
          },
        }),
        providesTags: ["UserProduct"],
      }),
      hideUserProductComment: build.mutation<
        HideUserProductCommentApiResponse,
        HideUserProductCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/user/product/comments/${queryArg.id}/hide`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["UserProduct"],
      }),
      restoreUserProductComment: build.mutation<
        RestoreUserProductCommentApiResponse,
        RestoreUserProductCommentApiArg
      >({
        query: (queryArg) => ({
          url: `/user/product/comments/${queryArg.id}/restore`,
          method: "POST",
        }),
        invalidatesTags: ["UserProduct"],
      }),
      getUserProduct: build.query<
        GetUserProductApiResponse,
        GetUserProductApiArg
      >({
        query: (queryArg) => ({ url: `/user/product/${queryArg.userCode}` }),
        providesTags: ["UserProduct"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userProductApi };
export type ListUserProductApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    /** 1 free, 2 unlocked with coins, 3 VIP, 4 unlocked by a rewarded ad */
    type: 1 | 2 | 3 | 4;
    dramaCode: string;
    dramaName: string;
    episodeNo: number;
    /** where the app says the play started */
    content: string;
    playTimeSeconds: number;
    /** the episode's length */
    totalTimeSeconds: number;
    /** play time / total time in per mille, rounded half up (750 is 75.0 %) */
    completionPermille: number;
    /** when the play started */
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserProductApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "play_time_seconds"
    | "playTimeSeconds"
    | "completion_permille"
    | "completionPermille"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the app user's code */
  userCode: string;
  /** 1 free, 2 unlocked with coins, 3 VIP, 4 unlocked by a rewarded ad */
  type?: 1 | 2 | 3 | 4;
  /** the drama's code, or a part of its code or name */
  drama?: string;
  episodeNo?: number;
  /** played at or after */
  playedFrom?: string;
  /** played before */
  playedTo?: string;
};
export type ListUserProductFollowsApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
    type: 1 | 2 | 3 | 10 | 11;
    dramaCode: string;
    dramaName: string;
    /** the unlocked episode; null for a like, follow or watch of the drama */
    episodeNo: number | null;
    /** what a coin unlock cost; 0 otherwise */
    coins: number;
    createTime: string;
    /** the user's first play of the drama (its product detail), null when they never played it */
    playId: number | null;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserProductFollowsApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the app user's code */
  userCode: string;
  /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
  type?: 1 | 2 | 3 | 10 | 11;
  /** the drama's code, or a part of its code or name */
  drama?: string;
};
export type ListUserProductCommentsApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    dramaCode: string;
    dramaName: string;
    /** the episode commented on; null for the drama as a whole */
    episodeNo: number | null;
    content: string;
    /** visible: shown to app users; hidden: hidden by staff; deleted */
    state: "visible" | "hidden" | "deleted";
    createTime: string;
  }[];
  total: number;
  pageNum: number;
  pageSize: number;
};
export type ListUserProductCommentsApiArg = {
  pageNum?: number;
  pageSize?: number;
  /** a sortable name; default "create_time" */
  sortBy?:
    | "create_time"
    | "createTime"
    | "id"
    | "deleted, create_time"
    | "deleted,create_time";
  sortType?: "asc" | "desc";
  /** the app user's code */
  userCode: string;
  /** visible: shown to app users; hidden: hidden by staff; deleted */
  state?: "visible" | "hidden" | "deleted";
  /** a part of the comment's text */
  content?: string;
};
export type HideUserProductCommentApiResponse = /** status 200 undefined */ {
  id: number;
  /** visible: shown to app users; hidden: hidden by staff; deleted */
  state: "visible" | "hidden" | "deleted";
  dramaCode: string;
  /** the drama's visible comments after the change */
  dramaCommentCount: number;
};
export type HideUserProductCommentApiArg = {
  id: number;
  body: {
    /** why it is hidden; kept in the operation log */
    reason?: string;
  };
};
export type RestoreUserProductCommentApiResponse = /** status 200 undefined */ {
  id: number;
  /** visible: shown to app users; hidden: hidden by staff; deleted */
  state: "visible" | "hidden" | "deleted";
  dramaCode: string;
  /** the drama's visible comments after the change */
  dramaCommentCount: number;
};
export type RestoreUserProductCommentApiArg = {
  id: number;
};
export type GetUserProductApiResponse = /** status 200 undefined */ {
  user: {
    userCode: string;
    username: string;
    country: string;
    /** 1 VIP */
    vip: number;
    /** registered */
    createTime: string;
  };
  plays: number;
  /** dramas played */
  dramas: number;
  /** all plays together */
  playTimeSeconds: number;
  /** by type, every type listed */
  follows: {
    /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
    type: 1 | 2 | 3 | 10 | 11;
    count: number;
  }[];
  /** coins spent on unlocks */
  unlockCoins: number;
};
export type GetUserProductApiArg = {
  userCode: string;
};
export const {
  useListUserProductQuery,
  useListUserProductFollowsQuery,
  useListUserProductCommentsQuery,
  useHideUserProductCommentMutation,
  useRestoreUserProductCommentMutation,
  useGetUserProductQuery,
} = injectedRtkApi;

// What the api accepts in each body: the forms' rules come from these.
export const hideUserProductCommentBody = {
  "type": "object",
  "properties": {
    "reason": {
      "maxLength": 200,
      "type": "string"
    }
  }
} as const;
