// The job platform's one door: modules declare jobs (defineJob, in ApiModule.jobs), services
// enqueue them (ModuleContext.jobs), and the app starts the queue (createJobs, then jobs.start
// with every declaration, outside any request) and drains it when it closes.
import type { AppDatabase } from '../../db/database';
import type { ApiInstance } from '../http';
import { DEFAULT_JOB_SETTINGS, JobPlatform, type JobSettings } from './platform';

export {
  type CronSchedule,
  defineJob,
  JobClosing,
  type JobDeclaration,
  type JobPolicy,
  type RunningJob,
} from './declarations';
export {
  jobOf,
  JOB_STATES,
  type JobState,
  type JobSummary,
  queueOverview,
  type QueueOverview,
  recentJobs,
  retryFailed,
} from './overview';
export {
  bossOf,
  DEFAULT_JOB_SETTINGS,
  type EnqueueOptions,
  JobPlatform,
  type Jobs,
  jobSchemaOf,
  type JobSettings,
} from './platform';
export { jobsRoutes } from './jobs.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's job platform: enqueue, drain (tests), the overview */
    jobs: JobPlatform;
  }
}

/** The app's job platform, stopped (its running jobs handed back) before the database closes. */
export function createJobs(app: ApiInstance, database: AppDatabase, settings: Partial<JobSettings> = {}): JobPlatform {
  const jobs = new JobPlatform(database, { ...DEFAULT_JOB_SETTINGS, ...settings }, app.log);
  app.decorate('jobs', jobs);
  // preClose runs before onClose, which closes the database
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}
