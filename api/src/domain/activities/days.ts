// The project's day: check-ins and daily tasks are keyed by the user's day in the project's time
// zone, and an activity's per-user daily cap counts what it gave that day.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { conflict } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';
import { RECORD_STATUS } from './enums';

type Rows = ReturnType<typeof projectRows>;
const DAY_MS = 86_400_000;

/** A day 'YYYY-MM-DD' moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day 'YYYY-MM-DD' of `at` in `timeZone` (an IANA name, as sys_project.timezone keeps it). */
export const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The project's time zone and the user's day in it at `now`: check-ins, daily tasks and draws are keyed by it. */
export async function projectClock(db: Kysely<Database>, projectCode: string, now: Date) {
  const row = await db
    .selectFrom('sys_project')
    .select(['timezone', 'currency'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  return { timeZone: row.timezone, today: dayIn(row.timezone, now), now, currency: row.currency };
}
export type Clock = Awaited<ReturnType<typeof projectClock>>;

/** The project's day now, in SQL, of the project a row names (`projectColumn`): for lists over several projects. */
export const projectTodaySql = (projectColumn: string) =>
  sql<Date>`(now() at time zone (select timezone from sys_project where code = ${sql.ref(projectColumn)}))::date`;

/** The time zones of `codes`' projects, by code. */
export async function timeZonesOf(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const projects = await db.selectFrom('sys_project').select(['code', 'timezone']).where('code', 'in', codes).execute();
  return new Map(projects.map((project) => [project.code, project.timezone]));
}

/** The instants a day of the clock's time zone starts and ends at. */
export const dayBounds = (clock: Clock, day: string) => ({
  from: sql<Date>`(${day}::date)::timestamp at time zone ${clock.timeZone}`,
  to: sql<Date>`(${day}::date + 1)::timestamp at time zone ${clock.timeZone}`,
});

/**
 * What the user was given today (project day) by the activity: claimed records and check-ins.
 * The activity's per-user daily cap is held against it.
 */
export async function givenToday(rows: Rows, activityId: number, userId: number, clock: Clock) {
  const today = dayBounds(clock, clock.today);
  const [claimed, checkedIn] = await Promise.all([
    rows
      .read('activity_record')
      .select(sql<string>`coalesce(sum(reward), 0)`.as('n'))
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('status', '=', RECORD_STATUS.claimed)
      .where('claim_time', '>=', today.from)
      .where('claim_time', '<', today.to)
      .executeTakeFirst(),
    rows
      .read('activity_checkin')
      .select(sql<string>`coalesce(sum(reward), 0)`.as('n'))
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('create_time', '>=', today.from)
      .where('create_time', '<', today.to)
      .executeTakeFirst(),
  ]);
  return Number(claimed?.n ?? 0) + Number(checkedIn?.n ?? 0);
}

/** A 409 when `amount` more would take the user past the activity's daily cap. */
export async function holdDailyCap(
  rows: Rows,
  activity: { id: number; daily_cap_per_user: number | null },
  userId: number,
  amount: number,
  clock: Clock,
) {
  const cap = activity.daily_cap_per_user === null ? null : Number(activity.daily_cap_per_user);
  if (cap === null || amount === 0) return;
  const given = await givenToday(rows, activity.id, userId, clock);
  if (given + amount > cap)
    throw conflict(
      `Activity ${activity.id} gives at most ${cap} a day to a user; ${Math.max(0, cap - given)} is left today`,
      'activity.dailyCap',
      { cap, left: Math.max(0, cap - given) },
    );
}
