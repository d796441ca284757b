// The activities area's heaviest read at the large size (issue 27): the records of one
// activity filtered by status, page 1 beside page 10,000 (20 a page), p50/p99 over HTTP, of a
// 5-million-record table. The records' database takes minutes to write, so it is kept between
// runs (`backoffice_bench_activity`: the small demo, a daily task in each project when its
// demo has only the compensations, bulk users without their ledgers and plays, and the
// records); --reseed-activity rebuilds it, --records N writes N records (a reduced run).
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { keptDatabase } from './scratchDatabase';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PROJECTS, isSeeded, seedDatabase } from '../db/seed';
import { fillLargeVolume, largeVolume } from '../db/seed/large';
import { fillLargeActivityRecords } from '../db/seed/largeActivityRecords';
import { createPasswords } from '../platform/passwords';

const ACTIVITY_DB = 'backoffice_bench_activity';
/** The goal (ms): p99 of a page, shallow or deep. */
const GOAL = 100;

export interface ActivityFigures {
  name: string;
  total: number | null;
  rows: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
}

/** The records' database on `serverUrl`, written when missing (or asked to), with `records` records. */
export async function activityDatabase(
  serverUrl: string,
  records: number,
  reseed: boolean,
  log: (line: string) => void,
): Promise<string> {
  const url = await keptDatabase(serverUrl, ACTIVITY_DB, reseed);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db);
    if (!(await isSeeded(database.db))) {
      const started = Date.now();
      const now = new Date();
      await seedDatabase(database.db, { hashPassword: createPasswords().hash, now });
      // a long-running daily task first in each project, as the activity list's seed has them
      for (const project of DEMO_PROJECTS)
        await sql`insert into activity (project_code, type, currency, status, start_time, end_time, title)
          select ${project.code}, 1, 2, 0, ${now}::timestamptz - interval '120 days', ${now}::timestamptz + interval '90 days', 'Watch three episodes a day'
          where not exists (select 1 from activity where project_code = ${project.code} and type <> 12)`.execute(
          database.db,
        );
      const volume = { ...largeVolume(0.1), ledgerEntries: 0, interactions: 0 };
      log(`activity seed: ${volume.users} users, ${records} records (minutes; kept for the next run)…`);
      await fillLargeVolume(database.db, DEMO_PROJECTS, volume, now, (line) => log(`  ${line}`));
      await fillLargeActivityRecords(database.db, DEMO_PROJECTS, records, now, (line) => log(`  ${line}`));
      log(`activity seed: done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await database.close();
  }
  return url;
}

export async function benchActivityRecords(
  base: string,
  token: string,
  options: { duration: number },
): Promise<ActivityFigures[]> {
  const headers = { 'client-token': token };
  const read = async (path: string) =>
    ((await (await fetch(`${base}${path}`, { headers })).json()) as { data: Record<string, unknown> }).data;
  // drama-us's activity with the most records: the one whose deep pages are read
  const activities = (await read('/activity/record/activities?projectCode=drama-us')) as unknown as Array<{
    id: number;
    type: number;
  }>;
  const busiest = activities
    .filter((activity) => activity.type !== 12)
    .map((activity) => activity.id)
    .sort((a, b) => a - b)[0];
  const list = `/activity/record/list?projectCode=drama-us&activityId=${busiest}&pageSize=20`;
  const scenarios = [
    { name: 'claimed, page 1', path: `${list}&status=3&pageNum=1` },
    { name: 'claimed, page 10,000', path: `${list}&status=3&pageNum=10000` },
    { name: 'pending claim, page 1', path: `${list}&status=2&pageNum=1` },
    { name: 'pending claim, page 10,000', path: `${list}&status=2&pageNum=10000` },
  ];
  const figures: ActivityFigures[] = [];
  for (const scenario of scenarios) {
    const request = { url: `${base}${scenario.path}`, headers, connections: 1 };
    await autocannon({ ...request, duration: 2 });
    const result = await autocannon({ ...request, duration: options.duration });
    const answer = await read(scenario.path);
    figures.push({
      name: scenario.name,
      total: typeof answer.total === 'number' ? answer.total : null,
      rows: Array.isArray(answer.list) ? answer.list.length : 0,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  return figures;
}

/** Page 1 and page 10,000 of each status side by side, with the deep page's p99 over the first's. */
export function activityRecordsTable(figures: ActivityFigures[], records: number): string {
  const lines = [
    `| records of one activity of drama-us (${records.toLocaleString('en-US')} records in 3 projects), 20 a page, one request in flight | matching | rows | req/s | p50 ms | p99 ms | p99 vs page 1 | goal p99 ${GOAL} ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  figures.forEach((row, index) => {
    const first = figures[index - (index % 2)];
    const flag = row.failures ? ` (${row.failures} failed)` : '';
    lines.push(
      `| ${row.name} | ${row.total === null ? '—' : row.total.toLocaleString('en-US')} | ${row.rows} | ${row.requestsPerSecond}${flag} | ${row.p50} | ${row.p99} | ${(row.p99 / Math.max(1, first.p99)).toFixed(2)}× | ${row.p99 <= GOAL ? 'met' : 'MISSED'} |`,
    );
  });
  return lines.join('\n');
}
