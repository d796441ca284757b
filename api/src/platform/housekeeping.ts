// Old sessions and sign-in attempts are only history after a while; remove them hourly
// so the tables the hot paths read stay small.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { defineJob } from './jobs';

/** Sign-in attempts are kept a day, or longer if the rate-limit window is longer. */
export async function removeStaleRows(db: Kysely<Database>, attemptWindowMinutes = 0): Promise<void> {
  const keepMinutes = Math.max(24 * 60, attemptWindowMinutes);
  await db
    .deleteFrom('sys_session')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sql<Date>`now() - interval '7 days'`),
        eb('revoked_at', '<', sql<Date>`now() - interval '7 days'`),
      ]),
    )
    .execute();
  await db
    .deleteFrom('sys_login_attempt')
    .where('attempt_time', '<', sql<Date>`now() - make_interval(mins => ${keepMinutes})`)
    .execute();
}

/** The hourly clean-up, one run at a time across processes. */
export const housekeepingJob = (attemptWindowMinutes: number) =>
  defineJob({
    name: 'housekeeping',
    policy: 'exclusive',
    schedule: { cron: '17 * * * *' },
    retry: { limit: 1, delaySeconds: 60 },
    run: (_job, { db }) => removeStaleRows(db, attemptWindowMinutes),
  });
