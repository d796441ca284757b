import { liveUpdates } from '@backoffice/shared';
import {
  dealTopupRecordApi,
  type GetDealTopupRecordApiArg,
  type ExportDealTopupRecordApiArg,
  type GetDealTopupRecordApiResponse,
  type GetDealTopupRecordLiabilityApiResponse,
  type GetDealTopupRecordTotalsApiArg,
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

/** What the live channel says of an order that moved (topic `topup-records`): made, paid, failed, closed, refunded. */
interface OrderMoved {
  id: number;
  orderNo: string;
  status: TopupOrder['status'];
}

// While a sale or the simulator runs, orders move by the second: an answer is read again at
// once, then at most once a second (the moves heard meanwhile in one more reading).
const REREAD_MS = 1000;
const rereading = new WeakMap<() => void, { again: boolean }>();
function reread(refetch: () => void) {
  const underway = rereading.get(refetch);
  if (underway) {
    underway.again = true;
    return;
  }
  const state = { again: false };
  rereading.set(refetch, state);
  refetch();
  setTimeout(() => {
    rereading.delete(refetch);
    if (state.again) reread(refetch);
  }, REREAD_MS);
}

/** The list: a row on the page takes its new status at once; the page is read again (new orders, paid times, the filters). */
const listLive = liveUpdates<ListDealTopupRecordApiResponse, ListDealTopupRecordApiArg>(
  'topup-records',
  (event, { updateCachedData, refetch }) => {
    const moved = event.payload as OrderMoved;
    updateCachedData((page) => {
      const row = page.list.find((order) => order.id === moved.id);
      if (row) row.status = moved.status;
    });
    reread(refetch);
  },
);
/** The totals and the coin liability move with every order. */
const totalsLive = liveUpdates<GetDealTopupRecordTotalsApiResponse, GetDealTopupRecordTotalsApiArg>(
  'topup-records',
  (_event, { refetch }) => reread(refetch),
);
const liabilityLive = liveUpdates<GetDealTopupRecordLiabilityApiResponse, void>(
  'topup-records',
  (_event, { refetch }) => reread(refetch),
);
/** The open drawer's order and its history. */
const orderLive = liveUpdates<GetDealTopupRecordApiResponse, GetDealTopupRecordApiArg>(
  'topup-records',
  (event, { arg, refetch }) => {
    if ((event.payload as OrderMoved).id === arg.id) reread(refetch);
  },
);

// A refund deducts a wallet and a re-query may credit one: the users list's coins and wallets
// ('UserList') show it too.
export const topupRecordApi = dealTopupRecordApi.enhanceEndpoints({
  addTagTypes: ['UserList'],
  endpoints: {
    listDealTopupRecord: { onCacheEntryAdded: listLive },
    getDealTopupRecordTotals: { onCacheEntryAdded: totalsLive },
    getDealTopupRecordLiability: { onCacheEntryAdded: liabilityLive },
    getDealTopupRecord: { onCacheEntryAdded: orderLive },
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
