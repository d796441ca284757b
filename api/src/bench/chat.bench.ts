// Customer-service chat under load (npm run bench -w api, or -- --only chat): two built api
// processes on one PostgreSQL with Redis, 1,000 app users' sockets (/app-api/ws, half on each)
// and 50 agents' sockets (/admin-api/ws, the queue's topic, half on each). App users write at a
// fixed rate for 60 s through the api's HTTP call (stored, committed, then announced); every
// agent hears every message and its writer hears it back. Beside it, in the same run, a bare
// `ws` server relaying the same messages between the same sockets. Delivery p50/p99 from the
// message's commit (the call's answer; the bare server's send) to a socket's receipt, messages
// lost or heard twice, and the servers' memory per socket.
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database), Redis: REDIS_URL.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { WebSocket, WebSocketServer } from 'ws';
import { openDatabase } from '../db/database';
import { APP_TOKEN_PREFIX, newToken, tokenDigest } from '../platform/tokens';
import { freePort, spawnReady, stopProcess } from './processes';
import { withScratchDatabase } from './scratchDatabase';

export interface ChatBenchOptions {
  users: number;
  agents: number;
  /** messages a second, from all app users together */
  perSecond: number;
  seconds: number;
}

export const CHAT_BENCH_DEFAULTS: ChatBenchOptions = { users: 1000, agents: 50, perSecond: 20, seconds: 60 };

export interface ChatFigures {
  label: string;
  p50: number;
  p99: number;
  /** deliveries expected: each message to every agent and back to its writer */
  expected: number;
  delivered: number;
  duplicates: number;
  bytesPerSocket: number;
}

const SERVER = path.resolve(__dirname, '..', 'server.js');
const SCRATCH_DB = 'backoffice_bench_chat';
const PROJECT = 'drama-us';
const APP_KEY = `demo-app-${PROJECT}`;
const TOPIC = 'chat-online_assistant';

const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Receipts: who heard which message when; counts what was heard twice. */
class Receipts {
  readonly committedAt: number[] = [];
  private readonly heard = new Set<number>();
  readonly latencies: number[] = [];
  delivered = 0;
  duplicates = 0;

  hear(socket: number, text: string): void {
    const at = text.indexOf('seq:');
    if (at < 0) return;
    const seq = Number.parseInt(text.slice(at + 4), 10);
    const key = seq * 4096 + socket;
    if (this.heard.has(key)) {
      this.duplicates += 1;
      return;
    }
    this.heard.add(key);
    this.delivered += 1;
    const committed = this.committedAt[seq];
    if (committed !== undefined) this.latencies.push(performance.now() - committed);
  }

  figures(label: string, expected: number, bytesPerSocket: number): ChatFigures {
    const sorted = Float64Array.from(this.latencies).sort();
    return {
      label,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      expected,
      delivered: this.delivered,
      duplicates: this.duplicates,
      bytesPerSocket,
    };
  }
}

async function openAll<T>(count: number, open: (index: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let start = 0; start < count; start += 50)
    opened.push(...(await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, i) => open(start + i)))));
  return opened;
}

function connect(url: string, options: { headers?: Record<string, string>; protocols?: string[] } = {}) {
  const socket = new WebSocket(url, options.protocols ?? [], { perMessageDeflate: false, headers: options.headers });
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function subscribed(socket: WebSocket, message: object): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      if (!data.toString().includes('"subscribed"')) return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify(message));
  });
}

/** Sends at `perSecond` for `seconds`, on schedule, at most `inFlight` at once. */
async function atRate(perSecond: number, seconds: number, send: (seq: number) => Promise<void>, inFlight = 64) {
  const total = perSecond * seconds;
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    while (sent < due && pending.size < inFlight) {
      const call = send(sent).finally(() => pending.delete(call));
      pending.add(call);
      sent += 1;
    }
    await pause(1);
  }
  await Promise.all(pending);
}

async function waitFor(receipts: Receipts, expected: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (receipts.delivered < expected && Date.now() < deadline) await pause(50);
}

/** App users and agents with sessions, written straight to the database (no password hashing, no sign-in limits). */
async function people(databaseUrl: string, options: ChatBenchOptions) {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { db } = database;
    const users = await db
      .insertInto('app_user')
      .values(
        Array.from({ length: options.users }, (_, index) => ({
          project_code: PROJECT,
          user_code: `chat-bench-${index}`,
          username: `Chat bench ${index}`,
          country: 'US',
        })),
      )
      .returning('id')
      .execute();
    const devices = await db
      .insertInto('app_device')
      .values(
        users.map((user, index) => ({
          project_code: PROJECT,
          device_id: `chat-bench-device-${index}`,
          user_id: user.id,
          platform: 'android' as const,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    const appTokens = devices.map(() => `${APP_TOKEN_PREFIX}${newToken()}`);
    await db
      .insertInto('app_session')
      .values(
        devices.map((device, index) => ({
          project_code: PROJECT,
          user_id: device.user_id,
          device_id: device.id,
          token_hash: tokenDigest(appTokens[index]),
          expires_at: sql<Date>`now() + interval '1 day'`,
        })),
      )
      .execute();
    // the agents: staff of the project in the customer-service role
    const role = await db.selectFrom('sys_role').select('id').where('code', '=', 'operator').executeTakeFirstOrThrow();
    const project = await db
      .selectFrom('sys_project')
      .select('id')
      .where('code', '=', PROJECT)
      .executeTakeFirstOrThrow();
    const agents = await db
      .insertInto('sys_user')
      .values(
        Array.from({ length: options.agents }, (_, index) => ({
          username: `chat-bench-agent-${index}`,
          password_hash: '-',
          account_id: `chat-bench-agent-${index}`,
          name: `Agent ${index}`,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('sys_user_project_role')
      .values(agents.map((agent) => ({ user_id: agent.id, project_id: project.id, role_id: role.id })))
      .execute();
    const staffTokens = agents.map(() => newToken());
    await db
      .insertInto('sys_session')
      .values(
        agents.map((agent, index) => ({
          user_id: agent.id,
          token_hash: tokenDigest(staffTokens[index]),
          expires_at: sql<Date>`now() + interval '1 day'`,
        })),
      )
      .execute();
    return { appTokens, staffTokens };
  } finally {
    await database.close();
  }
}

async function benchApi(options: ChatBenchOptions, databaseUrl: string, redisUrl: string): Promise<ChatFigures> {
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SEED_SIZE: 'tiny',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const ports = [await freePort(), await freePort()];
  // one after the other: the first migrates and seeds
  const children = [];
  for (const port of ports) children.push(await spawnReady([SERVER], { ...env, PORT: String(port) }, 'ready at'));
  try {
    const { appTokens, staffTokens } = await people(databaseUrl, options);
    const base = (index: number) => `127.0.0.1:${ports[index % 2]}`;
    const asUser = (index: number) => ({ 'x-app-key': APP_KEY, authorization: `Bearer ${appTokens[index]}` });
    const conversations = await openAll(options.users, async (index) => {
      const answer = await fetch(`http://${base(index)}/app-api/chat/conversations`, {
        method: 'POST',
        headers: { ...asUser(index), 'content-type': 'application/json' },
        body: '{}',
      });
      return ((await answer.json()) as { data: { id: number } }).data.id;
    });
    await pause(1500);
    const before = children.reduce((sum, child) => sum + residentBytes(child.pid!), 0);
    const receipts = new Receipts();
    const userSockets = await openAll(options.users, async (index) => {
      const socket = await connect(`ws://${base(index)}/app-api/ws`, { headers: asUser(index) });
      await subscribed(socket, { type: 'subscribe', topics: ['chat'] });
      socket.on('message', (data: Buffer) => receipts.hear(options.agents + index, data.toString()));
      return socket;
    });
    const agentSockets = await openAll(options.agents, async (index) => {
      const socket = await connect(`ws://${base(index)}/admin-api/ws`, {
        protocols: ['backoffice-live', `client-token.${staffTokens[index]}`],
      });
      await subscribed(socket, { type: 'subscribe', topics: [TOPIC], projectCode: PROJECT });
      socket.on('message', (data: Buffer) => receipts.hear(index, data.toString()));
      return socket;
    });
    await pause(1500);
    const after = children.reduce((sum, child) => sum + residentBytes(child.pid!), 0);
    let failures = 0;
    await atRate(options.perSecond, options.seconds, async (seq) => {
      const writer = seq % options.users;
      const answer = await fetch(`http://${base(seq)}/app-api/chat/conversations/${conversations[writer]}/messages`, {
        method: 'POST',
        headers: { ...asUser(writer), 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: `bench-${seq}`, body: `seq:${seq}` }),
      });
      receipts.committedAt[seq] = performance.now();
      if (!answer.ok) failures += 1;
      await answer.arrayBuffer();
    });
    const expected = options.perSecond * options.seconds * (options.agents + 1);
    await waitFor(receipts, expected);
    for (const socket of [...userSockets, ...agentSockets]) socket.terminate();
    if (failures) console.log(`  ${failures} messages were refused by the api`);
    return receipts.figures('api, 2 processes + Redis', expected, (after - before) / (options.users + options.agents));
  } finally {
    for (const child of children) await stopProcess(child);
  }
}

/** The bare relay: a `ws` server that sends each user's message to every agent and back to its writer. */
function runBareServer(port: number): void {
  const server = new WebSocketServer({ host: '127.0.0.1', port, perMessageDeflate: false });
  server.on('listening', () => console.log('bare ready'));
  const agents = new Set<WebSocket>();
  server.on('connection', (socket, request) => {
    if (request.url?.startsWith('/agent')) {
      agents.add(socket);
      socket.on('close', () => agents.delete(socket));
      return;
    }
    socket.on('message', (data) => {
      const text = data.toString();
      for (const agent of agents) if (agent.readyState === agent.OPEN) agent.send(text);
      socket.send(text);
    });
  });
}

async function benchBare(options: ChatBenchOptions): Promise<ChatFigures> {
  const port = await freePort();
  const child = await spawnReady([__filename, '--bare-chat-server', String(port)], {}, 'bare ready');
  try {
    await pause(1000);
    const before = residentBytes(child.pid!);
    const receipts = new Receipts();
    const users = await openAll(options.users, async (index) => {
      const socket = await connect(`ws://127.0.0.1:${port}/user`);
      socket.on('message', (data: Buffer) => receipts.hear(options.agents + index, data.toString()));
      return socket;
    });
    const agents = await openAll(options.agents, async (index) => {
      const socket = await connect(`ws://127.0.0.1:${port}/agent`);
      socket.on('message', (data: Buffer) => receipts.hear(index, data.toString()));
      return socket;
    });
    await pause(1000);
    const after = residentBytes(child.pid!);
    // a message of the size of the api's event
    const filler = 'x'.repeat(900);
    await atRate(options.perSecond, options.seconds, async (seq) => {
      receipts.committedAt[seq] = performance.now();
      users[seq % options.users].send(JSON.stringify({ type: 'event', payload: { body: `seq:${seq}`, filler } }));
    });
    const expected = options.perSecond * options.seconds * (options.agents + 1);
    await waitFor(receipts, expected);
    for (const socket of [...users, ...agents]) socket.terminate();
    return receipts.figures('bare ws relay', expected, (after - before) / (options.users + options.agents));
  } finally {
    await stopProcess(child);
  }
}

export function chatTable(rows: ChatFigures[]): string {
  const lines = [
    '| server | delivery p50 (ms) | delivery p99 (ms) | delivered | lost | heard twice | memory per socket |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.delivered.toLocaleString('en-US')} of ${row.expected.toLocaleString('en-US')} | ${row.expected - row.delivered} | ${row.duplicates} | ${(row.bytesPerSocket / 1024).toFixed(1)} KiB |`,
    ),
  ];
  const [api, bare] = rows;
  if (api && bare)
    lines.push('', `delivery p99: the api at ${(api.p99 / bare.p99).toFixed(2)}× the bare relay (goal: within 3×)`);
  return lines.join('\n');
}

/** Both, one after the other (never at once: they would share the CPUs). */
export async function benchChat(
  serverUrl: string,
  redisUrl: string,
  options: ChatBenchOptions = CHAT_BENCH_DEFAULTS,
): Promise<ChatFigures[]> {
  const bare = await benchBare(options);
  const api = await withScratchDatabase(serverUrl, SCRATCH_DB, (url) => benchApi(options, url, redisUrl));
  return [api, bare];
}

const bareAt = process.argv.indexOf('--bare-chat-server');
if (bareAt >= 0) runBareServer(Number(process.argv[bareAt + 1]));
