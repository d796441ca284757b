// What a module declares about its background work (ApiModule.jobs), and what a job's
// handler is given. The platform turns each declaration into a queue at start, with its
// retries, lease, singleton policy and schedule, and runs its handler in every api process.
import type { ModuleContext, ModuleSettings } from '../modules';

/** A queue's name: `<module>.<what>` (letters, digits, `.`, `-`, `_`). */
export const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/**
 * How a queue lets its jobs wait and run (pg-boss's policies):
 * - `standard`: any number queued and running;
 * - `singleton`: one running at a time, any number queued;
 * - `exclusive`: one queued or running at a time (a schedule's next tick is dropped while one runs).
 */
export type JobPolicy = 'standard' | 'singleton' | 'exclusive';

/** A cron expression (five fields, or six with seconds) evaluated in one time zone, or in each project's. */
export type CronSchedule =
  | { cron: string; timeZone?: string; data?: object }
  /** once per project, in the project's own time zone (sys_project.timezone); the data names the project */
  | { cron: string; perProject: true };

/** A running job as its handler sees it. */
export interface RunningJob<Data extends object = object> {
  id: string;
  name: string;
  data: Data;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** aborted when the process closes (the reason is JobClosing): stop, and the job goes back to the queue */
  signal: AbortSignal;
  /** How far it is: kept on the job, read by the jobs overview (GET /admin-api/jobs, npm run jobs). Call it outside a transaction. */
  progress(done: number, total?: number): Promise<void>;
  /** the app's log */
  log: JobLogger;
}

export interface JobLogger {
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface JobDeclaration<Data extends object = object> {
  name: string;
  /** What a run does. Throwing fails the run: it is retried as `retry` says, then kept as failed with its error. */
  run(job: RunningJob<Data>, context: ModuleContext): Promise<unknown>;
  /**
   * Another declared job that gets this one's data once it failed for good (its retries spent,
   * its last lease lapsed): the last word, to tell someone and tidy up.
   */
  deadLetter?: string;
  /** runs after the first failure (default: 2 more tries, 30 s apart, doubling) */
  retry?: { limit: number; delaySeconds?: number; backoff?: boolean; maxDelaySeconds?: number };
  /**
   * A run's lease: the running process renews it (at half the lease); a job whose process died
   * is claimed again once it lapses. At least 10 seconds; 30 when not said.
   */
  leaseSeconds?: number;
  /** the longest a run may take before it counts as failed (15 minutes when not said) */
  timeoutSeconds?: number;
  policy?: JobPolicy;
  /** runs of it at once in one process (1 when not said) */
  concurrency?: number | ((settings: ModuleSettings) => number);
  schedule?: CronSchedule;
  /** false: no process of this app runs it or its schedule (a test drives it with jobs.drain); its jobs can still be enqueued */
  runsHere?(settings: ModuleSettings): boolean;
}

/** What a closing process aborts a running job with: the job goes back to the queue. */
export class JobClosing extends Error {
  constructor() {
    super('the api is closing: the job goes back to the queue');
    this.name = 'JobClosing';
  }
}

/** Declares a job, keeping its data's type for its handler. */
export const defineJob = <Data extends object>(declaration: JobDeclaration<Data>): JobDeclaration<Data> => declaration;
