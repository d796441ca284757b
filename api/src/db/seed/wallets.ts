// Demo wallets that agree with their ledgers: about four users in ten have coins (and a
// few tickets), each balance the running sum of its entries, dated after the user signed
// up and over the last 90 days, written by the demo admin or by nobody (the app).
import type { Insertable, Kysely } from 'kysely';
import type { Database, WalletLedger } from '../types';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const TOP_UPS = ['Welcome bonus', 'Refund for a failed unlock', 'Compensation for an outage', 'Check-in streak reward'];
const DEDUCTIONS = ['Duplicate grant corrected', 'Refund reversed after review'];

export async function seedWallets(db: Kysely<Database>, random: Random, projectCode: string, operator: { id: number; name: string }, now: Date): Promise<number> {
  const users = await db.selectFrom('app_user').select(['id', 'create_time']).where('project_code', '=', projectCode).orderBy('id').execute();
  let entries = 0;
  for (const user of users) {
    if (!random.chance(0.4)) continue;
    for (const kind of random.chance(0.3) ? (['coin', 'ticket'] as const) : (['coin'] as const)) {
      const wallet = await db.insertInto('wallet').values({ project_code: projectCode, user_id: user.id, kind }).returning('id').executeTakeFirstOrThrow();
      const since = Math.max(user.create_time.getTime(), now.getTime() - 90 * DAY_MS);
      const times = Array.from({ length: random.int(1, 4) }, () => since + random.int(0, Math.max(0, now.getTime() - since - 1))).sort((a, b) => a - b);
      let balance = 0;
      const ledger: Insertable<WalletLedger>[] = times.map((time, index) => {
        const deduct = index > 0 && balance > 10 && random.chance(0.25);
        const amount = deduct ? random.int(1, Math.floor(balance / 2)) : kind === 'coin' ? random.int(5, 60) * 10 : random.int(1, 5);
        balance += deduct ? -amount : amount;
        const byStaff = deduct || random.chance(0.5);
        return {
          project_code: projectCode,
          wallet_id: wallet.id,
          kind,
          direction: deduct ? 'deduction' : 'top-up',
          amount,
          balance_after: balance,
          reason: random.pick(deduct ? DEDUCTIONS : TOP_UPS),
          operator_id: byStaff ? operator.id : null,
          operator_name: byStaff ? operator.name : '',
          create_time: new Date(time),
        };
      });
      await db.insertInto('wallet_ledger').values(ledger).execute();
      await db.updateTable('wallet').set({ balance, update_time: new Date(times[times.length - 1]) }).where('id', '=', wallet.id).execute();
      entries += ledger.length;
    }
  }
  return entries;
}
