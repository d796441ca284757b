// The scheduled changes' runner, in each api process: makes every pending change whose time
// has come, across restarts (it works from the table: what fell due while no process ran is
// made at the next start). Each change is claimed with FOR UPDATE SKIP LOCKED, so two api
// processes on one PostgreSQL never both make it, and made in one transaction with its
// state and its operation-log row: product-list's move, in the name of the account that
// scheduled it, which must still hold the screen's edit permission in the project.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError } from '../../platform/errors';
import { projectsWithPermission } from '../../platform/grants';
import type { ProjectScope } from '../../platform/http';
import { logBackgroundChange } from '../../platform/operationLog';
import { projectRows } from '../../platform/projectRows';
import { ALL_PROJECTS } from '../../platform/scope';
import { scheduleEvents } from './product-online.service';
import { MOVE_WORDS, moveDrama } from '../../domain/dramas';

/** Who may make a change: the permission is checked again when it runs. */
export const EDIT_PERMISSION = 'product:online:edit';
/** What the operation log calls each run. */
export const RUN_TITLES = {
  online: 'Scheduled: put a drama online',
  offline: 'Scheduled: take a drama offline',
} as const;

export interface ScheduleSettings {
  /** the longest sleep between two looks at the table (a change scheduled in this process wakes it sooner) */
  pollMs: number;
}
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = { pollMs: 30_000 };

interface Logger {
  warn(object: unknown, message?: string): void;
}

/** Every project's rows: the runner serves them all, through projectRows as a request would. */
async function everyProject(db: Kysely<Database>): Promise<ProjectScope> {
  const projects = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .execute();
  return { projectCode: ALL_PROJECTS, all: true, projects };
}

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
  const scope = await everyProject(db);
  const made: RunOutcome[] = [];
  for (let outcome = await runOne(db, scope, now); outcome; outcome = await runOne(db, scope, now)) made.push(outcome);
  return made;
}

/** When the next pending change is due, in every project, or null. */
export async function nextDue(db: Kysely<Database>): Promise<Date | null> {
  const next = await projectRows(db, await everyProject(db))
    .read('drama_schedule')
    .select((eb) => eb.fn.min('run_at').as('next'))
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return next?.next ? new Date(next.next) : null;
}

/** Runs the due changes at start, then wakes at the next due time or after pollMs, whichever is sooner, until close. */
export class ScheduleRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  private again = false;
  private readonly onScheduled = (db: unknown) => {
    if (db === this.db) this.schedule(0);
  };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: ScheduleSettings,
    private readonly log: Logger = console,
  ) {}

  start(): void {
    scheduleEvents.on('scheduled', this.onScheduled);
    this.schedule(0);
  }

  /** No run starts after this; the one running ends first (the database closes after). */
  async stop(): Promise<void> {
    this.stopped = true;
    scheduleEvents.off('scheduled', this.onScheduled);
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // a change scheduled during a run may be due before the time that run found: look again after it
      if (this.running) {
        this.again = true;
        return;
      }
      this.again = false;
      this.running = this.tick().then((delay) => {
        this.running = null;
        this.schedule(this.again ? 0 : delay);
      });
    }, delayMs);
    this.timer.unref();
  }

  /** Runs what is due; answers how long to sleep: until the next due time, at most pollMs. */
  private async tick(): Promise<number> {
    try {
      await runDueChanges(this.db);
      const next = await nextDue(this.db);
      return next ? Math.min(this.settings.pollMs, Math.max(0, next.getTime() - Date.now())) : this.settings.pollMs;
    } catch (error) {
      this.log.warn({ err: error }, 'the scheduled changes could not be run');
      return this.settings.pollMs;
    }
  }
}

export function installScheduleRunner(app: FastifyInstance, db: Kysely<Database>, settings: ScheduleSettings): void {
  const runner = new ScheduleRunner(db, settings, app.log);
  app.addHook('onReady', async () => runner.start());
  // before onClose, which closes the database
  app.addHook('preClose', async () => runner.stop());
}
