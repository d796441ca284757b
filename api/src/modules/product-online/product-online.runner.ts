// The scheduled changes' job: makes every pending change whose time has come. Scheduling a
// change enqueues a run at its time (in the same transaction); a run every minute is the safety
// net for what fell due while no process ran (it works from the table, so nothing is lost). Each change is claimed with FOR UPDATE SKIP LOCKED, so two api
// processes on one PostgreSQL never both make it, and made in one transaction with its
// state and its operation-log row: product-list's move, in the name of the account that
// scheduled it, which must still hold the screen's edit permission in the project.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError } from '../../platform/errors';
import { projectsWithPermission } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { defineJob } from '../../platform/jobs';
import { logBackgroundChange } from '../../platform/operationLog';
import { projectRows } from '../../platform/projectRows';
import { everyProjectScope } from '../../platform/scope';
import { MOVE_WORDS, moveDrama } from '../../domain/dramas';

/** Who may make a change: the permission is checked again when it runs. */
export const EDIT_PERMISSION = 'product:online:edit';
/** What the operation log calls each run. */
export const RUN_TITLES = {
  online: 'Scheduled: put a drama online',
  offline: 'Scheduled: take a drama offline',
} as const;

/** The queue of runs: one at its time per scheduled change, and one every minute. */
export const DUE_CHANGES_JOB = 'product-online.run-due';

/** Why the scheduling account may no longer make the change in the project, or null. */
async function refusedAccount(db: Kysely<Database>, userId: number, projectCode: string): Promise<string | null> {
  const user = await db
    .selectFrom('sys_user')
    .select(['username', 'status', 'deleted'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.deleted || user.status !== 0)
    return `the account that scheduled it (${user?.username ?? userId}) is disabled`;
  const projects = await projectsWithPermission(db, userId, EDIT_PERMISSION);
  if (!projects.some((project) => project.code === projectCode && project.permitted)) {
    return `${user.username}, who scheduled it, no longer has the permission ${EDIT_PERMISSION} in project ${projectCode}`;
  }
  return null;
}

export type RunOutcome = { id: number; state: 'done' | 'failed'; outcome: string };

/**
 * Claims the change due soonest by `now` and makes it, all in one transaction: the move, the
 * change's state and outcome, and the operation-log row. Answers what happened, or null when
 * nothing is due (or every due change is held by another process).
 */
async function runOne(db: Kysely<Database>, scope: ProjectScope, now: Date): Promise<RunOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    const change = await rows
      .read('drama_schedule')
      .selectAll()
      .where('state', '=', 'pending')
      .where('run_at', '<=', now)
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!change) return null;
    const startedAt = new Date();
    const drama = await rows
      .read('drama')
      .select(['code', 'deleted'])
      .where('id', '=', change.drama_id)
      .executeTakeFirstOrThrow();
    const author = await trx
      .selectFrom('sys_user')
      .select('username')
      .where('id', '=', change.created_by)
      .executeTakeFirst();
    const project = scope.projects.find((candidate) => candidate.code === change.project_code);
    let failure = project
      ? await refusedAccount(trx, change.created_by, change.project_code)
      : `project ${change.project_code} is gone`;
    let httpStatus = failure ? 403 : 200;
    if (!failure && project) {
      try {
        // the one rule of the lifecycle: a 409 naming the drama's status, a 404 once it is deleted
        await moveDrama(
          projectRows(trx, { projectCode: project.code, all: false, projects: [project] }),
          change.drama_id,
          change.action,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        httpStatus = error.statusCode;
        failure = drama.deleted ? `${drama.code} was deleted` : error.message;
      }
    }
    const outcome = failure ?? `${drama.code} ${MOVE_WORDS[change.action]}`;
    const state = failure ? 'failed' : 'done';
    await rows
      .update('drama_schedule')
      .set({ state, outcome, update_time: sql<Date>`now()` })
      .where('id', '=', change.id)
      .execute();
    await logBackgroundChange(trx, {
      userId: change.created_by,
      username: author?.username ?? '',
      projectCode: change.project_code,
      title: RUN_TITLES[change.action],
      url: `/admin-api/product/online/schedule/${change.id}`,
      params: {
        scheduleId: change.id,
        dramaId: change.drama_id,
        code: drama.code,
        action: change.action,
        runAt: change.run_at.toISOString(),
      },
      failure,
      httpStatus,
      startedAt,
    });
    return { id: change.id, state, outcome };
  });
}

/**
 * Makes every change due by `now` (tests call it; the runner below calls it on its own). An
 * unexpected error (the database gone) ends the pass with the change still pending: the next
 * pass tries it again.
 */
export async function runDueChanges(db: Kysely<Database>, now: Date = new Date()): Promise<RunOutcome[]> {
  const scope = await everyProjectScope(db);
  const made: RunOutcome[] = [];
  for (let outcome = await runOne(db, scope, now); outcome; outcome = await runOne(db, scope, now)) made.push(outcome);
  return made;
}

/**
 * One run at a time across processes (singleton), each making every change then due: a run
 * enqueued for a change's time makes it (and any other due), the minute's run what was missed.
 * An unexpected error fails the run, retried soon; the changes stay pending until then.
 */
export const dueChangesJob = defineJob<{ scheduleId?: number }>({
  name: DUE_CHANGES_JOB,
  policy: 'singleton',
  schedule: { cron: '* * * * *' },
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  runsHere: (settings) => settings.dramaSchedule !== false,
  run: async (_job, { db }) => ({ made: (await runDueChanges(db)).length }),
});
