import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  LiabilityAnswer,
  OrderDetailAnswer,
  OrderFilterQuery,
  OrderListAnswer,
  OrderListQuery,
  RefundAnswer,
  RefundBody,
  TotalsAnswer,
} from './deal-topup-record.schemas';
import { coinLiability, getOrder, listOrders, orderTotals, refundByStaff } from './deal-topup-record.service';

const PREFIX = '/deal/topup-record';

// The deals area's top-up records: app users' orders, read-only but for the refund.
export function dealTopupRecordRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('deal:topup-record', { tags: ['deal'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Top-up orders',
      description:
        'Filtered by order no and user code (exactly), status, channel, country and paid between; newest first, by created time or by paid time (then only the orders paid). The total is exact up to 100,000 matches, else the estimate (totalExact false).',
      querystring: OrderListQuery,
      response: { 200: OrderListAnswer },
    }),
    async (request) => ok(await listOrders(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/totals`,
    screen.query({
      summary: 'Totals of the filtered orders by currency',
      description:
        "The list's filters; per currency the orders, their amount and what of it was paid (status 1), in minor units. Sandbox and test purchases are never revenue: left out, and counted apart.",
      querystring: OrderFilterQuery,
      response: { 200: TotalsAnswer },
    }),
    async (request) => ok(await orderTotals(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/liability`,
    screen.query({
      summary: 'Coin liability',
      description:
        'Paid coins not yet spent, valued at what they cost (each order pro rata, rounded down), by currency and purchase day; sandbox purchases left out.',
      querystring: ScopeOnly,
      response: { 200: LiabilityAnswer },
    }),
    async (request) => ok(await coinLiability(db, scopeOf(request))),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'A top-up order',
      description: 'With its history: made, paid, callbacks refused, closed, paid late, re-queried, refunded.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: OrderDetailAnswer },
    }),
    async (request) => ok(await getOrder(db, scopeOf(request), request.params.id)),
  );
  app.post(
    `${PREFIX}/:id/refund`,
    screen.action('refund')({
      operationId: 'refundDealTopupRecord',
      summary: 'Refund an order',
      description:
        'A successful order becomes refunded; what it credited is deducted through the wallet ledger in the same transaction. Coins already spent are owed (a debt later purchases repay first) and the user is flagged for the risk screen. Any other status is a 409 naming it, e.g. "Order D2026… is unpaid: only a successful order can be refunded". The order\'s history says who and why.',
      params: IdParams,
      body: RefundBody,
      response: { 200: RefundAnswer },
    }),
    async (request) =>
      ok(await refundByStaff(db, scopeOf(request), userOf(request), request.params.id, request.body.reason)),
  );
}
