import {
  customerServiceApplyListApi,
  type ListCustomerServiceApplyApiArg,
  type ListCustomerServiceApplyApiResponse,
} from './applyListApi.generated';

/** A large-bonus application: a row of this screen. */
export type Application = ListCustomerServiceApplyApiResponse['list'][number];
export type ApplicationStatus = Application['status'];
export type { ListCustomerServiceApplyApiArg };

// An approval credits a wallet: the users list's coins and wallets ('UserList') show it too.
const CREDITS_A_WALLET = { invalidatesTags: ['CustomerServiceApplyList', 'UserList'] } as const;

export const applyListApi = customerServiceApplyListApi.enhanceEndpoints({
  addTagTypes: ['UserList'],
  endpoints: { approveCustomerServiceApply: CREDITS_A_WALLET, rejectCustomerServiceApply: CREDITS_A_WALLET },
});

export const {
  useListCustomerServiceApplyQuery,
  useApproveCustomerServiceApplyMutation,
  useRejectCustomerServiceApplyMutation,
} = applyListApi;
