// Demo wallets that agree with their ledgers, their grants and what their users did: about
// four users in ten have coins (and a few tickets), and so does everyone who unlocked an
// episode with coins. Each wallet is one timeline in time order, its balance the running
// sum of its entries (never below 0), dated after the user signed up and over the last 90
// days, written by the demo admin or by nobody (the app). Each top-up is a grant as the api
// writes it: coin packs the app sold are purchased (never expire); staff top-ups are bonus,
// half of them expiring 7, 14 or 30 days later (those past it written off at their expiry,
// as the expiry job does, with the key it writes, so they read as the system's; the rest
// expire in the next 30 days). Every coin unlock is a
// deduction by the app at the unlock's time for its price, a pack bought just before when
// the balance falls short. Deductions spend grants in the service's order.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, WalletGrant, WalletLedger } from '../types';
import type { CoinUnlock } from './interactions';
import type { Random } from './random';
import { EXPIRED_REASON, expiryKey } from '../../domain/wallet';

const DAY_MS = 86_400_000;
const BATCH = 1000;
/** Users whose wallets are made and written together: the memory stays flat at any size. */
const USERS_AT_ONCE = 500;
const STAFF_BONUSES = ['Welcome bonus', 'Refund for a failed unlock', 'Compensation for an outage'];
const PURCHASE = 'Coin package purchase';
/** The coin packs the app sells, the small ones bought most. */
export const COIN_PACKS = [
  [100, 40],
  [300, 30],
  [500, 20],
  [1000, 10],
] as const;
const ACTIVITY_BONUS = 'Check-in streak reward';
const DEDUCTIONS = ['Duplicate grant corrected', 'Refund reversed after review'];
const BONUS_DAYS = [7, 14, 30];

/** The reason of the coin deduction that paid for an unlock. */
export const unlockReason = (unlock: Pick<CoinUnlock, 'episodeNo' | 'dramaName'>) =>
  `Unlocked episode ${unlock.episodeNo} of ${unlock.dramaName}`;

type Kind = 'coin' | 'ticket';
type User = { id: number; create_time: Date };

interface Entry {
  direction: 'top-up' | 'deduction';
  amount: number;
  balanceAfter: number;
  reason: string;
  byStaff: boolean;
  time: number;
  /** a write-off: the grant whose rest it wrote off, its place in the wallet's grants */
  writesOff?: number;
}

interface Grant {
  /** its top-up's place in the wallet's ledger */
  entry: number;
  source: 'purchase' | 'bonus';
  amount: number;
  remaining: number;
  expire: number | null;
}

/** A deduction's order: bonus before purchased, the soonest expiry first (none last), the oldest first. */
function spendingOrder(a: Grant, b: Grant): number {
  if (a.source !== b.source) return a.source === 'bonus' ? -1 : 1;
  if (a.expire !== b.expire) return a.expire === null ? 1 : b.expire === null ? -1 : a.expire - b.expire;
  return a.entry - b.entry;
}

/** One wallet's history, written in time order: each entry with the balance after it, and the grants its top-ups made. */
class Timeline {
  balance = 0;
  readonly entries: Entry[] = [];
  readonly grants: Grant[] = [];

  constructor(
    readonly user: User,
    readonly kind: Kind,
  ) {}

  /** when the last entry was written (none yet: -Infinity) */
  get lastTime(): number {
    return this.entries.length ? this.entries[this.entries.length - 1].time : -Infinity;
  }

  private write(
    time: number,
    direction: Entry['direction'],
    amount: number,
    reason: string,
    byStaff: boolean,
    writesOff?: number,
  ): number {
    this.balance += direction === 'top-up' ? amount : -amount;
    this.entries.push({
      direction,
      amount,
      balanceAfter: this.balance,
      reason,
      byStaff,
      time,
      ...(writesOff === undefined ? {} : { writesOff }),
    });
    return this.entries.length - 1;
  }

  topUp(
    time: number,
    amount: number,
    reason: string,
    byStaff: boolean,
    source: Grant['source'],
    expire: number | null = null,
  ): void {
    this.grants.push({
      entry: this.write(time, 'top-up', amount, reason, byStaff),
      source,
      amount,
      remaining: amount,
      expire,
    });
  }

  /** Spends `amount` (at most the balance) from the live grants in the service's order. */
  deduct(time: number, amount: number, reason: string, byStaff: boolean): void {
    this.write(time, 'deduction', amount, reason, byStaff);
    let left = amount;
    for (const grant of this.grants.filter((candidate) => candidate.remaining > 0).sort(spendingOrder)) {
      const taken = Math.min(grant.remaining, left);
      grant.remaining -= taken;
      left -= taken;
      if (!left) break;
    }
  }

  /** What expired by `time` is written off at its expiry, by the system. */
  expireUntil(time: number): void {
    const due = this.grants
      .filter((grant) => grant.expire !== null && grant.expire <= time && grant.remaining > 0)
      .sort(spendingOrder);
    for (const grant of due) {
      this.write(grant.expire!, 'deduction', grant.remaining, EXPIRED_REASON, false, this.grants.indexOf(grant));
      grant.remaining = 0;
    }
  }

  /** What there is to spend at `time`: the balance less the bonus expired by then. */
  spendableAt(time: number): number {
    return this.grants.reduce(
      (left, grant) => (grant.expire !== null && grant.expire <= time ? left - grant.remaining : left),
      this.balance,
    );
  }
}

/** A top-up or a staff correction at `time`, as before unlocks were paid for. */
function activity(random: Random, wallet: Timeline, time: number): void {
  wallet.expireUntil(time);
  if (wallet.entries.length && wallet.balance > 10 && random.chance(0.25)) {
    wallet.deduct(time, random.int(1, Math.floor(wallet.balance / 2)), random.pick(DEDUCTIONS), true);
    return;
  }
  const byStaff = random.chance(0.5);
  if (wallet.kind === 'coin' && !byStaff) {
    wallet.topUp(time, random.weighted(COIN_PACKS), PURCHASE, false, 'purchase');
    return;
  }
  const amount = wallet.kind === 'coin' ? random.int(5, 60) * 10 : random.int(1, 5);
  const expire = byStaff && random.chance(0.5) ? time + random.pick(BONUS_DAYS) * DAY_MS : null;
  wallet.topUp(time, amount, byStaff ? random.pick(STAFF_BONUSES) : ACTIVITY_BONUS, byStaff, 'bonus', expire);
}

/** An unlock paid by the app at its time; short of coins, the user bought a pack on the paywall a moment before. */
function payUnlock(random: Random, wallet: Timeline, unlock: CoinUnlock, since: number): void {
  if (wallet.spendableAt(unlock.time) < unlock.coins) {
    // after whatever the wallet wrote last, so the ledger stays in time order
    const bought = Math.max(wallet.lastTime, since, unlock.time - random.int(20_000, 300_000));
    wallet.expireUntil(bought);
    // every pack is more than an episode costs: enough whatever expires before the unlock
    wallet.topUp(bought, random.weighted(COIN_PACKS), PURCHASE, false, 'purchase');
  }
  wallet.expireUntil(unlock.time);
  wallet.deduct(unlock.time, unlock.coins, unlockReason(unlock), false);
}

/** A user's wallets (none for most who unlocked nothing), each its whole timeline up to `now`. */
function walletsOf(random: Random, user: User, unlocks: CoinUnlock[], now: number): Timeline[] {
  if (!random.chance(0.4) && !unlocks.length) return [];
  const since = Math.max(user.create_time.getTime(), now - 90 * DAY_MS);
  return (random.chance(0.3) ? (['coin', 'ticket'] as const) : (['coin'] as const)).map((kind) => {
    const wallet = new Timeline(user, kind);
    const times = Array.from({ length: random.int(1, 4) }, () => since + random.int(0, Math.max(0, now - since - 1)));
    const events: { time: number; unlock?: CoinUnlock }[] = [
      ...times.map((time) => ({ time })),
      ...(kind === 'coin' ? unlocks.map((unlock) => ({ time: unlock.time, unlock })) : []),
    ];
    for (const event of events.sort((a, b) => a.time - b.time)) {
      if (event.unlock) payUnlock(random, wallet, event.unlock, since);
      else activity(random, wallet, event.time);
    }
    wallet.expireUntil(now);
    return wallet;
  });
}

export async function seedWallets(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  operator: { id: number; name: string },
  now: Date,
  coinUnlocks: CoinUnlock[],
): Promise<number> {
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'create_time'])
    .where('project_code', '=', projectCode)
    .orderBy('id')
    .execute();
  const unlocksOf = new Map<number, CoinUnlock[]>();
  for (const unlock of coinUnlocks) {
    const theirs = unlocksOf.get(unlock.userId);
    if (theirs) theirs.push(unlock);
    else unlocksOf.set(unlock.userId, [unlock]);
  }
  let entries = 0;
  for (let start = 0; start < users.length; start += USERS_AT_ONCE) {
    const wallets = users
      .slice(start, start + USERS_AT_ONCE)
      .flatMap((user) => walletsOf(random, user, unlocksOf.get(user.id) ?? [], now.getTime()));
    entries += await writeWallets(db, projectCode, operator, wallets);
  }
  return entries;
}

/** Writes the wallets, then their ledgers, then their grants, each in a few statements; answers the entries written. */
async function writeWallets(
  db: Kysely<Database>,
  projectCode: string,
  operator: { id: number; name: string },
  wallets: Timeline[],
): Promise<number> {
  if (!wallets.length) return 0;
  // ids come back in the order given: the wallets', and each entry's its place in the ledger
  const walletIds = await insertReturningIds(
    db,
    'wallet',
    wallets.map((wallet) => ({
      project_code: projectCode,
      user_id: wallet.user.id,
      kind: wallet.kind,
      balance: wallet.balance,
      update_time: new Date(wallet.lastTime),
    })),
  );
  const ledger: Insertable<WalletLedger>[] = wallets.flatMap((wallet, index) =>
    wallet.entries.map((entry) => ({
      project_code: projectCode,
      wallet_id: walletIds[index],
      kind: wallet.kind,
      direction: entry.direction,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      operator_id: entry.byStaff ? operator.id : null,
      operator_name: entry.byStaff ? operator.name : '',
      create_time: new Date(entry.time),
    })),
  );
  const entryIds = await insertReturningIds(db, 'wallet_ledger', ledger);
  let first = 0;
  const grants: Insertable<WalletGrant>[] = wallets.flatMap((wallet, index) => {
    const ofWallet = wallet.grants.map((grant) => ({
      project_code: projectCode,
      wallet_id: walletIds[index],
      kind: wallet.kind,
      ledger_id: entryIds[first + grant.entry],
      source: grant.source,
      amount: grant.amount,
      remaining: grant.remaining,
      expire_time: grant.expire === null ? null : new Date(grant.expire),
      create_time: new Date(wallet.entries[grant.entry].time),
    }));
    first += wallet.entries.length;
    return ofWallet;
  });
  const grantIds = await insertReturningIds(db, 'wallet_grant', grants);
  // a write-off carries its grant's key, as the service writes it: known once the grants are
  const writeOffs: { id: number; key: string }[] = [];
  let entryAt = 0;
  let grantAt = 0;
  for (const wallet of wallets) {
    wallet.entries.forEach((entry, index) => {
      if (entry.writesOff !== undefined)
        writeOffs.push({ id: entryIds[entryAt + index], key: expiryKey(grantIds[grantAt + entry.writesOff]) });
    });
    entryAt += wallet.entries.length;
    grantAt += wallet.grants.length;
  }
  for (let start = 0; start < writeOffs.length; start += BATCH) {
    const keys = writeOffs
      .slice(start, start + BATCH)
      .map((writeOff) => sql`(${writeOff.id}::bigint, ${writeOff.key})`);
    await sql`update wallet_ledger set idempotency_key = keyed.key from (values ${sql.join(keys)}) as keyed (id, key) where wallet_ledger.id = keyed.id`.execute(
      db,
    );
  }
  return ledger.length;
}

async function insertReturningIds<T extends 'wallet' | 'wallet_ledger' | 'wallet_grant'>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    const written = await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .returning('id')
      .execute();
    ids.push(...written.map((row) => row.id));
  }
  return ids;
}
