// One place to see the queue: counts by state per queue, the running jobs' progress, the
// latest failures with their error, and retrying a failed job. Read from the job table itself
// (pg-boss's own counts are a cache), for the admin route and `npm run jobs` alike.
import type { PgBoss } from 'pg-boss';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface QueueOverview {
  name: string;
  policy: string;
  /** jobs kept, by state (finished ones are kept a week) */
  counts: Record<JobState, number>;
  /** of those queued, how many wait for a later time */
  deferred: number;
  /** its cron schedules: the time zone each is read in */
  schedules: { key: string; cron: string; timeZone: string }[];
}

export interface JobSummary {
  id: string;
  queue: string;
  state: JobState;
  /** runs so far (the first included) and the most it may have */
  attempts: number;
  maxAttempts: number;
  data: unknown;
  /** the error of a failed one */
  error: string | null;
  progress: { done: number; total: number | null } | null;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
}

interface JobRowOut {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  data: unknown;
  output: Record<string, unknown> | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

function summaryOf(row: JobRowOut): JobSummary {
  const output = row.output ?? {};
  const progress = output.progress as { done: number; total: number | null } | undefined;
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    attempts: row.state === 'created' ? row.retry_count : row.retry_count + 1,
    maxAttempts: row.retry_limit + 1,
    data: row.data,
    error:
      row.state === 'failed' || row.state === 'retry'
        ? String(output.message ?? output.value ?? JSON.stringify(output)).slice(0, 2000)
        : null,
    progress: progress
      ? { done: Number(progress.done), total: progress.total === null ? null : Number(progress.total) }
      : null,
    createdOn: new Date(row.created_on).toISOString(),
    startedOn: row.started_on ? new Date(row.started_on).toISOString() : null,
    completedOn: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  };
}

const JOB_COLUMNS = 'id, name, state, retry_count, retry_limit, data, output, created_on, started_on, completed_on';

export async function queueOverview(boss: PgBoss, schema: string): Promise<QueueOverview[]> {
  const db = boss.getDb();
  // not pg-boss's own (`__pgboss__send-it` forwards the schedules' jobs)
  const queues = (
    await db.executeSql(
      `select name, policy from ${schema}.queue where name not like '\\_\\_pgboss\\_\\_%' order by name`,
    )
  ).rows as {
    name: string;
    policy: string;
  }[];
  const counts = (
    await db.executeSql(
      `select name, state::text as state, count(*)::int as count,
              count(*) filter (where state = 'created' and start_after > now())::int as deferred
         from ${schema}.job group by name, state`,
    )
  ).rows as { name: string; state: JobState; count: number; deferred: number }[];
  const schedules = await boss.getSchedules();
  return queues.map((queue) => {
    const mine = counts.filter((row) => row.name === queue.name);
    return {
      name: queue.name,
      policy: queue.policy,
      counts: Object.fromEntries(
        JOB_STATES.map((state) => [state, mine.find((row) => row.state === state)?.count ?? 0]),
      ) as Record<JobState, number>,
      deferred: mine.reduce((sum, row) => sum + row.deferred, 0),
      schedules: schedules
        .filter((schedule) => schedule.name === queue.name)
        .map((schedule) => ({ key: schedule.key, cron: schedule.cron, timeZone: schedule.timezone })),
    };
  });
}

/** The latest jobs in `state` (failed by default), newest first; of one queue when named. */
export async function recentJobs(
  boss: PgBoss,
  schema: string,
  { state = 'failed', queue, limit = 20 }: { state?: JobState; queue?: string; limit?: number } = {},
): Promise<JobSummary[]> {
  const values: unknown[] = [state, limit];
  if (queue) values.push(queue);
  const rows = (
    await boss.getDb().executeSql(
      `select ${JOB_COLUMNS} from ${schema}.job where state = $1::text::${schema}.job_state ${queue ? 'and name = $3' : ''}
          order by coalesce(completed_on, started_on, created_on) desc limit $2`,
      values,
    )
  ).rows as JobRowOut[];
  return rows.map(summaryOf);
}

/** One job of a queue, or null. */
export async function jobOf(boss: PgBoss, schema: string, queue: string, id: string): Promise<JobSummary | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = (
    await boss.getDb().executeSql(`select ${JOB_COLUMNS} from ${schema}.job where name = $1 and id = $2`, [queue, id])
  ).rows as JobRowOut[];
  return rows[0] ? summaryOf(rows[0]) : null;
}

/** Puts failed jobs back in their queue (every failed one with `ids` absent); answers how many went back. */
export async function retryFailed(boss: PgBoss, schema: string, queue: string, ids?: string[]): Promise<number> {
  const failed = ids ?? (await recentJobs(boss, schema, { queue, limit: 10_000 })).map((job) => job.id);
  if (!failed.length) return 0;
  const answer = (await boss.retry(queue, failed)) as { affected?: number };
  return answer.affected ?? 0;
}
