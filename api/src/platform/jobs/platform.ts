// The job platform: all background work is jobs on one queue in the app's database (pg-boss),
// on PGlite or PostgreSQL. A job is enqueued in the writer's transaction, so it exists if and
// only if the write committed; a running job holds a lease its process renews, so a job whose
// process died runs again elsewhere; failures are retried with backoff and then kept with their
// error; schedules are cron, in UTC, a named zone or each project's own.
import type { Kysely, Transaction } from 'kysely';
import { type Clock, fromKysely, fromPglite, type Job, PgBoss, type SendOptions } from 'pg-boss';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/types';
import type { ModuleContext } from '../modules';
import { requestTransaction } from '../transactions';
import { defineJob, JOB_NAME, JobClosing, type JobDeclaration, type JobLogger, type RunningJob } from './declarations';

/** The platform's own job: the per-project schedules follow the projects (one added, one's zone changed, one deleted). */
export const PROJECT_SCHEDULES_JOB = 'jobs.project-schedules';

export interface JobSettings {
  /** false: this process runs no job and no schedule (it still makes the queues, and enqueues) */
  work: boolean;
  /** how often an idle worker looks for jobs besides being woken by a new one */
  pollSeconds: number;
  /** how long a closing process waits for its running jobs to stop and go back to the queue */
  drainSeconds: number;
  /** how often lapsed leases and timed-out runs are looked for, and schedules evaluated */
  superviseSeconds: number;
  /** tests: a clock they move by hand (pg-boss's TestClock), read by the queue and its database statements */
  clock?: Clock;
  /** the queue's own schema; by default `jobs`, or `<the app's schema>_jobs` on a PostgreSQL schema */
  schema?: string;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = { work: true, pollSeconds: 2, drainSeconds: 10, superviseSeconds: 15 };

export interface EnqueueOptions {
  /** not before this time (a scheduled change) */
  startAfter?: Date;
  /** at most one waiting job with this key (with the queue's policy) */
  singletonKey?: string;
  /**
   * The transaction to enqueue in. Inside a write request the request's own is used without
   * saying; pass one for a transaction of your own outside a request.
   */
  db?: Kysely<Database> | Transaction<Database>;
}

/** What services get (ModuleContext.jobs): enqueue in the writer's transaction. */
export interface Jobs {
  /** Adds a job; answers its id (null when the queue's policy refused a second one). */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
}

/** The pg-boss schema of an app database. */
export function jobSchemaOf(database: AppDatabase, settings: Pick<JobSettings, 'schema'> = {}): string {
  return settings.schema ?? (database.server?.schema ? `${database.server.schema}_jobs` : 'jobs');
}

/**
 * pg-boss over the app's database: on PostgreSQL a small pool of its own (4, and a listening
 * connection); on PGlite the one connection, through Kysely's queue (a statement of pg-boss
 * waits for the open transaction instead of slipping into it).
 */
export function bossOf(database: AppDatabase, settings: JobSettings, schedule: boolean): PgBoss {
  const timing = {
    schema: jobSchemaOf(database, settings),
    supervise: schedule,
    schedule,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    cronMonitorIntervalSeconds: Math.min(settings.superviseSeconds, 45),
    ...(settings.clock ? { clock: settings.clock } : {}),
    registerInstance: false,
    openTelemetry: { enabled: false },
  };
  // a new job wakes the workers of every process at once (LISTEN/NOTIFY: one more connection each)
  if (database.server)
    return new PgBoss({ connectionString: database.server.databaseUrl, max: 4, useListenNotify: true, ...timing });
  const pglite = fromPglite(database.pglite!);
  const db = database.db;
  return new PgBoss({
    ...timing,
    backend: 'pglite',
    useListenNotify: true,
    db: {
      executeSql: (text, values) => db.connection().execute(() => pglite.executeSql(text, values)),
      setSessionStatements: (statements) => db.connection().execute(() => pglite.setSessionStatements!(statements)),
      ...(pglite.listen ? { listen: pglite.listen } : {}),
    },
  });
}

export interface JobContextSource {
  context(): ModuleContext;
}

export class JobPlatform implements Jobs {
  readonly boss: PgBoss;
  readonly schema: string;
  private readonly declarations = new Map<string, JobDeclaration<object>>();
  private readonly running = new Map<string, AbortController>();
  private started = false;
  private context: ModuleContext | undefined;

  constructor(
    private readonly database: AppDatabase,
    private readonly settings: JobSettings,
    private readonly log: JobLogger = console,
  ) {
    this.schema = jobSchemaOf(database, settings);
    this.boss = bossOf(database, settings, settings.work);
    // pg-boss reports its own trouble (a lost connection, a failed maintenance pass) here; it carries on
    this.boss.on('error', (error) => this.log.warn({ err: error }, 'the job queue reported an error'));
  }

  /** Creates every declared queue and schedule (outside any request), then starts the workers of those run here. */
  async start(declared: readonly JobDeclaration<object>[], context: ModuleContext): Promise<void> {
    const perProject = declared.filter(
      (declaration) =>
        declaration.schedule &&
        'perProject' in declaration.schedule &&
        (!declaration.runsHere || declaration.runsHere(context.settings)),
    );
    const declarations = perProject.length
      ? [
          ...declared,
          defineJob({
            name: PROJECT_SCHEDULES_JOB,
            policy: 'exclusive',
            schedule: { cron: '*/10 * * * *' },
            retry: { limit: 0 },
            run: async () => {
              for (const declaration of perProject) await this.schedule(declaration);
            },
          }),
        ]
      : declared;
    for (const declaration of declarations) {
      if (!JOB_NAME.test(declaration.name)) throw new Error(`job name ${declaration.name} must match ${JOB_NAME}`);
      if (this.declarations.has(declaration.name)) throw new Error(`two modules declare the job ${declaration.name}`);
      this.declarations.set(declaration.name, declaration);
    }
    this.context = context;
    await this.boss.start();
    this.started = true;
    for (const declaration of declarations)
      if (declaration.deadLetter && !this.declarations.has(declaration.deadLetter))
        throw new Error(
          `the job ${declaration.name} names ${declaration.deadLetter} to fail into, which no module declares`,
        );
    // the queues failed jobs go to first: a queue names only one that exists
    const ordered = [...declarations].sort((a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)));
    for (const declaration of ordered) await this.createQueue(declaration);
    if (!this.settings.work) return;
    for (const declaration of declarations) {
      if (declaration.runsHere && !declaration.runsHere(context.settings)) continue;
      await this.schedule(declaration);
      const concurrency = declaration.concurrency ?? 1;
      const workers = typeof concurrency === 'function' ? concurrency(context.settings) : concurrency;
      // One worker a run at once, each taking one job at a time: a long run holds no other. A worker
      // that found a job looks again at once (there may be more), and waits for a new job's
      // notice or its poll only once the queue is empty.
      for (let index = 0; index < workers; index++) {
        let worker = '';
        worker = await this.boss.work(
          declaration.name,
          {
            pollingIntervalSeconds: this.settings.pollSeconds,
            notifyPollingIntervalSeconds: this.settings.pollSeconds,
          },
          async ([job]) => {
            try {
              return await this.run(declaration, job as Job<object>, context);
            } finally {
              this.boss.notifyWorker(worker);
            }
          },
        );
      }
    }
  }

  private async createQueue(declaration: JobDeclaration<object>): Promise<void> {
    const retry = declaration.retry ?? { limit: 2, delaySeconds: 30, backoff: true };
    const options = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds ?? 0,
      retryBackoff: retry.backoff ?? false,
      ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
      heartbeatSeconds: Math.max(10, declaration.leaseSeconds ?? 30),
      ...(declaration.deadLetter ? { deadLetter: declaration.deadLetter } : {}),
      expireInSeconds: declaration.timeoutSeconds ?? 15 * 60,
      // finished jobs (completed or failed, with their output) are kept a week, then deleted
      deleteAfterSeconds: 7 * 24 * 3600,
      notify: true,
    };
    const existing = await this.boss.getQueue(declaration.name);
    if (!existing)
      await this.boss.createQueue(declaration.name, { ...options, policy: declaration.policy ?? 'standard' });
    else {
      if (existing.policy !== (declaration.policy ?? 'standard'))
        this.log.warn(
          { queue: declaration.name, was: existing.policy },
          'a queue keeps the policy it was created with: delete the queue to change it',
        );
      await this.boss.updateQueue(declaration.name, options);
    }
  }

  /** Its cron schedule(s), replacing what an earlier start left (a project gone, a changed zone). */
  private async schedule(declaration: JobDeclaration<object>): Promise<void> {
    const wanted = new Map<string, { cron: string; tz: string; data: object }>();
    const schedule = declaration.schedule;
    if (schedule && 'perProject' in schedule) {
      const projects = await this.database.db
        .selectFrom('sys_project')
        .select(['code', 'timezone'])
        .where('deleted', '=', 0)
        .execute();
      for (const project of projects)
        wanted.set(project.code, { cron: schedule.cron, tz: project.timezone, data: { projectCode: project.code } });
    } else if (schedule) {
      wanted.set('', { cron: schedule.cron, tz: schedule.timeZone ?? 'UTC', data: schedule.data ?? {} });
    }
    for (const old of await this.boss.getSchedules(declaration.name))
      if (!wanted.has(old.key)) await this.boss.unschedule(declaration.name, old.key);
    for (const [key, { cron, tz, data }] of wanted) await this.boss.schedule(declaration.name, cron, data, { tz, key });
  }

  /** One run of a job, as a worker or drain() makes it: its answer is stored as the job's output. */
  private async run(declaration: JobDeclaration<object>, job: Job<object>, context: ModuleContext): Promise<unknown> {
    const closing = new AbortController();
    this.running.set(job.id, closing);
    const running: RunningJob<object> = {
      id: job.id,
      name: job.name,
      data: job.data ?? {},
      attempt: job.retryCount + 1,
      signal: AbortSignal.any([closing.signal, job.signal].filter(Boolean)),
      progress: (done, total) => this.progress(job, done, total),
      log: this.log,
    };
    try {
      return (await declaration.run(running, context)) ?? null;
    } catch (error) {
      if (!(error instanceof JobClosing)) this.log.warn({ err: error, job: job.id, queue: job.name }, 'a job failed');
      throw error;
    } finally {
      this.running.delete(job.id);
    }
  }

  private async progress(job: Job<object>, done: number, total?: number): Promise<void> {
    await this.boss.getDb().executeSql(
      `update ${this.schema}.job set output = jsonb_build_object('progress', jsonb_build_object('done', $3::int8, 'total', $4::int8))
         where name = $1 and id = $2 and state = 'active'`,
      [job.name, job.id, done, total ?? null],
    );
  }

  async enqueue(name: string, data: object, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.declarations.has(name)) throw new Error(`no module declares the job ${name}`);
    const trx = options.db ?? requestTransaction();
    const send: SendOptions = {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(trx ? { db: fromKysely(trx) } : {}),
    };
    return this.boss.send(name, data, send);
  }

  /**
   * Runs the jobs of a queue that are due, one at a time, in this process and to their end, as a
   * worker would (tests and the CLI; a queue whose runsHere is false). Answers how many ran.
   */
  async drain(name: string): Promise<number> {
    const declaration = this.declarations.get(name);
    const context = this.context;
    if (!declaration || !context) throw new Error(`no module declares the job ${name}, or the jobs have not started`);
    let ran = 0;
    for (let [job] = await this.boss.fetch(name); job; [job] = await this.boss.fetch(name)) {
      ran++;
      try {
        const output = await this.run(declaration, job as Job<object>, context);
        await this.boss.complete(name, job.id, (output ?? null) as object | null);
      } catch (error) {
        await this.boss.fail(name, job.id, errorOutput(error));
      }
    }
    return ran;
  }

  /** Stops claiming, tells running jobs to stop, and waits for them: their jobs go back to the queue. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const closing of this.running.values()) closing.abort(new JobClosing());
    await this.boss.stop({ graceful: true, timeout: this.settings.drainSeconds * 1000, close: true });
  }
}

/** What a failed run keeps as its output: the error's message and stack, as pg-boss stores a thrown one. */
function errorOutput(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}
