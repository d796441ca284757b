// SEED_SIZE=large: the users area's benchmark volume (issue 15) on top of the small demo —
// 1 million app users, 10 million wallet ledger entries and 30 million interactions across
// the demo projects. Written by the database itself (generate_series), since a million
// rows through JS would take an hour; the values are derived from hashes of the row's
// number, so the set is the same on every run. Meant for PostgreSQL; PGlite works but slowly.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { GIVEN_NAMES } from './givenNames';

export interface LargeVolume {
  users: number;
  ledgerEntries: number;
  interactions: number;
  /** the content area's (largeContent.ts): dramas (episodes follow from them, 75 each on average), comments and follow rows */
  dramas: number;
  comments: number;
  follows: number;
  /** the deals area's top-up orders (largeOrders.ts) */
  orders: number;
}

/** The issue's figures; `scale` shrinks them for a trial (0.01: 10,000 users…). */
export const largeVolume = (scale = 1): LargeVolume => ({
  users: Math.round(1_000_000 * scale),
  ledgerEntries: Math.round(10_000_000 * scale),
  interactions: Math.round(30_000_000 * scale),
  dramas: Math.round(20_000 * scale),
  comments: Math.round(5_000_000 * scale),
  follows: Math.round(20_000_000 * scale),
  orders: Math.round(10_000_000 * scale),
});

/** Entries per bulk wallet: top-up and half of it spent, in turns (an odd count ends on a top-up). */
const ENTRIES_PER_WALLET = 25;
// the interaction table's secondary indexes, dropped while 30 million rows go in and built once after
const INTERACTION_INDEXES = [
  'interaction_user',
  'interaction_user_play_time',
  'interaction_user_completion',
  'interaction_user_drama',
  'interaction_drama',
];

export async function fillLargeVolume(
  pool: Kysely<Database>,
  projects: ReadonlyArray<{ code: string; countries: readonly string[] }>,
  volume: LargeVolume,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<{ appUsers: number; walletEntries: number; interactions: number }> {
  // one connection throughout: the session setting below is a connection's
  return pool.connection().execute((db) => fill(db, projects, volume, now, log));
}

async function fill(
  db: Kysely<Database>,
  projects: ReadonlyArray<{ code: string; countries: readonly string[] }>,
  volume: LargeVolume,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<{ appUsers: number; walletEntries: number; interactions: number }> {
  const timed = async (what: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // The rows are consistent by construction: a superuser skips the per-row foreign-key
  // checks (tens of millions of trigger calls); anyone else just waits longer.
  const superuser =
    (await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(db)).rows[0]?.on === 'on';
  if (superuser) await sql`set session_replication_role = replica`.execute(db);
  const names = sql`${sql.raw(`array[${GIVEN_NAMES.map((name) => `'${name}'`).join(',')}]`)}`;
  const definitions = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes where tablename = 'interaction' and schemaname = current_schema()`.execute(
    db,
  );
  const dropped = definitions.rows.filter((index) => INTERACTION_INDEXES.includes(index.name));
  // what was written: whole wallets and whole histories per user, so near the volume asked for, not always on it
  const written = { appUsers: 0, walletEntries: 0, interactions: 0 };

  for (const [index, project] of projects.entries()) {
    const prefix = project.code.split('-')[1].toUpperCase();
    const users = share(volume.users, index, projects.length);
    const countries = sql`${sql.raw(`array[${project.countries.map((code) => `'${code}'`).join(',')}]`)}`;
    await timed(`${project.code}: ${users} users`, () =>
      sql`
        insert into app_user (project_code, user_code, username, email, phone, country, vip, gender, source, creator_status, create_time)
        select ${project.code}, ${prefix} || '-L' || lpad(g::text, 7, '0'), name, name || '.' || g || '@mail.example',
          case when h % 10 < 7 then '+' || (200000000 + h % 800000000)::text else '' end,
          (${countries})[1 + h % cardinality(${countries})], (h % 100 < 15)::int, (h / 7) % 2,
          (array['google','google','google','facebook','facebook','tiktok','tiktok','apple','apple','guest'])[1 + (h / 11) % 10],
          case when h % 100 < 4 then 1 when h % 100 < 10 then 2 when h % 100 < 12 then 3 end,
          ${now}::timestamptz - make_interval(secs => (h / 13) % (365 * 86400))
        from generate_series(1, ${users}) g,
          lateral (select abs(hashtext(${project.code} || g))::bigint as h) hashed,
          lateral (select (${names})[1 + (h / 17) % ${GIVEN_NAMES.length}] || ((h / 19) % 9990 + 10) as name) named`.execute(
        db,
      ),
    );

    // fresh statistics before reading what was just written: planned as the small demo, the joins below take hours
    await sql`analyze app_user`.execute(db);

    // four users in ten have a coin wallet of ENTRIES_PER_WALLET entries: top-up A, spend A/2, …
    const wallets = Math.min(
      Math.round(share(volume.ledgerEntries, index, projects.length) / ENTRIES_PER_WALLET),
      users,
    );
    // an odd count, its pairs even: the grants spent are then whole (pairs / 2 of them)
    const pairs = Math.floor(ENTRIES_PER_WALLET / 2);
    written.appUsers += users;
    written.walletEntries += wallets * ENTRIES_PER_WALLET;
    await timed(`${project.code}: ${wallets} wallets`, () =>
      sql`
        insert into wallet (project_code, user_id, kind, balance, update_time)
        select ${project.code}, id, 'coin', ${pairs} * amount / 2 + amount, ${now}::timestamptz
        from (select id, 10 * (5 + abs(hashtext('w' || id)) % 56) as amount from app_user
              where project_code = ${project.code} and user_code like ${`${prefix}-L%`} order by id limit ${wallets}) chosen`.execute(
        db,
      ),
    );
    await sql`analyze wallet`.execute(db);
    await timed(`${project.code}: ${wallets * ENTRIES_PER_WALLET} ledger entries`, () =>
      sql`
        insert into wallet_ledger (project_code, wallet_id, kind, direction, amount, balance_after, reason, create_time)
        select ${project.code}, w.id, 'coin', case when k % 2 = 1 then 'top-up' else 'deduction' end,
          case when k % 2 = 1 then a.amount else a.amount / 2 end,
          (k / 2) * a.amount / 2 + case when k % 2 = 1 then a.amount else 0 end,
          case when k % 2 = 1 then 'Coin package purchase' else 'Spent in the app' end,
          -- evenly after the later of sign-up and 90 days ago, in the order of k
          since + (${now}::timestamptz - since) * (k::float8 / ${ENTRIES_PER_WALLET + 1})
        from wallet w
          join app_user u on u.id = w.user_id
          cross join lateral (select 10 * (5 + abs(hashtext('w' || w.user_id)) % 56) as amount,
                                     greatest(u.create_time, ${now}::timestamptz - interval '90 days') as since) a
          cross join generate_series(1, ${ENTRIES_PER_WALLET}) k
        where w.project_code = ${project.code} and u.project_code = ${project.code} and u.user_code like ${`${prefix}-L%`}`.execute(
        db,
      ),
    );
    await sql`analyze wallet_ledger`.execute(db);
    // each top-up a purchased grant, spent oldest first: the first pairs/2 are used up, the rest whole
    await timed(`${project.code}: grants`, () =>
      sql`
        insert into wallet_grant (project_code, wallet_id, kind, ledger_id, source, amount, remaining, create_time)
        select ${project.code}, wallet_id, 'coin', id, 'purchase', amount, case when turn <= ${Math.floor(pairs / 2)} then 0 else amount end, create_time
        from (select l.*, row_number() over (partition by l.wallet_id order by l.create_time, l.id) as turn from wallet_ledger l
              where l.project_code = ${project.code} and l.direction = 'top-up'
                and l.wallet_id in (select id from wallet where project_code = ${project.code} and user_id in (select id from app_user where project_code = ${project.code} and user_code like ${`${prefix}-L%`}))) topups`.execute(
        db,
      ),
    );
  }

  for (const index of dropped) await sql`drop index ${sql.id(index.name)}`.execute(db);
  for (const [index, project] of projects.entries()) {
    const interactions = share(volume.interactions, index, projects.length);
    const prefix = project.code.split('-')[1].toUpperCase();
    const dramas = await sql<{
      ids: number[] | null;
    }>`select array_agg(id order by id) as ids from drama where project_code = ${project.code}`.execute(db);
    const dramaIds = dramas.rows[0]?.ids ?? [];
    if (!dramaIds.length) continue;
    const users = share(volume.users, index, projects.length);
    const configured = await sql<{ value: string }>`
      select c.value from sys_config c join sys_project p on p.id = c.project_id
      where p.code = ${project.code} and c.config_key = 'player.free_episodes' and c.deleted = 0`.execute(db);
    const freeEpisodes = Number(configured.rows[0]?.value ?? 10);
    const perUser = Math.max(1, Math.round(interactions / Math.max(1, users)));
    written.interactions += users * perUser;
    await timed(`${project.code}: ${interactions} interactions`, () =>
      sql`
        insert into interaction (project_code, user_id, drama_id, episode_no, type, content, play_time_seconds, total_time_seconds, create_time)
        select ${project.code}, u.id, (${sql.raw(`array[${dramaIds.join(',')}]::bigint[]`)})[1 + (h / 3) % ${dramaIds.length}], 1 + k % 60,
          -- the free episodes free, then VIP for VIP users and rewarded ads for the rest: no coin
          -- play, so no unlock or ledger spend is owed (the small demo writes those in agreement)
          case when k % 60 < ${freeEpisodes} then 1 when u.vip = 1 then 3 else 4 end,
          (array['feed','search','autoplay','category','banner'])[1 + h % 5],
          (60 + (h / 7) % 120) * (50 + (h / 11) % 51) / 100, 60 + (h / 7) % 120,
          since + (${now}::timestamptz - since) * ((h / 13) % 1000000 / 1000000.0)
        from (select id, vip, greatest(create_time, ${now}::timestamptz - interval '90 days') as since
              from app_user where project_code = ${project.code} and user_code like ${`${prefix}-L%`} order by id) u
          cross join generate_series(1, ${perUser}) k
          cross join lateral (select abs(hashtext(u.id || ':' || k))::bigint as h) hashed`.execute(db),
    );
  }
  await timed('interaction indexes', async () => {
    for (const index of dropped) await sql.raw(index.definition).execute(db);
  });
  if (superuser) await sql`set session_replication_role = origin`.execute(db);
  // the visibility map, so counts and deep pages read indexes alone, and statistics for the planner
  await timed('vacuum', () =>
    sql`vacuum analyze app_user, wallet, wallet_ledger, wallet_grant, interaction`.execute(db),
  );
  return written;
}

/** Project `index`'s part of `total`, split as evenly as whole numbers allow. */
function share(total: number, index: number, parts: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}
