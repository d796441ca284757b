// The job platform on PostgreSQL (part of npm run bench -w api; alone: npm run bench:jobs -w api
// [-- --jobs 5000 --concurrency 4]): jobs completed per second for a no-op job and for a job that
// updates one row, with 1 and 2 processes running the platform (each `--concurrency` runs at
// once), beside a bare claim loop on the same job table (`update … where id = (select … for
// update skip locked)`, then the work, then the completion) at the same concurrency in one
// process: what pg-boss's claim, lease and bookkeeping cost a job.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import type { ModuleContext } from '../platform/modules';
import { defineJob, JobPlatform } from '../platform/jobs';
import { DEFAULT_JOB_SETTINGS } from '../platform/jobs/platform';
import { spawnReady, stopProcess } from './processes';
import { withScratchDatabase } from './scratchDatabase';

const BENCH_DB = 'backoffice_bench_jobs';
const COUNTERS = 1000;
const SCHEMA = 'jobs';

export interface JobsFigures {
  jobs: number;
  concurrency: number;
  /** jobs a second, by job kind and runner */
  rates: Record<'noop' | 'update', { bare: number; oneProcess: number; twoProcesses: number }>;
}

type Kind = 'noop' | 'update';
const queueOf = (kind: Kind) => `bench.${kind}`;

/** The two jobs: nothing, and one row's counter + 1 (its own short transaction). */
function declarations(concurrency: number) {
  return [
    defineJob({ name: queueOf('noop'), concurrency, retry: { limit: 0 }, run: async () => undefined }),
    defineJob<{ id: number }>({
      name: queueOf('update'),
      concurrency,
      retry: { limit: 0 },
      run: async (job, { db }) => {
        await sql`update bench_counter set n = n + 1 where id = ${job.data.id}`.execute(db);
      },
    }),
  ];
}

/** A process running the job platform (`--worker <json>`): says `ready`, stops on SIGTERM. */
async function worker(options: { url: string; kind: Kind; concurrency: number }): Promise<void> {
  const database = await openDatabase({ databaseUrl: options.url, poolSize: options.concurrency });
  const jobs = new JobPlatform(
    database,
    { ...DEFAULT_JOB_SETTINGS, pollSeconds: 1, schema: SCHEMA },
    { warn: (error) => console.warn(error), error: (error) => console.error(error) },
  );
  await jobs.start(
    declarations(options.concurrency).map((declaration) => ({
      ...declaration,
      runsHere: () => declaration.name === queueOf(options.kind),
    })),
    { db: database.db } as unknown as ModuleContext,
  );
  process.once('SIGTERM', () => {
    jobs
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  process.stdout.write('ready\n');
}

function startWorker(options: { url: string; kind: Kind; concurrency: number }): Promise<ChildProcess> {
  return spawnReady([__filename, '--worker', JSON.stringify(options)], {}, 'ready');
}

async function run(url: string, jobs: number, concurrency: number, log: (line: string) => void): Promise<JobsFigures> {
  const database = await openDatabase({ databaseUrl: url, poolSize: concurrency + 1 });
  const { db } = database;
  await sql`create table bench_counter (id int primary key, n int not null default 0)`.execute(db);
  await sql`insert into bench_counter (id) select g from generate_series(1, ${COUNTERS}) g`.execute(db);
  // the queues and their tables, made once by a platform that runs nothing
  const platform = new JobPlatform(database, { ...DEFAULT_JOB_SETTINGS, work: false, schema: SCHEMA });
  await platform.start(declarations(concurrency), { db } as unknown as ModuleContext);
  const boss = platform.boss;
  const dataOf = (index: number) => ({ id: (index % COUNTERS) + 1 });

  async function enqueue(kind: Kind): Promise<void> {
    for (let from = 0; from < jobs; from += 1000)
      await boss.insert(
        queueOf(kind),
        Array.from({ length: Math.min(1000, jobs - from) }, (_, index) => ({ data: dataOf(from + index) })),
      );
  }
  const completed = async (kind: Kind) =>
    Number(
      (
        await boss
          .getDb()
          .executeSql(`select count(*) as count from ${SCHEMA}.job where name = $1 and state = 'completed'`, [
            queueOf(kind),
          ])
      ).rows[0].count,
    );

  /** Jobs a second with `processes` processes of the platform: from the first insert to the last completion. */
  async function throughPlatform(kind: Kind, processes: number): Promise<number> {
    await boss.deleteAllJobs(queueOf(kind));
    const workers = await Promise.all(Array.from({ length: processes }, () => startWorker({ url, kind, concurrency })));
    try {
      const began = performance.now();
      await enqueue(kind);
      while ((await completed(kind)) < jobs) await new Promise((resolve) => setTimeout(resolve, 50));
      return jobs / ((performance.now() - began) / 1000);
    } finally {
      await Promise.all(workers.map(stopProcess));
    }
  }

  /** Jobs a second claimed straight from the same job table, `concurrency` loops in this process. */
  async function bare(kind: Kind): Promise<number> {
    await boss.deleteAllJobs(queueOf(kind));
    await enqueue(kind);
    const name = queueOf(kind);
    const began = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (;;) {
          const claimed = await sql<{ id: string; data: { id: number } }>`update ${sql.table(`${SCHEMA}.job`)}
            set state = 'active', started_on = now()
            where name = ${name} and id = (
              -- the queue's own fetch index (name, priority desc, created_on) serves it, as it serves pg-boss
              select id from ${sql.table(`${SCHEMA}.job`)} where name = ${name} and state < 'active' and not blocked
              order by priority desc, created_on limit 1 for update skip locked)
            returning id, data`.execute(db);
          const job = claimed.rows[0];
          if (!job) return;
          if (kind === 'update') await sql`update bench_counter set n = n + 1 where id = ${job.data.id}`.execute(db);
          await sql`update ${sql.table(`${SCHEMA}.job`)} set state = 'completed', completed_on = now()
            where name = ${name} and id = ${job.id}`.execute(db);
        }
      }),
    );
    return jobs / ((performance.now() - began) / 1000);
  }

  try {
    const rates = {} as JobsFigures['rates'];
    for (const kind of ['noop', 'update'] as const) {
      const bareRate = await bare(kind);
      log(`jobs: ${kind}, bare claim loop: ${Math.round(bareRate)}/s`);
      const oneProcess = await throughPlatform(kind, 1);
      log(`jobs: ${kind}, 1 process: ${Math.round(oneProcess)}/s`);
      const twoProcesses = await throughPlatform(kind, 2);
      log(`jobs: ${kind}, 2 processes: ${Math.round(twoProcesses)}/s`);
      rates[kind] = { bare: bareRate, oneProcess, twoProcesses };
    }
    const counted = await sql<{ total: number }>`select sum(n)::int as total from bench_counter`.execute(db);
    // each update job ran exactly once: the bare loop's and the two platform runs'
    if (counted.rows[0].total !== 3 * jobs)
      throw new Error(
        `the counters add up to ${counted.rows[0].total}, not ${3 * jobs}: a job ran twice or not at all`,
      );
    return { jobs, concurrency, rates };
  } finally {
    await platform.stop();
    await database.close();
  }
}

export function benchJobs(
  serverUrl: string,
  {
    jobs = 5000,
    concurrency = 4,
    log = console.log,
  }: { jobs?: number; concurrency?: number; log?: (line: string) => void } = {},
): Promise<JobsFigures> {
  return withScratchDatabase(serverUrl, BENCH_DB, (url) => run(url, jobs, concurrency, log));
}

export function jobsTable(figures: JobsFigures): string {
  const lines = [
    `jobs on PostgreSQL: ${figures.jobs} jobs a run, ${figures.concurrency} at once a process`,
    '| job | bare claim loop/s | 1 process/s | 2 processes/s | platform ÷ bare (1 process) | claim overhead ms/job |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const [kind, rate] of Object.entries(figures.rates)) {
    // what a job costs beyond the bare loop, per job at this concurrency
    const overhead = (1000 * figures.concurrency) / rate.oneProcess - (1000 * figures.concurrency) / rate.bare;
    lines.push(
      `| ${kind === 'noop' ? 'no-op' : 'one-row update'} | ${Math.round(rate.bare)} | ${Math.round(rate.oneProcess)} | ${Math.round(
        rate.twoProcesses,
      )} | ${(rate.oneProcess / rate.bare).toFixed(2)} | ${overhead.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const main =
    args[0] === '--worker'
      ? worker(JSON.parse(args[1]))
      : benchJobs(
          process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
          { jobs: option(args, 'jobs', 5000), concurrency: option(args, 'concurrency', 4) },
        ).then((figures) => console.log(`\n${jobsTable(figures)}\n`));
  main.catch((error) => {
    console.error(`jobs bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
