// What the users screens' debt tests stand on: a user who bought coins, spent some, and had the
// order refunded by the store, so the wallet owes what was spent and the user is flagged.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { projectRows } from '../platform/projectRows';
import { refundOrder } from '../domain/deals';
import { creditWallet, debitWallet } from '../domain/wallet';

let made = 0;

/** The rows of one project, as the domain's callers hold them. */
const rowsOf = (db: Kysely<Database>, code: string) =>
  projectRows(db, {
    projectCode: code,
    all: false,
    projects: [{ id: 0, code, tenantCode: '', name: code, currency: 'USD' }],
  });

type User = { id: number; project_code: string; user_code: string };

/** A paid order of `coins`, credited as the payment credits it (a purchase, key order:<orderNo>). */
export async function paidOrder(db: Kysely<Database>, user: User, coins: number) {
  made += 1;
  const orderNo = `DEBT${process.pid}${String(made).padStart(6, '0')}`;
  const order = await db
    .insertInto('topup_order')
    .values({
      project_code: user.project_code,
      order_no: orderNo,
      user_code: user.user_code,
      user_id: user.id,
      amount_minor: 999,
      currency: 'USD',
      status: 1,
      pay_channel: 'test-card',
      country: 'US',
      sandbox: false,
      coins,
      bonus_coins: 0,
      pay_time: new Date(),
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  await creditWallet(rowsOf(db, user.project_code), user, {
    kind: 'coin',
    amount: coins,
    reason: `Coin package purchase: order ${orderNo}`,
    idempotencyKey: `order:${orderNo}`,
    operator: null,
    source: 'purchase',
  });
  return order;
}

/** A new user of `projectCode` who bought `bought` coins, spent `spent` of them, and whose order the store refunded. */
export async function userInDebt(db: Kysely<Database>, projectCode: string, bought: number, spent: number) {
  made += 1;
  const user = await db
    .insertInto('app_user')
    .values({
      project_code: projectCode,
      user_code: `DEBT-${process.pid}-${made}`,
      username: `Debtor ${made}`,
      country: 'US',
    })
    .returning(['id', 'project_code', 'user_code'])
    .executeTakeFirstOrThrow();
  const order = await paidOrder(db, user, bought);
  const rows = rowsOf(db, projectCode);
  await debitWallet(rows, user, {
    kind: 'coin',
    amount: spent,
    reason: 'Episode unlock',
    idempotencyKey: `unlock-${order.order_no}`,
    operator: null,
  });
  await db
    .transaction()
    .execute((trx) =>
      refundOrder(rowsOf(trx, projectCode), order.id, { by: null, reason: 'Chargeback', source: 'store' }),
    );
  return { user, order };
}
