// npm run bench:load [-- --mix staff,app --target pg1,pg2,embedded --rates 50,100,200 --seconds 10 --baseline DIR]
// (--profile DIR: this build's api processes write a CPU profile there as they stop)
// The api under an open-loop load: calls due at a fixed rate, evenly spaced, each timed from its
// due time (a call that waits for a connection or behind others shows it), sent by a child
// process of its own (loadGenerator.ts). Per target, a ladder of rates until the api saturates;
// per rate the throughput, p50/p99, errors, and the CPU of the api processes and of the generator.
//
// Mixes: `staff`, the five GETs of a signed-in admin's screens (the dramas list, the app users
// list, getInfo, the menu, the staff users list); `app`, an app user's reads on /app-api/ (the
// dramas, a drama's episodes, the inbox, /me), spread over 50 signed-in devices.
// Targets: `pg1`, one api process on PostgreSQL; `pg2`, two on the same database with the calls
// split between them; `embedded`, one on PGlite in a temporary directory. The PostgreSQL ones get
// a scratch database each (BENCH_DATABASE_URL or DATABASE_URL, else the local server), created
// and dropped, and REDIS_URL (else redis://127.0.0.1:6379) as in production. Every api is seeded
// with the small demo data (2 projects, ~300 app users and 50 dramas each, a few staff users).
//
// --baseline DIR: the api of another checkout (DIR/api/dist/server.js, built) runs beside this
// one, on its own database, rate for rate in turn, and the ratios are printed.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoAppKey } from '../modules/app-session/app-session.seed';
import type { LoadCall, LoadJob, LoadResult } from './loadGenerator';
import { freePort, spawnReady, stopProcess } from './processes';
import { withScratchDatabase } from './scratchDatabase';

/** every process this run started, stopped if it is interrupted */
const started = new Set<ChildProcess>();
const THIS_SERVER = path.resolve(__dirname, '..', 'server.js');
const GENERATOR = path.join(__dirname, 'loadGenerator.js');
const PROJECT = 'drama-us';
/** what a browser or an app sends, through nginx as in production (which compresses: API_COMPRESSION=off) */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const TICKS_PER_SECOND = 100; // USER_HZ: /proc's CPU times are in these

/** Served: at least 95 % of the offered calls answered well per second, and p99 under 500 ms; saturation is the highest rate served. */
const SERVED_SHARE = 0.95;
const P99_LIMIT_MS = 500;
const RULE = `saturation: the highest rate served, i.e. at least ${SERVED_SHARE * 100} % of the offered rate answered 2xx and p99 under ${P99_LIMIT_MS} ms`;

type Mix = 'staff' | 'app';
type Target = 'pg1' | 'pg2' | 'embedded';
const LADDERS: Record<Mix, number[]> = {
  staff: [50, 100, 150, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000, 2500, 3000],
  app: [50, 100, 200, 300, 400, 600, 800, 1000, 1200, 1600, 2000, 2500, 3000],
};

interface Options {
  mixes: Mix[];
  targets: Target[];
  rates: number[] | null;
  seconds: number;
  baseline: string | null;
  /** a build stops after this many unserved rates in a row (the machine's other work can sink one) */
  beyond: number;
  /** write a CPU profile of this build's api processes (node --cpu-prof) into this directory */
  profile: string | null;
}

/** One build's api processes on one target, with what a mix's calls need. */
interface Running {
  build: string;
  ports: number[];
  children: ChildProcess[];
  calls: Record<Mix, LoadCall[]>;
  stop(): Promise<void>;
}

interface Step {
  perSecond: number;
  throughput: number;
  p50: number;
  p99: number;
  errors: number;
  errorKinds: Record<string, number>;
  apiCpu: number;
  generatorCpu: number;
  served: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      mix: { type: 'string', default: 'staff,app' },
      target: { type: 'string', default: 'pg1,pg2,embedded' },
      rates: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      baseline: { type: 'string' },
      beyond: { type: 'string', default: '2' },
      profile: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run bench:load -- [--mix staff,app] [--target pg1,pg2,embedded] [--rates 50,100,...] [--seconds 10] [--beyond 2] [--baseline DIR] [--profile DIR]',
    );
    process.exit(0);
  }
  const list = <T extends string>(text: string, allowed: readonly T[], name: string): T[] =>
    text.split(',').map((item) => {
      if (!allowed.includes(item as T)) throw new Error(`--${name}: one of ${allowed.join(', ')}, got "${item}"`);
      return item as T;
    });
  const rates = values.rates?.split(',').map(Number) ?? null;
  if (rates?.some((rate) => !(rate > 0))) throw new Error(`--rates: positive numbers, got "${values.rates}"`);
  const seconds = Number(values.seconds);
  if (!(seconds > 0)) throw new Error(`--seconds: a positive number, got "${values.seconds}"`);
  const baseline = values.baseline ? path.resolve(values.baseline) : null;
  if (baseline && !fs.existsSync(path.join(baseline, 'api/dist/server.js')))
    throw new Error(`--baseline ${baseline}: no api/dist/server.js there (build it first)`);
  return {
    mixes: list(values.mix!, ['staff', 'app'] as const, 'mix'),
    targets: list(values.target!, ['pg1', 'pg2', 'embedded'] as const, 'target'),
    rates,
    seconds,
    baseline,
    beyond: Number(values.beyond),
    profile: values.profile ? path.resolve(values.profile) : null,
  };
}

/** A process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command's name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function call<T>(port: number, pathAndQuery: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The calls of each mix, made with a signed-in admin and signed-in app users of the seeded api. */
async function mixCalls(port: number): Promise<Record<Mix, LoadCall[]>> {
  const json = { 'content-type': 'application/json' };
  const { token } = await call<{ token: string }>(port, '/admin-api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const staff = { 'client-token': token, ...BROWSER };
  const info = await call<{ projects: { id: number; code: string }[] }>(port, '/admin-api/getInfo', {
    headers: staff,
  });
  const project = info.projects.find((candidate) => candidate.code === PROJECT) ?? info.projects[0];
  const page = `projectCode=${project.code}&pageNum=1&pageSize=20`;
  const staffCalls = [
    `/admin-api/product/list/list?${page}`,
    `/admin-api/user/list/list?${page}`,
    '/admin-api/getInfo',
    `/admin-api/sysmenu/user/search?projectId=${project.id}`,
    `/admin-api/setting/user/list?${page}`,
  ].map((url) => ({ path: url, headers: staff }));

  const appKey = { 'x-app-key': demoAppKey(project.code), ...BROWSER };
  const appCalls: LoadCall[] = [];
  for (let device = 1; device <= 50; device += 1) {
    const { token: appToken } = await call<{ token: string }>(port, '/app-api/sign-in', {
      method: 'POST',
      headers: { ...json, ...appKey },
      body: JSON.stringify({ deviceId: `load-${device}`, platform: device % 2 ? 'ios' : 'android', country: 'US' }),
    });
    const headers = { ...appKey, authorization: `Bearer ${appToken}` };
    const dramas = await call<{ list: { code: string }[] }>(port, '/app-api/dramas?pageNum=1&pageSize=20', {
      headers,
    });
    const drama = dramas.list[device % dramas.list.length].code;
    appCalls.push(
      { path: `/app-api/dramas?pageNum=${1 + (device % 2)}&pageSize=20`, headers },
      { path: `/app-api/dramas/${encodeURIComponent(drama)}/episodes`, headers },
      { path: '/app-api/inbox?pageSize=20', headers },
      { path: '/app-api/me', headers },
    );
  }
  // check every call answers before timing any
  for (const { path: url, headers } of [...staffCalls, ...appCalls.slice(0, 4)]) await call(port, url, { headers });
  return { staff: staffCalls, app: appCalls };
}

/** Starts `server` on `target` (its own scratch database or directory), seeded; `run` gets it running. */
async function withTarget<T>(
  build: string,
  server: string[],
  target: Target,
  run: (running: Running) => Promise<T>,
): Promise<T> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `bench-load-${build}-`));
  const common = {
    HOST: '127.0.0.1',
    SEED_SIZE: 'small',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    API_COMPRESSION: 'off',
    DATA_DIR: scratch,
    RELEASES_DIR: path.join(scratch, 'releases'),
    // the mixes' calls come from one address and 50 users: the limits stay on, out of reach
    APP_RATE_LIMIT_PER_USER: '100000000',
    APP_RATE_LIMIT_PER_ADDRESS: '100000000',
  };
  const start = async (env: NodeJS.ProcessEnv, count: number): Promise<Running> => {
    const ports: number[] = [];
    const children: ChildProcess[] = [];
    try {
      // one after the other: the first migrates and seeds, the next finds it done
      for (let index = 0; index < count; index += 1) {
        const port = await freePort();
        ports.push(port);
        const child = await spawnReady(
          server,
          { ...common, ...env, PORT: String(port) },
          'ready at',
          path.join(scratch, `api-${index}.log`),
        );
        children.push(child);
        started.add(child);
      }
    } catch (error) {
      await Promise.all(children.map(stopProcess));
      throw error;
    }
    return {
      build,
      ports,
      children,
      calls: await mixCalls(ports[0]),
      stop: async () => {
        await Promise.all(children.map(stopProcess));
      },
    };
  };
  try {
    if (target === 'embedded') {
      const running = await start({ DATABASE_URL: '', REDIS_URL: '' }, 1);
      try {
        return await run(running);
      } finally {
        await running.stop();
      }
    }
    const serverUrl =
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    return await withScratchDatabase(serverUrl, `bench_load_${build}_${target}`, async (databaseUrl) => {
      const running = await start(
        { DATABASE_URL: databaseUrl, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
        target === 'pg2' ? 2 : 1,
      );
      try {
        return await run(running);
      } finally {
        await running.stop();
      }
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function percentile(sorted: number[], fraction: number, missing: number): number {
  // unanswered calls count as slower than any answered one
  const total = sorted.length + missing;
  const rank = Math.max(0, Math.ceil(fraction * total) - 1);
  return rank < sorted.length ? sorted[rank] : Infinity;
}

/** One rate for `seconds` against `running`'s processes; the generator is a child process. */
async function step(generator: ChildProcess, running: Running, mix: Mix, perSecond: number, seconds: number) {
  const job: LoadJob = { calls: running.calls[mix], ports: running.ports, perSecond, seconds, timeoutMs: 10_000 };
  const pids = running.children.map((child) => child.pid!);
  const apiBefore = pids.map(cpuMs);
  const generatorBefore = cpuMs(generator.pid!);
  const result = await new Promise<LoadResult>((resolve) => {
    generator.once('message', (message) => resolve(message as LoadResult));
    generator.send(job);
  });
  const elapsed = result.elapsedMs;
  const apiCpu = pids.reduce((sum, pid, index) => sum + cpuMs(pid) - apiBefore[index], 0) / elapsed;
  const generatorCpu = (cpuMs(generator.pid!) - generatorBefore) / elapsed;
  const missing = result.errors.none ?? 0;
  const errors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
  const throughput = (result.ok * 1000) / elapsed;
  const p99 = percentile(result.latencies, 0.99, missing);
  return {
    perSecond,
    throughput,
    p50: percentile(result.latencies, 0.5, missing),
    p99,
    errors,
    errorKinds: result.errors,
    apiCpu,
    generatorCpu,
    served: throughput >= SERVED_SHARE * perSecond && p99 < P99_LIMIT_MS,
  } satisfies Step;
}

const ms = (value: number) => (value === Infinity ? '>10s' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const percent = (value: number) => `${Math.round(value * 100)} %`;

function line(build: string, s: Step): string {
  const kinds = Object.entries(s.errorKinds)
    .map(([kind, count]) => `${kind}:${count}`)
    .join(' ');
  return [
    build.padEnd(9),
    String(s.perSecond).padStart(6),
    s.throughput.toFixed(0).padStart(7),
    ms(s.p50).padStart(8),
    ms(s.p99).padStart(8),
    `${s.errors}${kinds ? ` (${kinds})` : ''}`.padStart(8),
    percent(s.apiCpu).padStart(8),
    percent(s.generatorCpu).padStart(8),
  ]
    .join(' ')
    .concat(s.served ? '' : '   saturated');
}

/** The highest rate served (a step sunk by the machine's other work does not hide a higher one served). */
function saturation(steps: Step[]): number {
  return Math.max(0, ...steps.filter((s) => s.served).map((s) => s.perSecond));
}

async function benchTarget(options: Options, target: Target, generator: ChildProcess): Promise<string[]> {
  const profile = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] : [];
  const builds: { build: string; server: string[] }[] = [{ build: 'this', server: [...profile, THIS_SERVER] }];
  if (options.baseline) builds.push({ build: 'baseline', server: [path.join(options.baseline, 'api/dist/server.js')] });
  const summary: string[] = [];
  // every build up at once (idle ones cost nothing), then each rate in turn on each
  const nest = async (index: number, running: Running[]): Promise<void> => {
    if (index < builds.length) {
      const { build, server } = builds[index];
      await withTarget(build, server, target, (one) => nest(index + 1, [...running, one]));
      return;
    }
    for (const mix of options.mixes) {
      console.log(`\n${target} · ${mix} mix (${options.seconds} s a rate; ${RULE})`);
      console.log(
        `${'build'.padEnd(9)} ${'rate/s'.padStart(6)} ${'done/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(8)} ${'api CPU'.padStart(8)} ${'gen CPU'.padStart(8)}`,
      );
      // a short warm-up each (the JIT, the pool's connections), not counted
      for (const one of running) await step(generator, one, mix, 50, 2);
      const steps = new Map<string, Step[]>(running.map((one) => [one.build, []]));
      // unserved rates in a row, per build: past `beyond` of them the build has saturated
      const unserved = new Map<string, number>(running.map((one) => [one.build, 0]));
      for (const perSecond of options.rates ?? LADDERS[mix]) {
        const live = running.filter((one) => unserved.get(one.build)! < options.beyond);
        if (!live.length) break;
        for (const one of live) {
          const s = await step(generator, one, mix, perSecond, options.seconds);
          steps.get(one.build)!.push(s);
          console.log(line(one.build, s));
          unserved.set(one.build, s.served ? 0 : unserved.get(one.build)! + 1);
          // let a saturated api drain before the next one is timed
          if (!s.served) await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
      const rates = running.map((one) => ({ build: one.build, rate: saturation(steps.get(one.build)!) }));
      const text = `${target} · ${mix}: saturation ${rates.map(({ build, rate }) => `${build} ${rate}/s`).join(', ')}`;
      const ratio = rates.length === 2 && rates[1].rate > 0 ? ` (${(rates[0].rate / rates[1].rate).toFixed(2)}×)` : '';
      console.log(text + ratio);
      summary.push(text + ratio);
      if (rates.length === 2) {
        const [mine, theirs] = running.map((one) => steps.get(one.build)!);
        for (const s of mine) {
          const other = theirs.find((candidate) => candidate.perSecond === s.perSecond);
          if (!other) continue;
          console.log(
            `  at ${s.perSecond}/s this/baseline: p50 ${(s.p50 / other.p50).toFixed(2)}×, p99 ${(s.p99 / other.p99).toFixed(2)}×, api CPU ${(s.apiCpu / other.apiCpu).toFixed(2)}×`,
          );
        }
      }
    }
  };
  await nest(0, []);
  return summary;
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (!fs.existsSync(GENERATOR)) throw new Error(`${GENERATOR} is missing: build the api first`);
  const generator = fork(GENERATOR, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  started.add(generator);
  // Ctrl-C stops what the run started (a scratch database left behind is dropped by the next run)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const child of started) child.kill('SIGTERM');
      process.exit(130);
    });
  const summary: string[] = [];
  try {
    for (const target of options.targets) summary.push(...(await benchTarget(options, target, generator)));
  } finally {
    generator.kill();
  }
  console.log(`\nsaturation (${RULE}):\n${summary.map((text) => `  ${text}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
