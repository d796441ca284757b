// App users' wallets: every change of a balance is one ledger entry written in the same
// transaction (the request's), made in SQL on the locked wallet row, so concurrent changes
// of one wallet are applied one after the other and the balance is always the sum of its
// ledger. An idempotency key applies a change once; a top-up over the project's threshold
// becomes a large-bonus application for the customer-service area to decide.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LargeBonusApplication, WalletLedger } from '../../db/types';
import { conflict, notFound } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { type AdjustBody, type Adjustment, type Application, type Balances, type LedgerEntry, WALLET_KINDS, type WalletView } from './user-wallet.schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;
type AppUser = { id: number; project_code: string; user_code: string };

/** Above these a staff top-up is an application, not a credit, unless the project says otherwise (config `wallet.largeBonusThreshold`, JSON by kind). */
export const DEFAULT_THRESHOLDS: Record<Kind, number> = { coin: 10_000, ticket: 100, point: 100_000, vip_day: 31 };
export const THRESHOLD_KEY = 'wallet.largeBonusThreshold';
const LEDGER_SHOWN = 20;

/** How a staff member is named on what they did: their name, else their username. */
export const staffName = (user: SignedInUser) => user.name || user.username;

/** The app user of `userCode` in the request's projects, or a 404. */
export async function appUser(rows: Rows, userCode: string): Promise<AppUser> {
  const user = await rows.read('app_user').select(['id', 'project_code', 'user_code']).where('user_code', '=', userCode).where('deleted', '=', 0).executeTakeFirst();
  if (!user) throw notFound(`No app user ${userCode} in your projects`);
  return user;
}

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

export async function balancesOf(rows: Rows, userId: number): Promise<Static<typeof Balances>> {
  const wallets = await rows.read('wallet').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  return Object.fromEntries(WALLET_KINDS.map((kind) => [kind, wallets.find((wallet) => wallet.kind === kind)?.balance ?? 0])) as Static<typeof Balances>;
}

export const presentEntry = (entry: Selectable<WalletLedger>): Static<typeof LedgerEntry> => ({
  id: entry.id,
  kind: entry.kind,
  direction: entry.direction,
  amount: entry.amount,
  balanceAfter: entry.balance_after,
  reason: entry.reason,
  operatorName: entry.operator_name,
  createTime: entry.create_time.toISOString(),
});

export const presentApplication = (row: Selectable<LargeBonusApplication> & { user_code: string }): Static<typeof Application> => ({
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
});

/** The ledger entry a key already wrote in the project, or undefined. */
function entryByKey(rows: Rows, projectCode: string, key: string) {
  return rows.read('wallet_ledger').selectAll().where('project_code', '=', projectCode).where('idempotency_key', '=', key).executeTakeFirst();
}

export interface Change {
  kind: Kind;
  direction: 'top-up' | 'deduction';
  amount: number;
  reason: string;
  idempotencyKey: string;
  operator: SignedInUser;
}

/**
 * Writes one change of `user`'s wallet: the wallet row is created at 0 when new, then
 * locked; the balance changes in SQL and the entry records it. A deduction past the
 * balance is a 409 naming the balance, and changes nothing. A key already written answers
 * its entry again.
 */
export async function applyChange(rows: Rows, user: AppUser, change: Change): Promise<Selectable<WalletLedger>> {
  await rows
    .add('wallet', [{ project_code: user.project_code, user_id: user.id, kind: change.kind }])
    .onConflict((existing) => existing.columns(['user_id', 'kind']).doNothing())
    .execute();
  const wallet = await rows.read('wallet').select(['id', 'balance']).where('user_id', '=', user.id).where('kind', '=', change.kind).forUpdate().executeTakeFirstOrThrow();
  // under the lock: the same key sent twice at once is applied by whichever came first
  const twin = await entryByKey(rows, user.project_code, change.idempotencyKey);
  if (twin) return twin;
  const delta = change.direction === 'top-up' ? sql<number>`balance + ${change.amount}` : sql<number>`balance - ${change.amount}`;
  const changed = await rows
    .update('wallet')
    .set({ balance: delta, update_time: sql<Date>`now()` })
    .where('id', '=', wallet.id)
    .where('balance', '>=', change.direction === 'deduction' ? change.amount : 0)
    .returning('balance')
    .executeTakeFirst();
  if (!changed) {
    throw conflict(`The ${change.kind} balance of ${user.user_code} is ${wallet.balance}: a deduction of ${change.amount} would take it below 0`);
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
        operator_id: change.operator.id,
        operator_name: staffName(change.operator),
        idempotency_key: change.idempotencyKey,
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow();
  return entry;
}

/** POST /user/wallet/adjust: a top-up or deduction by staff, applied once per idempotency key. */
export async function adjustWallet(db: Kysely<Database>, scope: ProjectScope, operator: SignedInUser, body: Static<typeof AdjustBody>): Promise<Static<typeof Adjustment>> {
  const rows = projectRows(db, scope);
  const user = await appUser(rows, body.userCode);
  const answer = async (entry: Parameters<typeof presentEntry>[0] | null, application: Parameters<typeof presentApplication>[0] | null) => ({
    outcome: entry ? ('applied' as const) : ('pending-review' as const),
    entry: entry ? presentEntry(entry) : null,
    application: application ? presentApplication(application) : null,
    balances: await balancesOf(rows, user.id),
  });
  // the same key again: the first result, whatever was sent this time
  const applied = await entryByKey(rows, user.project_code, body.idempotencyKey);
  if (applied) return answer(applied, null);
  const appliedFor = await rows
    .read('large_bonus_application')
    .selectAll()
    .where('project_code', '=', user.project_code)
    .where('idempotency_key', '=', body.idempotencyKey)
    .executeTakeFirst();
  if (appliedFor) return answer(null, { ...appliedFor, user_code: user.user_code });

  const change = { ...body, operator };
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
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    return answer(null, { ...application, user_code: user.user_code });
  }
  return answer(await applyChange(rows, user, change), null);
}

/** GET /user/wallet/{userCode}: the balances, the newest ledger entries and the pending applications. */
export async function walletOf(db: Kysely<Database>, scope: ProjectScope, userCode: string): Promise<Static<typeof WalletView>> {
  const rows = projectRows(db, scope);
  const user = await appUser(rows, userCode);
  const [balances, ledger, pending] = await Promise.all([
    balancesOf(rows, user.id),
    rows
      .read('wallet_ledger')
      .selectAll()
      .where('wallet_id', 'in', rows.read('wallet').select('id').where('user_id', '=', user.id))
      .orderBy('id', 'desc')
      .limit(LEDGER_SHOWN)
      .execute(),
    rows.read('large_bonus_application').selectAll().where('user_id', '=', user.id).where('status', '=', 'pending').orderBy('id', 'desc').execute(),
  ]);
  return {
    userCode: user.user_code,
    balances,
    ledger: ledger.map(presentEntry),
    pending: pending.map((row) => presentApplication({ ...row, user_code: user.user_code })),
  };
}

