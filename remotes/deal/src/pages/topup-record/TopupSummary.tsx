import { Collapse, Spin, Table } from '@arco-design/web-react';
import { formatMoney, useLocale, useT } from '@backoffice/shared';
import './topupRecord.css';
import {
  type ListDealTopupRecordApiArg,
  useGetDealTopupRecordLiabilityQuery,
  useGetDealTopupRecordTotalsQuery,
} from './topupRecordApi';

type Filters = Omit<ListDealTopupRecordApiArg, 'pageNum' | 'pageSize' | 'sortBy' | 'sortType'>;

/** The totals of the filtered orders by currency, over the list: sandbox purchases never in them, and said so. */
export function TopupTotals({ filters, pollingInterval }: { filters: Filters; pollingInterval: number }) {
  const t = useT();
  const [locale] = useLocale();
  const { data, currentData, isFetching } = useGetDealTopupRecordTotalsQuery(filters, { pollingInterval });
  return (
    <section aria-label={t('topupRecord.totals')} className="topup-record-totals">
      {/* spinning for other filters, not while the same ones are read again as orders move */}
      <Spin loading={isFetching && !currentData}>
        <strong>{t('topupRecord.totals')}: </strong>
        {data && !data.totals.length && <span>{t('topupRecord.totals.none')}</span>}
        {data?.totals.map((total) => (
          <span key={total.currency} data-currency={total.currency} style={{ marginRight: 24 }}>
            {t('topupRecord.totals.value', {
              amount: formatMoney(total.amountMinor, total.currency, locale),
              orders: total.orders.toLocaleString(locale),
              paid: formatMoney(total.paidMinor, total.currency, locale),
            })}
          </span>
        ))}
        {data && (
          <span className="topup-record-secondary">
            {data.sandboxOrders
              ? t('topupRecord.totals.sandbox', { count: data.sandboxOrders })
              : t('topupRecord.totals.noSandbox')}
          </span>
        )}
      </Spin>
    </section>
  );
}

/** Coin liability: the unspent paid coins' worth by currency, its days in a small table on opening. */
export function CoinLiability() {
  const t = useT();
  const [locale] = useLocale();
  const { data, isLoading } = useGetDealTopupRecordLiabilityQuery();
  const totals = data?.totals ?? [];
  const header = (
    <span>
      {t('topupRecord.liability')}:{' '}
      {totals.length
        ? totals
            .map((total) =>
              t('topupRecord.liability.total', {
                coins: total.coins.toLocaleString(locale),
                value: formatMoney(total.valueMinor, total.currency, locale),
              }),
            )
            .join(' · ')
        : isLoading
          ? '…'
          : t('topupRecord.liability.none')}
    </span>
  );
  return (
    <Collapse bordered={false} style={{ marginBottom: 12 }}>
      <Collapse.Item name="liability" header={header}>
        <p className="topup-record-secondary">{t('topupRecord.liability.note')}</p>
        <Table
          size="mini"
          rowKey={(row) => `${row.day}-${row.currency}`}
          data={data?.days ?? []}
          loading={isLoading}
          pagination={{ pageSize: 10, size: 'mini' }}
          columns={[
            { title: t('topupRecord.liability.day'), dataIndex: 'day' },
            { title: t('topupRecord.liability.currency'), dataIndex: 'currency' },
            {
              title: t('topupRecord.liability.coins'),
              dataIndex: 'coins',
              align: 'right',
              render: (coins: number) => coins.toLocaleString(locale),
            },
            {
              title: t('topupRecord.liability.value'),
              dataIndex: 'valueMinor',
              align: 'right',
              render: (value: number, row) => formatMoney(value, row.currency, locale),
            },
          ]}
        />
      </Collapse.Item>
    </Collapse>
  );
}
