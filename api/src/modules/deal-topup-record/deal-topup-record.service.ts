// The top-up records: a project's orders (10 million at the large size), filtered, sorted by
// created or paid time (each an index of 0024), with the totals of the filtered rows by
// currency; one order with its history; the refund (domain/deals); and the coin liability.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { filteredBy, orderByKeys, pagingOf, sortOf, TIMELINE_COUNT_CAP } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { announceOrder, refundOrder } from '../../domain/deals';
import {
  ORDER_DEFAULT_SORT,
  ORDER_SORT,
  type OrderFilterQuery,
  type OrderListQuery,
  type TopupOrder,
} from './deal-topup-record.schemas';

type Filters = Omit<Static<typeof OrderFilterQuery>, 'projectCode' | 'tenantCode'>;

/** Matches counted exactly up to this many (the platform's timelines' cap); past it the total is the planner's estimate (flagged). */
export const ORDER_COUNT_CAP = TIMELINE_COUNT_CAP;

/** The orders of the scope the filters match (the list's, the totals' and the export's). */
export function ordersMatching(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  let matching = projectRows(db, scope).read('topup_order').where('topup_order.deleted', '=', 0);
  if (filters.paidFrom) matching = matching.where('topup_order.pay_time', '>=', new Date(filters.paidFrom));
  if (filters.paidTo) matching = matching.where('topup_order.pay_time', '<', new Date(filters.paidTo));
  if (filters.paidFrom && filters.paidTo && filters.paidFrom >= filters.paidTo)
    throw badRequest('paidTo', 'must be after paidFrom', 'min');
  return filteredBy(matching, filters, {
    equals: {
      orderNo: 'topup_order.order_no',
      userCode: 'topup_order.user_code',
      status: 'topup_order.status',
      channel: 'topup_order.pay_channel',
      country: 'topup_order.country',
    },
  });
}

export const ORDER_COLUMNS = [
  'topup_order.id',
  'topup_order.project_code',
  'topup_order.order_no',
  'topup_order.user_code',
  'topup_order.package_id',
  'topup_order.amount_minor',
  'topup_order.currency',
  'topup_order.status',
  'topup_order.pay_channel',
  'topup_order.country',
  'topup_order.platform',
  'topup_order.sandbox',
  'topup_order.coins',
  'topup_order.bonus_coins',
  'topup_order.vip_days',
  'topup_order.remark',
  'topup_order.create_time',
  'topup_order.pay_time',
  'topup_order.refund_time',
] as const;

/** Orders with their package's name (a left join: an order of 0002's names none), packages of the scope only. */
export function withPackage<O>(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: SelectQueryBuilder<Database, 'topup_order', O>,
) {
  const packages = projectRows(db, scope)
    .read('deal_package')
    .select(['deal_package.id', 'deal_package.name'])
    .as('pkg');
  return query
    .leftJoin(packages, 'pkg.id', 'topup_order.package_id')
    .select([...ORDER_COLUMNS, sql<string>`coalesce(pkg.name, '')`.as('package_name')]);
}
type OrderRow = Awaited<ReturnType<ReturnType<typeof withPackage>['execute']>>[number];

export const presentOrder = (row: OrderRow): Static<typeof TopupOrder> => ({
  id: row.id,
  projectCode: row.project_code,
  orderNo: row.order_no,
  userCode: row.user_code,
  packageId: row.package_id,
  packageName: row.package_name,
  amountMinor: row.amount_minor,
  currency: row.currency,
  status: row.status as Static<typeof TopupOrder>['status'],
  payChannel: row.pay_channel,
  country: row.country,
  platform: row.platform,
  sandbox: row.sandbox,
  coins: row.coins,
  bonusCoins: row.bonus_coins,
  vipDays: row.vip_days,
  remark: row.remark,
  createTime: row.create_time.toISOString(),
  payTime: row.pay_time?.toISOString() ?? null,
  refundTime: row.refund_time?.toISOString() ?? null,
});

/** The planner's estimate of the rows `query` reads (EXPLAIN, no execution). */
async function estimatedRows<O>(query: SelectQueryBuilder<Database, 'topup_order', O>): Promise<number> {
  const [row] = (await query.explain('json')) as Array<Record<string, unknown>>;
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * One page: the page's ids are found on the index alone (the skip of a deep page never reads
 * a row), then only its rows are read. The total is exact up to ORDER_COUNT_CAP (an
 * index-only count); past it, the estimate.
 */
export async function listOrders(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof OrderListQuery>) {
  const sort = sortOf(query, ORDER_SORT, ORDER_DEFAULT_SORT);
  if (sort.length > 1)
    throw badRequest('sortBy', 'sort by create_time or pay_time, one at a time', 'maxItems', { limit: 1 });
  const paging = pagingOf(query);
  let base = ordersMatching(db, scope, query);
  // by paid time: the orders paid (the others have none), as the paid index holds them
  if (sort[0].column === ORDER_SORT.pay_time) base = base.where('topup_order.pay_time', 'is not', null);
  const keys = orderByKeys(base.select('topup_order.id'), sort, 'topup_order.id')
    .limit(paging.pageSize)
    .offset(paging.offset);
  const counted = sql<number>`(select count(*) from ${base.select(sql`1`.as('one')).limit(ORDER_COUNT_CAP + 1)} as counted)`;
  const [rows, [{ total: upTo }]] = await Promise.all([
    orderByKeys(withPackage(db, scope, base.where('topup_order.id', 'in', keys)), sort, 'topup_order.id').execute(),
    db.selectNoFrom(counted.as('total')).execute() as Promise<Array<{ total: number | string }>>,
  ]);
  let total = Number(upTo);
  const totalExact = total <= ORDER_COUNT_CAP;
  if (!totalExact)
    total = Math.max(
      await estimatedRows(base.select(sql`1`.as('one'))),
      ORDER_COUNT_CAP + 1,
      paging.offset + rows.length,
    );
  return { list: rows.map(presentOrder), total, totalExact, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

type TotalRow = { currency: string; sandbox: boolean; orders: number; amount: number; paid: number };

/** The totals of the rows themselves: any filter. */
async function rowTotals(db: Kysely<Database>, scope: ProjectScope, filters: Filters): Promise<TotalRow[]> {
  const rows = await ordersMatching(db, scope, filters)
    .select([
      'topup_order.currency',
      'topup_order.sandbox',
      sql<number>`count(*)::int8`.as('orders'),
      // sum(int8) is numeric: back to int8, read as an exact integer
      sql<number>`sum(topup_order.amount_minor)::int8`.as('amount'),
      sql<number>`coalesce(sum(topup_order.amount_minor) filter (where topup_order.status = 1), 0)::int8`.as('paid'),
    ])
    .groupBy(['topup_order.currency', 'topup_order.sandbox'])
    .execute();
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    amount: Number(row.amount),
    paid: Number(row.paid),
  }));
}

/** The totals of whole UTC days [from, to) (either open) from the daily counts; `paid` only: the days are paid days. */
async function dayTotals(
  db: Kysely<Database>,
  scope: ProjectScope,
  status: number | undefined,
  days: { from?: Date; to?: Date; paid: boolean },
): Promise<TotalRow[]> {
  let query = projectRows(db, scope).read('topup_order_day');
  if (days.paid) query = query.where('paid', '=', true);
  if (days.from) query = query.where('day', '>=', days.from);
  if (days.to) query = query.where('day', '<', days.to);
  if (status !== undefined) query = query.where('status', '=', status);
  const rows = await query
    .select([
      'currency',
      'sandbox',
      sql<number>`sum(orders)::int8`.as('orders'),
      sql<number>`sum(amount_minor)::int8`.as('amount'),
      sql<number>`coalesce(sum(amount_minor) filter (where status = 1), 0)::int8`.as('paid'),
    ])
    .groupBy(['currency', 'sandbox'])
    .execute();
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    amount: Number(row.amount),
    paid: Number(row.paid),
  }));
}

const DAY_MS = 86_400_000;
const dayOf = (time: Date, up: boolean) => new Date((up ? Math.ceil : Math.floor)(time.getTime() / DAY_MS) * DAY_MS);

/**
 * The totals of the filtered orders by currency, sandbox orders left out (and counted apart).
 * Filtered by status and paid time only (the finance view), the whole days inside the range
 * are read from the daily counts (topup_order_day) and only its partial first and last days
 * from the rows: a month is some sixty rows, not a million.
 */
export async function orderTotals(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  // the rows' own checks (a range the wrong way round is a 400)
  ordersMatching(db, scope, filters);
  const byDaysOnly = !filters.orderNo && !filters.userCode && !filters.channel && !filters.country;
  const from = filters.paidFrom ? new Date(filters.paidFrom) : undefined;
  const to = filters.paidTo ? new Date(filters.paidTo) : undefined;
  const firstWhole = from && dayOf(from, true);
  const endWhole = to && dayOf(to, false);
  let parts: TotalRow[][];
  if (!byDaysOnly || (firstWhole && endWhole && firstWhole >= endWhole)) parts = [await rowTotals(db, scope, filters)];
  else {
    const edges: Promise<TotalRow[]>[] = [];
    if (from && firstWhole && from < firstWhole)
      edges.push(rowTotals(db, scope, { ...filters, paidTo: firstWhole.toISOString() }));
    if (to && endWhole && endWhole < to)
      edges.push(rowTotals(db, scope, { ...filters, paidFrom: endWhole.toISOString() }));
    parts = await Promise.all([
      dayTotals(db, scope, filters.status, { from: firstWhole, to: endWhole, paid: Boolean(from || to) }),
      ...edges,
    ]);
  }
  const merged = new Map<string, TotalRow>();
  for (const row of parts.flat()) {
    const key = `${row.currency}:${row.sandbox}`;
    const sum = merged.get(key) ?? { currency: row.currency, sandbox: row.sandbox, orders: 0, amount: 0, paid: 0 };
    sum.orders += row.orders;
    sum.amount += row.amount;
    sum.paid += row.paid;
    merged.set(key, sum);
  }
  const rows = [...merged.values()].filter((row) => row.orders > 0);
  return {
    totals: rows
      .filter((row) => !row.sandbox)
      .map((row) => ({ currency: row.currency, orders: row.orders, amountMinor: row.amount, paidMinor: row.paid }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    sandboxOrders: rows.filter((row) => row.sandbox).reduce((sum, row) => sum + row.orders, 0),
  };
}

async function eventsOf(db: Kysely<Database>, scope: ProjectScope, orderId: number) {
  const events = await projectRows(db, scope)
    .read('topup_order_event')
    .select(['id', 'kind', 'status', 'detail', 'operator_name', 'create_time'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return events.map((event) => ({
    id: event.id,
    kind: event.kind,
    status: event.status as Static<typeof TopupOrder>['status'],
    detail: event.detail,
    operatorName: event.operator_name,
    createTime: event.create_time.toISOString(),
  }));
}

/** One order of the scope with its history, or a 404. */
export async function getOrder(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const row = await withPackage(
    db,
    scope,
    projectRows(db, scope).read('topup_order').where('topup_order.id', '=', id).where('topup_order.deleted', '=', 0),
  ).executeTakeFirst();
  if (!row) throw notFound(`No order ${id} in your projects`);
  return { ...presentOrder(row), events: await eventsOf(db, scope, id) };
}

/** Staff's refund (domain/deals: 1 → 4, the credits taken back, what was spent owed), answered as the order now is. */
export async function refundByStaff(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInUser,
  id: number,
  reason: string,
) {
  const text = reason.trim();
  if (!text) throw badRequest('reason', 'must not be blank', 'blank');
  await refundOrder(projectRows(db, scope), id, { by: user, reason: text, source: 'staff' });
  const order = await getOrder(db, scope, id);
  // as every other move of an order: the open top-up records screens of its project show it
  // (a store's refund is announced by its callback)
  await announceOrder(db, {
    id: order.id,
    project_code: order.projectCode,
    order_no: order.orderNo,
    status: order.status,
  });
  return order;
}

/**
 * Coin liability: the paid coins still unspent (what is left of each purchase's grant),
 * valued at what they cost (the order's amount, pro rata of its coins, rounded down), by
 * the purchase's currency and day. Read from the live purchase grants (by index), each
 * joined to its order by the ledger key `order:<orderNo>` the payment wrote.
 */
export async function coinLiability(db: Kysely<Database>, scope: ProjectScope) {
  const rows = projectRows(db, scope);
  // order numbers are unique across projects: each found by index from its credit's key
  const credits = rows
    .read('wallet_ledger')
    .select(['wallet_ledger.id', sql<string>`substr(wallet_ledger.idempotency_key, 7)`.as('order_no')])
    .where('wallet_ledger.idempotency_key', 'like', 'order:%')
    .as('credit');
  const orders = rows
    .read('topup_order')
    .select(['topup_order.order_no', 'topup_order.pay_time', 'topup_order.currency', 'topup_order.amount_minor'])
    .where('topup_order.sandbox', '=', false)
    .as('o');
  const found = await rows
    .read('wallet_grant')
    .innerJoin(credits, 'credit.id', 'wallet_grant.ledger_id')
    .innerJoin(orders, 'o.order_no', 'credit.order_no')
    .select([
      sql<string>`to_char(o.pay_time at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      'o.currency',
      sql<number>`sum(wallet_grant.remaining)::int8`.as('coins'),
      sql<number>`sum(o.amount_minor * wallet_grant.remaining / wallet_grant.amount)::int8`.as('value'),
    ])
    .where('wallet_grant.source', '=', 'purchase')
    .where('wallet_grant.kind', '=', 'coin')
    .where('wallet_grant.remaining', '>', 0)
    .groupBy([sql`1`, 'o.currency'])
    .orderBy(sql`1`, 'desc')
    .orderBy('o.currency')
    .execute();
  const days = found.map((row) => ({
    day: row.day,
    currency: row.currency,
    coins: Number(row.coins),
    valueMinor: Number(row.value),
  }));
  const totals = new Map<string, { currency: string; coins: number; valueMinor: number }>();
  for (const day of days) {
    const total = totals.get(day.currency) ?? { currency: day.currency, coins: 0, valueMinor: 0 };
    total.coins += day.coins;
    total.valueMinor += day.valueMinor;
    totals.set(day.currency, total);
  }
  return { days, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}
