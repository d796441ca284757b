import { useState } from 'react';
import { Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { ORDER_PAYMENT_STATUS } from '../../enums';
import { OrderDrawer } from './OrderDrawer';
import { RefundDialog } from './RefundDialog';
import { CoinLiability, TopupTotals } from './TopupSummary';
import {
  type ExportDealTopupRecordApiArg,
  type ListDealTopupRecordApiArg,
  type TopupOrder,
  useListDealTopupRecordQuery,
} from './topupRecordApi';

const SUCCESSFUL = 1;

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
 * above them, the coin liability, each order's history in a drawer, and the refund of a
 * successful order (asking first).
 */
export default function TopupRecordPage() {
  const t = useT();
  const list = useListParams<ListDealTopupRecordApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListDealTopupRecordQuery(list.request);
  const columns = useFieldColumns<TopupOrder, typeof FIELDS>(FIELDS);
  const [detailOf, setDetailOf] = useState<TopupOrder | null>(null);
  const [refunding, setRefunding] = useState<TopupOrder | null>(null);
  return (
    <>
      <CoinLiability />
      <TopupTotals filters={list.filters} />
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
