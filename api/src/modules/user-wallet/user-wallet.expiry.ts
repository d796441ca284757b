// Bonus expiry, a job every minute (one run at a time across processes): writes off what the bonus grants past their expiry have
// left (a ledger deduction each, by the system: no operator, its key `expired:grant:<id>`).
// It works from the table, not from timers per grant, so what expired while no process ran
// is written off at the next start; and each wallet is written off under its row's lock
// (skipped while another process or a change of that wallet holds it: a change that commits
// writes the expiry off itself, one refused leaves it to the next run), so a grant is written
// off once however many processes run it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';
import { writeOffExpired } from '../../domain/wallet';

/** Wallets read per pass of the loop: one short transaction each. */
const BATCH = 100;

/**
 * Writes off the bonus grants expired by `now` in every project; answers how many. Safe to
 * run twice at once: a wallet another run holds is skipped, and under the lock a grant
 * already written off has nothing left.
 */
export async function expireBonuses(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const scope = await everyProjectScope(db);
  let written = 0;
  // by wallet, in id order: a wallet skipped (locked elsewhere) is not asked for again in this
  // run; whoever holds it writes its expiry off, or the next run does
  for (let after = 0; ;) {
    const due = await projectRows(db, scope)
      .read('wallet_grant')
      .select('wallet_id')
      .distinct()
      .where('remaining', '>', 0)
      .where('expire_time', '<=', now)
      .where('wallet_id', '>', after)
      .orderBy('wallet_id')
      .limit(BATCH)
      .execute();
    if (!due.length) return written;
    for (const { wallet_id: walletId } of due) {
      after = walletId;
      written += await db.transaction().execute(async (trx) => {
        const rows = projectRows(trx, scope);
        const wallet = await rows
          .read('wallet')
          .select(['id', 'project_code', 'kind', 'balance'])
          .where('id', '=', walletId)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        return wallet ? (await writeOffExpired(rows, wallet, now)).grants : 0;
      });
    }
  }
}

/** Every minute; a minute whose run is still going adds none (exclusive). `bonusExpiry: false`: tests drive it. */
export const bonusExpiryJob = defineJob({
  name: 'user-wallet.expire-bonuses',
  policy: 'exclusive',
  schedule: { cron: '* * * * *' },
  retry: { limit: 0 },
  runsHere: (settings) => settings.bonusExpiry !== false,
  run: async (_job, { db }) => ({ grants: await expireBonuses(db) }),
});
