// The live channel under load (npm run bench -w api, or -- --only live): the built api
// (dist/server.js) on PostgreSQL with REDIS_URL, 1,000 sockets signed in on it, and events
// published at 200/s from this process (stored in PostgreSQL, rung through Redis, as another api
// process would publish); beside it, in the same run, a bare `ws` server broadcasting the same
// rate to 1,000 sockets. Delivery p50/p99 from the publish call to a socket's receipt, and the
// server's memory per socket (its resident size before and after the sockets, over their count).
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped),
// Redis: REDIS_URL, else redis://127.0.0.1:6379.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';
import { openDatabase } from '../db/database';
import { openBell } from '../platform/live/bell';
import { publish } from '../platform/live';
import { withScratchDatabase } from './scratchDatabase';

export interface LiveBenchOptions {
  sockets: number;
  perSecond: number;
  seconds: number;
  /** sockets whose receipts are timed (all count their deliveries) */
  timed: number;
}

export const LIVE_BENCH_DEFAULTS: LiveBenchOptions = { sockets: 1000, perSecond: 200, seconds: 10, timed: 100 };

export interface LiveFigures {
  label: string;
  p50: number;
  p99: number;
  delivered: number;
  expected: number;
  bytesPerSocket: number;
}

const SERVER = path.resolve(__dirname, '..', 'server.js');
const SCRATCH_DB = 'backoffice_bench_live';
const quiet = { warn: () => undefined };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A child's resident memory, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function spawnReady(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Opens `count` sockets, `prepare`d one by one in batches; each receipt's `sentAt` is timed on the first `timed`. */
async function openSockets(
  url: string,
  count: number,
  timed: number,
  prepare: (socket: WebSocket) => Promise<void>,
  latencies: number[],
  counter: { delivered: number },
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, offset) => {
        const socket = new WebSocket(url, [], { perMessageDeflate: false });
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        await prepare(socket);
        const isTimed = start + offset < timed;
        socket.on('message', (data) => {
          const text = data.toString();
          const at = text.indexOf('"sentAt":');
          if (at < 0) return;
          counter.delivered += 1;
          if (isTimed) latencies.push(performance.now() - Number.parseFloat(text.slice(at + 9)));
        });
        return socket;
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Publishes at `perSecond` for `seconds` through `send`, on schedule (late ticks catch up). */
async function publishAtRate(perSecond: number, seconds: number, send: (sentAt: number) => Promise<void> | void) {
  const total = perSecond * seconds;
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (sent < due) {
      await send(performance.now());
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function figures(
  label: string,
  latencies: number[],
  delivered: number,
  expected: number,
  bytes: number,
  sockets: number,
) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    label,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    delivered,
    expected,
    bytesPerSocket: bytes / sockets,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** The api's live channel: the built server on `databaseUrl`, events published through the database and Redis. */
async function benchApi(options: LiveBenchOptions, databaseUrl: string, redisUrl: string): Promise<LiveFigures> {
  const port = await freePort();
  const child = await spawnReady(
    [SERVER],
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_SIZE: 'tiny',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    'ready at',
  );
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const bell = openBell(() => undefined, redisUrl, quiet);
  try {
    const base = `http://127.0.0.1:${port}/admin-api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const admin = await database.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    await settle();
    const before = residentBytes(child.pid!);
    const latencies: number[] = [];
    const counter = { delivered: 0 };
    const sockets = await openSockets(
      `ws://127.0.0.1:${port}/admin-api/ws`,
      options.sockets,
      options.timed,
      (socket) =>
        new Promise<void>((resolve) => {
          socket.send(JSON.stringify({ type: 'auth', token: data.token }));
          socket.send(JSON.stringify({ type: 'subscribe', topics: ['notifications'] }));
          const onMessage = (message: Buffer) => {
            if (message.toString().includes('"subscribed"')) {
              socket.off('message', onMessage);
              resolve();
            }
          };
          socket.on('message', onMessage);
        }),
      latencies,
      counter,
    );
    await settle();
    const after = residentBytes(child.pid!);
    await publishAtRate(options.perSecond, options.seconds, async (sentAt) => {
      await publish(database.db, { topic: 'notifications', userId: admin.id, payload: { sentAt } });
      bell.ring();
    });
    await settle();
    for (const socket of sockets) socket.terminate();
    const expected = options.perSecond * options.seconds * options.sockets;
    return figures('api /admin-api/ws', latencies, counter.delivered, expected, after - before, options.sockets);
  } finally {
    await bell.close();
    await database.close();
    await stop(child);
  }
}

/** The bare server: a `ws` server that broadcasts each message of its publisher to every other socket. */
function runBareServer(): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  server.on('listening', () => console.log(`bare ready at ${(server.address() as net.AddressInfo).port}`));
  server.on('connection', (socket, request) => {
    if (request.url !== '/publish') return;
    socket.on('message', (data) => {
      const text = data.toString();
      for (const client of server.clients)
        if (client !== socket && client.readyState === client.OPEN) client.send(text);
    });
  });
}

async function benchBare(options: LiveBenchOptions): Promise<LiveFigures> {
  const child = spawn(process.execPath, [__filename, '--bare-server'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /bare ready at (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  try {
    await settle();
    const before = residentBytes(child.pid!);
    const latencies: number[] = [];
    const counter = { delivered: 0 };
    const sockets = await openSockets(
      `ws://127.0.0.1:${port}/`,
      options.sockets,
      options.timed,
      async () => undefined,
      latencies,
      counter,
    );
    await settle();
    const after = residentBytes(child.pid!);
    const publisher = new WebSocket(`ws://127.0.0.1:${port}/publish`, [], { perMessageDeflate: false });
    await new Promise((resolve) => publisher.once('open', resolve));
    // a message of the same shape and size as the api's
    let id = 0;
    await publishAtRate(options.perSecond, options.seconds, (sentAt) => {
      id += 1;
      publisher.send(
        JSON.stringify({
          type: 'event',
          id,
          topic: 'notifications',
          projectCode: null,
          payload: { sentAt },
          time: new Date().toISOString(),
        }),
      );
    });
    await settle();
    publisher.terminate();
    for (const socket of sockets) socket.terminate();
    const expected = options.perSecond * options.seconds * options.sockets;
    return figures('bare ws broadcast', latencies, counter.delivered, expected, after - before, options.sockets);
  } finally {
    await stop(child);
  }
}

export function liveTable(rows: LiveFigures[]): string {
  const lines = [
    `| server | delivery p50 (ms) | delivery p99 (ms) | delivered | memory per socket |`,
    `|---|---|---|---|---|`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.delivered.toLocaleString('en-US')} of ${row.expected.toLocaleString('en-US')} | ${(row.bytesPerSocket / 1024).toFixed(1)} KiB |`,
    ),
  ];
  const [api, bare] = rows;
  if (api && bare)
    lines.push('', `p99: the api at ${(api.p99 / bare.p99).toFixed(2)}× the bare server (goal: within 3×)`);
  return lines.join('\n');
}

/** Both measurements, one after the other (never at once: they would share the CPUs). */
export async function benchLive(
  serverUrl: string,
  redisUrl: string,
  options: LiveBenchOptions = LIVE_BENCH_DEFAULTS,
): Promise<LiveFigures[]> {
  const bare = await benchBare(options);
  const api = await withScratchDatabase(serverUrl, SCRATCH_DB, (url) => benchApi(options, url, redisUrl));
  return [api, bare];
}

if (process.argv.includes('--bare-server')) runBareServer();
