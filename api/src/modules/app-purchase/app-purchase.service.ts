// The purchase, app side: what a user may buy where they are, their orders, and the test
// provider's checkout (the stand-in for a provider's payment page).
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { SignedInAppUser } from '../../platform/appApi';
import { ApiError, badRequest, fieldConflict, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import {
  announceOrder,
  appAccountTokenOf,
  hasPurchased,
  packageForSale,
  ORDER_STATUS,
  type OrderRow,
  recordOrderEvent,
  signTestCallback,
  type TestCallback,
} from '../../domain/deals';

type Rows = ReturnType<typeof projectRows>;

/** An unpaid order closes this long after it was made (the timeout job). */
export const UNPAID_MINUTES = 30;

/** Where a channel's provider posts its callbacks, under /app-api. */
export const callbackPath = (projectCode: string, channelCode: string) =>
  `/payments/${projectCode}/${channelCode}/callback`;

/** The platform the user signed in on and the country they are in. */
async function whereUserIs(rows: Rows, user: SignedInAppUser) {
  const device = await rows
    .read('app_device')
    .select('platform')
    .where('id', '=', user.deviceId)
    .executeTakeFirstOrThrow();
  const { country } = await rows.read('app_user').select('country').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { platform: device.platform, country };
}

/** The packages on sale on `platform` in `country` at `now`, in the list's order. */
function packagesOnSale(rows: Rows, where: { platform: string; country: string; now: Date }) {
  return rows
    .read('deal_package')
    .selectAll('deal_package')
    .where('deal_package.deleted', '=', 0)
    .where('deal_package.status', '=', 0)
    .where(sql<boolean>`${where.platform} = any(deal_package.platforms)`)
    .where((eb) => eb.or([eb('sale_start', 'is', null), eb('sale_start', '<=', where.now)]))
    .where((eb) => eb.or([eb('sale_end', 'is', null), eb('sale_end', '>', where.now)]))
    .where(
      'deal_package.id',
      'in',
      rows
        .read('deal_package_country')
        .innerJoin(rows.read('deal_country').select(['id', 'code']).as('c'), 'c.id', 'deal_package_country.country_id')
        .select('deal_package_country.package_id')
        .where('c.code', '=', where.country),
    );
}

/** Each package's enabled channels, by package id. */
async function channelsOf(rows: Rows, packageIds: number[]) {
  const channels = new Map<number, { code: string; name: string; icon: string; provider: string }[]>();
  if (!packageIds.length) return channels;
  const enabled = rows
    .read('deal_payment_channel')
    .select(['id', 'code', 'name', 'icon', 'provider', 'sort', 'status'])
    .as('c');
  const found = await rows
    .read('deal_package_channel')
    .innerJoin(enabled, 'c.id', 'deal_package_channel.channel_id')
    .select(['deal_package_channel.package_id', 'c.code', 'c.name', 'c.icon', 'c.provider'])
    .where('deal_package_channel.package_id', 'in', packageIds)
    .where('c.status', '=', 0)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  for (const { package_id: id, ...channel } of found) channels.set(id, [...(channels.get(id) ?? []), channel]);
  return channels;
}

export async function listPackages(db: Kysely<Database>, scope: ProjectScope, user: SignedInAppUser) {
  const rows = projectRows(db, scope);
  const where = { ...(await whereUserIs(rows, user)), now: new Date() };
  const first = !(await hasPurchased(rows, user.id));
  const packages = await packagesOnSale(rows, where).orderBy('sort').orderBy('id').limit(200).execute();
  const channels = await channelsOf(
    rows,
    packages.map((row) => row.id),
  );
  return {
    list: packages
      .filter((row) => channels.has(row.id))
      .map((row) => ({
        id: row.id,
        name: row.name,
        priceMinor: first && row.first_price_minor !== null ? row.first_price_minor : row.price_minor,
        listPriceMinor: row.list_price_minor,
        currency: row.currency,
        firstPurchase: first && row.first_price_minor !== null,
        coins: row.coins,
        bonusCoins: row.bonus_coins,
        vipDays: row.vip_days,
        vipPlan: row.vip_plan,
        appStoreProductId: row.app_store_product_id,
        googlePlayProductId: row.google_play_product_id,
        channels: channels.get(row.id)!,
      })),
  };
}

/** An order number: PO, the UTC time to the second, six random characters. */
function newOrderNo(now: Date): string {
  const time = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `PO${time}${randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;
}

export function presentOrder(order: OrderRow) {
  return {
    orderNo: order.order_no,
    status: order.status,
    packageId: order.package_id,
    amountMinor: order.amount_minor,
    currency: order.currency,
    coins: order.coins,
    bonusCoins: order.bonus_coins,
    vipDays: order.vip_days,
    channelCode: order.pay_channel,
    sandbox: order.sandbox,
    createTime: order.create_time.toISOString(),
    expireTime: new Date(order.create_time.getTime() + UNPAID_MINUTES * 60_000).toISOString(),
    payTime: order.pay_time?.toISOString() ?? null,
    appAccountToken: appAccountTokenOf(order.id),
  };
}

/**
 * An unpaid order of a package on sale to the user, through one of its channels: what it
 * costs (the first-purchase price on the user's first) and gives are copied from the package,
 * so a later change of the package leaves the order as it was bought.
 */
export async function createOrder(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInAppUser,
  body: { packageId: number; channelCode: string },
) {
  const rows = projectRows(db, scope);
  const now = new Date();
  const where = { ...(await whereUserIs(rows, user)), now };
  const row = await packageForSale(rows, body.packageId, where);
  if (!row.channels.includes(body.channelCode))
    throw badRequest('channelCode', `"${body.channelCode}" is not a channel this package is sold through`, 'enum', {
      values: row.channels,
    });
  const channel = await rows
    .read('deal_payment_channel')
    .select(['code', 'provider'])
    .where('project_code', '=', row.project_code)
    .where('code', '=', body.channelCode)
    .executeTakeFirstOrThrow();
  const first = !(await hasPurchased(rows, user.id));
  const price = first && row.first_price_minor !== null ? row.first_price_minor : row.price_minor;
  const order = await rows
    .add('topup_order', [
      {
        project_code: row.project_code,
        order_no: newOrderNo(now),
        user_code: user.userCode,
        user_id: user.id,
        package_id: row.id,
        amount_minor: price,
        currency: row.currency,
        status: ORDER_STATUS.unpaid,
        pay_channel: channel.code,
        coins: row.coins,
        bonus_coins: row.bonus_coins,
        vip_days: row.vip_days,
        platform: where.platform,
        country: where.country,
        // the test provider takes no money: every order paid through it is a test
        sandbox: channel.provider === 'test',
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordOrderEvent(rows, order, {
    kind: 'created',
    status: ORDER_STATUS.unpaid,
    detail: `${row.name}: ${price} ${row.currency}${first && row.first_price_minor !== null ? ' (first-purchase price)' : ''} through ${channel.code}`,
  });
  await announceOrder(db, order);
  return presentOrder(order);
}

async function ownOrder(rows: Rows, user: SignedInAppUser, orderNo: string): Promise<OrderRow> {
  const order = await rows
    .read('topup_order')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!order) throw notFound(`Order ${orderNo} does not exist`);
  return order;
}

export async function getOrder(db: Kysely<Database>, scope: ProjectScope, user: SignedInAppUser, orderNo: string) {
  return presentOrder(await ownOrder(projectRows(db, scope), user, orderNo));
}

/**
 * The test provider's payment page: it charges the order (kept in its own table, as a
 * provider keeps its payments) and hands back the signed callback it will deliver, or, when
 * the card is declined, a failure callback and no charge.
 */
export async function testCheckout(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInAppUser,
  orderNo: string,
  outcome: 'paid' | 'declined',
) {
  const rows = projectRows(db, scope);
  const order = await ownOrder(rows, user, orderNo);
  const channel = await rows
    .read('deal_payment_channel')
    .select(['code', 'provider', 'secret'])
    .where('project_code', '=', order.project_code)
    .where('code', '=', order.pay_channel)
    .executeTakeFirst();
  if (channel?.provider !== 'test')
    throw badRequest('orderNo', `is paid through ${order.pay_channel}, not through the test provider`);
  if (order.status !== ORDER_STATUS.unpaid)
    throw new ApiError(409, `Order ${orderNo} is not waiting for a payment (status ${order.status})`, [], {
      problem: 'status.notAllowed',
      params: { enum: 'orderPaymentStatus', status: order.status },
    });
  const paymentId =
    outcome === 'paid' ? `tp_${randomBytes(12).toString('hex')}` : `tp_declined_${randomBytes(6).toString('hex')}`;
  if (outcome === 'paid')
    await rows
      .add('app_purchase_test_payment', [
        {
          project_code: order.project_code,
          channel_code: order.pay_channel,
          payment_id: paymentId,
          order_no: order.order_no,
          amount_minor: order.amount_minor,
          currency: order.currency,
        },
      ])
      .execute();
  const callback: TestCallback = {
    type: outcome === 'paid' ? 'paid' : 'failed',
    orderNo: order.order_no,
    paymentId,
    amountMinor: order.amount_minor,
    currency: order.currency,
    time: new Date().toISOString(),
  };
  const body = JSON.stringify(callback);
  return {
    paymentId: outcome === 'paid' ? paymentId : null,
    callbackPath: callbackPath(order.project_code, order.pay_channel),
    body,
    signature: signTestCallback(channel.secret, body),
  };
}

/**
 * The app's Google Play purchase of an order: Google Play Billing hands the app a purchase token
 * (the purchase carries the order number as its obfuscatedExternalAccountId, which Google's
 * notifications do not), and the app confirms that token against its order here, so Google's
 * notifications about the token (bought, renewed, on hold, expired, voided) find the order and
 * its plan. It credits nothing: the store's signed notification does. Confirming the same token
 * again answers the order as it is; a token already confirmed for another order, or an order
 * already confirmed with another token, is a 409. (A production deployment would also ask the
 * Play Developer API that the token is a purchase of this package before linking it.)
 */
export async function linkGooglePlayPurchase(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInAppUser,
  orderNo: string,
  purchaseToken: string,
) {
  const rows = projectRows(db, scope);
  const order = await ownOrder(rows, user, orderNo);
  const channel = await rows
    .read('deal_payment_channel')
    .select(['code', 'provider'])
    .where('project_code', '=', order.project_code)
    .where('code', '=', order.pay_channel)
    .executeTakeFirst();
  if (channel?.provider !== 'google_play')
    throw badRequest('orderNo', `is paid through ${order.pay_channel}, not through Google Play`);
  const linked = await rows
    .read('app_purchase_store_token')
    .select(['order_id', 'purchase_token'])
    .where('channel_code', '=', channel.code)
    .where((eb) => eb.or([eb('order_id', '=', order.id), eb('purchase_token', '=', purchaseToken)]))
    .execute();
  const other = linked.find((row) => row.order_id !== order.id || row.purchase_token !== purchaseToken);
  if (other)
    throw fieldConflict(
      'purchaseToken',
      other.order_id === order.id
        ? `is not the one order ${orderNo} was confirmed with`
        : 'is already confirmed for another order',
    );
  if (!linked.length) {
    await rows
      .add('app_purchase_store_token', [
        {
          project_code: order.project_code,
          channel_code: channel.code,
          purchase_token: purchaseToken,
          order_id: order.id,
        },
      ])
      .execute();
    await recordOrderEvent(rows, order, {
      kind: 'purchase confirmed',
      status: order.status,
      detail: "The app confirmed its Google Play purchase token; the store's notification credits it",
    });
  }
  return presentOrder(order);
}
