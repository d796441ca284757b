// Jobs across processes, each a real node process running the job platform (testing/stepsProcess.ts):
// a process killed with kill -9 mid-job loses nothing (on PostgreSQL another process takes the
// job once its lease lapses; on PGlite the same data folder reopened does), and a process that
// is stopped (SIGTERM, as server.ts stops the api) hands its running job back at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../db/database';

const RUN_TS = path.join(__dirname, '..', '..', 'testing', 'runTs.cjs');
const STEPS = path.join(__dirname, 'testing', 'stepsProcess.ts');
const databaseUrl = process.env.DATABASE_URL;

interface Steps {
  child: ChildProcess;
  lines: string[];
  /** the first line matching, once said */
  said(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];

function steps(options: object): Steps {
  const child = spawn(process.execPath, [RUN_TS, STEPS, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  let stderr = '';
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiting) wake();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiting) wake();
    }),
  );
  const said = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no "${pattern}" in time; said: ${lines.join(' | ')}; stderr: ${stderr}`));
      }, timeoutMs);
      function check() {
        const line = lines.find((candidate) => pattern.test(candidate));
        if (line || child.exitCode !== null || child.signalCode !== null) {
          clearTimeout(timer);
          waiting.delete(check);
          if (line) resolve(line);
          else reject(new Error(`exited without "${pattern}"; said: ${lines.join(' | ')}; stderr: ${stderr}`));
        }
      }
      waiting.add(check);
      check();
    });
  return { child, lines, said, exited };
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Report {
  job: { state: string; retry_count: number };
  steps: { pid: number; step: number }[];
}

const JOB = { steps: 6, stepMs: 300 };

// CI runs the suite on both engines: each runs its own case
if (databaseUrl)
  describe('on PostgreSQL, two api processes', () => {
    const schema = `test_steps_${process.pid}_${randomBytes(3).toString('hex')}`;
    const where = { databaseUrl, schema };
    let database: Awaited<ReturnType<typeof openDatabase>>;
    beforeAll(async () => {
      database = await openDatabase({ databaseUrl, schema, poolSize: 2 });
    });
    afterAll(async () => {
      await sql.raw(`drop schema if exists ${schema}, ${schema}_jobs cascade`).execute(database.db);
      await database.close();
    });

    const stepsOf = async () =>
      (await sql<{ job_id: string; pid: number; step: number }>`select * from job_step`.execute(database.db)).rows;
    const jobsOf = async () =>
      (
        await sql<{ id: string; state: string; retry_count: number }>`select id, state::text, retry_count
        from ${sql.table(`${schema}_jobs.job`)} where name = 'test.steps'`.execute(database.db)
      ).rows;

    it('a process killed with kill -9 mid-job loses nothing: the other runs the job to its end, once', async () => {
      const first = steps({ ...where, enqueue: JOB });
      await first.said(/^step 2$/);
      const second = steps(where);
      await second.said(/^ready$/);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // once the dead process's lease lapses (10 s)
      await second.said(/^done$/, 40_000);
      const [job] = await jobsOf();
      const rows = await stepsOf();
      expect(rows.filter((row) => row.pid === first.child.pid).map((row) => row.step)).not.toContain(-1);
      expect(rows.filter((row) => row.pid === second.child.pid).map((row) => row.step)).toEqual([1, 2, 3, 4, 5, 6, -1]);
      expect(rows.filter((row) => row.step === -1)).toHaveLength(1);
      expect(job.retry_count).toBe(1);
      second.child.kill('SIGTERM');
      await second.exited;
      expect((await jobsOf()).map((row) => row.state)).toEqual(['completed']);
      await sql`delete from job_step`.execute(database.db);
      await sql`delete from ${sql.table(`${schema}_jobs.job`)} where name = 'test.steps'`.execute(database.db);
    }, 60_000);

    it('a process stopped with SIGTERM mid-job hands the job back at once, and exits', async () => {
      const first = steps({ ...where, enqueue: { steps: 30, stepMs: 200 } });
      await first.said(/^step 2$/);
      const stopping = Date.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(5000);
      expect((await jobsOf()).map((row) => row.state)).toEqual(['retry']);
      const second = steps(where);
      // no lease to wait for
      await second.said(/^step 1$/, 8000);
      second.child.kill('SIGTERM');
      await second.exited;
    }, 60_000);
  });
else
  describe('on PGlite, one api process restarted', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-steps-'));
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('a process killed with kill -9 mid-job loses nothing: restarted on its data, it runs the job to its end, once', async () => {
      const first = steps({ dataDir, enqueue: JOB });
      await first.said(/^step 2$/, 60_000);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      const second = steps({ dataDir, report: true });
      const report = JSON.parse((await second.said(/^report /, 60_000)).slice('report '.length)) as Report;
      expect(report.steps.filter((row) => row.pid === first.child.pid).map((row) => row.step)).not.toContain(-1);
      expect(report.steps.filter((row) => row.pid === second.child.pid).map((row) => row.step)).toEqual([
        1, 2, 3, 4, 5, 6, -1,
      ]);
      expect(report.job).toEqual({ state: 'completed', retry_count: 1 });
      expect(await second.exited).toEqual({ code: 0, signal: null });
    }, 90_000);

    it('a process stopped with SIGTERM mid-job hands the job back at once, and exits', async () => {
      const first = steps({ dataDir, enqueue: { steps: 30, stepMs: 200 } });
      await first.said(/^step 2$/, 60_000);
      const stopping = Date.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(5000);
      const second = steps({ dataDir, peek: true, report: true });
      // handed back: waiting for its next run, not held by a lease
      expect(await second.said(/^states /, 60_000)).toBe('states ["retry"]');
      const report = JSON.parse((await second.said(/^report /, 60_000)).slice('report '.length)) as Report;
      expect(report.job.state).toBe('completed');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    }, 90_000);
  });
