// npm run jobs -w api -- [failures [<queue>] [--limit N] | retry <queue> <id> | retry --failed <queue>]
// The job queue of the database the api would use (DATABASE_URL, else PGlite under DATA_DIR):
// without arguments every queue's counts by state and schedules, the running jobs' progress
// and the latest failures; `failures` lists failures with their error; `retry` puts a failed job
// (or every failed job of a queue) back in its queue. On PGlite stop the api first: two
// processes must not open the same PGlite folder.
import path from 'node:path';
import { configFromEnv } from '../../config';
import { openDatabase } from '../../db/database';
import { bossOf, DEFAULT_JOB_SETTINGS, jobSchemaOf } from './platform';
import { JOB_STATES, type JobSummary, queueOverview, recentJobs, retryFailed } from './overview';

const USAGE = `usage: npm run jobs -w api -- [failures [<queue>] [--limit N] | retry <queue> <id> | retry --failed <queue>]`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function jobLine(job: JobSummary): string {
  const progress = job.progress
    ? ` ${job.progress.done}${job.progress.total === null ? '' : `/${job.progress.total}`}`
    : '';
  const when = job.completedOn ?? job.startedOn ?? job.createdOn;
  return `  ${job.queue} ${job.id} ${job.state} attempt ${job.attempts}/${job.maxAttempts} ${when}${progress}${
    job.error ? `\n    ${job.error.split('\n')[0]}` : ''
  }`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = configFromEnv();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 1 }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  // a look at the queue: no schedules, no maintenance, no workers
  const settings = { ...DEFAULT_JOB_SETTINGS, work: false };
  const boss = bossOf(database, settings, false);
  const schema = jobSchemaOf(database, settings);
  try {
    await boss.start();
    const [command, ...rest] = args;
    if (!command) {
      const queues = await queueOverview(boss, schema);
      console.log(`queue${' '.repeat(28)}${JOB_STATES.map((state) => state.padStart(10)).join('')}  schedules`);
      for (const queue of queues)
        console.log(
          `${queue.name.padEnd(33)}${JOB_STATES.map((state) => String(queue.counts[state]).padStart(10)).join('')}  ${queue.schedules
            .map((schedule) => `${schedule.cron} ${schedule.timeZone}${schedule.key ? ` (${schedule.key})` : ''}`)
            .join('; ')}`,
        );
      const running = await recentJobs(boss, schema, { state: 'active', limit: 50 });
      console.log(`\nrunning (${running.length}):`);
      for (const job of running) console.log(jobLine(job));
      const failures = await recentJobs(boss, schema, { limit: 10 });
      console.log(`\nlatest failures (${failures.length}):`);
      for (const job of failures) console.log(jobLine(job));
    } else if (command === 'failures') {
      const queue = rest[0] && !rest[0].startsWith('--') ? rest[0] : undefined;
      const limit = Number(option(rest, '--limit') ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a whole number of at least 1`);
      for (const job of await recentJobs(boss, schema, { queue, limit })) console.log(jobLine(job));
    } else if (command === 'retry') {
      const all = rest[0] === '--failed';
      const [queue, id] = all ? rest.slice(1) : rest;
      if (!queue || (!all && !id)) throw new Error(USAGE);
      const count = await retryFailed(boss, schema, queue, all ? undefined : [id]);
      if (!all && !count) throw new Error(`no failed job ${id} in the queue ${queue}`);
      console.log(`${count} job${count === 1 ? '' : 's'} of ${queue} back in the queue`);
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    await database.close();
  }
}

main().catch((error) => {
  console.error(`jobs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
