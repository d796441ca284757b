import { type PosterUpload, posterUpload } from '../../poster/posterUpload';
import type { TextsCalls } from '../../texts/TextsDrawer';
import {
  editProductListTextsBody,
  type GetProductListApiResponse,
  type ListProductListApiResponse,
  type OnlineProductListBulkApiResponse,
  type PosterProductListApiResponse,
  productListApi,
} from './listApi.generated';

/** A drama: a row of this screen, with its labels and its counts. */
export type Drama = ListProductListApiResponse['list'][number];
/** One drama with its categories too: what the edit drawer starts from. */
export type DramaDetail = GetProductListApiResponse;
/** What a bulk online/offline answers: each id moved or refused, with the reason. */
export type DramaBulkAnswer = OnlineProductListBulkApiResponse;

// A drama shows elsewhere: the labels' and categories' counts, a category's dramas, and
// what is online ('ProductOnline'). Adding, editing or deleting one, moving it online or
// offline, or its texts in the default locale (its own name), refreshes them.
const SEEN_ELSEWHERE = {
  invalidatesTags: ['ProductList', 'ProductLabel', 'ProductCategory', 'ProductOnline'],
} as const;

export const dramaApi = productListApi.enhanceEndpoints({
  addTagTypes: ['ProductLabel', 'ProductCategory', 'ProductOnline'],
  endpoints: {
    createProductList: SEEN_ELSEWHERE,
    editProductList: SEEN_ELSEWHERE,
    deleteProductList: SEEN_ELSEWHERE,
    onlineProductList: SEEN_ELSEWHERE,
    offlineProductList: SEEN_ELSEWHERE,
    onlineProductListBulk: SEEN_ELSEWHERE,
    offlineProductListBulk: SEEN_ELSEWHERE,
    editProductListTexts: SEEN_ELSEWHERE,
  },
});

// An upload changes no row (the form saves the address it answers): no tag to refresh.
const dramaPosterApi = dramaApi.injectEndpoints({
  endpoints: (build) => ({
    uploadProductListPoster: build.mutation<PosterProductListApiResponse, PosterUpload>({
      query: posterUpload('/product/list/poster'),
    }),
  }),
});
export const { useUploadProductListPosterMutation } = dramaPosterApi;

export type { CreateProductListApiArg, ExportProductListApiArg, ListProductListApiArg } from './listApi.generated';
export { createProductListBody, editProductListBody } from './listApi.generated';
export const {
  useListProductListQuery,
  useGetProductListQuery,
  useCreateProductListMutation,
  useEditProductListMutation,
  useDeleteProductListMutation,
  useOnlineProductListMutation,
  useOfflineProductListMutation,
  useOnlineProductListBulkMutation,
  useOfflineProductListBulkMutation,
  useGetProductListContentLocalesQuery,
} = dramaApi;

/** A drama's name, summary and description per content locale (the translations drawer). */
export const dramaTexts: TextsCalls = {
  useTexts: dramaApi.endpoints.getProductListTexts.useQuery,
  useSave: dramaApi.endpoints.editProductListTexts.useMutation,
  body: editProductListTextsBody,
  permission: 'product:list:edit',
};
