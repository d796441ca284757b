import { type ListProductLabelApiResponse, productLabelApi } from './labelApi.generated';

/** A label: a row of this screen, with how many live dramas carry it. */
export type DramaLabel = ListProductLabelApiResponse['list'][number];

// The dramas list shows each drama's labels by title: renaming or deleting a label changes
// its rows too ('ProductList'), and the label choices of the dramas screen.
const SEEN_ON_DRAMAS = { invalidatesTags: ['ProductLabel', 'ProductList'] } as const;

export const labelApi = productLabelApi.enhanceEndpoints({
  addTagTypes: ['ProductList'],
  endpoints: { editProductLabel: SEEN_ON_DRAMAS, deleteProductLabel: SEEN_ON_DRAMAS },
});

export type { CreateProductLabelApiArg, ListProductLabelApiArg } from './labelApi.generated';
export { createProductLabelBody, editProductLabelBody } from './labelApi.generated';
export const { useListProductLabelQuery, useGetProductLabelOptionsQuery, useCreateProductLabelMutation, useEditProductLabelMutation, useDeleteProductLabelMutation } = labelApi;
