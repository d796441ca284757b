// Old sessions and sign-in attempts are only history after a while; remove them hourly
// so the tables the hot paths read stay small.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

const HOUR_MS = 3_600_000;

export async function removeStaleRows(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sys_session')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now() - interval '7 days'`), eb('revoked_at', '<', sql<Date>`now() - interval '7 days'`)]))
    .execute();
  await db.deleteFrom('sys_login_attempt').where('attempt_time', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export function installHousekeeping(app: FastifyInstance, db: Kysely<Database>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeStaleRows(db).catch((error) => app.log.warn({ err: error }, 'housekeeping failed'));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
