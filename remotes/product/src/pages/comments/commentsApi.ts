import {
  type HideProductCommentsApiResponse,
  type ListProductCommentsApiResponse,
  productCommentsApi,
} from './commentsApi.generated';

/** A comment in the moderation queue, with its drama and its writer. */
export type QueuedComment = ListProductCommentsApiResponse['list'][number];
/** What hiding, restoring or deleting answers: each id moved or refused, with its state now. */
export type CommentMoves = HideProductCommentsApiResponse;

// The dramas list shows each drama's comment count (its visible comments): hiding, restoring
// or deleting one changes it there too ('ProductList').
const COUNTED_ON_DRAMAS = { invalidatesTags: ['ProductComments', 'ProductList'] } as const;

export const commentsApi = productCommentsApi.enhanceEndpoints({
  addTagTypes: ['ProductList'],
  endpoints: {
    hideProductComments: COUNTED_ON_DRAMAS,
    restoreProductComments: COUNTED_ON_DRAMAS,
    deleteProductComments: COUNTED_ON_DRAMAS,
  },
});

export type { ListProductCommentsApiArg } from './commentsApi.generated';
export const {
  useListProductCommentsQuery,
  useHideProductCommentsMutation,
  useRestoreProductCommentsMutation,
  useDeleteProductCommentsMutation,
} = commentsApi;
