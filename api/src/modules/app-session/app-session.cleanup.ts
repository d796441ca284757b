// Ended app sessions are history after a week, as the staff's are (platform/housekeeping.ts):
// removed hourly, project by project, so the table every app call reads stays small.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { appScope } from '../../platform/appApi';
import { defineJob } from '../../platform/jobs';
import { projectRows } from '../../platform/projectRows';

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

/** The hourly clean-up, one run at a time across processes (as housekeeping's). */
export const appSessionCleanupJob = defineJob({
  name: 'app-session.clean-up',
  policy: 'exclusive',
  schedule: { cron: '23 * * * *' },
  retry: { limit: 1, delaySeconds: 60 },
  run: (_job, { db }) => removeEndedAppSessions(db),
});
