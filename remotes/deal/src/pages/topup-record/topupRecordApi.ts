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

// While a sale or the simulator runs, orders move by the second: the page and the open order
// are read again at most every second; the totals, and the liability (an aggregate of every
// unspent purchase), less often.
const LIST_MS = 1000;
const TOTALS_MS = 5000;
const LIABILITY_MS = 30_000;

/**
 * An answer that follows the orders' moves: `moved` changes it in place where it can and says
 * whether it is read again: at once, then at most once in `everyMs` (the moves heard meanwhile
 * in one more reading), and not once the answer is no longer used.
 */
function followOrders<Result, Arg>(
  everyMs: number,
  moved: (order: OrderMoved, arg: Arg, update: (change: (draft: Result) => void) => void) => boolean,
) {
  return (arg: Arg, lifecycle: Parameters<ReturnType<typeof liveUpdates<Result, Arg>>>[1]) => {
    let used = true;
    let again = false;
    let resting: ReturnType<typeof setTimeout> | undefined;
    void lifecycle.cacheEntryRemoved.then(() => {
      used = false;
      clearTimeout(resting);
    });
    const reread = (refetch: () => void) => {
      if (resting) {
        again = true;
        return;
      }
      refetch();
      resting = setTimeout(() => {
        resting = undefined;
        if (again && used) reread(refetch);
        again = false;
      }, everyMs);
    };
    return liveUpdates<Result, Arg>('topup-records', (event, { updateCachedData, refetch }) => {
      if (moved(event.payload as OrderMoved, arg, updateCachedData)) reread(refetch);
    })(arg, lifecycle);
  };
}

/** The list: a row on the page takes its new status at once; the page is read again (new orders, paid times, the filters). */
const listLive = followOrders<ListDealTopupRecordApiResponse, ListDealTopupRecordApiArg>(
  LIST_MS,
  (moved, _arg, update) => {
    update((page) => {
      const row = page.list.find((order) => order.id === moved.id);
      if (row) row.status = moved.status;
    });
    return true;
  },
);
/** The totals and the coin liability move with every order. */
const totalsLive = followOrders<GetDealTopupRecordTotalsApiResponse, GetDealTopupRecordTotalsApiArg>(
  TOTALS_MS,
  () => true,
);
const liabilityLive = followOrders<GetDealTopupRecordLiabilityApiResponse, void>(LIABILITY_MS, () => true);
/** The open drawer's order and its history. */
const orderLive = followOrders<GetDealTopupRecordApiResponse, GetDealTopupRecordApiArg>(
  LIST_MS,
  (moved, arg) => moved.id === arg.id,
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
