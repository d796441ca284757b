// App users' wallets: every change of a balance is one ledger entry written in the same
// transaction (the request's), made in SQL on the locked wallet row, so concurrent changes
// of one wallet are applied one after the other and the balance is always the sum of its
// ledger. An idempotency key applies a change once; a top-up over the project's threshold
// becomes a large-bonus application for the customer-service area to decide.
// Each top-up is a grant: bought with money (never expires) or a bonus (may expire). A
// deduction spends bonus grants first, the soonest expiring first, then purchased coins; a
// grant past its expiry is written off with a ledger entry of its own (writeOffExpired, by
// any change of the wallet and by the expiry job), so the balance is always the sum of the
// grants' remaining as well as of the ledger. What is read answers what a change would see:
// bonus past its expiry and not yet written off is neither in the balances nor held.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LargeBonusApplication, WalletLedger } from '../../db/types';
import { badRequest, conflict, fieldConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { countRows, pagingOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { appUserByCode } from '../user-list/user-list.service';
import {
  type AdjustBody,
  type LedgerQuery,
  EXPIRIES_SHOWN,
  type Adjustment,
  type Application,
  type Balances,
  type Holding,
  type Holdings,
  type LedgerEntry,
  WALLET_KINDS,
  type WalletView,
} from './user-wallet.schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;
type AppUser = { id: number; project_code: string; user_code: string };
/** Where a top-up's coins come from: bought with money (never expire), or a bonus (staff, activities). */
export type GrantSource = 'purchase' | 'bonus';

/** Above these a staff top-up is an application, not a credit, unless the project says otherwise (config `wallet.largeBonusThreshold`, JSON by kind). */
export const DEFAULT_THRESHOLDS: Record<Kind, number> = { coin: 10_000, ticket: 100, point: 100_000, vip_day: 31 };
export const THRESHOLD_KEY = 'wallet.largeBonusThreshold';
const LEDGER_SHOWN = 20;
/** The reason of the entry that writes off what an expired bonus grant had left. */
export const EXPIRED_REASON = 'Bonus expired';
const EXPIRY_KEY_PREFIX = 'expired:';
/** The write-off's key: one per grant, so it is written once; a colon no request's key may hold. */
export const expiryKey = (grantId: number) => `${EXPIRY_KEY_PREFIX}grant:${grantId}`;

/** Who wrote an entry: a staff member, the app (a purchase, an unlock: no operator) or the system (an expiry write-off, by its key). */
export function actorOf(
  entry: Pick<Selectable<WalletLedger>, 'operator_id' | 'idempotency_key'>,
): 'staff' | 'app' | 'system' {
  if (entry.operator_id !== null) return 'staff';
  return entry.idempotency_key?.startsWith(EXPIRY_KEY_PREFIX) ? 'system' : 'app';
}

/** "100 coins", "1 VIP day": a kind's amount in a message. */
const KIND_WORDS: Record<Kind, [string, string]> = {
  coin: ['coin', 'coins'],
  ticket: ['ticket', 'tickets'],
  point: ['point', 'points'],
  vip_day: ['VIP day', 'VIP days'],
};
const amountOf = (kind: Kind, amount: number) => `${amount} ${KIND_WORDS[kind][amount === 1 ? 0 : 1]}`;

/** How a staff member is named on what they did: their name, else their username. */
export const staffName = (user: SignedInUser) => user.name || user.username;

async function thresholdOf(db: Kysely<Database>, projectCode: string, kind: Kind): Promise<number> {
  const entry = await db
    .selectFrom('sys_config as c')
    .innerJoin('sys_project as p', 'p.id', 'c.project_id')
    .select('c.value')
    .where('p.code', '=', projectCode)
    .where('c.config_key', '=', THRESHOLD_KEY)
    .where('c.deleted', '=', 0)
    .executeTakeFirst();
  const configured = entry ? (JSON.parse(entry.value) as Partial<Record<Kind, unknown>>)[kind] : undefined;
  return Number.isSafeInteger(configured) ? (configured as number) : DEFAULT_THRESHOLDS[kind];
}

/** The bonus grants due (past their expiry) with something left: what the next change of their wallet writes off. */
const isDue = sql<boolean>`expire_time <= now()`;

/**
 * Each kind's balance as a change would see it: less what the bonus past its expiry still
 * holds (the change writes that off first; until then, or until the job does, it is there
 * in the row but not to spend). Only reads.
 */
export async function balancesOf(rows: Rows, userId: number): Promise<Static<typeof Balances>> {
  const wallets = await rows.read('wallet').select(['id', 'kind', 'balance']).where('user_id', '=', userId).execute();
  const due = wallets.length
    ? await rows
        .read('wallet_grant')
        .select(['kind', sql<number>`sum(remaining)::bigint`.as('remaining')])
        .where(
          'wallet_id',
          'in',
          wallets.map((wallet) => wallet.id),
        )
        .where('remaining', '>', 0)
        .where(isDue)
        .groupBy('kind')
        .execute()
    : [];
  const balance = (kind: Kind) =>
    (wallets.find((wallet) => wallet.kind === kind)?.balance ?? 0) -
    (due.find((part) => part.kind === kind)?.remaining ?? 0);
  return Object.fromEntries(WALLET_KINDS.map((kind) => [kind, balance(kind)])) as Static<typeof Balances>;
}

/** The time zone of a project (IANA): where an expiry day ends. */
async function timeZoneOf(db: Kysely<Database>, projectCode: string): Promise<string> {
  return (
    await db.selectFrom('sys_project').select('timezone').where('code', '=', projectCode).executeTakeFirstOrThrow()
  ).timezone;
}

/** 2026-02-30 has the form of a date but is none: the format check lets it through, the database would fail on it. */
const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * When a bonus whose last day is `day` expires: the start of the next day in the project's
 * time zone (what `expire_time <= now()` writes off, as the list kit's day ranges end). A
 * day before today there is a 400 naming expiresOn.
 */
async function expiryOf(db: Kysely<Database>, projectCode: string, day: string): Promise<Date> {
  if (!isCalendarDay(day)) throw badRequest('expiresOn', 'must be a day of the calendar such as 2024-05-01');
  const found = await db
    .selectFrom('sys_project')
    .select([
      'timezone',
      sql<Date>`((${day}::date + 1)::timestamp at time zone timezone)`.as('instant'),
      sql<string>`to_char(now() at time zone timezone, 'YYYY-MM-DD')`.as('today'),
    ])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  if (day < found.today)
    throw badRequest(
      'expiresOn',
      `must be today or later in the project's time zone (${found.timezone}, where today is ${found.today})`,
    );
  return found.instant;
}

export const presentEntry = (entry: Selectable<WalletLedger>): Static<typeof LedgerEntry> => ({
  id: entry.id,
  kind: entry.kind,
  direction: entry.direction,
  amount: entry.amount,
  balanceAfter: entry.balance_after,
  reason: entry.reason,
  actor: actorOf(entry),
  operatorName: entry.operator_name,
  createTime: entry.create_time.toISOString(),
});

export const presentApplication = (
  row: Selectable<LargeBonusApplication> & { user_code: string },
): Static<typeof Application> => ({
  id: row.id,
  userCode: row.user_code,
  kind: row.kind,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  applicantName: row.applicant_name,
  reviewerName: row.reviewer_name,
  reviewNote: row.review_note,
  createTime: row.create_time.toISOString(),
  reviewTime: row.review_time?.toISOString() ?? null,
  expiresAt: row.expire_time?.toISOString() ?? null,
});

/** The ledger entry a key already wrote in the project, or undefined. */
function entryByKey(rows: Rows, projectCode: string, key: string) {
  return rows
    .read('wallet_ledger')
    .selectAll()
    .where('project_code', '=', projectCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** One intended change, as a key's first use and a request sending it again are compared. */
type Intent = { userId: number; kind: Kind; direction: 'top-up' | 'deduction'; amount: number };

/** The change an entry made, for comparing with a key sent again. */
async function intentOf(rows: Rows, entry: Selectable<WalletLedger>): Promise<Intent> {
  const wallet = await rows
    .read('wallet')
    .select('user_id')
    .where('id', '=', entry.wallet_id)
    .executeTakeFirstOrThrow();
  return { userId: wallet.user_id, kind: entry.kind, direction: entry.direction, amount: entry.amount };
}

/**
 * A key is one intended change: sent again for the same one, its first answer comes back;
 * for another user, kind, direction or amount it is a 409 naming the key and what it did,
 * never the first answer passed off as this change's.
 */
async function refuseOtherUse(rows: Rows, key: string, used: Intent, asked: Intent): Promise<void> {
  if (
    used.userId === asked.userId &&
    used.kind === asked.kind &&
    used.direction === asked.direction &&
    used.amount === asked.amount
  )
    return;
  const owner = await rows.read('app_user').select('user_code').where('id', '=', used.userId).executeTakeFirst();
  throw fieldConflict(
    'idempotencyKey',
    `was already used for a ${used.direction} of ${amountOf(used.kind, used.amount)} for ${owner?.user_code ?? `user ${used.userId}`}: a new change needs a new key (${key})`,
  );
}

export interface Change {
  kind: Kind;
  direction: 'top-up' | 'deduction';
  amount: number;
  reason: string;
  idempotencyKey: string;
  /** the staff member; null for the app (a purchase) */
  operator: SignedInUser | null;
  /** a top-up's coins: a bonus unless said otherwise */
  source?: GrantSource;
  /** when a bonus top-up expires; none: never */
  expiresAt?: Date | null;
}

type LockedWallet = { id: number; project_code: string; kind: Kind; balance: number };

/**
 * Writes off the bonus grants of `wallet` expired by `now`, each with a deduction entry of
 * what it had left, by the system (no operator; its key says so). The caller holds the
 * wallet row's lock: every change of a wallet's grants happens under it, so a grant is
 * written off once. Answers the balance
 * after, and how many grants were written off.
 */
export async function writeOffExpired(
  rows: Rows,
  wallet: LockedWallet,
  now: Date,
): Promise<{ balance: number; grants: number }> {
  const due = await rows
    .read('wallet_grant')
    .select(['id', 'remaining'])
    .where('wallet_id', '=', wallet.id)
    .where('remaining', '>', 0)
    .where('expire_time', '<=', now)
    .orderBy('expire_time')
    .orderBy('id')
    .execute();
  if (!due.length) return { balance: wallet.balance, grants: 0 };
  let balance = wallet.balance;
  const entries = due.map((grant) => {
    balance -= grant.remaining;
    return {
      project_code: wallet.project_code,
      wallet_id: wallet.id,
      kind: wallet.kind,
      direction: 'deduction' as const,
      amount: grant.remaining,
      balance_after: balance,
      reason: EXPIRED_REASON,
      operator_id: null,
      operator_name: '',
      idempotency_key: expiryKey(grant.id),
    };
  });
  await rows
    .update('wallet_grant')
    .set({ remaining: 0 })
    .where(
      'id',
      'in',
      due.map((grant) => grant.id),
    )
    .execute();
  await rows.add('wallet_ledger', entries).execute();
  const written = entries.reduce((sum, entry) => sum + entry.amount, 0);
  await rows
    .update('wallet')
    .set({ balance: sql<number>`balance - ${written}`, update_time: sql<Date>`now()` })
    .where('id', '=', wallet.id)
    .execute();
  return { balance, grants: due.length };
}

/**
 * Takes `amount` from the live grants of `walletId` in the order a deduction spends them:
 * bonus before purchased coins, the soonest expiry first (a bonus without one after those
 * that expire), then the oldest. The caller holds the wallet's lock and has checked the
 * balance, which is the sum of the grants' remaining; should they disagree, the grants
 * cannot cover it and this throws (an internal error: the transaction rolls back) rather
 * than let the balance and its grants drift apart unseen.
 */
async function spendGrants(rows: Rows, walletId: number, amount: number): Promise<void> {
  // one statement: each live grant with the remaining of those spent before it; a grant
  // gives what is still wanted, up to its remaining ('bonus' sorts before 'purchase', and
  // a null expiry after every date: the spendable index's order)
  const spendable = rows
    .read('wallet_grant')
    .select([
      'id',
      'remaining',
      sql<number>`sum(remaining) over (order by source, expire_time, id) - remaining`.as('before'),
    ])
    .where('wallet_id', '=', walletId)
    .where('remaining', '>', 0)
    .as('spendable');
  const taken = sql<number>`least(spendable.remaining, ${amount} - spendable.before)`;
  const spent = await rows
    .update('wallet_grant')
    .from(spendable)
    .set({ remaining: sql<number>`wallet_grant.remaining - ${taken}` })
    .whereRef('wallet_grant.id', '=', 'spendable.id')
    .where('spendable.before', '<', amount)
    .returning(taken.as('taken'))
    .execute();
  const covered = spent.reduce((sum, grant) => sum + Number(grant.taken), 0);
  if (covered !== amount)
    throw new Error(
      `Wallet ${walletId}: its grants cover ${covered} of a deduction of ${amount}; its balance and its grants disagree`,
    );
}

/**
 * Writes one change of `user`'s wallet: the wallet row is created at 0 when new, then
 * locked; its expired bonus is written off first, then the balance changes in SQL and the
 * entry records it. A top-up is a grant (a bonus, unless bought); a deduction spends the
 * grants, bonus first. A deduction past the balance is a 409 naming the balance, and
 * changes nothing. A key already written answers its entry again.
 */
export async function applyChange(rows: Rows, user: AppUser, change: Change): Promise<Selectable<WalletLedger>> {
  const source = change.source ?? 'bonus';
  const expiresAt = change.expiresAt ?? null;
  // the table refuses it too; said here in the api's words
  if (expiresAt && (change.direction !== 'top-up' || source !== 'bonus'))
    throw badRequest('expiresAt', 'only a bonus top-up expires');
  await rows
    .add('wallet', [{ project_code: user.project_code, user_id: user.id, kind: change.kind }])
    .onConflict((existing) => existing.columns(['user_id', 'kind']).doNothing())
    .execute();
  const wallet = await rows
    .read('wallet')
    .select(['id', 'project_code', 'kind', 'balance'])
    .where('user_id', '=', user.id)
    .where('kind', '=', change.kind)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // under the lock: the same key sent twice at once is applied by whichever came first
  const twin = await entryByKey(rows, user.project_code, change.idempotencyKey);
  if (twin) {
    await refuseOtherUse(rows, change.idempotencyKey, await intentOf(rows, twin), {
      userId: user.id,
      kind: change.kind,
      direction: change.direction,
      amount: change.amount,
    });
    return twin;
  }
  // what has expired is not there to spend (nor to show in the balance after)
  const { balance } = await writeOffExpired(rows, wallet, new Date());
  const delta =
    change.direction === 'top-up' ? sql<number>`balance + ${change.amount}` : sql<number>`balance - ${change.amount}`;
  const changed = await rows
    .update('wallet')
    .set({ balance: delta, update_time: sql<Date>`now()` })
    .where('id', '=', wallet.id)
    .where('balance', '>=', change.direction === 'deduction' ? change.amount : 0)
    .returning('balance')
    .executeTakeFirst();
  if (!changed) {
    throw conflict(
      `The ${change.kind} balance of ${user.user_code} is ${balance}: a deduction of ${change.amount} would take it below 0`,
    );
  }
  const entry = await rows
    .add('wallet_ledger', [
      {
        project_code: user.project_code,
        wallet_id: wallet.id,
        kind: change.kind,
        direction: change.direction,
        amount: change.amount,
        balance_after: changed.balance,
        reason: change.reason,
        operator_id: change.operator?.id ?? null,
        operator_name: change.operator ? staffName(change.operator) : '',
        idempotency_key: change.idempotencyKey,
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
  if (change.direction === 'top-up') {
    await rows
      .add('wallet_grant', [
        {
          project_code: user.project_code,
          wallet_id: wallet.id,
          kind: change.kind,
          ledger_id: entry.id,
          source,
          amount: change.amount,
          remaining: change.amount,
          expire_time: expiresAt,
        },
      ])
      .execute();
  } else {
    await spendGrants(rows, wallet.id, change.amount);
  }
  return entry;
}

/**
 * Credits `user`'s wallet: what other areas call. Coins bought with money (`source:
 * 'purchase'`, by the app: no operator) never expire; a bonus may carry `expiresAt`.
 */
export function creditWallet(
  rows: Rows,
  user: AppUser,
  credit: Omit<Change, 'direction'>,
): Promise<Selectable<WalletLedger>> {
  return applyChange(rows, user, { ...credit, direction: 'top-up' });
}

/** POST /user/wallet/adjust: a top-up or deduction by staff, applied once per idempotency key. */
export async function adjustWallet(
  db: Kysely<Database>,
  scope: ProjectScope,
  operator: SignedInUser,
  body: Static<typeof AdjustBody>,
): Promise<Static<typeof Adjustment>> {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, body.userCode);
  const answer = async (
    entry: Parameters<typeof presentEntry>[0] | null,
    application: Parameters<typeof presentApplication>[0] | null,
  ) => ({
    outcome: entry ? ('applied' as const) : ('pending-review' as const),
    entry: entry ? presentEntry(entry) : null,
    application: application ? presentApplication(application) : null,
    balances: await balancesOf(rows, user.id),
  });
  // the same key again for the same change: the first result (a 409 for another change)
  const asked: Intent = { userId: user.id, kind: body.kind, direction: body.direction, amount: body.amount };
  const applied = await entryByKey(rows, user.project_code, body.idempotencyKey);
  if (applied) {
    await refuseOtherUse(rows, body.idempotencyKey, await intentOf(rows, applied), asked);
    return answer(applied, null);
  }
  const appliedFor = await rows
    .read('large_bonus_application')
    .selectAll()
    .where('project_code', '=', user.project_code)
    .where('idempotency_key', '=', body.idempotencyKey)
    .executeTakeFirst();
  if (appliedFor) {
    await refuseOtherUse(
      rows,
      body.idempotencyKey,
      { userId: appliedFor.user_id, kind: appliedFor.kind, direction: 'top-up', amount: appliedFor.amount },
      asked,
    );
    return answer(null, { ...appliedFor, user_code: user.user_code });
  }

  // checked after the replay: a key sent again answers its first result even once its expiry day has passed
  const { expiresOn, ...asSent } = body;
  if (expiresOn !== undefined && body.direction !== 'top-up')
    throw badRequest('expiresOn', 'only a top-up may expire: a deduction spends what the wallet holds');
  const expiresAt = expiresOn === undefined ? null : await expiryOf(db, user.project_code, expiresOn);
  const change = { ...asSent, expiresAt, operator };
  if (body.direction === 'top-up' && body.amount > (await thresholdOf(db, user.project_code, body.kind))) {
    const application = await rows
      .add('large_bonus_application', [
        {
          project_code: user.project_code,
          user_id: user.id,
          kind: body.kind,
          amount: body.amount,
          reason: body.reason,
          idempotency_key: body.idempotencyKey,
          applicant_id: operator.id,
          applicant_name: staffName(operator),
          expire_time: expiresAt,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    return answer(null, { ...application, user_code: user.user_code });
  }
  return answer(await applyChange(rows, user, change), null);
}

/** Per kind: the balance as purchased and bonus coins, and the bonus's expiries, soonest first. */
async function holdingsOf(
  rows: Rows,
  userId: number,
  balances: Static<typeof Balances>,
): Promise<Static<typeof Holdings>> {
  const parts = await rows
    .read('wallet_grant')
    .select(['kind', 'source', 'expire_time', sql<number>`sum(remaining)::bigint`.as('remaining')])
    .where('wallet_id', 'in', rows.read('wallet').select('id').where('user_id', '=', userId))
    .where('remaining', '>', 0)
    // what is due is no longer held: the next change writes it off
    .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', sql<Date>`now()`)]))
    .groupBy(['kind', 'source', 'expire_time'])
    .orderBy('expire_time')
    .execute();
  const holding = (kind: Kind): Static<typeof Holding> => {
    const of = parts.filter((part) => part.kind === kind);
    const sum = (source: GrantSource) =>
      of.filter((part) => part.source === source).reduce((total, part) => total + part.remaining, 0);
    const expiring = of.filter((part) => part.expire_time !== null).slice(0, EXPIRIES_SHOWN);
    return {
      total: balances[kind],
      purchased: sum('purchase'),
      bonus: sum('bonus'),
      expiring: expiring.map((part) => ({ amount: part.remaining, expiresAt: part.expire_time!.toISOString() })),
    };
  };
  return Object.fromEntries(WALLET_KINDS.map((kind) => [kind, holding(kind)])) as Static<typeof Holdings>;
}

/** GET /user/wallet/{userCode}: the balances (purchased, bonus, expiring; without bonus past its expiry), the newest ledger entries and the pending applications. */
export async function walletOf(
  db: Kysely<Database>,
  scope: ProjectScope,
  userCode: string,
): Promise<Static<typeof WalletView>> {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, userCode);
  const [balances, ledger, pending] = await Promise.all([
    balancesOf(rows, user.id),
    rows
      .read('wallet_ledger')
      .selectAll()
      .where('wallet_id', 'in', rows.read('wallet').select('id').where('user_id', '=', user.id))
      .orderBy('id', 'desc')
      .limit(LEDGER_SHOWN)
      .execute(),
    rows
      .read('large_bonus_application')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    userCode: user.user_code,
    timeZone: await timeZoneOf(db, user.project_code),
    balances,
    holdings: await holdingsOf(rows, user.id, balances),
    ledger: ledger.map(presentEntry),
    pending: pending.map((row) => presentApplication({ ...row, user_code: user.user_code })),
  };
}

/** GET /user/wallet/{userCode}/ledger: every entry of the user's wallets (or of one kind), newest first. */
export async function ledgerOf(
  db: Kysely<Database>,
  scope: ProjectScope,
  userCode: string,
  query: Static<typeof LedgerQuery>,
) {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, userCode);
  let wallets = rows.read('wallet').select('id').where('user_id', '=', user.id);
  if (query.kind) wallets = wallets.where('kind', '=', query.kind);
  const entries = rows.read('wallet_ledger').where('wallet_id', 'in', wallets);
  const paging = pagingOf(query);
  // newest first by id (the order they were written), served by wallet_ledger_wallet
  const [total, page] = await Promise.all([
    countRows(entries),
    entries.selectAll().orderBy('id', 'desc').limit(paging.pageSize).offset(paging.offset).execute(),
  ]);
  return { list: page.map(presentEntry), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}
