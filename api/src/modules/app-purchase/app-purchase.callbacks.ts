// Providers' callbacks: verified over the raw body by the channel's provider, then each event
// applied in a transaction of its own under the order row's lock (payOrder), so a replayed or
// concurrent callback credits once. A refused callback (a forged or stale signature, another
// amount) changes nothing but the order's history, written in a transaction of its own since
// the refusal rolls the other back.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import {
  announceOrder,
  type CallbackRequest,
  CallbackRefused,
  type Channel,
  failOrder,
  lockOrder,
  ORDER_STATUS,
  orderStatusName,
  type OrderRow,
  PROVIDERS,
  type ProviderEvent,
  payOrder,
  recordOrderEvent,
  refundOrder,
} from '../../domain/deals';

import { followSubscription, renewSubscription } from './app-purchase.subscriptions';

type Rows = ReturnType<typeof projectRows>;

export interface Outcome {
  kind: string;
  orderNo: string | null;
  outcome: 'credited' | 'already credited' | 'failed' | 'refunded' | 'noted' | 'ignored';
}

/** The project a callback's path names, as the scope its rows are read in. */
async function projectScope(db: Kysely<Database>, projectCode: string): Promise<ProjectScope> {
  const project = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .where('code', '=', projectCode)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectCode} does not exist`);
  return { projectCode: project.code, all: false, projects: [project] };
}

/** The order an event is about, by our order number or id, else by the provider's payment id. */
async function orderOf(rows: Rows, channel: Channel, event: ProviderEvent): Promise<OrderRow | undefined> {
  const base = rows
    .read('topup_order')
    .selectAll()
    .where('project_code', '=', channel.project_code)
    .where('pay_channel', '=', channel.code);
  if (event.orderNo) return base.where('order_no', '=', event.orderNo).executeTakeFirst();
  if (event.orderId) return base.where('id', '=', event.orderId).executeTakeFirst();
  if (!event.providerRef) return undefined;
  if (event.renewal !== undefined)
    // the subscription's renewal orders (provider ref `<token>#<time>`, subscriptions.ts), in the order they came
    return base
      .where(sql<boolean>`starts_with(provider_ref, ${`${event.providerRef}#`})`)
      .orderBy('id')
      .offset(event.renewal)
      .limit(1)
      .executeTakeFirst();
  const paid = await base.where('provider_ref', '=', event.providerRef).executeTakeFirst();
  if (paid) return paid;
  // a store purchase token the app confirmed against its order (Google Play) before the store's news
  return base
    .where(
      'id',
      '=',
      rows
        .read('app_purchase_store_token')
        .select('order_id')
        .where('channel_code', '=', channel.code)
        .where('purchase_token', '=', event.providerRef),
    )
    .executeTakeFirst();
}

/** Writes a refusal into the order's history, in a transaction of its own. */
async function recordRefusal(db: Kysely<Database>, scope: ProjectScope, order: OrderRow, why: string) {
  await db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    const now = await rows.read('topup_order').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    await recordOrderEvent(rows, order, { kind: 'callback refused', status: now.status, detail: why });
  });
}

async function applyEvent(rows: Rows, found: OrderRow, event: ProviderEvent): Promise<Outcome['outcome']> {
  const order = await lockOrder(rows, found.id);
  switch (event.kind) {
    case 'paid': {
      // the store names no price (Google Play): it charged what the order asks
      const amountMinor = event.priceAsOrdered ? order.amount_minor : event.amountMinor;
      const currency = event.priceAsOrdered ? order.currency : event.currency;
      if (amountMinor === undefined || !currency || !event.providerRef)
        throw new ApiError(400, `${event.detail}: the payment names no amount, currency or payment id`, [
          { field: 'body', message: 'names no amount, currency or payment id' },
        ]);
      if (event.productId && order.package_id !== null) {
        // the app may confirm a token of another product against an order: that purchase does not pay it
        const bought = await rows
          .read('deal_package')
          .select('google_play_product_id')
          .where('id', '=', order.package_id)
          .executeTakeFirst();
        if (bought?.google_play_product_id && bought.google_play_product_id !== event.productId)
          throw new ApiError(
            409,
            `${event.detail}: a purchase of ${event.productId}, not of the order's ${bought.google_play_product_id}`,
            [],
            { problem: 'callback.refused' },
          );
      }
      const paid = await payOrder(rows, order, {
        providerRef: event.providerRef,
        amountMinor,
        currency,
        sandbox: event.sandbox,
        at: event.at,
      });
      return paid.credited ? 'credited' : 'already credited';
    }
    case 'failed': {
      // a failure reported after the money came (a retried attempt that failed) changes nothing
      if (order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.failed) {
        await recordOrderEvent(rows, order, {
          kind: 'callback noted',
          status: order.status,
          detail: `${event.detail}; the order is ${orderStatusName(order.status)}, so it stays so`,
        });
        return 'noted';
      }
      await failOrder(rows, order, event.detail);
      return 'failed';
    }
    case 'refunded': {
      if (order.status === ORDER_STATUS.refunded) return 'refunded';
      await refundOrder(rows, order.id, { by: null, reason: event.detail, source: 'store' });
      return 'refunded';
    }
    default:
      // a plan's expiry (and a renewal that names no subscription): the order's history keeps it,
      // the subscription follows it (followSubscription)
      await recordOrderEvent(rows, order, { kind: `store ${event.kind}`, status: order.status, detail: event.detail });
      return 'noted';
  }
}

/**
 * A provider's callback to channel `channelCode` of `projectCode`: verified, then each of its
 * events applied. Answers what each did; throws (nothing applied) when the request is not
 * trusted or an event is refused.
 */
export async function receiveCallback(
  db: Kysely<Database>,
  projectCode: string,
  channelCode: string,
  request: CallbackRequest,
): Promise<{ outcomes: Outcome[] }> {
  const scope = await projectScope(db, projectCode);
  const rows = projectRows(db, scope);
  // a disabled channel still hears its provider: a late payment or a refund of its orders must land
  const channel = await rows
    .read('deal_payment_channel')
    .select(['project_code', 'code', 'provider', 'secret'])
    .where('code', '=', channelCode)
    .executeTakeFirst();
  if (!channel) throw notFound(`Payment channel ${channelCode} does not exist in ${projectCode}`);
  let events: ProviderEvent[];
  try {
    events = await PROVIDERS[channel.provider].verify(channel, request);
  } catch (error) {
    if (!(error instanceof CallbackRefused)) throw error;
    const claimed = error.claimedOrderNo
      ? await orderOf(rows, channel, { orderNo: error.claimedOrderNo } as ProviderEvent)
      : undefined;
    if (claimed) await recordRefusal(db, scope, claimed, `${channel.code}: ${error.message}`);
    // a body the provider could not have sent is a 400 about the body, as every 400 names its field
    const fields = error.statusCode === 400 ? [{ field: 'body', message: error.message }] : [];
    throw new ApiError(error.statusCode, error.message, fields, { problem: 'callback.refused' });
  }
  const outcomes: Outcome[] = [];
  for (const event of events) {
    if (event.kind === 'ignored') {
      outcomes.push({ kind: event.kind, orderNo: null, outcome: 'ignored' });
      continue;
    }
    if (event.kind === 'renewed' && event.subscription) {
      const renewal = await db.transaction().execute(async (trx) => {
        const renewed = await renewSubscription(projectRows(trx, scope), channel, event);
        if (renewed.credited) await announceOrder(trx, renewed.order);
        return renewed;
      });
      outcomes.push({
        kind: event.kind,
        orderNo: renewal.order.order_no,
        outcome: renewal.credited ? 'credited' : 'already credited',
      });
      continue;
    }
    const order = await orderOf(rows, channel, event);
    if (!order)
      throw notFound(
        `${event.detail}: no order of channel ${channel.code} is ${event.orderNo ?? event.providerRef ?? '?'}`,
      );
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const inTransaction = projectRows(trx, scope);
        const applied = await applyEvent(inTransaction, order, event);
        const after = await lockOrder(inTransaction, order.id);
        await followSubscription(inTransaction, channel, after, event);
        if (after.status !== order.status) await announceOrder(trx, after);
        return applied;
      });
      outcomes.push({ kind: event.kind, orderNo: order.order_no, outcome });
    } catch (error) {
      if (error instanceof ApiError) await recordRefusal(db, scope, order, `${event.detail}: ${error.message}`);
      throw error;
    }
  }
  return { outcomes };
}
