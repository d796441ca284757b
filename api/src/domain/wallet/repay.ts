// What a refund left owing (wallet_debt) is repaid by the next money paid into the wallet:
// the purchase is credited whole (its entry says what was bought), then a deduction entry
// of what it repays, taken from that purchase's own grant. The balance never goes below 0
// and every coin owed or repaid is a ledger entry.
import { type Selectable, sql } from 'kysely';
import type { WalletLedger } from '../../db/types';
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

/** The deduction's key: one per purchase that repays. */
export const repaymentKey = (creditId: number) => `debt-repaid:${creditId}`;

/**
 * Repays `wallet`'s open debts, oldest first, from the purchase `credit` just wrote (its grant
 * `grantId`). The caller holds the wallet's lock and has added the credit to the balance
 * (`wallet.balance`). Answers what was repaid.
 */
export async function repayDebts(
  rows: Rows,
  wallet: { id: number; project_code: string; kind: string; balance: number },
  grantId: number,
  credit: Selectable<WalletLedger>,
): Promise<number> {
  const debts = await rows
    .read('wallet_debt')
    .select(['id', 'remaining', 'reason'])
    .where('wallet_id', '=', wallet.id)
    .where('remaining', '>', 0)
    .orderBy('id')
    .execute();
  let left = credit.amount;
  const repaid: { id: number; amount: number; reason: string }[] = [];
  for (const debt of debts) {
    if (left === 0) break;
    const amount = Math.min(left, debt.remaining);
    repaid.push({ id: debt.id, amount, reason: debt.reason });
    left -= amount;
  }
  const total = credit.amount - left;
  if (!total) return 0;
  for (const debt of repaid)
    await rows
      .update('wallet_debt')
      .set({ remaining: sql<number>`remaining - ${debt.amount}` })
      .where('id', '=', debt.id)
      .execute();
  await rows
    .update('wallet_grant')
    .set({ remaining: sql<number>`remaining - ${total}` })
    .where('id', '=', grantId)
    .execute();
  await rows
    .update('wallet')
    .set({ balance: sql<number>`balance - ${total}`, update_time: sql<Date>`now()` })
    .where('id', '=', wallet.id)
    .execute();
  await rows
    .add('wallet_ledger', [
      {
        project_code: wallet.project_code,
        wallet_id: wallet.id,
        kind: credit.kind,
        direction: 'deduction',
        amount: total,
        balance_after: wallet.balance - total,
        reason: `Debt repaid: ${[...new Set(repaid.map((debt) => debt.reason))].join('; ')}`,
        operator_id: null,
        operator_name: '',
        idempotency_key: repaymentKey(credit.id),
      },
    ])
    .execute();
  return total;
}
