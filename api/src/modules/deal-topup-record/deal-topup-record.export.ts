// The top-up records as an export (its Export button): the list's filters, in keyset batches
// on the created-time index.
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { OrderFilterQuery } from './deal-topup-record.schemas';
import { ordersMatching, withPackage } from './deal-topup-record.service';
import { countRows } from '../../platform/listQuery';
import { currencyDigits } from '../../domain/deals';

const { orderNo, userCode, status, channel, country, paidFrom, paidTo } = OrderFilterQuery.properties;
const filterSchema = { orderNo, userCode, status, channel, country, paidFrom, paidTo };

/** 199900 JPY → "199900", 1999 USD → "19.99": in the currency's own digits, by integer arithmetic. */
export function formatMinor(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (!digits) return String(amount);
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${amount < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const topupRecordExport: ExportDefinition<typeof filterSchema> = {
  key: 'deal.topup-record',
  title: 'Top-up records',
  pagePath: '/deal/topup-record',
  permission: 'deal:topup-record:export',
  listPath: '/deal/topup-record/list',
  filterSchema,
  columns: [
    { key: 'orderNo', header: 'Order no' },
    { key: 'projectCode', header: 'Project' },
    { key: 'userCode', header: 'User' },
    { key: 'packageName', header: 'Package' },
    { key: 'amountMinor', header: 'Amount' },
    { key: 'currency', header: 'Currency' },
    {
      key: 'status',
      header: 'Status',
      labels: { 0: 'unpaid', 1: 'successful', 2: 'failed', 3: 'closed (timeout)', 4: 'refunded' },
    },
    { key: 'payChannel', header: 'Channel' },
    { key: 'country', header: 'Country' },
    { key: 'platform', header: 'Platform' },
    { key: 'sandbox', header: 'Sandbox' },
    { key: 'coins', header: 'Coins' },
    { key: 'createTime', header: 'Created', time: true },
    { key: 'payTime', header: 'Paid', time: true },
    { key: 'remark', header: 'Remark' },
  ],
  identifying: [{ key: 'orderNo', header: { 'en-US': 'Order no', 'zh-CN': '订单号' } }],
  // only the sorts an index serves (0024's topup_order_list)
  sortable: { create_time: 'topup_order.create_time', createTime: 'topup_order.create_time' },
  defaultSort: 'create_time',
  oneSortAtATime: true,
  count: (db, scope, filters) => countRows(ordersMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = withPackage(db, ordersMatching(db, scope, filters));
    for await (const rows of keysetBatches(db, query, sort, 'topup_order.id')) {
      yield rows.map((row) => ({
        orderNo: row.order_no,
        projectCode: row.project_code,
        userCode: row.user_code,
        packageName: row.package_name,
        amountMinor: formatMinor(row.amount_minor, row.currency),
        currency: row.currency,
        status: row.status,
        payChannel: row.pay_channel,
        country: row.country,
        platform: row.platform,
        sandbox: row.sandbox ? 'yes' : 'no',
        coins: row.coins,
        createTime: row.create_time,
        payTime: row.pay_time,
        remark: row.remark,
      }));
    }
  },
};
