// Taking back what a credit gave (a purchase refunded): its own grant first, then the
// wallet's other coins in a deduction's order, never below 0. What the user had already
// spent becomes a debt of the wallet (wallet_debt) that later purchases repay (repay.ts).
import { type Selectable, sql } from 'kysely';
import type { WalletLedger } from '../../db/types';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { staffName } from './entries';
import { spendGrants, writeOffExpired } from './ledger';
import type { WALLET_KINDS } from './schemas';

type Rows = ReturnType<typeof projectRows>;
type Kind = (typeof WALLET_KINDS)[number];

export interface TakeBack {
  reason: string;
  /** the deduction's key, and the debt's: a retried refund takes back once */
  idempotencyKey: string;
  /** the staff member; null for a store's refund */
  operator: SignedInUser | null;
}

/** What a take-back did: taken from the balance (its entry, if any) and owed as a debt. */
export interface TakenBack {
  kind: Kind;
  taken: number;
  owed: number;
  entry: Selectable<WalletLedger> | null;
}

/** Takes back what the top-up entry `credit` gave, in the caller's transaction. */
export async function takeBackCredit(
  rows: Rows,
  credit: Selectable<WalletLedger>,
  change: TakeBack,
): Promise<TakenBack> {
  if (credit.direction !== 'top-up') throw new Error(`Ledger entry ${credit.id} is not a top-up`);
  const wallet = await rows
    .read('wallet')
    .select(['id', 'project_code', 'kind', 'balance'])
    .where('id', '=', credit.wallet_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // under the lock: a retried take-back answers what the first did
  const [entry, debt] = await Promise.all([
    rows
      .read('wallet_ledger')
      .selectAll()
      .where('project_code', '=', wallet.project_code)
      .where('idempotency_key', '=', change.idempotencyKey)
      .executeTakeFirst(),
    rows
      .read('wallet_debt')
      .select('amount')
      .where('project_code', '=', wallet.project_code)
      .where('source_key', '=', change.idempotencyKey)
      .executeTakeFirst(),
  ]);
  if (entry || debt)
    return { kind: credit.kind, taken: entry?.amount ?? 0, owed: debt?.amount ?? 0, entry: entry ?? null };

  const { balance } = await writeOffExpired(rows, wallet, new Date());
  const taken = Math.min(credit.amount, balance);
  const owed = credit.amount - taken;
  let written: Selectable<WalletLedger> | null = null;
  if (taken > 0) {
    // the credit's own grant first (what is left of it is what the refund takes back), then the rest as a deduction spends
    const own = await rows
      .read('wallet_grant')
      .select(['id', 'remaining'])
      .where('ledger_id', '=', credit.id)
      .executeTakeFirst();
    const fromOwn = Math.min(own?.remaining ?? 0, taken);
    if (own && fromOwn > 0)
      await rows
        .update('wallet_grant')
        .set({ remaining: sql<number>`remaining - ${fromOwn}` })
        .where('id', '=', own.id)
        .execute();
    if (taken > fromOwn) await spendGrants(rows, wallet.id, taken - fromOwn);
    await rows
      .update('wallet')
      .set({ balance: sql<number>`balance - ${taken}`, update_time: sql<Date>`now()` })
      .where('id', '=', wallet.id)
      .execute();
    written = await rows
      .add('wallet_ledger', [
        {
          project_code: wallet.project_code,
          wallet_id: wallet.id,
          kind: credit.kind,
          direction: 'deduction',
          amount: taken,
          balance_after: balance - taken,
          reason: change.reason,
          operator_id: change.operator?.id ?? null,
          operator_name: change.operator ? staffName(change.operator) : '',
          idempotency_key: change.idempotencyKey,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (owed > 0)
    await rows
      .add('wallet_debt', [
        {
          project_code: wallet.project_code,
          wallet_id: wallet.id,
          kind: credit.kind,
          amount: owed,
          remaining: owed,
          reason: change.reason,
          source_key: change.idempotencyKey,
        },
      ])
      .execute();
  return { kind: credit.kind, taken, owed, entry: written };
}
