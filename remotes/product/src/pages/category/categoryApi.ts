import { type PosterUpload, posterUpload } from '../../poster/posterUpload';
import type { TextsCalls } from '../../texts/TextsDrawer';
import {
  editProductCategoryTextsBody,
  type GetProductCategoryApiResponse,
  type GetProductCategoryDramaOptionsApiResponse,
  type ListProductCategoryApiResponse,
  type PosterProductCategoryApiResponse,
  productCategoryApi,
} from './categoryApi.generated';

/** A category: a row of this screen, with how many live dramas it holds. */
export type Category = ListProductCategoryApiResponse['list'][number];
/** A drama of a category, in the category's order. */
export type CategoryDrama = GetProductCategoryApiResponse['dramas'][number];
/** A drama the picker offers for a category. */
export type DramaOption = GetProductCategoryDramaOptionsApiResponse[number];

// The dramas list filters by category and shows a drama's categories ('ProductList'):
// changing which dramas a category holds, or deleting it, changes those too.
const SEEN_ON_DRAMAS = { invalidatesTags: ['ProductCategory', 'ProductList'] } as const;

export const categoryApi = productCategoryApi.enhanceEndpoints({
  addTagTypes: ['ProductList'],
  endpoints: { editProductCategoryDramas: SEEN_ON_DRAMAS, deleteProductCategory: SEEN_ON_DRAMAS },
});

// An upload changes no row (the form saves the address it answers): no tag to refresh.
const categoryPosterApi = categoryApi.injectEndpoints({
  endpoints: (build) => ({
    uploadProductCategoryPoster: build.mutation<PosterProductCategoryApiResponse, PosterUpload>({
      query: posterUpload('/product/category/poster'),
    }),
  }),
});
export const { useUploadProductCategoryPosterMutation } = categoryPosterApi;

export type { CreateProductCategoryApiArg, ListProductCategoryApiArg } from './categoryApi.generated';
export {
  createProductCategoryBody,
  editProductCategoryBody,
  editProductCategoryDramasBody,
} from './categoryApi.generated';
export const {
  useListProductCategoryQuery,
  useGetProductCategoryQuery,
  useGetProductCategoryDramaOptionsQuery,
  useCreateProductCategoryMutation,
  useEditProductCategoryMutation,
  useDeleteProductCategoryMutation,
  useEditProductCategoryDramasMutation,
} = categoryApi;

/** A category's title per content locale (the translations drawer). */
export const categoryTexts: TextsCalls = {
  useTexts: categoryApi.endpoints.getProductCategoryTexts.useQuery,
  useSave: categoryApi.endpoints.editProductCategoryTexts.useMutation,
  body: editProductCategoryTextsBody,
  permission: 'product:category:edit',
};
