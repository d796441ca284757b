// npm run bench:comments -w api [-- --comments 5000000 --follows 20000000 --runs 200]
// npm run bench:comments -w api -- --database postgres://…/db [--runs 200]   (a database already seeded, e.g. SEED_SIZE=large)
// The content area's heaviest reads (issue 14): the comments moderation queue and the
// follow records, at page 1, at page 10,000 (a jump: the skip walks an index only), the
// page after and before page 10,000 by keyset, and filtered by drama; p50/p99 of the whole
// request (authentication, validation, SQL, answer) in the api itself, each against page 1.
// On PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// in a scratch database, dropped afterwards: the small demo seed, then N comments and M
// follow records of drama-us written by the database (insert … select generate_series), a
// few dramas drawing most of them, as the app's popular dramas do. Default 1M / 2M; the
// issue's size is --comments 5000000 --follows 20000000. With --database, the database named
// (seeded already: SEED_SIZE=large holds the issue's volume) is measured as it is: nothing
// written, nothing dropped. Not part of the test suite.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { type AppDatabase, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SEED_SIZES, seedDatabase } from '../db/seed';
import type { Database } from '../db/types';
import { reconcileDramaCounts } from '../domain/dramas';
import { createPasswords } from '../platform/passwords';
import { withScratchDatabase } from './scratchDatabase';
import type { Kysely } from 'kysely';

const SCRATCH_DB = 'backoffice_bench_comments';
const PROJECT = 'drama-us';
/** app users written for the follow records (a user follows a drama once per type) */
const BENCH_USERS = 200_000;
const TEXTS = [
  "Can't wait for the next episode!",
  'The twist at the end 😱',
  'Why is he so cold to her?',
  'Best drama on the app',
  'She deserves better',
  'Please make a second season',
];

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

async function timed(log: (line: string) => void, what: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  log(`  ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Drops the secondary indexes of `table` but its unique ones, runs `fill`, builds them again (once, not row by row). */
async function withoutIndexes(db: Kysely<Database>, table: string, fill: () => Promise<void>) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.tablename = ${table} and i.schemaname = current_schema() and i.indexdef not like 'CREATE UNIQUE%'`.execute(
    db,
  );
  for (const index of rows) await sql.raw(`drop index ${index.name}`).execute(db);
  await fill();
  for (const index of rows) await sql.raw(index.definition).execute(db);
}

async function fill(db: Kysely<Database>, comments: number, follows: number, log: (line: string) => void) {
  // consistent by construction: a superuser skips the per-row foreign-key checks
  const superuser =
    (await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(db)).rows[0]?.on === 'on';
  if (superuser) await sql`set session_replication_role = replica`.execute(db);
  const texts = sql.raw(`array[${TEXTS.map((text) => `'${text.replace(/'/g, "''")}'`).join(',')}]`);
  // a drama by popularity: the cube of a uniform number, so the first few draw most
  const dramas = sql`(select array_agg(id order by id) as ids, count(*)::int as n from drama where project_code = ${PROJECT})`;
  await timed(log, `${comments.toLocaleString('en-US')} comments`, () =>
    withoutIndexes(db, 'comment', async () => {
      await sql`
        insert into comment (project_code, drama_id, user_id, episode_no, content, state, create_time)
        select ${PROJECT}, d.ids[1 + floor(power(random(), 3) * d.n)::int], u.ids[1 + (g % u.n)],
          case when g % 3 = 0 then null else 1 + g % 60 end,
          (${texts})[1 + g % ${TEXTS.length}] || ' #' || g,
          case when g % 20 = 0 then 'hidden' when g % 50 = 1 then 'deleted' else 'visible' end,
          now() - (${comments}::bigint - g) * (interval '90 days' / ${comments})
        from generate_series(1, ${comments}) as g, ${dramas} as d,
          (select array_agg(id) as ids, count(*)::int as n from app_user where project_code = ${PROJECT}) as u`.execute(
        db,
      );
    }),
  );
  await timed(log, `${BENCH_USERS.toLocaleString('en-US')} app users for the follow records`, () =>
    sql`
      insert into app_user (project_code, user_code, username, country, create_time)
      select ${PROJECT}, 'US-B' || lpad(g::text, 7, '0'), 'bench' || g, 'US', now() - interval '120 days'
      from generate_series(1, ${BENCH_USERS}) as g`.execute(db),
  );
  await timed(
    log,
    `up to ${follows.toLocaleString('en-US')} follow records (a repeat of a user's like, follow or watch of a drama is skipped)`,
    () =>
      withoutIndexes(db, 'follow', async () => {
        await sql`
        insert into follow (project_code, user_id, drama_id, type, episode_no, coins, create_time)
        select ${PROJECT}, u.ids[1 + (g % u.n)], d.ids[1 + floor(power(random(), 3) * d.n)::int], t.type,
          case when t.type in (10, 11) then 1 + (g / u.n) % 120 end,
          case when t.type = 10 then 40 else 0 end,
          now() - (${follows}::bigint - g) * (interval '90 days' / ${follows})
        from generate_series(1, ${follows}) as g, ${dramas} as d,
          (select array_agg(id) as ids, count(*)::int as n from app_user where project_code = ${PROJECT} and user_code like 'US-B%') as u,
          lateral (select (array[1, 2, 3, 10, 10, 10, 11])[1 + g % 7] as type) as t
        on conflict do nothing`.execute(db);
      }),
  );
  if (superuser) await sql`set session_replication_role = origin`.execute(db);
  await timed(log, 'the dramas counts reconciled', () => reconcileDramaCounts(db, PROJECT));
  await timed(log, 'vacuum analyze', async () => {
    await sql`vacuum analyze comment`.execute(db);
    await sql`vacuum analyze follow`.execute(db);
    await sql`vacuum analyze app_user`.execute(db);
  });
}

interface Figures {
  name: string;
  p50: number;
  p99: number;
  rows: number;
  total: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const args = process.argv.slice(2);
  const comments = option(args, 'comments', 1_000_000);
  const follows = option(args, 'follows', 2_000_000);
  const runs = option(args, 'runs', 200);
  const serverUrl =
    process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const log = (line: string) => console.log(line);
  const existing = args.includes('--database') ? args[args.indexOf('--database') + 1] : undefined;
  if (existing) {
    const database = await openDatabase({ databaseUrl: existing, poolSize: 4 });
    try {
      const [counted] = (
        await sql<{ comments: number; follows: number }>`
        select (select count(*) from comment where project_code = ${PROJECT})::int as comments, (select count(*) from follow where project_code = ${PROJECT})::int as follows`.execute(
          database.db,
        )
      ).rows;
      log(
        `bench:comments on ${new URL(existing).pathname.slice(1)} as it is: ${PROJECT} holds ${counted.comments.toLocaleString('en-US')} comments and ${counted.follows.toLocaleString('en-US')} follow rows`,
      );
      await measureAll(database, counted.comments, counted.follows, runs);
    } finally {
      await database.close();
    }
    return;
  }
  await withScratchDatabase(serverUrl, SCRATCH_DB, async (url) => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const passwords = createPasswords();
    try {
      await migrateToLatest(database.db);
      log('bench:comments: the small demo seed, then the comments and follow records…');
      await seedDatabase(database.db, { size: SEED_SIZES.small, hashPassword: passwords.hash });
      await database.db.connection().execute((db) => fill(db, comments, follows, log));
      await measureAll(database, comments, follows, runs);
    } finally {
      await database.close();
    }
  });
}

/** Every scenario, through the api on `database`, printed as tables. */
async function measureAll(database: AppDatabase, comments: number, follows: number, runs: number) {
  const app = await buildApp({
    database,
    seed: false,
    logger: false,
    releasesDir: null,
    bonusExpiry: false,
    exports: { runner: false },
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json().data.token as string;
    const get = async (path: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/admin-api/product/${path}`,
        headers: { 'client-token': token },
      });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      return response.json().data as {
        list: unknown[];
        total: number;
        totalExact: boolean;
        next: string | null;
        previous: string | null;
      };
    };
    const measure = async (name: string, path: string): Promise<Figures> => {
      for (let run = 0; run < 20; run += 1) await get(path);
      const times: number[] = [];
      let last = await get(path);
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        last = await get(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      return {
        name,
        p50: round(percentile(times, 50)),
        p99: round(percentile(times, 99)),
        rows: last.list.length,
        total: `${last.totalExact ? '' : '~'}${last.total.toLocaleString('en-US')}`,
      };
    };
    const [busiest] = (
      await sql<{
        drama_id: number;
      }>`select drama_id from comment where project_code = ${PROJECT} group by drama_id order by count(*) desc limit 1`.execute(
        database.db,
      )
    ).rows;
    const [followed] = (
      await sql<{
        drama_id: number;
      }>`select drama_id from follow where project_code = ${PROJECT} group by drama_id order by count(*) desc limit 1`.execute(
        database.db,
      )
    ).rows;
    const [follower] = (
      await sql<{ user_code: string }>`
      select u.user_code from app_user u where u.id = (select user_id from follow where project_code = ${PROJECT} group by user_id order by count(*) desc limit 1)`.execute(
        database.db,
      )
    ).rows;

    const [commenter] = (
      await sql<{ user_code: string }>`
      select u.user_code from app_user u where u.id = (select user_id from comment where project_code = ${PROJECT} group by user_id order by count(*) desc limit 1)`.execute(
        database.db,
      )
    ).rows;
    const queue = `comments/list?projectCode=${PROJECT}&pageSize=10`;
    const deep = await get(`${queue}&pageNum=10000`);
    const records = `comments-follow/list?projectCode=${PROJECT}&pageSize=10&dramaId=${followed.drama_id}`;
    const deepRecords = await get(`${records}&pageNum=10000`);
    const sections: Array<[string, Array<[string, string]>]> = [
      [
        `comments queue of ${PROJECT} (${comments.toLocaleString('en-US')} comments)`,
        [
          ['page 1', queue],
          ['page 10,000 (a jump)', `${queue}&pageNum=10000`],
          ['next after page 10,000 (keyset)', `${queue}&after=${deep.next}`],
          ['previous before page 10,000 (keyset)', `${queue}&before=${deep.previous}`],
          ['hidden ones, page 1', `${queue}&state=hidden`],
          ['hidden ones, page 1,000', `${queue}&state=hidden&pageNum=1000`],
          [`the busiest drama (${busiest.drama_id}), page 1`, `${queue}&dramaId=${busiest.drama_id}`],
          [`the busiest drama, page 1,000`, `${queue}&dramaId=${busiest.drama_id}&pageNum=1000`],
          [`the busiest commenter (${commenter.user_code}), page 1`, `${queue}&userCode=${commenter.user_code}`],
          ['under all (every project), page 10,000', `comments/list?projectCode=all&pageSize=10&pageNum=10000`],
        ],
      ],
      [
        `follow records (${follows.toLocaleString('en-US')} asked)`,
        [
          [`the most followed drama (${followed.drama_id}), page 1`, records],
          ['its page 10,000 (a jump)', `${records}&pageNum=10000`],
          ['next after its page 10,000 (keyset)', `${records}&after=${deepRecords.next}`],
          ['previous before its page 10,000 (keyset)', `${records}&before=${deepRecords.previous}`],
          ['its unlocks (type 10), page 1', `${records}&type=10`],
          ['its unlocks (type 10), page 1,000', `${records}&type=10&pageNum=1000`],
          [
            `the busiest user (${follower.user_code}), page 1`,
            `comments-follow/list?projectCode=${PROJECT}&pageSize=10&userCode=${follower.user_code}`,
          ],
        ],
      ],
    ];
    for (const [title, scenarios] of sections) {
      const figures: Figures[] = [];
      for (const [name, path] of scenarios) figures.push(await measure(name, path));
      const first = figures[0];
      console.log(`\n| ${title} | rows | total | p50 ms | p99 ms | p99 vs page 1 |\n|---|---:|---:|---:|---:|---:|`);
      for (const row of figures)
        console.log(
          `| ${row.name} | ${row.rows} | ${row.total} | ${row.p50} | ${row.p99} | ${(row.p99 / Math.max(0.1, first.p99)).toFixed(2)}× |`,
        );
    }
    console.log(
      `\n${runs} requests each after 20 to warm up, one at a time, in the api (app.inject: authentication, validation, SQL, answer); ~ marks an estimated total.`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(`bench:comments failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
