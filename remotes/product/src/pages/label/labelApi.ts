import type { TextsCalls } from '../../texts/TextsDrawer';
import { editProductLabelTextsBody, type ListProductLabelApiResponse, productLabelApi } from './labelApi.generated';

/** A label: a row of this screen, with how many live dramas carry it. */
export type DramaLabel = ListProductLabelApiResponse['list'][number];

// The dramas list shows each drama's labels by title: renaming or deleting a label changes
// its rows too ('ProductList'), and the label choices of the dramas screen; so does its
// title in the default locale.
const SEEN_ON_DRAMAS = { invalidatesTags: ['ProductLabel', 'ProductList'] } as const;

export const labelApi = productLabelApi.enhanceEndpoints({
  addTagTypes: ['ProductList'],
  endpoints: {
    editProductLabel: SEEN_ON_DRAMAS,
    deleteProductLabel: SEEN_ON_DRAMAS,
    editProductLabelTexts: SEEN_ON_DRAMAS,
  },
});

export type { CreateProductLabelApiArg, ListProductLabelApiArg } from './labelApi.generated';
export { createProductLabelBody, editProductLabelBody } from './labelApi.generated';
export const { useGetProductLabelOptionsQuery } = labelApi;

/** A label's title per content locale (the translations drawer). */
export const labelTexts: TextsCalls = {
  useTexts: labelApi.endpoints.getProductLabelTexts.useQuery,
  useSave: labelApi.endpoints.editProductLabelTexts.useMutation,
  body: editProductLabelTextsBody,
  permission: 'product:label:edit',
};
