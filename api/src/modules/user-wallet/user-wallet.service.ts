// The users area's wallet screen: a staff adjustment (a top-up over the project's threshold
// becomes a large-bonus application for customer service to decide), a user's wallet with
// what its balances are made of, and their whole ledger. Every change of a balance goes
// through the ledger (domain/wallet); what is read answers what a change would see: bonus
// past its expiry and not yet written off is neither in the balances nor held.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { appUserByCode } from '../../domain/app-users';
import {
  applyChange,
  askReviewers,
  type Balances,
  balancesOf,
  entryByKey,
  type GrantSource,
  type Intent,
  intentOf,
  presentApplication,
  presentEntry,
  refuseOtherUse,
  staffName,
  thresholdOf,
  thresholdsOf,
  WALLET_KINDS,
} from '../../domain/wallet';
import { badRequest } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { countRows, pagingOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  type AdjustBody,
  type Adjustment,
  EXPIRIES_SHOWN,
  type Holding,
  type Holdings,
  type LedgerQuery,
  type WalletView,
} from './user-wallet.schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;

const LEDGER_SHOWN = 20;
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
  if (!isCalendarDay(day))
    throw badRequest('expiresOn', 'must be a day of the calendar such as 2024-05-01', 'format', { format: 'date' });
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
      'notPast',
      { timeZone: found.timezone, today: found.today },
    );
  return found.instant;
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
    application: application ? presentApplication(application, operator.id) : null,
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
    await askReviewers(db, application, user.user_code);
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

/** The order a debt came from: its key is refund:<orderNo>:<credit id> (domain/deals/refund.ts). */
const refundedOrderOf = (sourceKey: string) => /^refund:(.+):\d+$/.exec(sourceKey)?.[1] ?? null;

/** GET /user/wallet/{userCode}: the balances (purchased, bonus, expiring; without bonus past its expiry), the newest ledger entries and the pending applications. */
export async function walletOf(
  db: Kysely<Database>,
  scope: ProjectScope,
  viewer: SignedInUser,
  userCode: string,
): Promise<Static<typeof WalletView>> {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, userCode);
  const [balances, debts, ledger, pending, largeBonusThresholds] = await Promise.all([
    balancesOf(rows, user.id),
    // the open ones, oldest first as purchases repay them (served by wallet_debt_open)
    rows
      .read('wallet_debt')
      .selectAll()
      .where('wallet_id', 'in', rows.read('wallet').select('id').where('user_id', '=', user.id))
      .where('remaining', '>', 0)
      .orderBy('id')
      .execute(),
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
    thresholdsOf(db, user.project_code),
  ]);
  return {
    userCode: user.user_code,
    timeZone: await timeZoneOf(db, user.project_code),
    balances,
    holdings: await holdingsOf(rows, user.id, balances),
    debts: debts.map((debt) => ({
      id: debt.id,
      kind: debt.kind as Kind,
      amount: debt.amount,
      repaid: debt.amount - debt.remaining,
      remaining: debt.remaining,
      orderNo: refundedOrderOf(debt.source_key),
      reason: debt.reason,
      createTime: debt.create_time.toISOString(),
    })),
    ledger: ledger.map(presentEntry),
    pending: pending.map((row) => presentApplication({ ...row, user_code: user.user_code }, viewer.id)),
    largeBonusThresholds,
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
