// Ended app sessions are history after a week, as the staff's are (platform/housekeeping.ts):
// removed hourly, project by project, so the table every app call reads stays small.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { appScope } from '../../platform/appApi';
import { projectRows } from '../../platform/projectRows';

const HOUR_MS = 3_600_000;

/** Removes the sessions that expired or were signed out over a week ago; answers how many. */
export async function removeEndedAppSessions(db: Kysely<Database>): Promise<number> {
  const projects = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code', 'name', 'currency'])
    .execute();
  let removed = 0;
  for (const project of projects) {
    const result = await projectRows(db, appScope({ ...project, tenantCode: project.tenant_code }))
      .remove('app_session')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', sql<Date>`now() - interval '7 days'`),
          eb('revoked_at', '<', sql<Date>`now() - interval '7 days'`),
        ]),
      )
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

export function installAppSessionCleanup(app: FastifyInstance, db: Kysely<Database>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeEndedAppSessions(db).catch((error) => app.log.warn({ err: error }, 'app session clean-up failed'));
    }, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
