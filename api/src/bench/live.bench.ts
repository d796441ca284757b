// The live channel under load (npm run bench -w api, or -- --only live): the built api
// (dist/server.js) on PostgreSQL with REDIS_URL, 1,000 sockets signed in on it (100 staff users
// with 10 tabs each), and events published at 200/s from this process (stored in PostgreSQL,
// rung through Redis, as another api process would publish), each for one user, as notices and
// exports are; beside it, in the same run, a bare `ws` server sending the same messages to the
// same groups of 10 sockets (a broadcast to all 1,000 would be 200,000 messages a second, more
// than this one client process can read on a small machine: it would measure the client). Delivery p50/p99 from the publish call to a socket's receipt, and the
// server's memory per socket (its resident size before and after the sockets, over their count).
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped),
// Redis: REDIS_URL, else redis://127.0.0.1:6379.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket, WebSocketServer } from 'ws';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../db/database';
import type { Database } from '../db/types';
import { newToken, tokenDigest } from '../platform/tokens';
import { openBell } from '../platform/live/bell';
import { publish } from '../platform/live';
import { freePort, spawnReady, stopProcess } from './processes';
import { withScratchDatabase } from './scratchDatabase';

export interface LiveBenchOptions {
  sockets: number;
  /** the sockets are this many users' (sockets / users tabs each); an event is for one user */
  users: number;
  perSecond: number;
  seconds: number;
  /** sockets whose receipts are timed (all count their deliveries) */
  timed: number;
}

export const LIVE_BENCH_DEFAULTS: LiveBenchOptions = {
  sockets: 1000,
  users: 100,
  perSecond: 200,
  seconds: 10,
  timed: 1000,
};

export interface LiveFigures {
  label: string;
  /** from the event's commit (the publish call's return; the bare server's send) to a socket's receipt */
  p50: number;
  p99: number;
  /** the same from the publish call (its insert and commit included) */
  callP50: number;
  callP99: number;
  delivered: number;
  expected: number;
  bytesPerSocket: number;
}

const SERVER = path.resolve(__dirname, '..', 'server.js');
const SCRATCH_DB = 'backoffice_bench_live';
const quiet = { warn: () => undefined };

/** A child's resident memory, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** When each event (by its number) was sent and committed, and when each receipt came. */
interface Timings {
  sentAt: number[];
  committedAt: number[];
  receipts: number[];
}

/** Opens `count` sockets, the i-th `prepare`d for user i mod users; each receipt is timed on the first `timed`. */
async function openSockets(
  url: string,
  count: number,
  timed: number,
  prepare: (socket: WebSocket, index: number) => Promise<void>,
  timings: Timings,
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
        await prepare(socket, start + offset);
        const isTimed = start + offset < timed;
        socket.on('message', (data) => {
          const text = data.toString();
          const at = text.indexOf('"seq":');
          if (at < 0) return;
          counter.delivered += 1;
          if (isTimed) timings.receipts.push(Number.parseInt(text.slice(at + 6), 10), performance.now());
        });
        return socket;
      }),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/** Publishes at `perSecond` for `seconds` through `send`, on schedule (late ticks catch up). */
async function publishAtRate(perSecond: number, seconds: number, send: (seq: number) => Promise<void> | void) {
  const total = perSecond * seconds;
  const started = performance.now();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (sent < due) {
      await send(sent);
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function figures(label: string, timings: Timings, delivered: number, expected: number, bytes: number, sockets: number) {
  const fromCommit: number[] = [];
  const fromCall: number[] = [];
  for (let index = 0; index < timings.receipts.length; index += 2) {
    const [seq, at] = [timings.receipts[index], timings.receipts[index + 1]];
    fromCommit.push(at - timings.committedAt[seq]);
    fromCall.push(at - timings.sentAt[seq]);
  }
  const commit = Float64Array.from(fromCommit).sort();
  const call = Float64Array.from(fromCall).sort();
  return {
    label,
    p50: percentile(commit, 50),
    p99: percentile(commit, 99),
    callP50: percentile(call, 50),
    callP99: percentile(call, 99),
    delivered,
    expected,
    bytesPerSocket: bytes / sockets,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Waits for every delivery (at most 15 s): what is still missing then is counted as not delivered. */
async function allDelivered(counter: { delivered: number }, expected: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (counter.delivered < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** `count` staff users with a session each (written straight to the database: no sign-in's password hashing). */
async function benchUsers(db: Kysely<Database>, count: number): Promise<{ userId: number; token: string }[]> {
  const users = await db
    .insertInto('sys_user')
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `live-bench-${index}`,
        password_hash: '-',
        account_id: `live-bench-${index}`,
        name: `Live bench ${index}`,
      })),
    )
    .returning('id')
    .execute();
  const tokens = users.map((user) => ({ userId: user.id, token: newToken() }));
  await db
    .insertInto('sys_session')
    .values(
      tokens.map(({ userId, token }) => ({
        user_id: userId,
        token_hash: tokenDigest(token),
        expires_at: sql<Date>`now() + interval '1 day'`,
      })),
    )
    .execute();
  return tokens;
}

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
    const tokens = await benchUsers(database.db, options.users);
    await settle();
    const before = residentBytes(child.pid!);
    const timings: Timings = { sentAt: [], committedAt: [], receipts: [] };
    const counter = { delivered: 0 };
    const sockets = await openSockets(
      `ws://127.0.0.1:${port}/admin-api/ws`,
      options.sockets,
      options.timed,
      (socket, index) =>
        new Promise<void>((resolve) => {
          socket.send(JSON.stringify({ type: 'auth', token: tokens[index % tokens.length].token }));
          socket.send(JSON.stringify({ type: 'subscribe', topics: ['notifications'] }));
          const onMessage = (message: Buffer) => {
            if (message.toString().includes('"subscribed"')) {
              socket.off('message', onMessage);
              resolve();
            }
          };
          socket.on('message', onMessage);
        }),
      timings,
      counter,
    );
    await settle();
    const after = residentBytes(child.pid!);
    await publishAtRate(options.perSecond, options.seconds, async (seq) => {
      const { userId } = tokens[seq % tokens.length];
      timings.sentAt[seq] = performance.now();
      await publish(database.db, { topic: 'notifications', userId, payload: { seq } });
      timings.committedAt[seq] = performance.now();
      bell.ring();
    });
    const expected = options.perSecond * options.seconds * (options.sockets / options.users);
    await allDelivered(counter, expected);
    for (const socket of sockets) socket.terminate();
    return figures('api /admin-api/ws', timings, counter.delivered, expected, after - before, options.sockets);
  } finally {
    await bell.close();
    await database.close();
    await stopProcess(child);
  }
}

/** The bare server: a `ws` server that sends each message of its publisher to the sockets of the group it names. */
function runBareServer(port: number): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false });
  server.on('listening', () => console.log('bare ready'));
  const groups = new Map<string, Set<WebSocket>>();
  server.on('connection', (socket, request) => {
    const group = new URL(request.url ?? '/', 'ws://bare').searchParams.get('group');
    if (group) {
      const members = groups.get(group) ?? new Set<WebSocket>();
      members.add(socket);
      groups.set(group, members);
      socket.on('close', () => members.delete(socket));
      return;
    }
    // the publisher: each message names the group it is for
    socket.on('message', (data) => {
      const text = data.toString();
      const to = /"to":(\d+)/.exec(text)?.[1];
      for (const client of groups.get(to ?? '') ?? []) if (client.readyState === client.OPEN) client.send(text);
    });
  });
}

async function benchBare(options: LiveBenchOptions): Promise<LiveFigures> {
  const port = await freePort();
  const child = await spawnReady([__filename, '--bare-server', String(port)], {}, 'bare ready');
  try {
    await settle();
    const before = residentBytes(child.pid!);
    const timings: Timings = { sentAt: [], committedAt: [], receipts: [] };
    const counter = { delivered: 0 };
    const sockets: WebSocket[] = [];
    for (let group = 0; group < options.users; group += 1)
      sockets.push(
        ...(await openSockets(
          `ws://127.0.0.1:${port}/?group=${group}`,
          options.sockets / options.users,
          options.timed,
          async () => undefined,
          timings,
          counter,
        )),
      );
    await settle();
    const after = residentBytes(child.pid!);
    const publisher = new WebSocket(`ws://127.0.0.1:${port}/publish`, [], { perMessageDeflate: false });
    await new Promise((resolve) => publisher.once('open', resolve));
    // a message of the same shape and size as the api's
    let id = 0;
    await publishAtRate(options.perSecond, options.seconds, (seq) => {
      id += 1;
      timings.sentAt[seq] = timings.committedAt[seq] = performance.now();
      publisher.send(
        JSON.stringify({
          type: 'event',
          id,
          to: seq % options.users,
          topic: 'notifications',
          projectCode: null,
          payload: { seq },
          time: new Date().toISOString(),
        }),
      );
    });
    const expected = options.perSecond * options.seconds * (options.sockets / options.users);
    await allDelivered(counter, expected);
    publisher.terminate();
    for (const socket of sockets) socket.terminate();
    return figures('bare ws server', timings, counter.delivered, expected, after - before, options.sockets);
  } finally {
    await stopProcess(child);
  }
}

export function liveTable(rows: LiveFigures[]): string {
  const lines = [
    `| server | delivery p50 (ms) | delivery p99 (ms) | from the publish call p50 / p99 (ms) | delivered | memory per socket |`,
    `|---|---|---|---|---|---|`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.callP50.toFixed(2)} / ${row.callP99.toFixed(2)} | ${row.delivered.toLocaleString('en-US')} of ${row.expected.toLocaleString('en-US')} | ${(row.bytesPerSocket / 1024).toFixed(1)} KiB |`,
    ),
  ];
  const [api, bare] = rows;
  if (api && bare)
    lines.push(
      '',
      `delivery p99 (from the event's commit): the api at ${(api.p99 / bare.p99).toFixed(2)}× the bare server (goal: within 3×);`,
      `from the publish call, which also waits for PostgreSQL's insert and commit: ${(api.callP99 / bare.p99).toFixed(2)}×`,
    );
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

const bareAt = process.argv.indexOf('--bare-server');
if (bareAt >= 0) runBareServer(Number(process.argv[bareAt + 1]));
