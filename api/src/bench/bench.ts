// npm run bench -w api [-- --duration 10 --connections 10 --size small]
// Starts the built api (dist/server.js) once on PGlite and once on PostgreSQL, each in
// its own process on loopback, and measures sign-in, getInfo and the menu with
// autocannon, then 1,000 concurrent adjustments of one wallet (exact, and how fast); then,
// on PostgreSQL, the app users list at the large seed (userList.bench.ts; --only users runs
// just that, --no-large skips it, --reseed-large rebuilds its kept database), the job
// platform's throughput beside a bare claim loop (jobs.bench.ts; --only jobs, --no-jobs), then
// the live channel, 1,000 sockets beside a bare ws server (live.bench.ts; --only live, --no-live),
// then the top-up records at 10 million orders (topupList.bench.ts; --only topup, --no-topup,
// --orders N for a reduced run, --reseed-orders rebuilds its kept database), then the
// customer-service chat, 1,000 app users and 50 agents on two api processes beside a bare
// relay (chat.bench.ts; --only chat, --no-chat, --chat-seconds N).
// Then the activity records at 5 million records, page 1 vs page 10,000 of one activity by status
// (activityRecords.bench.ts; --only activity, --no-activity, --records N, --reseed-activity).
// Redis for it: REDIS_URL, else redis://127.0.0.1:6379.
// PostgreSQL is BENCH_DATABASE_URL or DATABASE_URL (a server where a scratch database can
// be created), else postgres://postgres@127.0.0.1:5432/postgres.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchChat, CHAT_BENCH_DEFAULTS, chatTable } from './chat.bench';
import { benchJobs, jobsTable } from './jobs.bench';
import { benchDrawSimulation, drawSimulationTable } from './drawSimulation.bench';
import { freePort, spawnReady, stopProcess } from './processes';
import { withScratchDatabase } from './scratchDatabase';
import { benchLive, liveTable } from './live.bench';
import { benchTopupList, ordersDatabase, topupListTable } from './topupList.bench';
import { benchUserList, largeDatabase, userListTable } from './userList.bench';
import { activityDatabase, activityRecordsTable, benchActivityRecords } from './activityRecords.bench';

interface Options {
  duration: number;
  connections: number;
  size: string;
  engines: Array<'pglite' | 'postgres'>;
  large: boolean;
  reseedLarge: boolean;
  jobs: boolean;
  live: boolean;
  chat: boolean;
  chatSeconds: number;
  topup: boolean;
  orders: number;
  reseedOrders: boolean;
  activity: boolean;
  activityOnly: boolean;
  records: number;
  reseedActivity: boolean;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const SERVER = path.resolve(__dirname, '..', 'server.js');
const BENCH_DB = 'backoffice_bench';

function parseOptions(args: string[]): Options {
  const value = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const only = value('only', '');
  return {
    duration: Number(value('duration', '10')),
    connections: Number(value('connections', '10')),
    size: value('size', 'small'),
    engines: ['users', 'jobs', 'live', 'topup', 'chat'].includes(only)
      ? []
      : only
        ? [only as 'pglite' | 'postgres']
        : ['pglite', 'postgres'],
    large: !args.includes('--no-large') && (only === '' || only === 'users' || only === 'postgres'),
    reseedLarge: args.includes('--reseed-large'),
    jobs: !args.includes('--no-jobs') && (only === '' || only === 'jobs' || only === 'postgres'),
    live: !args.includes('--no-live') && (only === '' || only === 'live'),
    topup: !args.includes('--no-topup') && (only === '' || only === 'topup'),
    chat: !args.includes('--no-chat') && (only === '' || only === 'chat'),
    chatSeconds: Number(value('chat-seconds', String(CHAT_BENCH_DEFAULTS.seconds))),
    orders: Number(value('orders', '10000000')),
    reseedOrders: args.includes('--reseed-orders'),
    activity: !args.includes('--no-activity') && (only === '' || only === 'activity'),
    activityOnly: only === 'activity',
    records: Number(value('records', '5000000')),
    reseedActivity: args.includes('--reseed-activity'),
  };
}

/** Starts dist/server.js and resolves once it logs that it is ready. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = await spawnReady(
    [SERVER],
    { ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    'ready at',
  );
  return { child, base: `http://127.0.0.1:${port}/admin-api` };
}

async function measure(options: Options, request: autocannon.Options): Promise<Figures> {
  // A short warm-up first, so the figures are not the JIT's.
  await autocannon({ ...request, duration: 3, connections: options.connections });
  const result = await autocannon({ ...request, duration: options.duration, connections: options.connections });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export interface WalletFigures {
  adjustments: number;
  seconds: number;
  perSecond: number;
  exact: boolean;
  refused: number;
}

/**
 * 1,000 adjustments of one wallet at once (50 in flight): top-ups and deductions mixed. The
 * final balance must be the start plus the sum of what was applied, every time.
 */
async function benchWallet(base: string, token: string): Promise<WalletFigures> {
  const headers = { 'client-token': token, 'content-type': 'application/json' };
  // the seed's first app user of drama-us (codes are <project suffix>-U<number>)
  const projectCode = 'drama-us';
  const userCode = 'US-U0000001';
  const adjust = (direction: 'top-up' | 'deduction', amount: number, key: string) =>
    fetch(`${base}/user/wallet/adjust`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        projectCode,
        userCode,
        kind: 'point',
        direction,
        amount,
        reason: 'bench',
        idempotencyKey: key,
      }),
    });
  const walletBalance = async () =>
    (
      (await (await fetch(`${base}/user/wallet/${userCode}?projectCode=${projectCode}`, { headers })).json()) as {
        data: { balances: { point: number } };
      }
    ).data.balances.point;
  const run = `bench${Date.now()}`;
  await adjust('top-up', 50_000, `${run}-start`);
  const start = await walletBalance();
  const changes = Array.from({ length: 1000 }, (_, index) => (index % 4 === 0 ? -37 : 19));
  let applied = 0;
  let refused = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < changes.length) {
        const index = next++;
        const amount = changes[index];
        const response = await adjust(amount < 0 ? 'deduction' : 'top-up', Math.abs(amount), `${run}-${index}`);
        if (response.ok) applied += amount;
        else refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  return {
    adjustments: changes.length,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(changes.length / seconds),
    exact: (await walletBalance()) === start + applied,
    refused,
  };
}

interface EngineFigures {
  endpoints: Record<string, Figures>;
  wallet: WalletFigures;
}

const ADMIN_LOGIN = { username: 'admin', password: 'admin123' };
async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN_LOGIN),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function benchEngine(options: Options, env: NodeJS.ProcessEnv): Promise<EngineFigures> {
  const { child, base } = await startServer({ ...env, SEED_SIZE: options.size });
  try {
    const login = { ...ADMIN_LOGIN, sortType: 'desc', sortBy: 'deleted, create_time' };
    const token = await signIn(base);
    const info = (await (await fetch(`${base}/getInfo`, { headers: { 'client-token': token } })).json()) as {
      data: { projects: Array<{ id: number }> };
    };
    const projectId = info.data.projects[0].id;
    const auth = { 'client-token': token };
    const endpoints = {
      login: await measure(options, {
        url: `${base}/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      }),
      getInfo: await measure(options, { url: `${base}/getInfo?sortType=desc`, headers: auth }),
      menu: await measure(options, {
        url: `${base}/sysmenu/user/search?projectId=${projectId}&sortType=desc`,
        headers: auth,
      }),
    };
    return { endpoints, wallet: await benchWallet(base, token) };
  } finally {
    await stopProcess(child);
  }
}

function table(results: Record<string, EngineFigures | string>): string {
  const engines = Object.keys(results);
  const lines = [
    `| endpoint | ${engines.map((engine) => `${engine} req/s | ${engine} p50 ms | ${engine} p99 ms`).join(' | ')} |`,
    `|---|${engines.map(() => '---:|---:|---:').join('|')}|`,
  ];
  for (const endpoint of ['login', 'getInfo', 'menu']) {
    const cells = engines.map((engine) => {
      const result = results[engine];
      if (typeof result === 'string') return 'n/a | n/a | n/a';
      const figures = result.endpoints[endpoint];
      const flag = figures.failures ? ` (${figures.failures} failed)` : '';
      return `${figures.requestsPerSecond}${flag} | ${figures.p50} | ${figures.p99}`;
    });
    lines.push(`| ${endpoint} | ${cells.join(' | ')} |`);
  }
  for (const engine of engines) {
    const result = results[engine];
    if (typeof result === 'string') lines.push(`\n${engine}: ${result}`);
    else {
      const { wallet } = result;
      lines.push(
        `\n${engine}: ${wallet.adjustments} concurrent adjustments of one wallet in ${wallet.seconds} s (${wallet.perSecond}/s), ${wallet.refused} refused, final balance ${wallet.exact ? 'exact' : 'NOT exact'}`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  // the prize draw's 100,000-draw simulation, in memory (no server): --only draw runs just that
  const onlyDraw = process.argv.slice(2).join(' ').includes('--only draw');
  if (onlyDraw) return void console.log(`\n${drawSimulationTable(benchDrawSimulation())}\n`);
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build -w api`);
  const options = parseOptions(process.argv.slice(2));
  if (options.activityOnly) options.engines = [];
  const results: Record<string, EngineFigures | string> = {};
  console.log(
    `bench: ${options.duration} s a run, ${options.connections} connections, seed ${options.size}, ` +
      `node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'})`,
  );

  if (options.engines.includes('pglite')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    try {
      console.log('PGlite: seeding and measuring…');
      results.pglite = await benchEngine(options, { DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (options.engines.includes('postgres')) {
    const serverUrl =
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    try {
      console.log('PostgreSQL: seeding and measuring…');
      results.postgres = await withScratchDatabase(serverUrl, BENCH_DB, (url) =>
        benchEngine(options, { DATABASE_URL: url }),
      );
    } catch (error) {
      results.postgres = `skipped: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (options.engines.length) {
    console.log(`\n${table(results)}\n`);
    console.log('login is bounded by argon2id (19 MiB, 2 passes) by design; latencies in ms.');
  }
  if (options.jobs) {
    const serverUrl =
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    try {
      console.log(`\n${jobsTable(await benchJobs(serverUrl))}\n`);
    } catch (error) {
      console.log(`jobs: skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (options.large) {
    const serverUrl =
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    try {
      const url = await largeDatabase(serverUrl, options.reseedLarge, (line) => console.log(line));
      const { child, base } = await startServer({ DATABASE_URL: url });
      try {
        const figures = await benchUserList(base, await signIn(base), { duration: options.duration });
        console.log(`\n${userListTable(figures)}\n`);
      } finally {
        await stopProcess(child);
      }
    } catch (error) {
      console.log(
        `app users list at the large seed: skipped: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (options.live) await benchLiveChannel();
  if (options.topup) await benchTopup(options);
  if (options.chat) await benchChatRelay(options);
  if (options.activity) await benchActivity(options);
  if (!process.argv.includes('--only')) console.log(`\n${drawSimulationTable(benchDrawSimulation())}\n`);
}

async function benchChatRelay(options: Options): Promise<void> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const chat = { ...CHAT_BENCH_DEFAULTS, seconds: options.chatSeconds };
    console.log(
      `the chat: ${chat.users} app users, ${chat.agents} agents, two api processes, ${chat.perSecond} messages/s for ${chat.seconds} s, beside a bare relay…`,
    );
    const figures = await benchChat(serverUrl, process.env.REDIS_URL || 'redis://127.0.0.1:6379', chat);
    console.log(`\n${chatTable(figures)}\n`);
  } catch (error) {
    console.log(`the chat: skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function benchTopup(options: Options): Promise<void> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const url = await ordersDatabase(serverUrl, options.orders, options.reseedOrders, (line) => console.log(line));
    const { child, base } = await startServer({ DATABASE_URL: url });
    try {
      const figures = await benchTopupList(base, await signIn(base), { duration: options.duration });
      console.log(`\n${topupListTable(figures, options.orders)}\n`);
    } finally {
      await stopProcess(child);
    }
  } catch (error) {
    console.log(`top-up records at the large seed: skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function benchActivity(options: Options): Promise<void> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const url = await activityDatabase(serverUrl, options.records, options.reseedActivity, (line) => console.log(line));
    const { child, base } = await startServer({ DATABASE_URL: url });
    try {
      const figures = await benchActivityRecords(base, await signIn(base), { duration: options.duration });
      console.log(`\n${activityRecordsTable(figures, options.records)}\n`);
    } finally {
      await stopProcess(child);
    }
  } catch (error) {
    console.log(
      `activity records at the large seed: skipped: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function benchLiveChannel(): Promise<void> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    console.log('the live channel: 1,000 sockets, 200 events/s, beside a bare ws server…');
    const figures = await benchLive(serverUrl, process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    console.log(`\n${liveTable(figures)}\n`);
  } catch (error) {
    console.log(`the live channel: skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
