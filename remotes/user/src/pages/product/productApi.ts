import {
  type GetUserProductApiResponse,
  type ListUserProductApiResponse,
  type ListUserProductCommentsApiResponse,
  type ListUserProductFollowsApiResponse,
  userProductApi,
} from './productApi.generated';

/** One play of an episode by the user: a row of the plays tab. */
export type Play = ListUserProductApiResponse['list'][number];
/** A like, follow, watch or unlock by the user: a row of the follows tab. */
export type Follow = ListUserProductFollowsApiResponse['list'][number];
/** A comment by the user on a drama or one of its episodes: a row of the comments tab. */
export type Comment = ListUserProductCommentsApiResponse['list'][number];
/** Who the user is and what they watched, in figures: the page's header. */
export type ProductSummary = GetUserProductApiResponse;

// A play's detail (product-detail, cached under 'UserProductDetail') lists the user's
// comments on its drama with their state: hiding or restoring one here changes it too.
const COMMENT_MOVES = { invalidatesTags: ['UserProduct', 'UserProductDetail'] } as const;

export const productApi = userProductApi.enhanceEndpoints({
  addTagTypes: ['UserProductDetail'],
  endpoints: { hideUserProductComment: COMMENT_MOVES, restoreUserProductComment: COMMENT_MOVES },
});

export type {
  ListUserProductApiArg,
  ListUserProductCommentsApiArg,
  ListUserProductFollowsApiArg,
} from './productApi.generated';
export const {
  useGetUserProductQuery,
  useHideUserProductCommentMutation,
  useListUserProductCommentsQuery,
  useListUserProductFollowsQuery,
  useListUserProductQuery,
  useRestoreUserProductCommentMutation,
} = productApi;
