import type { GetUserProductApiResponse, ListUserProductApiResponse, ListUserProductCommentsApiResponse, ListUserProductFollowsApiResponse } from './productApi.generated';

/** One play of an episode by the user: a row of the plays tab. */
export type Play = ListUserProductApiResponse['list'][number];
/** A like, follow, watch or unlock by the user: a row of the follows tab. */
export type Follow = ListUserProductFollowsApiResponse['list'][number];
/** A comment by the user on a drama or one of its episodes: a row of the comments tab. */
export type Comment = ListUserProductCommentsApiResponse['list'][number];
/** Who the user is and what they watched, in figures: the page's header. */
export type ProductSummary = GetUserProductApiResponse;

export {
  type ListUserProductApiArg,
  type ListUserProductFollowsApiArg,
  useGetUserProductQuery,
  useHideUserProductCommentMutation,
  useListUserProductCommentsQuery,
  useListUserProductFollowsQuery,
  useListUserProductQuery,
  useRestoreUserProductCommentMutation,
} from './productApi.generated';
