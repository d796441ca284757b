// A process of the job platform alone, for the tests that kill one or stop it (jobs.process.test.ts):
// runs `test.steps` jobs, each writing its steps into job_step as it goes, and says on stdout
// what it does: `ready`, `step <n>`, `done`, then (with `report`) the table and the job's state.
// SIGTERM stops it as server.ts stops the api: the running job is handed back.
import { sql } from 'kysely';
import { openDatabase } from '../../../db/database';
import type { ModuleContext } from '../../modules';
import { defineJob } from '../declarations';
import { DEFAULT_JOB_SETTINGS, JobPlatform } from '../platform';

interface Options {
  databaseUrl?: string;
  schema?: string;
  dataDir?: string;
  enqueue?: { steps: number; stepMs: number };
  /** once a job is done: print the steps and the job, and exit */
  report?: boolean;
  /** before working: print the states of the queue's unfinished jobs as another process left them */
  peek?: boolean;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2]) as Options;
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, schema: options.schema, poolSize: 2 }
      : { dataDir: options.dataDir },
  );
  const db = database.db;
  await sql`create table if not exists job_step (job_id text not null, pid int not null, step int not null)`.execute(
    db,
  );
  if (options.peek) {
    const states = await sql<{ state: string }>`select state::text from ${sql.table('jobs.job')}
      where name = 'test.steps' and state <> 'completed'`
      .execute(db)
      .then((result) => result.rows.map((row) => row.state))
      .catch(() => []);
    say(`states ${JSON.stringify(states)}`);
  }
  let finished: (id: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (finished = resolve));
  const steps = defineJob<{ steps: number; stepMs: number }>({
    name: 'test.steps',
    leaseSeconds: 10,
    retry: { limit: 3, delaySeconds: 0 },
    async run(job) {
      for (let step = 1; step <= job.data.steps; step++) {
        job.signal.throwIfAborted();
        await sql`insert into job_step values (${job.id}, ${process.pid}, ${step})`.execute(db);
        say(`step ${step}`);
        await new Promise((resolve) => setTimeout(resolve, job.data.stepMs));
      }
      // its end: once, whoever ran it
      await sql`insert into job_step values (${job.id}, ${process.pid}, ${-1})`.execute(db);
      say('done');
      setImmediate(() => finished(job.id));
    },
  });
  const jobs = new JobPlatform(database, {
    ...DEFAULT_JOB_SETTINGS,
    pollSeconds: 0.5,
    drainSeconds: 5,
    superviseSeconds: 1,
  });
  await jobs.start([steps], { db } as unknown as ModuleContext);
  process.once('SIGTERM', () => {
    jobs
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  if (options.enqueue) await jobs.enqueue('test.steps', options.enqueue);
  say('ready');
  if (!options.report) return;
  const id = await done;
  // the run's completion is recorded just after the handler returns
  for (;;) {
    const job = (
      await jobs.boss.getDb().executeSql(`select state::text, retry_count from ${jobs.schema}.job where id = $1`, [id])
    ).rows[0] as { state: string; retry_count: number };
    if (job.state === 'completed') {
      const rows = (
        await sql<{ pid: number; step: number }>`select pid, step from job_step where job_id = ${id}`.execute(db)
      ).rows;
      say(`report ${JSON.stringify({ job, steps: rows })}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await jobs.stop();
  await database.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
