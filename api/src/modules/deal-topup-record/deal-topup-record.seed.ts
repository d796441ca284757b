// Demo top-up orders: each a purchase of one of the project's seeded packages (deal-package's
// step runs first) by one of its users, over the last 90 days, at the package's price with
// what it gives, on one of its platforms, in a country it is sold in, through a channel it
// takes (App Store on iOS, Google Play on Android, the card provider anywhere; the test
// provider's orders are sandbox). Statuses in a shop's proportions: most paid, some failed,
// some closed unpaid after the timeout, a few refunded, the last minutes' still unpaid. Each
// order has its history. The paid orders of the last days are credited through the wallet
// ledger as the payment does (key `order:<orderNo>`), so the coin liability has them.
import type { Insertable, Kysely } from 'kysely';
import type { Database, TopupOrder, TopupOrderEvent } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { projectRows } from '../../platform/projectRows';
import { creditWallet } from '../../domain/wallet';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Orders a project gets at size 1 (SEED_SIZE=small is 1). */
const ORDERS = 2000;
/** Paid orders newer than this are credited through the ledger (a few dozen a project at the small size). */
const CREDITED_DAYS = 3;
const BATCH = 1000;

/** Final statuses by weight: 1 paid, 2 failed, 3 closed on timeout, 4 refunded (0: the last minutes' only). */
const STATUSES = [
  [1, 78],
  [2, 7],
  [3, 12],
  [4, 3],
] as const;

type Row = Insertable<TopupOrder>;
type Pack = {
  id: number;
  price_minor: number;
  currency: string;
  coins: number;
  bonus_coins: number;
  vip_days: number | null;
  platforms: string[];
  countries: string[];
  channels: { code: string; provider: string }[];
};

/** What each provider sells through on each platform. */
const PROVIDERS_ON: Record<string, string[]> = {
  ios: ['app_store', 'card'],
  android: ['google_play', 'card'],
  web: ['card', 'test'],
};

async function packagesOf(db: Kysely<Database>, projectCode: string): Promise<Pack[]> {
  const packages = await db
    .selectFrom('deal_package')
    .select(['id', 'price_minor', 'currency', 'coins', 'bonus_coins', 'vip_days', 'platforms'])
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  const countries = await db
    .selectFrom('deal_package_country as pc')
    .innerJoin('deal_country as c', 'c.id', 'pc.country_id')
    .select(['pc.package_id', 'c.code'])
    .where('c.project_code', '=', projectCode)
    .execute();
  const channels = await db
    .selectFrom('deal_package_channel as pc')
    .innerJoin('deal_payment_channel as c', 'c.id', 'pc.channel_id')
    .select(['pc.package_id', 'c.code', 'c.provider'])
    .where('c.project_code', '=', projectCode)
    .execute();
  return packages
    .map((pack) => ({
      ...pack,
      countries: countries.filter((row) => row.package_id === pack.id).map((row) => row.code),
      channels: channels.filter((row) => row.package_id === pack.id).map(({ code, provider }) => ({ code, provider })),
    }))
    .filter((pack) => pack.countries.length && pack.channels.length);
}

/** The orders of one project and their histories; answers how many orders. */
export async function seedOrders(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
  size: number,
  operator: { id: number; name: string } | null,
): Promise<number> {
  const packages = await packagesOf(db, projectCode);
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'user_code', 'country', 'create_time'])
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  if (!packages.length || !users.length) return 0;
  const prefix = projectCode.split('-')[1].toUpperCase();
  // the cheaper packages sell more
  const byPrice = [...packages].sort((a, b) => a.price_minor - b.price_minor);
  const weightedPacks = byPrice.map((pack, index) => [pack, Math.max(1, byPrice.length - index) ** 2] as const);
  const count = Math.max(50, Math.round(ORDERS * size));
  const orders: Row[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = random.pick(users);
    const pack = random.weighted(weightedPacks);
    const platform = random.pick(pack.platforms) as 'ios' | 'android' | 'web';
    const usable = pack.channels.filter((channel) => PROVIDERS_ON[platform]?.includes(channel.provider));
    const channel = random.pick(usable.length ? usable : pack.channels);
    const country = pack.countries.includes(user.country) ? user.country : random.pick(pack.countries);
    const since = Math.max(user.create_time.getTime(), now.getTime() - 90 * DAY_MS);
    const created = new Date(since + random.int(0, Math.max(0, now.getTime() - since - 1)));
    // an order of the last half hour may still wait for its payment
    const recent = now.getTime() - created.getTime() < 30 * MINUTE_MS;
    const status = recent && random.chance(0.5) ? 0 : random.weighted(STATUSES);
    const paidAt = new Date(Math.min(now.getTime(), created.getTime() + random.int(5_000, 300_000)));
    orders.push({
      project_code: projectCode,
      order_no: `${prefix}O${String(index + 1).padStart(9, '0')}`,
      user_code: user.user_code,
      user_id: user.id,
      package_id: pack.id,
      amount_minor: pack.price_minor,
      currency: pack.currency,
      coins: pack.coins,
      bonus_coins: pack.bonus_coins,
      vip_days: pack.vip_days,
      status,
      pay_channel: channel.code,
      platform,
      country,
      // the test provider's orders, and a few store sandbox purchases by testers
      sandbox: channel.provider === 'test' || random.chance(0.01),
      provider_ref: status === 1 || status === 4 ? `${channel.provider}_${prefix}${index + 1}` : null,
      pay_time: status === 1 || status === 4 ? paidAt : null,
      closed_time: status === 3 ? new Date(created.getTime() + 30 * MINUTE_MS) : null,
      refund_time:
        status === 4 ? new Date(Math.min(now.getTime(), paidAt.getTime() + random.int(1, 72) * 3_600_000)) : null,
      create_time: created,
      update_time: created,
    });
  }
  orders.sort((a, b) => (a.create_time as Date).getTime() - (b.create_time as Date).getTime());
  for (let start = 0; start < orders.length; start += BATCH) {
    const inserted = await db
      .insertInto('topup_order')
      .values(orders.slice(start, start + BATCH))
      .returning(['id', 'order_no'])
      .execute();
    const ids = new Map(inserted.map((row) => [row.order_no, row.id]));
    const events = orders
      .slice(start, start + BATCH)
      .flatMap((order) => historyOf(order, ids.get(order.order_no)!, operator));
    await db.insertInto('topup_order_event').values(events).execute();
  }
  await creditRecent(db, projectCode, now);
  return orders.length;
}

/** What happened to an order, as the payment path writes it. */
function historyOf(
  order: Row,
  orderId: number,
  operator: { id: number; name: string } | null,
): Insertable<TopupOrderEvent>[] {
  const base = { project_code: order.project_code, order_id: orderId };
  const events: Insertable<TopupOrderEvent>[] = [
    { ...base, kind: 'made', status: 0, detail: `Order made on ${order.platform}`, create_time: order.create_time },
  ];
  if (order.pay_time)
    events.push({
      ...base,
      kind: 'paid',
      status: 1,
      detail: `Paid through ${order.pay_channel} (${order.provider_ref})`,
      create_time: order.pay_time,
    });
  if (order.status === 2)
    events.push({
      ...base,
      kind: 'failed',
      status: 2,
      detail: 'The provider declined the payment',
      create_time: order.create_time,
    });
  if (order.status === 3)
    events.push({
      ...base,
      kind: 'closed',
      status: 3,
      detail: 'Closed unpaid after 30 minutes',
      create_time: order.closed_time!,
    });
  if (order.status === 4)
    events.push({
      ...base,
      kind: 'refunded',
      status: 4,
      detail: operator ? `By ${operator.name}: customer asked for a refund` : 'By the store',
      operator_id: operator?.id ?? null,
      operator_name: operator?.name ?? '',
      create_time: order.refund_time!,
    });
  return events;
}

/**
 * The paid orders of the last CREDITED_DAYS, credited as the payment does: the package's
 * coins as a purchase, its bonus as a bonus, its VIP days (the ledger's entries dated now,
 * after the seeded history), for the users the seed gave a coin wallet. Older orders' coins
 * are in the seeded wallets' purchases.
 */
async function creditRecent(db: Kysely<Database>, projectCode: string, now: Date) {
  const project = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const rows = projectRows(db, { projectCode, all: false, projects: [project] });
  const recent = await rows
    .read('topup_order')
    .innerJoin('app_user', 'app_user.id', 'topup_order.user_id')
    .select([
      'topup_order.order_no',
      'topup_order.coins',
      'topup_order.bonus_coins',
      'topup_order.vip_days',
      'app_user.id',
      'app_user.project_code',
      'app_user.user_code',
    ])
    .where('topup_order.project_code', '=', projectCode)
    .where('topup_order.status', '=', 1)
    .where('topup_order.pay_time', '>=', new Date(now.getTime() - CREDITED_DAYS * DAY_MS))
    // users whose coin wallet the seed has written: the others are left without one, as new users are
    .where('topup_order.user_id', 'in', rows.read('wallet').select('user_id').where('kind', '=', 'coin'))
    .orderBy('topup_order.pay_time')
    .execute();
  for (const order of recent) {
    const user = { id: order.id, project_code: order.project_code, user_code: order.user_code };
    const credit = { operator: null, reason: `Coin package purchase: order ${order.order_no}` };
    if (order.coins > 0)
      await creditWallet(rows, user, {
        ...credit,
        kind: 'coin',
        amount: order.coins,
        idempotencyKey: `order:${order.order_no}`,
        source: 'purchase',
      });
    if (order.bonus_coins > 0)
      await creditWallet(rows, user, {
        ...credit,
        kind: 'coin',
        amount: order.bonus_coins,
        idempotencyKey: `order:${order.order_no}:bonus`,
      });
    if (order.vip_days)
      await creditWallet(rows, user, {
        ...credit,
        kind: 'vip_day',
        amount: order.vip_days,
        idempotencyKey: `order:${order.order_no}:vip`,
      });
  }
}
