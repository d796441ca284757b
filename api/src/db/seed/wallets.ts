// Demo wallets that agree with their ledgers and their grants: about four users in ten have
// coins (and a few tickets), each balance the running sum of its entries, dated after the
// user signed up and over the last 90 days, written by the demo admin or by nobody (the app).
// Each top-up is a grant as the api writes it: coins the app sold are purchased (never
// expire); staff top-ups are bonus, half of them expiring 7, 14 or 30 days later (those
// past it written off at their expiry, as the expiry job does; the rest expire in the next
// 30 days); deductions spend bonus first, the soonest expiring first.
import type { Insertable, Kysely } from 'kysely';
import { EXPIRED_REASON } from '../../modules/user-wallet/user-wallet.service';
import type { Database, WalletGrant, WalletLedger } from '../types';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const STAFF_BONUSES = ['Welcome bonus', 'Refund for a failed unlock', 'Compensation for an outage'];
const PURCHASE = 'Coin package purchase';
const ACTIVITY_BONUS = 'Check-in streak reward';
const DEDUCTIONS = ['Duplicate grant corrected', 'Refund reversed after review'];
const BONUS_DAYS = [7, 14, 30];

interface Grant {
  /** its top-up's place in the wallet's ledger */
  entry: number;
  source: 'purchase' | 'bonus';
  amount: number;
  remaining: number;
  expire: number | null;
  create: number;
}

/** A deduction's order: bonus before purchased, the soonest expiry first (none last), the oldest first. */
function spendingOrder(a: Grant, b: Grant): number {
  if (a.source !== b.source) return a.source === 'bonus' ? -1 : 1;
  if (a.expire !== b.expire) return a.expire === null ? 1 : b.expire === null ? -1 : a.expire - b.expire;
  return a.entry - b.entry;
}

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
      const ledger: Insertable<WalletLedger>[] = [];
      const grants: Grant[] = [];
      const write = (time: number, direction: 'top-up' | 'deduction', amount: number, reason: string, byStaff: boolean) => {
        balance += direction === 'top-up' ? amount : -amount;
        ledger.push({
          project_code: projectCode,
          wallet_id: wallet.id,
          kind,
          direction,
          amount,
          balance_after: balance,
          reason,
          operator_id: byStaff ? operator.id : null,
          operator_name: byStaff ? operator.name : '',
          create_time: new Date(time),
        });
        return ledger.length - 1;
      };
      /** What expired by `time` is written off at its expiry, by nobody. */
      const expireUntil = (time: number) => {
        const due = grants.filter((grant) => grant.expire !== null && grant.expire <= time && grant.remaining > 0).sort(spendingOrder);
        for (const grant of due) {
          write(grant.expire!, 'deduction', grant.remaining, EXPIRED_REASON, false);
          grant.remaining = 0;
        }
      };
      times.forEach((time, index) => {
        expireUntil(time);
        if (index > 0 && balance > 10 && random.chance(0.25)) {
          let left = random.int(1, Math.floor(balance / 2));
          write(time, 'deduction', left, random.pick(DEDUCTIONS), true);
          for (const grant of grants.filter((candidate) => candidate.remaining > 0).sort(spendingOrder)) {
            const taken = Math.min(grant.remaining, left);
            grant.remaining -= taken;
            left -= taken;
            if (!left) break;
          }
          return;
        }
        const amount = kind === 'coin' ? random.int(5, 60) * 10 : random.int(1, 5);
        const byStaff = random.chance(0.5);
        const source = !byStaff && kind === 'coin' ? 'purchase' : 'bonus';
        const expire = byStaff && random.chance(0.5) ? time + random.pick(BONUS_DAYS) * DAY_MS : null;
        const reason = byStaff ? random.pick(STAFF_BONUSES) : source === 'purchase' ? PURCHASE : ACTIVITY_BONUS;
        grants.push({ entry: write(time, 'top-up', amount, reason, byStaff), source, amount, remaining: amount, expire, create: time });
      });
      expireUntil(now.getTime());
      // in the order given: an entry's id is its place in the wallet's ledger
      const ids = await db.insertInto('wallet_ledger').values(ledger).returning('id').execute();
      const grantRows: Insertable<WalletGrant>[] = grants.map((grant) => ({
        project_code: projectCode,
        wallet_id: wallet.id,
        kind,
        ledger_id: ids[grant.entry].id,
        source: grant.source,
        amount: grant.amount,
        remaining: grant.remaining,
        expire_time: grant.expire === null ? null : new Date(grant.expire),
        create_time: new Date(grant.create),
      }));
      await db.insertInto('wallet_grant').values(grantRows).execute();
      await db.updateTable('wallet').set({ balance, update_time: ledger[ledger.length - 1].create_time }).where('id', '=', wallet.id).execute();
      entries += ledger.length;
    }
  }
  return entries;
}
