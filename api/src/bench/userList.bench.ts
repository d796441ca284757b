// The users area's heaviest read at the large size (issue 15): the app users list of one
// project of a million users, filtered by a part of the email or phone and read at a deep
// page, p50/p99 over HTTP, each against page 1 measured in the same run.
// The large database takes minutes to write, so it is kept between runs
// (`backoffice_bench_large` on the benchmark's PostgreSQL server); --reseed-large rebuilds it.
import autocannon from 'autocannon';
import { keptDatabase } from './scratchDatabase';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, SEED_SIZES, seedDatabase } from '../db/seed';
import { createPasswords } from '../platform/passwords';

const LARGE_DB = 'backoffice_bench_large';

export interface ListFigures {
  name: string;
  query: string;
  total: number;
  /** by the number of requests in flight (1: one staff member; 4: several at once, on this machine's cores) */
  byConnections: Record<number, { p50: number; p99: number; requestsPerSecond: number; failures: number }>;
}

const CONNECTIONS = [1, 4];

/** The large database's URL on `serverUrl`, created and seeded when missing (or asked to). */
export async function largeDatabase(serverUrl: string, reseed: boolean, log: (line: string) => void): Promise<string> {
  const url = await keptDatabase(serverUrl, LARGE_DB, reseed);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db);
    if (!(await isSeeded(database.db))) {
      log(
        'large seed: writing 1 million users, 10 million ledger entries, 30 million plays (minutes; kept for the next run)…',
      );
      const started = Date.now();
      await seedDatabase(database.db, {
        size: SEED_SIZES.large,
        hashPassword: createPasswords().hash,
        log: (line) => log(`  ${line}`),
      });
      log(`large seed: done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await database.close();
  }
  return url;
}

/** Each list read, measured with autocannon after a warm-up. */
export async function benchUserList(
  base: string,
  token: string,
  options: { duration: number },
): Promise<ListFigures[]> {
  const headers = { 'client-token': token };
  const list = async (query: string) =>
    (
      (await (await fetch(`${base}/user/list/list?${query}`, { headers })).json()) as {
        data: { total: number; list: Array<{ email: string; phone: string; userCode: string }> };
      }
    ).data;
  // real parts of real rows: a name and number from the middle of an email, the middle digits of a phone
  const sample = (await list('projectCode=drama-us&pageNum=2000&pageSize=20')).list;
  const email = sample[0].email.split('.')[0];
  const phone = (sample.find((user) => user.phone)?.phone ?? '+1234567890').slice(4, 10);
  // the end of a user code, as customer service pastes it from a ticket
  const userCode = sample[0].userCode.slice(-7);
  const scenarios = [
    { name: 'page 1, newest first', query: 'projectCode=drama-us&pageNum=1&pageSize=20' },
    {
      name: `a part of the email ("${email}")`,
      query: `projectCode=drama-us&pageNum=1&pageSize=20&email=${encodeURIComponent(email)}`,
    },
    {
      name: `a part of the phone ("${phone}")`,
      query: `projectCode=drama-us&pageNum=1&pageSize=20&phone=${encodeURIComponent(phone)}`,
    },
    {
      name: `a part of the user code ("${userCode}")`,
      query: `projectCode=drama-us&pageNum=1&pageSize=20&userCode=${encodeURIComponent(userCode)}`,
    },
    { name: 'deep page (page 500)', query: 'projectCode=drama-us&pageNum=500&pageSize=20' },
    { name: 'deep page (page 5,000)', query: 'projectCode=drama-us&pageNum=5000&pageSize=20' },
    {
      name: 'sorted by username, page 100',
      query: 'projectCode=drama-us&sortBy=username&sortType=asc&pageNum=100&pageSize=20',
    },
    {
      name: 'VIP, sorted by username, page 100',
      query: 'projectCode=drama-us&vip=1&sortBy=username&sortType=asc&pageNum=100&pageSize=20',
    },
  ];
  const figures: ListFigures[] = [];
  for (const scenario of scenarios) {
    const request = { url: `${base}/user/list/list?${scenario.query}`, headers };
    const byConnections: ListFigures['byConnections'] = {};
    for (const connections of CONNECTIONS) {
      await autocannon({ ...request, duration: 2, connections });
      const result = await autocannon({ ...request, duration: options.duration, connections });
      byConnections[connections] = {
        p50: result.latency.p50,
        p99: result.latency.p99,
        requestsPerSecond: Math.round(result.requests.average),
        failures: result.errors + result.timeouts + result.non2xx,
      };
    }
    figures.push({ ...scenario, total: (await list(scenario.query)).total, byConnections });
  }
  return figures;
}

export function userListTable(figures: ListFigures[]): string {
  const [first] = figures;
  const header = CONNECTIONS.map(
    (connections) => `${connections} in flight: req/s | p50 ms | p99 ms | p99 vs page 1`,
  ).join(' | ');
  const lines = [
    `| app users list of drama-us (${first.total.toLocaleString('en-US')} users; large seed) | matching | ${header} |`,
    `|---|---:|${CONNECTIONS.map(() => '---:|---:|---:|---:').join('|')}|`,
  ];
  for (const row of figures) {
    const cells = CONNECTIONS.map((connections) => {
      const measured = row.byConnections[connections];
      const flag = measured.failures ? ` (${measured.failures} failed)` : '';
      return `${measured.requestsPerSecond}${flag} | ${measured.p50} | ${measured.p99} | ${(measured.p99 / Math.max(1, first.byConnections[connections].p99)).toFixed(2)}×`;
    });
    lines.push(`| ${row.name} | ${row.total.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
