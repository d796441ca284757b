// The deals area's heaviest reads at the large size (issue 25): the top-up records of one
// project of a 10-million-order table, page 1 and page 10,000, filtered by status and paid
// date and by user, p50/p99 over HTTP; and the totals by currency over 30 days.
// The orders' database takes minutes to write, so it is kept between runs
// (`backoffice_bench_orders`: the small demo, the bulk users without their plays and ledgers,
// and the orders); --reseed-orders rebuilds it, --orders N writes N orders (a reduced run).
import autocannon from 'autocannon';
import { keptDatabase } from './scratchDatabase';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PROJECTS, isSeeded, seedDatabase } from '../db/seed';
import { fillLargeVolume, largeVolume } from '../db/seed/large';
import { fillLargeOrders } from '../db/seed/largeOrders';
import { createPasswords } from '../platform/passwords';

const ORDERS_DB = 'backoffice_bench_orders';
/** The goals (ms): p99 of a list page, and of the totals over 30 days. */
const GOALS = { list: 150, totals: 300 };

export interface TopupFigures {
  name: string;
  path: string;
  total: number | null;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failures: number;
  goal: number;
}

/** The orders' database on `serverUrl`, written when missing (or asked to), with `orders` orders. */
export async function ordersDatabase(
  serverUrl: string,
  orders: number,
  reseed: boolean,
  log: (line: string) => void,
): Promise<string> {
  const url = await keptDatabase(serverUrl, ORDERS_DB, reseed);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db);
    if (!(await isSeeded(database.db))) {
      const started = Date.now();
      await seedDatabase(database.db, { hashPassword: createPasswords().hash });
      // the bulk users, as many as the large seed has for this many orders (ten orders a user), without their ledgers and plays
      const scale = orders / largeVolume().orders;
      const volume = { ...largeVolume(scale), ledgerEntries: 0, interactions: 0 };
      log(`orders seed: ${volume.users} users, ${orders} orders (minutes; kept for the next run)…`);
      await fillLargeVolume(database.db, DEMO_PROJECTS, volume, new Date(), (line) => log(`  ${line}`));
      await fillLargeOrders(database.db, DEMO_PROJECTS, orders, new Date(), (line) => log(`  ${line}`));
      log(`orders seed: done in ${Math.round((Date.now() - started) / 1000)} s`);
    }
  } finally {
    await database.close();
  }
  return url;
}

export async function benchTopupList(
  base: string,
  token: string,
  options: { duration: number },
): Promise<TopupFigures[]> {
  const headers = { 'client-token': token };
  const read = async (path: string) =>
    ((await (await fetch(`${base}${path}`, { headers })).json()) as { data: Record<string, unknown> }).data;
  // a real user with orders, from the middle of the list
  const sample = (await read('/deal/topup-record/list?projectCode=drama-us&pageNum=500&pageSize=20')) as {
    list: Array<{ userCode: string }>;
  };
  const userCode = encodeURIComponent(sample.list[0].userCode);
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const paid = `status=1&paidFrom=${from.toISOString()}&paidTo=${to.toISOString()}`;
  const list = '/deal/topup-record/list?projectCode=drama-us&pageSize=20';
  const scenarios = [
    { name: 'page 1, newest first', path: `${list}&pageNum=1`, goal: GOALS.list },
    { name: 'page 10,000, newest first', path: `${list}&pageNum=10000`, goal: GOALS.list },
    { name: 'paid in the last 30 days, page 1', path: `${list}&${paid}&pageNum=1`, goal: GOALS.list },
    { name: 'paid in the last 30 days, page 10,000', path: `${list}&${paid}&pageNum=10000`, goal: GOALS.list },
    { name: 'one user, page 1', path: `${list}&userCode=${userCode}&pageNum=1`, goal: GOALS.list },
    {
      name: 'one user, page 10,000 (past the end)',
      path: `${list}&userCode=${userCode}&pageNum=10000`,
      goal: GOALS.list,
    },
    {
      name: 'totals by currency, paid in the last 30 days',
      path: `/deal/topup-record/totals?projectCode=drama-us&paidFrom=${from.toISOString()}&paidTo=${to.toISOString()}`,
      goal: GOALS.totals,
    },
  ];
  const figures: TopupFigures[] = [];
  for (const scenario of scenarios) {
    const request = { url: `${base}${scenario.path}`, headers, connections: 1 };
    await autocannon({ ...request, duration: 2 });
    const result = await autocannon({ ...request, duration: options.duration });
    const answer = await read(scenario.path);
    figures.push({
      ...scenario,
      total: typeof answer.total === 'number' ? answer.total : null,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requestsPerSecond: Math.round(result.requests.average),
      failures: result.errors + result.timeouts + result.non2xx,
    });
  }
  return figures;
}

export function topupListTable(figures: TopupFigures[], orders: number): string {
  const [first] = figures;
  const lines = [
    `| top-up records of drama-us (${orders.toLocaleString('en-US')} orders in 3 projects), one request in flight | matching | req/s | p50 ms | p99 ms | p99 vs page 1 | goal p99 |`,
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of figures) {
    const flag = row.failures ? ` (${row.failures} failed)` : '';
    const met = row.p99 <= row.goal ? 'met' : 'MISSED';
    lines.push(
      `| ${row.name} | ${row.total === null ? '—' : row.total.toLocaleString('en-US')} | ${row.requestsPerSecond}${flag} | ${row.p50} | ${row.p99} | ${(row.p99 / Math.max(1, first.p99)).toFixed(2)}× | ${row.goal} (${met}) |`,
    );
  }
  return lines.join('\n');
}
