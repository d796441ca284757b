// The queue seen from the api: every queue's counts by state, the running jobs' progress, the
// latest failures with their error, and retrying a failed job. Jobs run for every project, so
// only a user allowed all projects may look or retry (no screen yet: future screens use it).
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../envelope';
import { conflict, forbidden, notFound } from '../errors';
import { type ApiInstance, userOf } from '../http';
import { JOB_STATES, jobOf, queueOverview, recentJobs, retryFailed } from './overview';
import type { JobPlatform } from './platform';

const StateCounts = Type.Object(
  Object.fromEntries(JOB_STATES.map((state) => [state, Type.Integer({ minimum: 0 })])) as Record<
    (typeof JOB_STATES)[number],
    ReturnType<typeof Type.Integer>
  >,
);

const JobSummary = Type.Object({
  id: Type.String(),
  queue: Type.String(),
  state: Type.Union(JOB_STATES.map((state) => Type.Literal(state))),
  attempts: Type.Integer({ description: 'runs so far, the first included' }),
  maxAttempts: Type.Integer({ description: 'the first run and its retries' }),
  data: Type.Unknown(),
  error: Type.Union([Type.String(), Type.Null()], { description: 'why the last run failed (failed and retry)' }),
  progress: Type.Union([
    Type.Object({ done: Type.Integer(), total: Type.Union([Type.Integer(), Type.Null()]) }),
    Type.Null(),
  ]),
  createdOn: Type.String({ format: 'date-time' }),
  startedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  completedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const JobsOverview = Type.Object({
  queues: Type.Array(
    Type.Object({
      name: Type.String(),
      policy: Type.String(),
      counts: StateCounts,
      deferred: Type.Integer({ description: 'queued jobs waiting for a later time' }),
      schedules: Type.Array(Type.Object({ key: Type.String(), cron: Type.String(), timeZone: Type.String() })),
    }),
  ),
  running: Type.Array(JobSummary),
  failures: Type.Array(JobSummary, { description: 'the latest failed jobs, newest first' }),
});

const JobPath = Type.Object({
  queue: Type.String({ minLength: 1, maxLength: 100, description: 'the queue (job name)' }),
  id: Type.String({ minLength: 1, maxLength: 36, description: "the job's id" }),
});

function allProjectsOnly(request: FastifyRequest): void {
  if (!userOf(request).allProjects)
    throw forbidden(
      'Only an admin of all projects may see or retry the background jobs: they run for every project',
      'scope.allProjectsJobs',
    );
}

export function jobsRoutes(app: ApiInstance, jobs: JobPlatform): void {
  app.get(
    '/jobs',
    {
      config: { access: 'user' },
      preHandler: async (request) => allProjectsOnly(request),
      schema: {
        summary: 'Background jobs',
        description:
          'Every queue with its jobs by state and its schedules, the running jobs with their progress, and the latest failures with their error.',
        tags: ['platform'],
        querystring: Type.Object({ failures: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })) }),
        response: { 200: Envelope(JobsOverview) },
      },
    },
    async (request) =>
      ok({
        queues: await queueOverview(jobs.boss, jobs.schema),
        running: await recentJobs(jobs.boss, jobs.schema, { state: 'active', limit: 200 }),
        failures: await recentJobs(jobs.boss, jobs.schema, { limit: request.query.failures ?? 20 }),
      }),
  );

  app.post(
    '/jobs/:queue/:id/retry',
    {
      // the queue writes with its own connection: not inside the request's transaction (PGlite has one connection)
      config: { access: 'user', atomic: false },
      preHandler: async (request) => allProjectsOnly(request),
      schema: {
        summary: 'Retry a failed job',
        description: 'Puts a failed job back in its queue, with one more attempt.',
        tags: ['platform'],
        params: JobPath,
        response: { 200: Envelope(JobSummary) },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      const job = await jobOf(jobs.boss, jobs.schema, queue, id);
      if (!job) throw notFound(`No job ${id} in the queue ${queue}`);
      if (job.state !== 'failed') throw conflict(`Job ${id} is ${job.state}: only a failed job can be retried`);
      await retryFailed(jobs.boss, jobs.schema, queue, [id]);
      return ok((await jobOf(jobs.boss, jobs.schema, queue, id))!);
    },
  );
}
