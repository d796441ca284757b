// SEED_SIZE=large: the activities area's benchmark volume (issue 27), 5 million activity
// records over the last 90 days, on top of the small demo (its activities) and the bulk users
// (large.ts). Written by the database itself (generate_series): each project's share spread over
// its activities (a system compensation's records are its grants only), half of it to its first one (a long-running campaign whose deep pages the
// benchmark reads), oldest first so ids follow the time; each record a user's day of the
// activity (its period, in the project's time zone), statuses as the demo has them (72%
// claimed, 12% pending claim, 16% incomplete; a check-in's days claimed). No ledger entries or
// check-in rows: 5 million of those would measure nothing the records list reads.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { bulkFill, type Timed } from './bulkFill';

/** The records list's indexes (0028), dropped while the rows go in and built once after. */
const RECORD_INDEXES = [
  'activity_record_by_status',
  'activity_record_by_activity',
  'activity_record_project',
  'activity_record_user',
];
const DAY_SECONDS = 86_400;

export function fillLargeActivityRecords(
  pool: Kysely<Database>,
  projects: ReadonlyArray<{ code: string }>,
  records: number,
  now: Date,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const after = (db: Kysely<Database>, timed: Timed) =>
    timed('analyze activity_record', () => sql`vacuum analyze activity_record`.execute(db));
  return bulkFill(pool, { table: 'activity_record', indexes: RECORD_INDEXES, log, after }, (db, timed) =>
    fill(db, timed, projects, records, now),
  );
}

async function fill(
  db: Kysely<Database>,
  timed: Timed,
  projects: ReadonlyArray<{ code: string }>,
  records: number,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const [index, project] of projects.entries()) {
    const count = Math.floor(records / projects.length) + (index < records % projects.length ? 1 : 0);
    const prefix = project.code.split('-')[1].toUpperCase();
    const activities = (
      await sql<{ id: number; type: number }>`
        select id, type from activity where project_code = ${project.code} and deleted = 0 and type <> 12 order by id`.execute(
        db,
      )
    ).rows;
    if (!activities.length || !count) continue;
    const { timezone } = (
      await sql<{ timezone: string }>`select timezone from sys_project where code = ${project.code}`.execute(db)
    ).rows[0];
    await sql`drop table if exists large_record_user`.execute(db);
    // the users by number (bulk users when there are, else the demo's), for a record's number to pick from
    await sql`
      create temporary table large_record_user as
      select row_number() over (order by id) as n, id from app_user
      where project_code = ${project.code}
        and (user_code like ${`${prefix}-L%`} or not exists (select 1 from app_user where project_code = ${project.code} and user_code like ${`${prefix}-L%`}))`.execute(
      db,
    );
    await sql`create unique index on large_record_user (n)`.execute(db);
    const users = Number((await sql<{ n: string }>`select count(*) as n from large_record_user`.execute(db)).rows[0].n);
    // the first activity half, the others the rest evenly
    const first = activities.length === 1 ? count : Math.ceil(count / 2);
    const shares = activities.map((_, k) =>
      k === 0
        ? first
        : Math.floor((count - first) / (activities.length - 1)) +
          (k - 1 < (count - first) % (activities.length - 1) ? 1 : 0),
    );
    for (const [k, activity] of activities.entries()) {
      const share = shares[k];
      if (!share) continue;
      const step = (90 * DAY_SECONDS) / share;
      // a user's records are `users` numbers apart: more than a day apart in time when the share
      // fits 90 days of the users; past that, a round number keeps (activity, user, period) unique
      const rounds = share > users * 90;
      await timed(`${project.code}: activity ${activity.id}, ${share} records`, () =>
        sql`
          insert into activity_record (project_code, activity_id, user_id, period, progress, target, status, reward,
            complete_time, claim_time, create_time, update_time)
          select ${project.code}, ${activity.id}, u.id,
            to_char(t.at at time zone ${timezone}, 'YYYY-MM-DD') || case when ${rounds} then '#' || ((g - 1) / ${users}) else '' end,
            case when st.status = 1 then (h / 7) % 3 else 3 end, 3, st.status, 1 + (h / 11) % 20,
            case when st.status > 1 then t.at + make_interval(secs => 60 + (h / 13) % 3600) end,
            case when st.status = 3 then t.at + make_interval(secs => 3700 + (h / 17) % 7200) end,
            t.at, t.at
          from generate_series(1, ${share}) g
            cross join lateral (select abs(hashtext(${project.code} || ':r' || ${activity.id} || ':' || g))::bigint as h) hashed
            cross join lateral (select ${now}::timestamptz - interval '90 days' + make_interval(secs => (g - 1) * ${step}::float8) as at) t
            cross join lateral (select case when ${activity.type} = 2 or (h / 23) % 100 < 72 then 3
              when (h / 23) % 100 < 84 then 2 else 1 end::smallint as status) st
            join large_record_user u on u.n = 1 + (g - 1) % ${users}
          on conflict do nothing`.execute(db),
      );
      written += share;
    }
  }
  await sql`drop table if exists large_record_user`.execute(db);
  return written;
}
