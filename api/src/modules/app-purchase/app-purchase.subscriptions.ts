// Auto-renewing VIP plans: the store's subscription notifications kept on the subscription
// (active, grace, expired, its period's end), and each renewal an order of its own, made from
// the first purchase (its package, what it gives) at what the store charged, and paid at once
// as any purchase: its VIP days credited once (payOrder), however often the store says so.
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { notFound } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';
import {
  type Channel,
  ORDER_STATUS,
  type OrderRow,
  type ProviderEvent,
  payOrder,
  recordOrderEvent,
} from '../../domain/deals';

type Rows = ReturnType<typeof projectRows>;

/** After an order's event: the subscription it belongs to follows what the store said. */
export async function followSubscription(rows: Rows, channel: Channel, order: OrderRow, event: ProviderEvent) {
  const news = event.subscription;
  if (!news) return;
  if (event.kind === 'paid') {
    if (order.user_id === null || order.package_id === null || order.status !== ORDER_STATUS.successful) return;
    await rows
      .add('app_purchase_subscription', [
        {
          project_code: channel.project_code,
          user_id: order.user_id,
          package_id: order.package_id,
          channel_code: channel.code,
          original_ref: news.originalRef,
          state: news.state ?? 'active',
          period_end: news.periodEnd ?? null,
          first_order_id: order.id,
          last_order_id: order.id,
        },
      ])
      .onConflict((existing) => existing.columns(['project_code', 'channel_code', 'original_ref']).doNothing())
      .execute();
    return;
  }
  await rows
    .update('app_purchase_subscription')
    .set({
      ...(news.state && { state: news.state }),
      ...(news.periodEnd && { period_end: news.periodEnd }),
      update_time: sql<Date>`now()`,
    })
    .where('channel_code', '=', channel.code)
    .where('original_ref', '=', news.originalRef)
    .execute();
}

/**
 * A renewal the store charged: a new order of the subscription's package, paid by the renewal's
 * transaction (once: a renewal delivered again finds its order), the subscription active until
 * the new period's end. Answers the order and whether this call credited it.
 */
export async function renewSubscription(rows: Rows, channel: Channel, event: ProviderEvent) {
  const news = event.subscription!;
  const subscription = await rows
    .read('app_purchase_subscription')
    .selectAll()
    .where('channel_code', '=', channel.code)
    .where('original_ref', '=', news.originalRef)
    .forUpdate()
    .executeTakeFirst();
  if (!subscription)
    throw notFound(`${event.detail}: no subscription of channel ${channel.code} is ${news.originalRef}`);
  const renewed = await rows
    .read('topup_order')
    .selectAll()
    .where('pay_channel', '=', channel.code)
    .where('provider_ref', '=', event.providerRef ?? '')
    .executeTakeFirst();
  if (renewed) return { order: renewed, credited: false };
  const first = await rows
    .read('topup_order')
    .selectAll()
    .where('id', '=', subscription.first_order_id)
    .executeTakeFirstOrThrow();
  // a store that names no price (Google Play) charged the plan's regular price, not a first-purchase one
  const plan = await rows
    .read('deal_package')
    .select(['price_minor', 'currency'])
    .where('id', '=', subscription.package_id)
    .executeTakeFirstOrThrow();
  const price = event.priceAsOrdered
    ? { amountMinor: plan.price_minor, currency: plan.currency }
    : { amountMinor: event.amountMinor ?? first.amount_minor, currency: event.currency ?? first.currency };
  const time = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const order = await rows
    .add('topup_order', [
      {
        project_code: first.project_code,
        order_no: `PR${time}${randomBytes(3).toString('hex').toUpperCase()}`,
        user_code: first.user_code,
        user_id: first.user_id,
        package_id: first.package_id,
        amount_minor: price.amountMinor,
        currency: price.currency,
        status: ORDER_STATUS.unpaid,
        pay_channel: channel.code,
        coins: first.coins,
        bonus_coins: first.bonus_coins,
        vip_days: first.vip_days,
        platform: first.platform,
        country: first.country,
        sandbox: event.sandbox,
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordOrderEvent(rows, order, {
    kind: 'created',
    status: ORDER_STATUS.unpaid,
    detail: `Renewal of order ${first.order_no} (subscription ${news.originalRef})`,
  });
  const paid = await payOrder(rows, order, {
    providerRef: event.providerRef ?? '',
    amountMinor: order.amount_minor,
    currency: order.currency,
    sandbox: event.sandbox,
    at: event.at,
  });
  await rows
    .update('app_purchase_subscription')
    .set({
      state: 'active',
      period_end: news.periodEnd ?? subscription.period_end,
      last_order_id: order.id,
      update_time: sql<Date>`now()`,
    })
    .where('id', '=', subscription.id)
    .execute();
  return { order: paid.order, credited: paid.credited };
}
