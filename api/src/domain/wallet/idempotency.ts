// Idempotency keys: a key is one intended change of a wallet, applied once; sent again for
// the same change it answers the first result, for another it is a 409 naming what it did.
import type { Selectable } from 'kysely';
import type { WalletLedger } from '../../db/types';
import { fieldConflict } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';
import type { WALLET_KINDS } from './schemas';

type Kind = (typeof WALLET_KINDS)[number];
type Rows = ReturnType<typeof projectRows>;

/** "100 coins", "1 VIP day": a kind's amount in a message. */
const KIND_WORDS: Record<Kind, [string, string]> = {
  coin: ['coin', 'coins'],
  ticket: ['ticket', 'tickets'],
  point: ['point', 'points'],
  vip_day: ['VIP day', 'VIP days'],
};
const amountOf = (kind: Kind, amount: number) => `${amount} ${KIND_WORDS[kind][amount === 1 ? 0 : 1]}`;

/** The ledger entry a key already wrote in the project, or undefined. */
export function entryByKey(rows: Rows, projectCode: string, key: string) {
  return rows
    .read('wallet_ledger')
    .selectAll()
    .where('project_code', '=', projectCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** One intended change, as a key's first use and a request sending it again are compared. */
export type Intent = { userId: number; kind: Kind; direction: 'top-up' | 'deduction'; amount: number };

/** The change an entry made, for comparing with a key sent again. */
export async function intentOf(rows: Rows, entry: Selectable<WalletLedger>): Promise<Intent> {
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
export async function refuseOtherUse(rows: Rows, key: string, used: Intent, asked: Intent): Promise<void> {
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
