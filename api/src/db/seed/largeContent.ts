// SEED_SIZE=large for the content area (issue 14): 20,000 dramas with their labels and 1.5
// million episodes, then 5 million comments and 20 million follow rows by the bulk app users,
// across the demo projects. Written by the database (generate_series), the values derived
// from hashes of the row's numbers, so the set is the same on every run, as large.ts does for
// the users area. The catalogue goes in before the users area's volume, so its plays spread
// over the new dramas too; the comments and follows after it (they are the bulk users'), and
// last each drama's counts, one aggregate statement per project.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { catalogueLanguage, catalogueWords } from './catalogue';
import { COMMENT_STATES, COMMENTS } from './interactions';
import { posterByCode } from './posters';
import type { LargeVolume } from './large';

type Project = { code: string };
type Log = (line: string) => void;

/** A list of SQL text literals, as an array. */
const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** The comment states' shares in percent, cumulated: visible below the first, hidden below the second. */
const STATE_SHARES = (() => {
  const total = COMMENT_STATES.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  return COMMENT_STATES.map(([state, weight]) => [state, Math.round((100 * (running += weight)) / total)] as const);
})();

async function timedBy(log: Log, what: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await work();
  log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Project `index`'s part of `total`, split as evenly as whole numbers allow. */
function share(total: number, index: number, parts: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

/** On one connection with the foreign-key triggers off for a superuser (the rows are consistent by construction). */
async function bulk<T>(pool: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return pool.connection().execute(async (db) => {
    const superuser =
      (await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(db)).rows[0]?.on === 'on';
    if (superuser) await sql`set session_replication_role = replica`.execute(db);
    try {
      return await work(db);
    } finally {
      if (superuser) await sql`set session_replication_role = origin`.execute(db);
    }
  });
}

/**
 * The dramas (codes <prefix>-L000001…, named in the project's language, statuses 80% online,
 * 15% offline, 5% drafts, added over the last 540 days, each showing one of the project's
 * posters when it has them), one to three labels each, and their episodes.
 */
export async function fillLargeCatalogue(
  pool: Kysely<Database>,
  projects: readonly Project[],
  volume: LargeVolume,
  now: Date,
  posters: (projectCode: string) => string[],
  log: Log = () => undefined,
): Promise<{ dramas: number; episodes: number }> {
  return bulk(pool, async (db) => {
    const written = { dramas: 0, episodes: 0 };
    for (const [index, project] of projects.entries()) {
      const prefix = project.code.split('-')[1].toUpperCase();
      const count = share(volume.dramas, index, projects.length);
      const words = catalogueWords(catalogueLanguage(project.code));
      const space = catalogueLanguage(project.code) === 'ja' ? '' : ' ';
      const code = sql`(${prefix} || '-L' || lpad(g::text, 6, '0'))`;
      await timedBy(log, `${project.code}: ${count} dramas`, () =>
        sql`
          insert into drama (project_code, code, name, episode_count, status, poster, summary, description, create_time, update_time, online_time)
          select ${project.code}, ${code},
            (${textArray(words.first)})[1 + h % ${words.first.length}] || ${space} || (${textArray(words.second)})[1 + (h / 16) % ${words.second.length}]
              || ${space} || (${textArray(words.third)})[1 + (h / 256) % ${words.third.length}],
            -- 75 on average: 1.5 million episodes for 20,000 dramas
            40 + (h / 4096) % 71, status, ${posterByCode(posters(project.code), code)},
            (${textArray(words.summaries)})[1 + (h / 7) % ${words.summaries.length}], ${words.description},
            created, created, case when status <> 2 then created + interval '1 day' end
          from generate_series(1, ${count}) g,
            lateral (select abs(hashtext(${project.code} || ':drama:' || g))::bigint as h) hashed,
            lateral (select case when h % 100 < 5 then 2 when h % 100 < 20 then 1 else 0 end as status,
                            ${now}::timestamptz - make_interval(secs => (h / 13) % (540 * 86400)) as created) made`.execute(
          db,
        ),
      );
      written.dramas += count;
      await sql`analyze drama`.execute(db);
      // the first label, then one or two more three apart among the project's (never the same twice)
      await timedBy(log, `${project.code}: their labels`, () =>
        sql`
          insert into drama_label (project_code, drama_id, label_id)
          select d.project_code, d.id, l.ids[1 + (abs(hashtext(d.code)) + k * 3) % l.n]
          from drama d
            cross join (select array_agg(id order by id) as ids, count(*)::int as n from label where project_code = ${project.code} and deleted = 0) l
            cross join generate_series(0, 2) k
          where d.project_code = ${project.code} and d.code like ${`${prefix}-L%`} and l.n >= 3 and k <= abs(hashtext(d.code || ':labels')) % 3`.execute(
          db,
        ),
      );
      // as the demo's (content.ts seedEpisodes): 1–3 minutes, the first five free, the rest 30–60 coins
      await timedBy(log, `${project.code}: their episodes`, () =>
        sql`
          insert into episode (project_code, drama_id, episode_no, duration_seconds, free, unlock_coins, create_time, update_time)
          select d.project_code, d.id, n, 60 + ((d.id * 7919 + n * 104729) % 121), n <= 5,
            case when n <= 5 then 0 else 30 + ((d.id + n) % 4) * 10 end, d.create_time, d.create_time
          from drama d cross join generate_series(1, d.episode_count) as n
          where d.project_code = ${project.code} and d.code like ${`${prefix}-L%`}`.execute(db),
      );
      const [row] = (
        await sql<{ n: number }>`
        select coalesce(sum(episode_count), 0)::int as n from drama where project_code = ${project.code} and code like ${`${prefix}-L%`}`.execute(
          db,
        )
      ).rows;
      written.episodes += row.n;
    }
    await timedBy(log, 'vacuum analyze drama, drama_label, episode', () =>
      sql`vacuum analyze drama, drama_label, episode`.execute(db),
    );
    return written;
  });
}

/** The non-unique indexes of `table`, dropped while `fill` runs and built once after it. */
async function withoutIndexes(db: Kysely<Database>, table: string, log: Log, fill: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = ${table} and schemaname = current_schema() and indexdef not like 'CREATE UNIQUE%'`.execute(db);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await fill();
  await timedBy(log, `${table} indexes (${rows.length})`, async () => {
    for (const index of rows) await sql.raw(index.definition).execute(db);
  });
}

/**
 * The bulk app users' comments (five each, on the shown dramas, a few dramas drawing most;
 * visible, hidden and deleted as the demo's) and follow rows (per user a few dramas, each a
 * watch, often a follow and a like, and unlocks of the episodes after the free ones, VIP for
 * VIP users), after both the user and the drama existed and within the last 90 days; then
 * every drama's counts from its rows.
 */
export async function fillLargeActivity(
  pool: Kysely<Database>,
  projects: readonly Project[],
  volume: LargeVolume,
  now: Date,
  log: Log = () => undefined,
): Promise<{ comments: number; follows: number }> {
  return bulk(pool, async (db) => {
    const written = { comments: 0, follows: 0 };
    const window = sql`${now}::timestamptz - interval '90 days'`;
    await withoutIndexes(db, 'comment', log, async () => {
      for (const [index, project] of projects.entries()) {
        const prefix = project.code.split('-')[1].toUpperCase();
        const users = share(volume.users, index, projects.length);
        const perUser = Math.max(1, Math.round(share(volume.comments, index, projects.length) / Math.max(1, users)));
        await timedBy(log, `${project.code}: ${users * perUser} comments`, () =>
          sql`
            insert into comment (project_code, drama_id, user_id, episode_no, content, state, create_time)
            select ${project.code}, d.id, u.id, case when (h / 7) % 10 < 7 then 1 + (h / 11) % 40 end,
              (${textArray(COMMENTS)})[1 + (h / 13) % ${COMMENTS.length}],
              case when h % 100 < ${STATE_SHARES[0][1]} then ${STATE_SHARES[0][0]} when h % 100 < ${STATE_SHARES[1][1]} then ${STATE_SHARES[1][0]} else ${STATE_SHARES[2][0]} end,
              since + (${now}::timestamptz - since) * ((h / 17) % 1000000 / 1000000.0)
            from (select id, create_time from app_user where project_code = ${project.code} and user_code like ${`${prefix}-L%`}) u
              cross join generate_series(1, ${perUser}) k
              cross join lateral (select abs(hashtext(u.id || ':comment:' || k))::bigint as h) hashed
              cross join (select array_agg(id order by id) as ids, count(*)::int as n from drama where project_code = ${project.code} and status <> 2 and deleted = 0) shown
              join drama d on d.id = shown.ids[1 + floor(shown.n * power((h % 1000003) / 1000003.0, 3))::int]
              cross join lateral (select greatest(u.create_time, d.create_time, ${window}) as since) s`.execute(db),
        );
        written.comments += users * perUser;
      }
    });
    await withoutIndexes(db, 'follow', log, async () => {
      for (const [index, project] of projects.entries()) {
        const prefix = project.code.split('-')[1].toUpperCase();
        const users = share(volume.users, index, projects.length);
        const [shown] = (
          await sql<{
            n: number;
          }>`select count(*)::int as n from drama where project_code = ${project.code} and status <> 2 and deleted = 0`.execute(
            db,
          )
        ).rows;
        // five rows a drama a user watched, as many dramas as make the volume (never the same twice)
        const dramasEach = Math.max(
          1,
          Math.min(shown.n, Math.round(share(volume.follows, index, projects.length) / Math.max(1, users) / 5)),
        );
        // the j-th drama of a user is among those numbered j modulo dramasEach: never the same twice, and a few draw most of each class
        const perClass = Math.floor(shown.n / dramasEach);
        const configured = await sql<{ value: string }>`
          select c.value from sys_config c join sys_project p on p.id = c.project_id
          where p.code = ${project.code} and c.config_key = 'player.free_episodes' and c.deleted = 0`.execute(db);
        const free = Number(configured.rows[0]?.value ?? 10);
        await timedBy(log, `${project.code}: ${users * dramasEach * 5} follow rows`, () =>
          sql`
            insert into follow (project_code, user_id, drama_id, type, episode_no, coins, create_time)
            select ${project.code}, u.id, d.id, t.type, case when t.type in (10, 11) then ${free} + s end,
              case when t.type = 10 then (array[30, 40, 50, 60, 80])[1 + d.id % 5] else 0 end,
              least(${now}::timestamptz, watched + s * case when t.type in (10, 11) then interval '3 minutes' else interval '7 minutes' end)
            from (select id, vip, create_time from app_user
                  where project_code = ${project.code} and user_code like ${`${prefix}-L%`}) u
              cross join generate_series(0, ${dramasEach - 1}) j
              cross join (select array_agg(id order by id) as ids, count(*)::int as n from drama where project_code = ${project.code} and status <> 2 and deleted = 0) shown
              cross join lateral (select abs(hashtext(u.id || ':' || j))::bigint as hj) hashed
              join drama d on d.id = shown.ids[1 + j + ${dramasEach} * floor(${perClass} * power((hj % 1000003) / 1000003.0, 3))::int]
              cross join lateral (select greatest(u.create_time, d.create_time, ${window}) as since) s0
              cross join lateral (select since + (${now}::timestamptz - since) * 0.8 * (hj % 1000000 / 1000000.0) as watched) w
              cross join generate_series(0, 4) s
              -- a watch; a follow 35% and a like 30% of the time, an unlock otherwise; then two unlocks
              cross join lateral (select case
                when s = 0 then 3
                when s = 1 and hj % 100 < 35 then 2
                when s = 2 and (hj / 100) % 100 < 30 then 1
                when u.vip = 1 then 11 else 10 end as type) t`.execute(db),
        );
        written.follows += users * dramasEach * 5;
      }
    });
    // each drama's counts by the rule of dramaCounts.ts, from one pass over each table a project
    for (const project of projects) {
      await timedBy(log, `${project.code}: the dramas' counts`, () =>
        sql`
          update drama d set play_count = c.plays, follow_count = c.follows, unlock_count = c.unlocks, comment_count = c.comments
          from (
            select d.id, coalesce(p.n, 0) as plays, coalesce(f.follows, 0) as follows, coalesce(f.unlocks, 0) as unlocks, coalesce(m.n, 0) as comments
            from drama d
              left join (select drama_id, count(*) as n from interaction where project_code = ${project.code} group by drama_id) p on p.drama_id = d.id
              left join (select drama_id, count(*) filter (where type = 2) as follows, count(*) filter (where type in (10, 11)) as unlocks
                         from follow where project_code = ${project.code} group by drama_id) f on f.drama_id = d.id
              left join (select drama_id, count(*) as n from comment where project_code = ${project.code} and state = 'visible' group by drama_id) m on m.drama_id = d.id
            where d.project_code = ${project.code}
          ) c
          where d.id = c.id and (d.play_count, d.follow_count, d.unlock_count, d.comment_count) is distinct from (c.plays, c.follows, c.unlocks, c.comments)`.execute(
          db,
        ),
      );
    }
    await timedBy(log, 'vacuum analyze comment, follow, drama', () =>
      sql`vacuum analyze comment, follow, drama`.execute(db),
    );
    return written;
  });
}
