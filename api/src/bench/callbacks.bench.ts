// npm run bench:callbacks -w api [-- --orders 50 --callbacks 200 --engine postgres|pglite]
// Providers' callbacks at once: 50 orders of 50 app users, and 200 signed test-provider
// callbacks for them (each order's callback four times) sent together over HTTP to a listening
// api. Each order must be credited exactly once: one answer says `credited` per order, the
// others `already credited`, one ledger entry per key, each wallet holding one purchase.
// PostgreSQL is BENCH_DATABASE_URL or DATABASE_URL (a server where a scratch database can be
// created), else postgres://postgres@127.0.0.1:5432/postgres; `--engine pglite` runs in memory.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { SEED_SIZES } from '../db/seed';
import { demoAppKey } from '../modules/app-session/app-session.seed';
import { addChannel, addPackage, newSecret, testCallback } from '../testing/payments';
import { percentile } from '../simulate/simulate';
import { withScratchDatabase } from './scratchDatabase';

const PROJECT = 'drama-us';
const BENCH_DB = 'backoffice_bench_callbacks';
const COINS = 500;
const BONUS = 50;

interface Options {
  orders: number;
  callbacks: number;
  engine: 'postgres' | 'pglite';
}

export interface CallbackFigures {
  engine: string;
  orders: number;
  callbacks: number;
  /** answers by outcome (credited, already credited) or HTTP status */
  answers: Record<string, number>;
  /** orders whose coins were credited exactly once, as the ledger and the wallet say */
  creditedOnce: number;
  /** orders credited more than once, or never */
  creditedTwice: number;
  notCredited: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
}

function parseOptions(args: string[]): Options {
  const value = (name: string, fallback: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  return {
    orders: Number(value('orders', '50')),
    callbacks: Number(value('callbacks', '200')),
    engine: value('engine', 'postgres') === 'pglite' ? 'pglite' : 'postgres',
  };
}

async function run(options: Options, databaseUrl?: string): Promise<CallbackFigures> {
  const app = await buildApp({
    database: databaseUrl ? { databaseUrl, poolSize: 20 } : {},
    seed: { size: SEED_SIZES.tiny },
    logger: false,
    releasesDir: null,
    orderTimeout: false,
    bonusExpiry: false,
    // the callbacks come from one address, as a provider's do
    appApi: {
      rateLimits: { perUser: { max: 100_000, windowSeconds: 60 }, perAddress: { max: 100_000, windowSeconds: 60 } },
    },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/app-api`;
    const db = app.database.db;
    const secret = newSecret();
    const channelId = await addChannel(db, PROJECT, 'bench-test', 'test', secret);
    const packageId = await addPackage(db, PROJECT, {
      name: 'Callbacks bench',
      priceMinor: 499,
      coins: COINS,
      bonusCoins: BONUS,
      channelIds: [channelId],
    });
    const key = demoAppKey(PROJECT);
    const call = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-key': key,
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { data: Record<string, unknown> };
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const orders: { orderNo: string; amountMinor: number }[] = [];
    for (let index = 0; index < options.orders; index += 1) {
      const { token } = (await call('/sign-in', {
        deviceId: `bench-cb-${index}`,
        platform: 'android',
        country: 'US',
      })) as {
        token: string;
      };
      orders.push((await call('/orders', { packageId, channelCode: 'bench-test' }, token)) as (typeof orders)[number]);
    }
    const requests = Array.from({ length: options.callbacks }, (_, index) => {
      const order = orders[index % orders.length];
      return testCallback(secret, {
        type: 'paid',
        orderNo: order.orderNo,
        paymentId: `tp_bench_${order.orderNo}`,
        amountMinor: order.amountMinor,
        currency: 'USD',
        time: new Date().toISOString(),
      });
    });
    const answers: Record<string, number> = {};
    const durations: number[] = [];
    const started = performance.now();
    await Promise.all(
      requests.map(async (request) => {
        const sent = performance.now();
        const response = await fetch(`${base}/payments/${PROJECT}/bench-test/callback`, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
        });
        const answer = (await response.json()) as { data?: { outcomes: { outcome: string }[] } };
        durations.push(performance.now() - sent);
        const outcome = response.status === 200 ? answer.data!.outcomes[0].outcome : String(response.status);
        answers[outcome] = (answers[outcome] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // what the ledger says: entries per order's purchase key, and the wallets
    const { rows } = await sql<{ order_no: string; entries: number; balance: number; status: number }>`
      select o.order_no, o.status,
        (select count(*)::int from wallet_ledger l where l.idempotency_key in ('order:' || o.order_no, 'order:' || o.order_no || ':bonus')) as entries,
        coalesce((select w.balance from wallet w where w.user_id = o.user_id and w.kind = 'coin'), 0)::int as balance
      from topup_order o where o.pay_channel = 'bench-test'`.execute(db);
    const once = rows.filter((row) => row.status === 1 && row.entries === 2 && row.balance === COINS + BONUS).length;
    const twice = rows.filter((row) => row.entries > 2 || row.balance > COINS + BONUS).length;
    durations.sort((a, b) => a - b);
    return {
      engine: databaseUrl ? 'postgres' : 'pglite',
      orders: orders.length,
      callbacks: requests.length,
      answers,
      creditedOnce: once,
      creditedTwice: twice,
      notCredited: rows.length - once - twice,
      seconds: Math.round(seconds * 100) / 100,
      p50Ms: Math.round(percentile(durations, 0.5)),
      p99Ms: Math.round(percentile(durations, 0.99)),
    };
  } finally {
    await app.close();
  }
}

export function callbacksTable(figures: CallbackFigures): string {
  const answers = Object.entries(figures.answers)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
  return [
    `${figures.callbacks} concurrent callbacks for ${figures.orders} orders on ${figures.engine}, in ${figures.seconds} s (p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms)`,
    `answers: ${answers}`,
    `orders credited exactly once: ${figures.creditedOnce} of ${figures.orders}; more than once: ${figures.creditedTwice}; not credited: ${figures.notCredited}`,
    figures.creditedOnce === figures.orders ? 'goal met: each order credited exactly once' : 'GOAL MISSED',
  ].join('\n');
}

export async function benchCallbacks(options: Options): Promise<CallbackFigures> {
  if (options.engine === 'pglite') return run(options);
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return withScratchDatabase(server, BENCH_DB, (url) => run(options, url));
}

if (require.main === module) {
  benchCallbacks(parseOptions(process.argv.slice(2)))
    .then((figures) => {
      console.log(callbacksTable(figures));
      if (figures.creditedOnce !== figures.orders) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
