// Checking in: once a user a day of the project's time zone (the unique (activity, user, day) row
// decides between two at once), the streak going on from yesterday through a 7-day reward ladder
// and starting again after day 7 or a missed day; a make-up fills a missed day, base reward only.
// Each streak cycle is one activity_record (period = the cycle's first day, progress n / 7).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { ACTIVITY_TYPE, RECORD_STATUS } from './enums';
import { addDays, type Clock, dayIn, holdDailyCap, projectClock } from './days';
import { grantReward } from './rewards';
import { type CheckInConfig, LADDER_DAYS } from './rules';
import { type ActivityRow, type ActivityUser, activitiesFor, activityById, isOpenTo } from './tasks';

type Rows = ReturnType<typeof projectRows>;

const CHECK_IN_TYPES = [ACTIVITY_TYPE.checkIn, ACTIVITY_TYPE.checkInAd] as const;

/** The check-in's ladder (7 whole rewards, missing ones 0) and make-up days (0–7), read defensively. */
export function checkInRule(activity: ActivityRow) {
  const config = (activity.config && typeof activity.config === 'object' ? activity.config : {}) as Partial<
    Record<keyof CheckInConfig, unknown>
  >;
  const given = Array.isArray(config.ladder) ? config.ladder : [];
  const ladder = Array.from({ length: LADDER_DAYS }, (_, day) => {
    const reward = given[day];
    return typeof reward === 'number' && Number.isInteger(reward) && reward > 0 ? reward : 0;
  });
  const makeUp = config.makeUpDays;
  const makeUpDays = typeof makeUp === 'number' && Number.isInteger(makeUp) ? Math.min(7, Math.max(0, makeUp)) : 0;
  return { ladder, makeUpDays };
}

interface CheckInRow {
  id: number;
  day: string;
  streak: number;
  reward: number;
  made_up: boolean;
}

function checkIns(rows: Rows, activityId: number, userId: number) {
  return rows
    .read('activity_checkin')
    .select(['id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak', 'reward', 'made_up'])
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId);
}
const dayIs = (day: string) => sql<boolean>`day = ${day}::date`;

async function checkInOn(rows: Rows, activityId: number, userId: number, day: string) {
  return (await checkIns(rows, activityId, userId).where(dayIs(day)).executeTakeFirst()) as CheckInRow | undefined;
}

/** The check-in activity `id` as the user may use it now (404 another project's, 409 not open to them). */
async function openCheckIn(db: Kysely<Database>, scope: ProjectScope, user: ActivityUser, id: number, now: Date) {
  const activity = await activityById(db, scope, id);
  if (!(CHECK_IN_TYPES as readonly number[]).includes(activity.type))
    throw conflict(`Activity ${id} is not a check-in`, 'activity.notCheckIn');
  if (!isOpenTo(activity, user, now)) throw conflict(`Activity ${id} is not open to you`, 'activity.notOpen');
  return activity;
}

/**
 * The record of the streak cycle that started on `start`: its days checked (progress n / 7), the
 * rewards they gave; claimed once all seven are in (each day's reward was credited as it came).
 */
async function keepCycleRecord(rows: Rows, activity: ActivityRow, user: ActivityUser, start: string, clock: Clock) {
  const cycle = await checkIns(rows, activity.id, user.id)
    .where(sql<boolean>`day - streak + 1 = ${start}::date`)
    .execute();
  const progress = cycle.length;
  const reward = cycle.reduce((sum, row) => sum + Number(row.reward), 0);
  const done = progress >= LADDER_DAYS;
  const status = done ? RECORD_STATUS.claimed : RECORD_STATUS.incomplete;
  const times = done ? { complete_time: clock.now, claim_time: clock.now } : {};
  await rows
    .add('activity_record', [
      {
        project_code: user.project_code,
        activity_id: activity.id,
        user_id: user.id,
        period: start,
        progress,
        target: LADDER_DAYS,
        status,
        reward,
        ...times,
      },
    ])
    .onConflict((oc) =>
      oc
        .columns(['activity_id', 'user_id', 'period'])
        .doUpdateSet({ progress, reward, status, update_time: clock.now, ...times }),
    )
    .execute();
}

const present = (row: CheckInRow) => ({
  day: row.day,
  streak: row.streak,
  reward: Number(row.reward),
  madeUp: row.made_up,
});

/** Adds the check-in row of `day` (nothing when one is there) and credits its reward once. */
async function addCheckIn(
  rows: Rows,
  activity: ActivityRow,
  user: ActivityUser,
  clock: Clock,
  day: string,
  madeUp: boolean,
  reward: (streak: number) => number,
) {
  const before = await checkInOn(rows, activity.id, user.id, addDays(day, -1));
  const streak = before ? (before.streak % LADDER_DAYS) + 1 : 1;
  const amount = reward(streak);
  await holdDailyCap(rows, activity, user.id, amount, clock);
  const added = (await rows
    .add('activity_checkin', [
      {
        project_code: user.project_code,
        activity_id: activity.id,
        user_id: user.id,
        day: sql`${day}::date` as never,
        streak,
        reward: amount,
        made_up: madeUp,
        create_time: clock.now,
      },
    ])
    .onConflict((oc) => oc.columns(['activity_id', 'user_id', 'day']).doNothing())
    .returning(['id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak', 'reward', 'made_up'])
    .executeTakeFirst()) as CheckInRow | undefined;
  if (!added) return null;
  if (amount > 0)
    await grantReward(rows, user, activity, {
      amount,
      idempotencyKey: `checkin:${activity.id}:${user.id}:${day}`,
      reason: `${madeUp ? 'Make-up check-in' : 'Check-in'} ${day}: ${activity.title}`,
      operator: null,
      at: clock.now,
    });
  await keepCycleRecord(rows, activity, user, addDays(day, 1 - streak), clock);
  return added;
}

/** Checks the user in for today (project day); a repeat answers today's row with alreadyCheckedIn. */
export async function checkIn(db: Kysely<Database>, scope: ProjectScope, user: ActivityUser, id: number, now: Date) {
  const rows = projectRows(db, scope);
  const activity = await openCheckIn(db, scope, user, id, now);
  const clock = await projectClock(db, scope.projectCode, now);
  const { ladder } = checkInRule(activity);
  const today = await checkInOn(rows, activity.id, user.id, clock.today);
  if (today) return { alreadyCheckedIn: true, today: clock.today, checkIn: present(today) };
  const added = await addCheckIn(rows, activity, user, clock, clock.today, false, (streak) => ladder[streak - 1]);
  // null: another call of the user's checked in first, and credited it
  const row = added ?? (await checkInOn(rows, activity.id, user.id, clock.today))!;
  return { alreadyCheckedIn: !added, today: clock.today, checkIn: present(row) };
}

/**
 * The first day a make-up may fill: at most makeUpDays back, and neither before the activity
 * started nor before the user registered (a new user makes up no days they were not there for).
 */
function makeUpFrom(activity: ActivityRow, user: ActivityUser, clock: Clock, makeUpDays: number) {
  const started = dayIn(clock.timeZone, new Date(activity.start_time));
  const registered = dayIn(clock.timeZone, user.create_time);
  return [addDays(clock.today, -makeUpDays), started, registered].sort().at(-1)!;
}

/**
 * Makes up a missed day (within makeUpDays back, not today, not before the activity or the user) with the
 * ladder's base reward; it counts for the streak of the days after it only from then on.
 */
export async function makeUp(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: ActivityUser,
  id: number,
  day: string,
  now: Date,
) {
  const rows = projectRows(db, scope);
  const activity = await openCheckIn(db, scope, user, id, now);
  const clock = await projectClock(db, scope.projectCode, now);
  const { ladder, makeUpDays } = checkInRule(activity);
  if (makeUpDays === 0) throw conflict(`Activity ${id} allows no make-up day`, 'checkin.noMakeUp');
  const from = makeUpFrom(activity, user, clock, makeUpDays);
  if (day >= clock.today)
    throw badRequest('day', `must be before today (${clock.today})`, 'max', { limit: clock.today });
  if (day < from) throw badRequest('day', `may be made up from ${from} on`, 'min', { limit: from });
  if (await checkInOn(rows, activity.id, user.id, day))
    throw conflict(`You checked in on ${day} already`, 'checkin.alreadyCheckedIn', { day });
  const added = await addCheckIn(rows, activity, user, clock, day, true, () => ladder[0]);
  if (!added) throw conflict(`You checked in on ${day} already`, 'checkin.alreadyCheckedIn', { day });
  return { today: clock.today, checkIn: present(added) };
}

/** The state of one day of the cycle the app shows. */
export type DayState = 'checked' | 'madeUp' | 'canMakeUp' | 'missed' | 'today' | 'future';

/**
 * The user's check-in now: the check-in activity that applies (null: none), the 7 days of the
 * current cycle with their state and reward, and the missed days one may still make up.
 */
export async function checkInCalendar(db: Kysely<Database>, scope: ProjectScope, user: ActivityUser, now: Date) {
  const clock = await projectClock(db, scope.projectCode, now);
  const [activity] = await activitiesFor(db, scope, user, CHECK_IN_TYPES, now);
  if (!activity) return { today: clock.today, timeZone: clock.timeZone, activity: null };
  const rows = projectRows(db, scope);
  const { ladder, makeUpDays } = checkInRule(activity);
  const from = makeUpDays ? makeUpFrom(activity, user, clock, makeUpDays) : clock.today;
  const recent = (await checkIns(rows, activity.id, user.id)
    .where(sql<boolean>`day >= ${addDays(clock.today, -LADDER_DAYS - 1)}::date`)
    .execute()) as CheckInRow[];
  const byDay = new Map(recent.map((row) => [row.day, row]));
  const today = byDay.get(clock.today);
  const yesterday = byDay.get(addDays(clock.today, -1));
  // the cycle today is in: today's own, the one yesterday goes on with (unless it ended at 7), or a new one
  const start = today
    ? addDays(clock.today, 1 - today.streak)
    : yesterday && yesterday.streak < LADDER_DAYS
      ? addDays(clock.today, -yesterday.streak)
      : clock.today;
  const days = ladder.map((reward, index) => {
    const day = addDays(start, index);
    const row = byDay.get(day);
    const state: DayState = row
      ? row.made_up
        ? 'madeUp'
        : 'checked'
      : day === clock.today
        ? 'today'
        : day > clock.today
          ? 'future'
          : day >= from
            ? 'canMakeUp'
            : 'missed';
    return { day, ladderDay: index + 1, reward: row ? Number(row.reward) : reward, state };
  });
  const canMakeUp: string[] = [];
  for (let day = from; day < clock.today; day = addDays(day, 1)) if (!byDay.has(day)) canMakeUp.push(day);
  return {
    today: clock.today,
    timeZone: clock.timeZone,
    activity: {
      id: activity.id,
      type: activity.type,
      currency: activity.currency,
      title: activity.title,
      rules: activity.rules,
      ladder,
      makeUpDays,
      makeUpReward: ladder[0],
    },
    checkedInToday: Boolean(today),
    streak: today?.streak ?? (start === clock.today ? 0 : yesterday!.streak),
    days,
    canMakeUp,
  };
}
