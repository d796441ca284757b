// The job platform on the test database (PGlite, or PostgreSQL in CI): a job exists only if
// the write that enqueued it committed; failures are retried with backoff and kept with their
// error; the queue is seen and retried through the admin route. A second platform shares the
// app's queue here, as a second api process would.
import { sql } from 'kysely';
import { EXPORT_JOB } from '../../domain/export';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import type { ModuleContext } from '../modules';
import { defineJob } from './declarations';
import { DEFAULT_JOB_SETTINGS, JobPlatform } from './platform';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let other: JobPlatform;
const echoed: number[] = [];
const flakyRuns: { attempt: number; at: number }[] = [];
let healed = false;
const quiet = { warn: () => undefined, error: () => undefined };

const echo = defineJob<{ n: number }>({
  name: 'test.echo',
  run: async (job) => {
    echoed.push(job.data.n);
  },
});
const flaky = defineJob({
  name: 'test.flaky',
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  run: async (job) => {
    flakyRuns.push({ attempt: job.attempt, at: Date.now() });
    if (!healed) throw new Error(`the partner api answered 503 (attempt ${job.attempt})`);
    return { delivered: true };
  },
});

beforeAll(async () => {
  t = await createTestApp({ exports: { runner: false } });
  tokens = await t.signInAll();
  other = new JobPlatform(
    t.app.database,
    {
      ...DEFAULT_JOB_SETTINGS,
      pollSeconds: 0.5,
      superviseSeconds: 1,
      schema: t.app.jobs.schema,
    },
    quiet,
  );
  await other.start([echo, flaky], { db: t.db } as unknown as ModuleContext);
});
afterAll(async () => {
  await other.stop();
  await t.close();
});

const jobsOf = async (queue: string) =>
  (
    await sql<{
      id: string;
      data: Record<string, unknown>;
      state: string;
    }>`select id, data, state::text from ${sql.table(`${t.app.jobs.schema}.job`)} where name = ${queue}`.execute(t.db)
  ).rows;

const call = (method: 'GET' | 'POST', url: string, who: DemoUser = 'admin') =>
  t.app.inject({ method, url: `/admin-api${url}`, headers: { 'client-token': tokens[who] } });

describe('a job enqueued in a transaction', () => {
  it('never runs when the transaction rolls back; runs when it commits', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await other.enqueue('test.echo', { n: 1 }, { db: trx });
        throw new Error('the write was refused');
      }),
    ).rejects.toThrow('the write was refused');
    await t.db.transaction().execute(async (trx) => {
      await other.enqueue('test.echo', { n: 2 }, { db: trx });
    });
    await eventually(async () => echoed.includes(2));
    expect(echoed).toEqual([2]);
    expect((await jobsOf('test.echo')).map((job) => job.data)).toEqual([{ n: 2 }]);
  });

  it('is not left behind by an HTTP write that fails after enqueueing it', async () => {
    const exportsBefore = await t.db.selectFrom('sys_export_job').select('id').execute();
    const jobsBefore = await jobsOf(EXPORT_JOB);
    // the write's last step (its operation-log row) is refused: the request's transaction rolls back
    await sql`create function refuse_export_log() returns trigger language plpgsql as $$
      begin raise exception 'the operation log is refusing rows'; end $$`.execute(t.db);
    await sql`create trigger refuse_export_log before insert on sys_oper_log for each row
      when (new.url like '%/oplog/export%') execute function refuse_export_log()`.execute(t.db);
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/admin-api/oplog/export',
        headers: { 'client-token': tokens.admin },
        payload: { projectCode: 'drama-us', format: 'csv' },
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_export_log on sys_oper_log`.execute(t.db);
      await sql`drop function refuse_export_log()`.execute(t.db);
    }
    expect(await t.db.selectFrom('sys_export_job').select('id').execute()).toEqual(exportsBefore);
    expect(await jobsOf(EXPORT_JOB)).toEqual(jobsBefore);
    expect(await t.app.jobs.drain(EXPORT_JOB)).toBe(0);

    // the same write, kept: its export and its job exist together
    const kept = await t.app.inject({
      method: 'POST',
      url: '/admin-api/oplog/export',
      headers: { 'client-token': tokens.admin },
      payload: { projectCode: 'drama-us', format: 'csv' },
    });
    expect(kept.statusCode).toBe(200);
    const exportId = kept.json().data.id as number;
    expect((await jobsOf(EXPORT_JOB)).map((job) => job.data)).toContainEqual({ exportId });
    expect(await t.app.jobs.drain(EXPORT_JOB)).toBe(1);
    expect(
      (await t.db.selectFrom('sys_export_job').select('status').where('id', '=', exportId).executeTakeFirstOrThrow())
        .status,
    ).toBe('succeeded');
  });
});

describe('a job that keeps failing', () => {
  it('is retried with a growing delay, then kept as failed with its error; an admin sees it and retries it', async () => {
    const id = (await other.enqueue('test.flaky', {}))!;
    const failed = await eventually(async () => {
      const [job] = (await jobsOf('test.flaky')).filter((row) => row.id === id);
      return job?.state === 'failed' && job;
    }, 20_000);
    expect(failed.state).toBe('failed');
    expect(flakyRuns.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [first, second] = [flakyRuns[1].at - flakyRuns[0].at, flakyRuns[2].at - flakyRuns[1].at];
    // 1 s, then 2 s, each up to twice as long (jitter)
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThanOrEqual(1900);

    const overview = await call('GET', '/jobs');
    expect(overview.statusCode).toBe(200);
    const { queues, failures } = overview.json().data;
    expect(queues).toContainEqual(
      expect.objectContaining({ name: 'test.flaky', counts: expect.objectContaining({ failed: 1 }) }),
    );
    // every queue the modules declare is there, with its schedule
    expect(queues).toContainEqual(
      expect.objectContaining({
        name: 'user-wallet.expire-bonuses',
        policy: 'exclusive',
        schedules: [],
      }),
    );
    expect(queues).toContainEqual(
      expect.objectContaining({
        name: 'housekeeping',
        schedules: [{ key: '', cron: '17 * * * *', timeZone: 'UTC' }],
      }),
    );
    expect(failures).toContainEqual(
      expect.objectContaining({
        id,
        queue: 'test.flaky',
        state: 'failed',
        attempts: 3,
        maxAttempts: 3,
        error: 'the partner api answered 503 (attempt 3)',
      }),
    );

    // only an admin of all projects sees or retries the queue
    const refused = await call('GET', '/jobs', 'operator');
    expect(refused.statusCode).toBe(403);
    // worded for this refusal in the browser, in both languages (not "may change this")
    expect(refused.json()).toMatchObject({ problem: 'scope.allProjectsJobs' });
    expect((await call('POST', `/jobs/test.flaky/${id}/retry`, 'operator')).statusCode).toBe(403);
    expect((await call('POST', `/jobs/test.flaky/00000000-0000-0000-0000-000000000000/retry`)).statusCode).toBe(404);

    healed = true;
    const retried = await call('POST', `/jobs/test.flaky/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id, state: 'retry', maxAttempts: 4 });
    await eventually(async () => (await jobsOf('test.flaky')).find((row) => row.id === id)?.state === 'completed');
    expect(flakyRuns.map((run) => run.attempt)).toEqual([1, 2, 3, 4]);
    // a job that is not failed is not retried
    expect((await call('POST', `/jobs/test.flaky/${id}/retry`)).statusCode).toBe(409);
    // the retries are in the operation log, the refused one too
    const logged = await eventually(async () => {
      const rows = await t.db
        .selectFrom('sys_oper_log')
        .select(['username', 'status', 'http_status'])
        .where('url', '=', `/admin-api/jobs/test.flaky/${id}/retry`)
        .orderBy('id')
        .execute();
      return rows.length === 3 && rows;
    });
    expect(logged).toEqual([
      { username: 'operator', status: 1, http_status: 403 },
      { username: 'admin', status: 0, http_status: 200 },
      { username: 'admin', status: 1, http_status: 409 },
    ]);
  }, 40_000);
});
