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
import { type Selectable, sql } from 'kysely';
import type { WalletLedger } from '../../db/types';
import { ApiError, badRequest } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { EXPIRED_REASON, expiryKey, staffName } from './entries';
import { repayDebts } from './repay';
import { entryByKey, intentOf, refuseOtherUse } from './idempotency';
import type { WALLET_KINDS } from './schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;
type AppUser = { id: number; project_code: string; user_code: string };
/** Where a top-up's coins come from: bought with money (never expire), or a bonus (staff, activities). */
export type GrantSource = 'purchase' | 'bonus';

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
export async function spendGrants(rows: Rows, walletId: number, amount: number): Promise<void> {
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
    // about the amount: a form shows it beside that field (the balance may have changed since it was read)
    throw new ApiError(
      409,
      `The ${change.kind} balance of ${user.user_code} is ${balance}: a deduction of ${change.amount} would take it below 0`,
      [
        {
          field: 'amount',
          message: `is more than the ${change.kind} balance, ${balance}`,
          rule: 'balance',
          params: { balance: String(balance) },
        },
      ],
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
    const grant = await rows
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
      .returning('id')
      .executeTakeFirstOrThrow();
    // money paid repays what a refund left owing before it can be spent (a bonus does not)
    if (source === 'purchase') await repayDebts(rows, { ...wallet, balance: changed.balance }, grant.id, entry);
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

/** Debits `user`'s wallet (an unlock, a purchase refunded): a 409 naming the balance when it holds too little. */
export function debitWallet(
  rows: Rows,
  user: AppUser,
  debit: Omit<Change, 'direction' | 'source' | 'expiresAt'>,
): Promise<Selectable<WalletLedger>> {
  return applyChange(rows, user, { ...debit, direction: 'deduction' });
}
