// A refund: a successful order (1) becomes refunded (4), by staff from the top-up records or
// by a store that refunded and told us afterwards. Everything the order credited (its coins,
// bonus coins and VIP days, and the awards granted for it) is taken back through the wallet
// ledger in the caller's transaction; what the user had already spent is owed (a wallet debt
// that later purchases repay first) and the user is flagged for the risk screen. Any other
// status is a 409 naming it.
import { sql } from 'kysely';
import { notFound, statusConflict } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { staffName, takeBackCredit, type TakenBack } from '../wallet';
import { ORDER_STATUS } from './index';

type Rows = ReturnType<typeof projectRows>;

export interface RefundBy {
  /** the staff member; null for a store */
  by: SignedInUser | null;
  reason: string;
  source: 'staff' | 'store';
}

const STATUS_WORDS = ['unpaid', 'successful', 'failed', 'closed (timeout)', 'refunded'];

/** The 409 of a refund asked of an order in `status`. */
export const refundRefusal = (orderNo: string, status: number) =>
  statusConflict(`Order ${orderNo} is ${STATUS_WORDS[status]}: only a successful order can be refunded`, {
    enum: 'orderPaymentStatus',
    status,
  });

/** The ledger keys of what an order credited: `order:<orderNo>` and its parts, and its awards. */
const creditedBy = (orderNo: string, orderId: number) =>
  sql<boolean>`(idempotency_key = ${`order:${orderNo}`} or idempotency_key like ${`order:${orderNo.replace(/[\\%_]/g, '\\$&')}:%`} or idempotency_key like ${`award:${orderId}:%`})`;

export async function refundOrder(rows: Rows, orderId: number, { by, reason, source }: RefundBy) {
  // the status checked by the update itself: of two refunds at once, one moves it
  const order = await rows
    .update('topup_order')
    .set({ status: ORDER_STATUS.refunded, refund_time: sql<Date>`now()`, update_time: sql<Date>`now()` })
    .where('id', '=', orderId)
    .where('status', '=', ORDER_STATUS.successful)
    .returning(['id', 'project_code', 'order_no', 'user_id', 'status', 'refund_time'])
    .executeTakeFirst();
  if (!order) {
    const found = await rows
      .read('topup_order')
      .select(['order_no', 'status'])
      .where('id', '=', orderId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!found) throw notFound(`No order ${orderId} in your projects`);
    throw refundRefusal(found.order_no, found.status);
  }

  // what it credited: found by key among the user's wallets' entries (a few hundred, by index)
  const credits = order.user_id
    ? await rows
        .read('wallet_ledger')
        .selectAll()
        .where('project_code', '=', order.project_code)
        .where('direction', '=', 'top-up')
        .where('wallet_id', 'in', rows.read('wallet').select('id').where('user_id', '=', order.user_id))
        .where(creditedBy(order.order_no, order.id))
        .orderBy('id')
        .execute()
    : [];
  const words = source === 'store' ? 'Refunded by the store' : 'Refunded';
  const taken: TakenBack[] = [];
  for (const credit of credits)
    taken.push(
      await takeBackCredit(rows, credit, {
        reason: `${words}: order ${order.order_no}: ${reason}`,
        idempotencyKey: `refund:${order.order_no}:${credit.id}`,
        operator: by,
      }),
    );

  const owed = taken.filter((part) => part.owed > 0);
  if (owed.length && order.user_id) {
    const what = owed.map((part) => `${part.owed} ${part.kind}`).join(', ');
    await rows
      .update('app_user')
      .set({
        risk_reason: `Order ${order.order_no} refunded after ${what} of it was spent: owed`,
        risk_time: sql<Date>`now()`,
      })
      .where('id', '=', order.user_id)
      .execute();
  }
  const summary = taken.length
    ? taken.map((part) => `${part.kind}: ${part.taken} taken back${part.owed ? `, ${part.owed} owed` : ''}`).join('; ')
    : 'nothing was credited';
  await rows
    .add('topup_order_event', [
      {
        project_code: order.project_code,
        order_id: order.id,
        kind: 'refunded',
        status: ORDER_STATUS.refunded,
        detail: `${source === 'store' ? 'By the store' : `By ${by ? staffName(by) : 'staff'}`}: ${reason} (${summary})`,
        operator_id: by?.id ?? null,
        operator_name: by ? staffName(by) : '',
      },
    ])
    .execute();
  return { orderId: order.id, orderNo: order.order_no, taken };
}
