import { type ListProductCommentsFollowApiResponse, productCommentsFollowApi } from './commentsFollowApi.generated';

/** A follow record: what an app user did with a drama (liked, followed, watched, unlocked an episode). */
export type FollowRecord = ListProductCommentsFollowApiResponse['list'][number];

// Read only: a follow record is what an app user did (an unlock was paid for), not staff's to
// change, so nothing here changes another screen's rows.
export type { ListProductCommentsFollowApiArg } from './commentsFollowApi.generated';
export const { useListProductCommentsFollowQuery } = productCommentsFollowApi;
