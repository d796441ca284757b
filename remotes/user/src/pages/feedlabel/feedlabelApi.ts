import { type ListUserFeedlabelApiResponse, userFeedlabelApi } from './feedlabelApi.generated';

/** A feedback label: a row of this screen, with how many feedback items carry it. */
export type FeedbackLabel = ListUserFeedlabelApiResponse['list'][number];

const { listUserFeedlabel, createUserFeedlabel, editUserFeedlabel, deleteUserFeedlabel } = userFeedlabelApi.endpoints;
/** What the feedback labels screen lists, adds, edits and deletes with. */
export const FEEDBACK_LABEL_ENDPOINTS = {
  list: listUserFeedlabel,
  create: createUserFeedlabel,
  edit: editUserFeedlabel,
  remove: deleteUserFeedlabel,
};
