// An order's payment: what a provider's callback, a re-query and the timeout job do to an order,
// each under the order row's lock in the caller's transaction, so a replayed or concurrent
// callback credits it once. The moves (the spec leaves them to us): 0→1 paid, 0→2 failed,
// 0→3 closed on timeout, 2→1 and 3→1 paid late (the money was taken), 1→4 refunded
// (refund.ts). Every move and every refusal is a row of the order's history.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TopupOrder } from '../../db/types';
import { ApiError, badRequest, conflict, statusConflict } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import { publish } from '../../platform/live';
import type { projectRows } from '../../platform/projectRows';
import { creditWallet, staffName } from '../wallet';
import { grantPackageAwards } from './awards';
import { ORDER_STATUS, type OrderStatus } from './index';

type Rows = ReturnType<typeof projectRows>;
export type OrderRow = Selectable<TopupOrder>;

/**
 * Tells the open top-up records screens of the order's project that it moved: made, paid,
 * failed, closed, refunded (stored with the change, in `db`'s transaction, sent once committed).
 */
export const announceOrder = (
  db: Kysely<Database>,
  order: Pick<OrderRow, 'id' | 'project_code' | 'order_no' | 'status'>,
) =>
  publish(db, {
    topic: 'topup-records',
    projectCode: order.project_code,
    payload: { id: order.id, orderNo: order.order_no, status: order.status },
  });

/** What a provider says it was paid. */
export interface Payment {
  /** the provider's own id of the payment: one payment credits one order */
  providerRef: string;
  amountMinor: number;
  currency: string;
  /** a sandbox or test payment: flagged on the order, never revenue */
  sandbox: boolean;
  /** when the provider took the money */
  at: Date;
}

export interface PaymentOutcome {
  order: OrderRow;
  /** false: this payment had already credited the order (a replay) */
  credited: boolean;
  /** paid after it had failed or closed */
  late: boolean;
}

const STATUS_NAMES: Record<OrderStatus, string> = {
  0: 'unpaid',
  1: 'successful',
  2: 'failed',
  3: 'closed on timeout',
  4: 'refunded',
};
export const orderStatusName = (status: number) => STATUS_NAMES[status as OrderStatus] ?? String(status);

/** The 409 of a move the order's status forbids, naming the status (orderPaymentStatus in the browser). */
export const orderStatusConflict = (order: Pick<OrderRow, 'order_no' | 'status'>, move: string) =>
  statusConflict(`Order ${order.order_no} is ${orderStatusName(order.status)}: it cannot be ${move}`, {
    enum: 'orderPaymentStatus',
    status: order.status,
  });

/** Writes one row of the order's history: what happened and the status after it. */
export async function recordOrderEvent(
  rows: Rows,
  order: Pick<OrderRow, 'id' | 'project_code'>,
  event: { kind: string; status: number; detail: string; operator?: SignedInUser | null },
): Promise<void> {
  await rows
    .add('topup_order_event', [
      {
        project_code: order.project_code,
        order_id: order.id,
        kind: event.kind,
        status: event.status,
        detail: event.detail.slice(0, 2000),
        operator_id: event.operator?.id ?? null,
        operator_name: event.operator ? staffName(event.operator) : '',
      },
    ])
    .execute();
}

/** The order, locked for the rest of the caller's transaction; a 404 when it is not in the projects. */
export async function lockOrder(rows: Rows, orderId: number): Promise<OrderRow> {
  const order = await rows.read('topup_order').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw new ApiError(404, `Order ${orderId} does not exist`, [], { problem: 'notFound' });
  return order;
}

/**
 * Credits `order` with `payment`, once: under the order's lock, a payment already applied
 * (its provider ref on the order) answers `credited: false`; an unpaid, failed or closed order
 * becomes successful and its coins, bonus coins and VIP days are credited through the ledger
 * (idempotency keys `order:<orderNo>`, `…:bonus`, `…:vip`). A payment of another amount or
 * currency is refused (a 409 naming the field); so is a second, different payment of a paid
 * order, and any payment of a refunded one. The caller writes refusals to the history in a
 * transaction of their own (this one rolls back).
 */
export async function payOrder(rows: Rows, order: Pick<OrderRow, 'id'>, payment: Payment): Promise<PaymentOutcome> {
  const locked = await lockOrder(rows, order.id);
  if (!payment.providerRef) throw badRequest('providerRef', 'is required: the provider names its payment');
  if (locked.provider_ref === payment.providerRef && (locked.status === 1 || locked.status === 4))
    return { order: locked, credited: false, late: false };
  if (locked.status === ORDER_STATUS.successful)
    throw conflict(
      `Order ${locked.order_no} was already paid by ${locked.provider_ref}: payment ${payment.providerRef} is another one`,
      'order.paidTwice',
      { orderNo: locked.order_no, providerRef: locked.provider_ref ?? '' },
    );
  if (locked.status === ORDER_STATUS.refunded) throw orderStatusConflict(locked, 'paid');
  if (payment.currency !== locked.currency)
    throw new ApiError(409, `Order ${locked.order_no} is in ${locked.currency}, not ${payment.currency}`, [
      { field: 'currency', message: `is ${payment.currency}; the order is in ${locked.currency}` },
    ]);
  if (payment.amountMinor !== locked.amount_minor)
    throw new ApiError(
      409,
      `Order ${locked.order_no} costs ${locked.amount_minor} minor units of ${locked.currency}, not ${payment.amountMinor}`,
      [{ field: 'amount', message: `is ${payment.amountMinor}; the order costs ${locked.amount_minor}` }],
    );
  const other = await rows
    .read('topup_order')
    .select('order_no')
    .where('project_code', '=', locked.project_code)
    .where('pay_channel', '=', locked.pay_channel)
    .where('provider_ref', '=', payment.providerRef)
    .where('id', '<>', locked.id)
    .executeTakeFirst();
  if (other)
    throw conflict(`Payment ${payment.providerRef} already paid order ${other.order_no}`, 'order.paymentUsed', {
      providerRef: payment.providerRef,
    });

  const late = locked.status !== ORDER_STATUS.unpaid;
  const paid = await rows
    .update('topup_order')
    .set({
      status: ORDER_STATUS.successful,
      pay_time: payment.at,
      provider_ref: payment.providerRef,
      sandbox: sql<boolean>`sandbox or ${payment.sandbox}`,
      update_time: sql<Date>`now()`,
    })
    .where('id', '=', locked.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const amount = `${payment.amountMinor} ${payment.currency}${payment.sandbox ? ' (sandbox)' : ''}`;
  await recordOrderEvent(rows, paid, {
    kind: late ? 'paid late' : 'paid',
    status: ORDER_STATUS.successful,
    detail: late
      ? `Paid ${amount} by ${payment.providerRef} after the order was ${orderStatusName(locked.status)}: the money was taken, so it is credited`
      : `Paid ${amount} by ${payment.providerRef}`,
  });
  await creditOrder(rows, paid);
  if (paid.package_id !== null && paid.user_id !== null) {
    const awardOrder = {
      id: paid.id,
      project_code: paid.project_code,
      user_id: paid.user_id,
      package_id: paid.package_id,
    };
    const granted = await grantPackageAwards(rows, awardOrder, {
      firstPurchase: !(await paidBefore(rows, awardOrder)),
      at: payment.at,
    });
    if (granted.length)
      await recordOrderEvent(rows, paid, {
        kind: 'awards',
        status: ORDER_STATUS.successful,
        detail: `Package awards granted: ${granted.map((grant) => grant.kind).join(', ')}`,
      });
  }
  return { order: paid, credited: true, late };
}

/** Whether the user had paid for another order before this one (its awards for a first purchase). */
async function paidBefore(rows: Rows, order: { id: number; user_id: number }): Promise<boolean> {
  const earlier = await rows
    .read('topup_order')
    .select('id')
    .where('user_id', '=', order.user_id)
    .where('status', 'in', [ORDER_STATUS.successful, ORDER_STATUS.refunded])
    .where('id', '<>', order.id)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** Whether the user has ever paid for a package: their next order gets the first-purchase price. */
export async function hasPurchased(rows: Rows, userId: number): Promise<boolean> {
  const earlier = await rows
    .read('topup_order')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', [ORDER_STATUS.successful, ORDER_STATUS.refunded])
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/** What the order gives, into the user's wallets: bought coins (never expire), its bonus, its VIP days. */
async function creditOrder(rows: Rows, order: OrderRow): Promise<void> {
  if (order.user_id === null) throw new Error(`order ${order.order_no} names no app user to credit`);
  const user = await rows
    .read('app_user')
    .select(['id', 'project_code', 'user_code'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const reason = `Purchase ${order.order_no}`;
  if (order.coins > 0)
    await creditWallet(rows, user, {
      kind: 'coin',
      amount: order.coins,
      reason,
      idempotencyKey: `order:${order.order_no}`,
      operator: null,
      source: 'purchase',
    });
  if (order.bonus_coins > 0)
    await creditWallet(rows, user, {
      kind: 'coin',
      amount: order.bonus_coins,
      reason: `${reason}: bonus`,
      idempotencyKey: `order:${order.order_no}:bonus`,
      operator: null,
      source: 'bonus',
    });
  if (order.vip_days)
    await creditWallet(rows, user, {
      kind: 'vip_day',
      amount: order.vip_days,
      reason,
      idempotencyKey: `order:${order.order_no}:vip`,
      operator: null,
      source: 'purchase',
    });
}

/** 0 → 2: the provider says the payment failed. Anything else: a 409 naming the status. */
export async function failOrder(rows: Rows, order: Pick<OrderRow, 'id'>, detail: string): Promise<OrderRow> {
  const locked = await lockOrder(rows, order.id);
  if (locked.status === ORDER_STATUS.failed) return locked;
  if (locked.status !== ORDER_STATUS.unpaid) throw orderStatusConflict(locked, 'failed');
  const failed = await rows
    .update('topup_order')
    .set({ status: ORDER_STATUS.failed, update_time: sql<Date>`now()` })
    .where('id', '=', locked.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordOrderEvent(rows, failed, { kind: 'failed', status: ORDER_STATUS.failed, detail });
  return failed;
}

/** 0 → 3: an unpaid order past its time closes; answers false when it is no longer unpaid. */
export async function closeOrder(rows: Rows, order: Pick<OrderRow, 'id'>, now: Date): Promise<boolean> {
  const closed = await rows
    .update('topup_order')
    .set({ status: ORDER_STATUS.closed, closed_time: now, update_time: sql<Date>`now()` })
    .where('id', '=', order.id)
    .where('status', '=', ORDER_STATUS.unpaid)
    .returning(['id', 'project_code', 'create_time'])
    .executeTakeFirst();
  if (!closed) return false;
  await recordOrderEvent(rows, closed, {
    kind: 'closed',
    status: ORDER_STATUS.closed,
    detail: `Unpaid since ${closed.create_time.toISOString()}: closed on timeout`,
  });
  return true;
}
