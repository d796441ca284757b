import {
  customerServiceReplyMangeApi,
  editCustomerServiceReplyMangeTextsBody,
  type ListCustomerServiceReplyMangeApiResponse,
} from './replyMangeApi.generated';

/** A frequent reply: a row of this screen, its content in the project's default content locale. */
export type FrequentReply = ListCustomerServiceReplyMangeApiResponse['list'][number];

export type {
  CreateCustomerServiceReplyMangeApiArg,
  GetCustomerServiceReplyMangeTextsApiResponse as ReplyTexts,
  ListCustomerServiceReplyMangeApiArg,
} from './replyMangeApi.generated';
export { createCustomerServiceReplyMangeBody, editCustomerServiceReplyMangeBody } from './replyMangeApi.generated';

const {
  listCustomerServiceReplyMange,
  createCustomerServiceReplyMange,
  editCustomerServiceReplyMange,
  deleteCustomerServiceReplyMange,
} = customerServiceReplyMangeApi.endpoints;
/** What the frequent replies screen lists, adds, edits and deletes with. */
export const REPLY_ENDPOINTS = {
  list: listCustomerServiceReplyMange,
  create: createCustomerServiceReplyMange,
  edit: editCustomerServiceReplyMange,
  remove: deleteCustomerServiceReplyMange,
};

/** The groups of the project's replies: the filter's and the form's choices. */
export const useReplyGroupsQuery = customerServiceReplyMangeApi.endpoints.getCustomerServiceReplyMangeGroups.useQuery;

/** A reply's text per content locale (the translations drawer). */
export const useReplyTextsQuery = customerServiceReplyMangeApi.endpoints.getCustomerServiceReplyMangeTexts.useQuery;
export const useSaveReplyTextMutation =
  customerServiceReplyMangeApi.endpoints.editCustomerServiceReplyMangeTexts.useMutation;
export const replyTextBody = editCustomerServiceReplyMangeTextsBody;
