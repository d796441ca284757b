// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["UserProductDetail"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserProductDetail: build.query<
        GetUserProductDetailApiResponse,
        GetUserProductDetailApiArg
      >({
        query: (queryArg) => ({ url: `/user/product-detail/${queryArg.id}` }),
        providesTags: ["UserProductDetail"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as userProductDetailApi };
export type GetUserProductDetailApiResponse = /** status 200 undefined */ {
  play: {
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
  };
  user: {
    userCode: string;
    username: string;
    /** 1 VIP */
    vip: number;
  };
  drama: {
    code: string;
    name: string;
    episodeCount: number;
  };
  /** each episode the user played, in order */
  episodes: {
    episodeNo: number;
    plays: number;
    /** all plays of the episode together */
    playTimeSeconds: number;
    /** the episode's length */
    totalTimeSeconds: number;
    /** the best play of the episode: play time / total time in per mille, rounded half up (750 is 75.0 %) */
    completionPermille: number;
    lastPlayTime: string;
  }[];
  /** the like, follow and watch of the drama */
  follows: {
    /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
    type: 1 | 2 | 3 | 10 | 11;
    createTime: string;
  }[];
  /** the episodes unlocked, in order */
  unlocks: {
    id: number;
    /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
    type: 1 | 2 | 3 | 10 | 11;
    episodeNo: number;
    coins: number;
    createTime: string;
  }[];
  /** coins spent on this drama */
  unlockCoins: number;
  /** the user's comments on the drama, newest first */
  comments: {
    id: number;
    /** null: on the drama as a whole */
    episodeNo: number | null;
    content: string;
    /** visible: shown to app users; hidden: hidden by staff; deleted */
    state: "visible" | "hidden" | "deleted";
    createTime: string;
  }[];
};
export type GetUserProductDetailApiArg = {
  id: number;
};
export const { useGetUserProductDetailQuery } = injectedRtkApi;
