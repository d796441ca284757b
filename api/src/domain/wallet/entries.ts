// A wallet's entries as they are answered, and its balances as a change would see them.
import type { Static } from '@sinclair/typebox';
import { type Selectable, sql } from 'kysely';
import type { WalletLedger } from '../../db/types';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { type Balances, type LedgerEntry, WALLET_KINDS } from './schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;

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

/** How a staff member is named on what they did: their name, else their username. */
export const staffName = (user: SignedInUser) => user.name || user.username;

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
