// Re-query from the top-up records screen: ask the order's provider whether it took a payment
// for it, and deliver one it knows of as its callback would have (payOrder: once, late if the
// order had closed). The test provider answers from its own table; the real providers' query
// APIs (Stripe's payment intents, the App Store Server API, the Play Developer API) need their
// credentials and network, which this api does not hold yet: a 409 says so.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { announceOrder, lockOrder, orderStatusName, payOrder, recordOrderEvent } from '../../domain/deals';

export async function requeryOrder(db: Kysely<Database>, scope: ProjectScope, staff: SignedInUser, orderId: number) {
  const rows = projectRows(db, scope);
  const found = await rows
    .read('topup_order')
    .select('id')
    .where('id', '=', orderId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!found) throw notFound(`Order ${orderId} does not exist`);
  const order = await lockOrder(rows, found.id);
  const channel = await rows
    .read('deal_payment_channel')
    .select(['code', 'provider'])
    .where('project_code', '=', order.project_code)
    .where('code', '=', order.pay_channel)
    .executeTakeFirst();
  if (!channel)
    throw conflict(`Order ${order.order_no}'s channel ${order.pay_channel} no longer exists`, 'channel.missing');
  if (channel.provider !== 'test')
    throw conflict(
      `Channel ${channel.code} (${channel.provider}) cannot be asked from here: its provider's query API is not connected`,
      'requery.notConnected',
      { provider: channel.provider },
    );
  const payment = await rows
    .read('app_purchase_test_payment')
    .selectAll()
    .where('project_code', '=', order.project_code)
    .where('order_no', '=', order.order_no)
    .orderBy('id')
    .executeTakeFirst();
  if (!payment) {
    const detail = `The ${channel.code} provider has taken no payment for it`;
    await recordOrderEvent(rows, order, { kind: 're-queried', status: order.status, detail, operator: staff });
    return { found: false, credited: false, status: order.status, detail };
  }
  const paid = await payOrder(rows, order, {
    providerRef: payment.payment_id,
    amountMinor: payment.amount_minor,
    currency: payment.currency,
    sandbox: true,
    at: payment.create_time,
  });
  const detail = paid.credited
    ? `The ${channel.code} provider took ${payment.amount_minor} ${payment.currency} (${payment.payment_id}): delivered now`
    : `The ${channel.code} provider's payment ${payment.payment_id} had been delivered; the order is ${orderStatusName(paid.order.status)}`;
  await recordOrderEvent(rows, paid.order, { kind: 're-queried', status: paid.order.status, detail, operator: staff });
  if (paid.credited) await announceOrder(db, paid.order);
  return { found: true, credited: paid.credited, status: paid.order.status, detail };
}
