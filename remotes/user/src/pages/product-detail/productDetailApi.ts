import type { GetUserProductDetailApiResponse } from './productDetailApi.generated';

/** One play and its drama as its user saw it: the detail page's data. */
export type ProductDetail = GetUserProductDetailApiResponse;
export type EpisodeWatched = ProductDetail['episodes'][number];
export type Unlock = ProductDetail['unlocks'][number];
export type UserComment = ProductDetail['comments'][number];

export { useGetUserProductDetailQuery } from './productDetailApi.generated';
