// Coupon expiry, a job every minute (one run at a time across processes): marks expired the
// unused coupons whose expiry has come. It works from the table, so what expired while no
// process ran is marked at the next start; marking is one guarded update, so two runs at once
// mark each coupon once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { expireCoupons } from '../../domain/deals';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';

/** Marks expired the coupons of every project due by `now`; answers how many. */
export async function expireDueCoupons(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  return expireCoupons(projectRows(db, await everyProjectScope(db)), now);
}

/** Every minute; a minute whose run is still going adds none (exclusive). `couponExpiry: false`: tests drive it. */
export const couponExpiryJob = defineJob({
  name: 'deal-coupon.expire',
  policy: 'exclusive',
  schedule: { cron: '* * * * *' },
  retry: { limit: 0 },
  runsHere: (settings) => settings.couponExpiry !== false,
  run: async (_job, { db }) => ({ coupons: await expireDueCoupons(db) }),
});
