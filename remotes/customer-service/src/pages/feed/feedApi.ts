import {
  customerServiceFeedApi,
  type ExportCustomerServiceFeedApiArg,
  type GetCustomerServiceFeedLabelsApiResponse,
  type ListCustomerServiceFeedApiArg,
  type ListCustomerServiceFeedApiResponse,
} from './feedApi.generated';

/** An app user's feedback: a row of this screen, with its label and handling. */
export type Feedback = ListCustomerServiceFeedApiResponse['list'][number];
/** A live label feedback can carry (managed on the feedback labels screen). */
export type LabelOption = GetCustomerServiceFeedLabelsApiResponse[number];
export type { ExportCustomerServiceFeedApiArg, ListCustomerServiceFeedApiArg };

// Labelling changes how many feedback items each label carries: the labels screen ('UserFeedlabel') counts them.
export const feedApi = customerServiceFeedApi.enhanceEndpoints({
  addTagTypes: ['UserFeedlabel'],
  endpoints: { labelCustomerServiceFeed: { invalidatesTags: ['CustomerServiceFeed', 'UserFeedlabel'] } },
});

export const {
  useListCustomerServiceFeedQuery,
  useGetCustomerServiceFeedLabelsQuery,
  useLabelCustomerServiceFeedMutation,
  useReplyCustomerServiceFeedMutation,
  useHandleCustomerServiceFeedMutation,
  useReopenCustomerServiceFeedMutation,
} = feedApi;
