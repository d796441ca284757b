// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.
import { api } from "@backoffice/shared";
export const addTagTypes = ["ProductCommentsFollow"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProductCommentsFollow: build.query<
        ListProductCommentsFollowApiResponse,
        ListProductCommentsFollowApiArg
      >({
        query: (queryArg) => ({
          url: `/product/comments-follow/list`,
          params: {
            pageNum: queryArg.pageNum,
            pageSize: queryArg.pageSize,
            sortBy: queryArg.sortBy,
            sortType: queryArg.sortType,
            after: queryArg.after,
            before: queryArg.before,
            dramaId: queryArg.dramaId,
            userCode: queryArg.userCode,
            type: queryArg["type"],
            unlocks: queryArg.unlocks,
            createdFrom: queryArg.createdFrom,
            createdTo: queryArg.createdTo,
          },
        }),
        providesTags: ["ProductCommentsFollow"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as productCommentsFollowApi };
export type ListProductCommentsFollowApiResponse = /** status 200 undefined */ {
  list: {
    id: number;
    projectCode: string;
    /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
    type: 1 | 2 | 3 | 10 | 11;
    userId: number;
    userCode: string;
    username: string;
    dramaId: number;
    dramaCode: string;
    dramaName: string;
    /** the unlocked episode; null for a like, follow or watch of the whole drama */
    episodeNo: number | null;
    /** what a coin unlock (10) cost; 0 for the others */
    coins: number;
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
export type ListProductCommentsFollowApiArg = {
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
  /** a drama's records (this or userCode is required; both: that user's of that drama) */
  dramaId?: number;
  /** an app user's records, by their user code (this or dramaId is required) */
  userCode?: string;
  /** 1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock */
  type?: 1 | 2 | 3 | 10 | 11;
  /** 1: the unlocks only, with coins or VIP (10 and 11), what a drama's unlockCount counts */
  unlocks?: 1;
  /** at or after */
  createdFrom?: string;
  /** before */
  createdTo?: string;
};
export const { useListProductCommentsFollowQuery } = injectedRtkApi;
