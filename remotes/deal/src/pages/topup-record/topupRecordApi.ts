import {
  dealTopupRecordApi,
  type ExportDealTopupRecordApiArg,
  type GetDealTopupRecordApiResponse,
  type GetDealTopupRecordLiabilityApiResponse,
  type GetDealTopupRecordTotalsApiResponse,
  type ListDealTopupRecordApiArg,
  type ListDealTopupRecordApiResponse,
} from './topupRecordApi.generated';

/** A top-up order: a row of this screen. */
export type TopupOrder = ListDealTopupRecordApiResponse['list'][number];
/** An order with its history, as the drawer shows it. */
export type TopupOrderDetail = GetDealTopupRecordApiResponse;
export type CurrencyTotals = GetDealTopupRecordTotalsApiResponse;
export type CoinLiability = GetDealTopupRecordLiabilityApiResponse;
export type { ExportDealTopupRecordApiArg, ListDealTopupRecordApiArg };

// A refund deducts a wallet and a re-query may credit one: the users list's coins and wallets
// ('UserList') show it too.
export const topupRecordApi = dealTopupRecordApi.enhanceEndpoints({
  addTagTypes: ['UserList'],
  endpoints: {
    refundDealTopupRecord: { invalidatesTags: ['DealTopupRecord', 'UserList'] },
    requeryDealTopupRecord: { invalidatesTags: ['DealTopupRecord', 'UserList'] },
  },
});

export const {
  useListDealTopupRecordQuery,
  useGetDealTopupRecordTotalsQuery,
  useGetDealTopupRecordLiabilityQuery,
  useGetDealTopupRecordQuery,
  useRefundDealTopupRecordMutation,
  useRequeryDealTopupRecordMutation,
} = topupRecordApi;
