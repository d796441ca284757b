import type { ListUserFeedlabelApiResponse } from './feedlabelApi.generated';

/** A feedback label: a row of this screen, with how many feedback items carry it. */
export type FeedbackLabel = ListUserFeedlabelApiResponse['list'][number];

// Every change refreshes the list through the screen's tag ('UserFeedlabel').
export {
  type CreateUserFeedlabelApiArg,
  createUserFeedlabelBody,
  editUserFeedlabelBody,
  type ListUserFeedlabelApiArg,
  useCreateUserFeedlabelMutation,
  useDeleteUserFeedlabelMutation,
  useEditUserFeedlabelMutation,
  useListUserFeedlabelQuery,
} from './feedlabelApi.generated';
