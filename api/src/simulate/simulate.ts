// The simulator: signs app users in (devices sim-1…sim-N, so a rerun signs the same users in)
// and has each of them run the modules' scenarios through /app-api/ over real HTTP, all at
// once, until the time is up; then it sums up what was asked, how long each call took, what
// was refused and what moved. It is a client like any app: it knows the api only by its calls.
import { Random } from '../db/seed/random';
import type { AppCall, Scenario, SimulatedApp } from '../platform/simulation';

export interface SimulationOptions {
  /** the origin serving /app-api: http://127.0.0.1:8080 */
  base: string;
  appKey: string;
  users: number;
  seconds: number;
  scenarios: readonly Scenario[];
  /** a user's mean pause between two scenarios, as a person's between two screens (ms) */
  thinkMs?: number;
  /** the region the devices sign in from */
  country?: string;
  /** how many users sign in at once at the start */
  signInConcurrency?: number;
}

export interface CallSummary {
  /** `GET /dramas/:dramaCode/episodes` */
  call: string;
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SimulationSummary {
  users: number;
  signedIn: number;
  seconds: number;
  requests: number;
  /** the answers that were not a success, by HTTP status (`network`: no answer) */
  errors: Record<string, number>;
  calls: CallSummary[];
  /** how many times each scenario ran */
  scenarios: Record<string, number>;
  /** what the scenarios moved: plays, follows, inbox reads… */
  moved: Record<string, number>;
}

const CALL_TIMEOUT_MS = 30_000;
const DEFAULT_THINK_MS = 1000;
const PLATFORMS = ['android', 'ios'] as const;

/** The nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

class Tally {
  readonly durations = new Map<string, number[]>();
  readonly failed = new Map<string, number>();
  readonly errors: Record<string, number> = {};
  readonly scenarios: Record<string, number> = {};
  readonly moved: Record<string, number> = {};

  record(call: string, ms: number, status: number | 'network') {
    if (!this.durations.has(call)) this.durations.set(call, []);
    this.durations.get(call)!.push(ms);
    if (status !== 200) {
      this.errors[status] = (this.errors[status] ?? 0) + 1;
      this.failed.set(call, (this.failed.get(call) ?? 0) + 1);
    }
  }

  calls(): CallSummary[] {
    return [...this.durations]
      .map(([call, durations]) => {
        const sorted = [...durations].sort((a, b) => a - b);
        const round = (ms: number) => Math.round(ms * 10) / 10;
        return {
          call,
          count: sorted.length,
          errors: this.failed.get(call) ?? 0,
          p50Ms: round(percentile(sorted, 0.5)),
          p99Ms: round(percentile(sorted, 0.99)),
        };
      })
      .sort((a, b) => b.count - a.count || a.call.localeCompare(b.call));
  }
}

/** One simulated device and its signed-in user. */
class Device implements SimulatedApp {
  private token: string | null = null;
  private readonly stream: Random;

  constructor(
    readonly deviceId: string,
    private readonly index: number,
    private readonly options: SimulationOptions,
    private readonly tally: Tally,
  ) {
    this.stream = new Random(20261127 + index);
  }

  random = () => this.stream.next();

  think = async () => {
    await pause(this.random() * 2 * (this.options.thinkMs ?? DEFAULT_THINK_MS));
  };

  pick<T>(items: readonly T[]): T | undefined {
    return items.length ? items[Math.floor(this.random() * items.length)] : undefined;
  }

  moved(what: string, by = 1) {
    this.tally.moved[what] = (this.tally.moved[what] ?? 0) + by;
  }

  get signedIn() {
    return this.token !== null;
  }

  async signIn(): Promise<boolean> {
    const answer = await this.send<{ token: string }>({
      method: 'POST',
      path: '/sign-in',
      body: {
        deviceId: this.deviceId,
        platform: PLATFORMS[this.index % PLATFORMS.length],
        country: this.options.country ?? 'US',
      },
    });
    this.token = answer?.token ?? null;
    return this.signedIn;
  }

  async call<T = unknown>(call: AppCall): Promise<T | undefined> {
    const answer = await this.send<T>(call);
    // an app whose session ended signs in again, as a real one would at its next call
    if (answer === undefined && this.token === null) await this.signIn();
    return answer;
  }

  private async send<T>(call: AppCall): Promise<T | undefined> {
    const query = call.query
      ? `?${new URLSearchParams(Object.entries(call.query).map(([name, value]): [string, string] => [name, String(value)]))}`
      : '';
    const headers: Record<string, string> = { ...call.headers, 'x-app-key': this.options.appKey };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (call.bytes) headers['content-type'] = call.bytes.type;
    else if (call.body !== undefined) headers['content-type'] = 'application/json';
    const name = `${call.method} ${call.route ?? call.path}`;
    const started = performance.now();
    try {
      const response = await fetch(`${this.options.base}/app-api${call.path}${query}`, {
        method: call.method,
        headers,
        body: call.bytes ? call.bytes.data : call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const text = await response.text();
      this.tally.record(name, performance.now() - started, response.status);
      if (response.status === 401 && call.path !== '/sign-in') this.token = null;
      if (response.status !== 200) return undefined;
      return (JSON.parse(text) as { data: T }).data;
    } catch {
      this.tally.record(name, performance.now() - started, 'network');
      return undefined;
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function weightedPick(scenarios: readonly Scenario[], roll: number): Scenario {
  const total = scenarios.reduce((sum, scenario) => sum + scenario.weight, 0);
  let left = roll * total;
  for (const scenario of scenarios) {
    left -= scenario.weight;
    if (left < 0) return scenario;
  }
  return scenarios[scenarios.length - 1];
}

export async function simulate(options: SimulationOptions): Promise<SimulationSummary> {
  if (!options.scenarios.length) throw new Error('no scenarios: the modules declare none');
  const tally = new Tally();
  const devices = Array.from(
    { length: options.users },
    (_, index) => new Device(`sim-${index + 1}`, index, options, tally),
  );
  const started = performance.now();
  // the sign-ins first, a few at a time, as users opening the app over a moment
  const signingIn = [...devices];
  const concurrency = Math.max(1, options.signInConcurrency ?? 20);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, devices.length) }, async () => {
      for (let device = signingIn.shift(); device; device = signingIn.shift()) await device.signIn();
    }),
  );
  const signedIn = devices.filter((device) => device.signedIn).length;
  const deadline = started + options.seconds * 1000;
  const think = options.thinkMs ?? DEFAULT_THINK_MS;
  await Promise.all(
    devices.map(async (device) => {
      while (performance.now() < deadline) {
        if (!device.signedIn && !(await device.signIn())) {
          await pause(Math.min(1000, Math.max(0, deadline - performance.now())));
          continue;
        }
        const scenario = weightedPick(options.scenarios, device.random());
        tally.scenarios[scenario.name] = (tally.scenarios[scenario.name] ?? 0) + 1;
        await scenario.run(device);
        const rest = Math.min(device.random() * 2 * think, deadline - performance.now());
        if (rest > 0) await pause(rest);
      }
    }),
  );
  const calls = tally.calls();
  return {
    users: options.users,
    signedIn,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    requests: calls.reduce((sum, call) => sum + call.count, 0),
    errors: tally.errors,
    calls,
    scenarios: tally.scenarios,
    moved: tally.moved,
  };
}

/** The summary as the command prints it. */
export function formatSummary(summary: SimulationSummary): string {
  const perSecond = summary.seconds > 0 ? Math.round(summary.requests / summary.seconds) : summary.requests;
  const counts = (record: Record<string, number>) =>
    Object.keys(record).length
      ? Object.entries(record)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ')
      : 'none';
  const width = Math.max(4, ...summary.calls.map((call) => call.call.length));
  return [
    `${summary.signedIn} of ${summary.users} users signed in; ${summary.requests} requests in ${summary.seconds} s (${perSecond}/s)`,
    `errors by status: ${counts(summary.errors)}`,
    `scenarios run: ${counts(summary.scenarios)}`,
    `moved: ${counts(summary.moved)}`,
    '',
    `${'call'.padEnd(width)}  ${'count'.padStart(7)}  ${'errors'.padStart(6)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}`,
    ...summary.calls.map(
      (call) =>
        `${call.call.padEnd(width)}  ${String(call.count).padStart(7)}  ${String(call.errors).padStart(6)}  ${String(call.p50Ms).padStart(8)}  ${String(call.p99Ms).padStart(8)}`,
    ),
  ].join('\n');
}
