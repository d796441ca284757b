import type { ListUserFeedlabelApiResponse } from './feedlabelApi.generated';

/** A feedback label: a row of this screen, with how many feedback items carry it. */
export type FeedbackLabel = ListUserFeedlabelApiResponse['list'][number];
