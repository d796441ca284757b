// Old sessions and sign-in attempts are only history after a while; remove them hourly
// so the tables the hot paths read stay small.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

const HOUR_MS = 3_600_000;

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

export function installHousekeeping(app: FastifyInstance, db: Kysely<Database>, attemptWindowMinutes: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeStaleRows(db, attemptWindowMinutes).catch((error) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
