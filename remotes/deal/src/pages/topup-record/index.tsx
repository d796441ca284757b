import { useState } from 'react';
import { Message, Tag } from '@arco-design/web-react';
import { lazyOverlay, useLiveStatus, useT } from '@backoffice/shared';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { ORDER_PAYMENT_STATUS } from '../../enums';
import { CoinLiability, TopupTotals } from './TopupSummary';
import {
  type ExportDealTopupRecordApiArg,
  type ListDealTopupRecordApiArg,
  type TopupOrder,
  useListDealTopupRecordQuery,
  useRequeryDealTopupRecordMutation,
} from './topupRecordApi';

const SUCCESSFUL = 1;
/** Without the live channel (connecting, or closed), the list is read again this often. */
const POLL_MS = 30_000;
/** unpaid, failed, closed on timeout: the provider may have taken a payment whose callback never came */
const MAY_BE_PAID_UNHEARD = new Set([0, 2, 3]);

const OrderDrawer = lazyOverlay(
  () => import(/* webpackChunkName: "topup-order" */ './OrderDrawer').then((module) => module.OrderDrawer),
  ({ order }) => order !== null,
);
const RefundDialog = lazyOverlay(() =>
  import(/* webpackChunkName: "topup-refund" */ './RefundDialog').then((module) => module.RefundDialog),
);

const FIELDS = defineFields<TopupOrder, never, ListDealTopupRecordApiArg, ExportDealTopupRecordApiArg>()({
  orderNo: {
    label: 'topupRecord.orderNo',
    valueType: 'code',
    column: true,
    search: { placeholder: 'topupRecord.orderNo.placeholder' },
  },
  userCode: {
    label: 'topupRecord.userCode',
    valueType: 'code',
    column: true,
    search: { placeholder: 'topupRecord.userCode.placeholder' },
  },
  packageName: { label: 'topupRecord.packageName', column: { ellipsis: true, render: (name) => name || '—' } },
  amountMinor: { label: 'topupRecord.amount', valueType: 'money', column: true },
  status: { label: 'topupRecord.status', valueType: 'enum', enum: ORDER_PAYMENT_STATUS, column: true, search: true },
  payChannel: { label: 'topupRecord.channel', column: true },
  channel: { label: 'topupRecord.channel', search: { placeholder: 'topupRecord.channel.placeholder' } },
  country: { label: 'topupRecord.country', column: true, search: { placeholder: 'topupRecord.country.placeholder' } },
  platform: { label: 'topupRecord.platform', column: { defaultHidden: true } },
  sandbox: {
    label: 'topupRecord.sandbox',
    column: { render: (sandbox) => (sandbox ? <Tag color="orange">{'✓'}</Tag> : '—') },
  },
  createTime: { label: 'topupRecord.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
  payTime: {
    label: 'topupRecord.paid',
    valueType: 'dateTime',
    column: { sortBy: 'payTime' },
    search: { range: { from: 'paidFrom', to: 'paidTo' } },
  },
  remark: { label: 'topupRecord.remark', column: { ellipsis: true, defaultHidden: true } },
});

/**
 * App users' top-up orders: filtered on the server, the filtered rows' totals by currency
 * above them, the coin liability, each order's history in a drawer, the refund of a
 * successful order (asking first), and the re-query of one whose callback may never have come;
 * all of it following the orders as they move (the live channel).
 */
export default function TopupRecordPage() {
  const t = useT();
  const list = useListParams<ListDealTopupRecordApiArg>({ filters: searchKinds(FIELDS) });
  // the live channel moves the orders, the totals and the liability as the payments come;
  // without it the list polls
  const live = useLiveStatus() === 'open';
  const fetched = useListDealTopupRecordQuery(list.request, { pollingInterval: live ? 0 : POLL_MS });
  // loading shown for other filters or another page, not while the same page is read again
  const result = { ...fetched, isFetching: fetched.isFetching && fetched.currentData === undefined };
  const columns = useFieldColumns<TopupOrder, typeof FIELDS>(FIELDS);
  const [detailOf, setDetailOf] = useState<TopupOrder | null>(null);
  const [refunding, setRefunding] = useState<TopupOrder | null>(null);
  const [requery] = useRequeryDealTopupRecordMutation();
  // the list and the drawer refetch (tags); a refusal (a provider not connected: 409) is the api's toast
  const requeryOrder = async (order: TopupOrder) => {
    const answer = await requery({ id: order.id }).unwrap();
    const orderNo = order.orderNo;
    if (answer.credited) Message.success(t('topupRecord.requery.delivered', { orderNo }));
    else if (answer.found) Message.info(t('topupRecord.requery.already', { orderNo }));
    else Message.info(t('topupRecord.requery.none', { orderNo }));
  };
  return (
    <>
      <CoinLiability />
      <TopupTotals filters={list.filters} pollingInterval={live ? 0 : POLL_MS} />
      <ListPage<TopupOrder, typeof list.filters>
        title={t('menu.deal.topup-record')}
        list={list}
        result={result}
        columns={columns}
        rowActions={(order) => [
          { key: 'detail', label: t('topupRecord.detail'), run: () => setDetailOf(order) },
          {
            key: 'refund',
            label: t('topupRecord.refund'),
            permission: 'deal:topup-record:refund',
            hidden: order.status !== SUCCESSFUL,
            danger: true,
            run: () => setRefunding(order),
          },
          {
            key: 'requery',
            label: t('topupRecord.requery'),
            permission: 'deal:topup-record:requery',
            hidden: !MAY_BE_PAID_UNHEARD.has(order.status),
            run: () => requeryOrder(order),
          },
        ]}
        rowKey="id"
        listKey="deal.topup-record"
        emptyText={t('topupRecord.empty')}
        exporting={{
          path: '/deal/topup-record/export',
          listKey: 'deal.topup-record',
          permission: 'deal:topup-record:export',
        }}
      />
      <OrderDrawer order={detailOf} onClose={() => setDetailOf(null)} />
      {refunding && <RefundDialog key={refunding.id} order={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
