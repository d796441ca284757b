// An app user's tasks: which online activities apply to them (audience, window, priority), their
// progress in the current period read from what they really did (plays, unlocks, comments, paid
// top-ups), the record that keeps it (1 incomplete → 2 pending claim → 3 claimed), and the claim
// that gives the reward once, through grantReward.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { conflict, notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';
import { type Clock, dayBounds, holdDailyCap, projectClock } from './days';
import { ACTIVITY_STATUS, ACTIVITY_TYPE, RECORD_STATUS } from './enums';
import { grantReward } from './rewards';
import {
  type AdTaskConfig,
  type AppUserLike,
  applicableActivities,
  type DailyTaskConfig,
  type EpisodesConfig,
  type TopUpActivityConfig,
  type TopUpGiftConfig,
  type TopUpTier,
} from './rules';

type Rows = ReturnType<typeof projectRows>;

/** The app user as the audience rules and the ledger read them. */
export interface ActivityUser {
  id: number;
  project_code: string;
  user_code: string;
  country: string;
  vip: number;
  create_time: Date;
  /** the platform of the device they call from */
  platform: string;
}

export interface ActivityRow {
  id: number;
  project_code: string;
  type: number;
  currency: number;
  title: string;
  rules: string;
  priority: number;
  sort: number;
  audience: unknown;
  config: unknown;
  daily_cap_per_user: number | null;
  reward_expire_days: number | null;
  start_time: Date;
  end_time: Date;
  status: number;
  deleted: number;
}

/** The signed-in user with what the audience rules read (their device's platform). */
export async function activityUser(db: Kysely<Database>, scope: ProjectScope, userId: number, deviceId: number) {
  const rows = projectRows(db, scope);
  const [user, device] = await Promise.all([
    rows
      .read('app_user')
      .select(['id', 'project_code', 'user_code', 'country', 'vip', 'create_time'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    rows.read('app_device').select('platform').where('id', '=', deviceId).executeTakeFirst(),
  ]);
  return { ...user, create_time: new Date(user.create_time), platform: device?.platform ?? '' } as ActivityUser;
}

/** The user as the audience rules read them. */
const audienceUser = (user: ActivityUser): AppUserLike => ({
  createTime: user.create_time,
  country: user.country.trim().toUpperCase(),
  vip: user.vip === 1,
  platform: user.platform,
});

/** Whether the activity is open to the user now: online, within its window, not deleted, for them. */
export const isOpenTo = (activity: ActivityRow, user: ActivityUser, now: Date) =>
  applicableActivities([activity], user.project_code, audienceUser(user), activity.type, now).length > 0;

/** A daily task's action (type 1); one daily task applies per action. */
const actionOf = (activity: ActivityRow) => String(configOf<DailyTaskConfig>(activity).action ?? '');

/**
 * The online activities of `types` that apply to the user now: one per type (a daily task: one
 * per action), the first of applicableActivities (the rules' order of which applies).
 */
export async function activitiesFor(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: ActivityUser,
  types: readonly number[],
  now: Date,
): Promise<ActivityRow[]> {
  const candidates = (await projectRows(db, scope)
    .read('activity')
    .selectAll()
    .where('type', 'in', [...types])
    .where('deleted', '=', 0)
    .where('status', '=', ACTIVITY_STATUS.online)
    .where('start_time', '<=', now)
    .where('end_time', '>', now)
    .execute()) as unknown as ActivityRow[];
  const chosen = new Map<string, ActivityRow>();
  for (const type of types)
    for (const activity of applicableActivities(candidates, user.project_code, audienceUser(user), type, now)) {
      const key = type === ACTIVITY_TYPE.dailyTask ? `1:${actionOf(activity)}` : String(type);
      if (!chosen.has(key)) chosen.set(key, activity);
    }
  return [...chosen.values()];
}

/** One activity of the project by id (404 otherwise, another project's included). */
export async function activityById(db: Kysely<Database>, scope: ProjectScope, id: number): Promise<ActivityRow> {
  const activity = await projectRows(db, scope)
    .read('activity')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!activity) throw notFound(`No activity ${id} in this app`);
  return activity as unknown as ActivityRow;
}

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The task types the app lists (share tasks aside: nothing records a share yet). */
export const TASK_TYPES = [
  ACTIVITY_TYPE.topUpGift,
  ACTIVITY_TYPE.dailyTask,
  ACTIVITY_TYPE.adTask,
  ACTIVITY_TYPE.topUpActivity,
  ACTIVITY_TYPE.watchEpisodes,
  ACTIVITY_TYPE.unlockEpisodes,
] as const;
const DAILY = new Set<number>([
  ACTIVITY_TYPE.dailyTask,
  ACTIVITY_TYPE.adTask,
  ACTIVITY_TYPE.watchEpisodes,
  ACTIVITY_TYPE.unlockEpisodes,
]);
const TOP_UP = new Set<number>([ACTIVITY_TYPE.topUpGift, ACTIVITY_TYPE.topUpActivity]);
/** interaction.type of a play unlocked by watching an ad */
const AD_PLAY = 4;
const UNLOCKS = [10, 11];
const PAID = 1;

/**
 * The period the user is in: the project day for daily tasks, '' (the whole window) for a top-up
 * gift; for a top-up activity the lowest tier not claimed yet (the last one once all are).
 */
async function currentPeriod(rows: Rows, activity: ActivityRow, user: ActivityUser, clock: Clock) {
  if (DAILY.has(activity.type)) return clock.today;
  if (activity.type !== ACTIVITY_TYPE.topUpActivity) return '';
  const tiers = tiersOf(activity).length;
  const claimed = new Set(
    (
      await rows
        .read('activity_record')
        .select('period')
        .where('activity_id', '=', activity.id)
        .where('user_id', '=', user.id)
        .where('status', '=', RECORD_STATUS.claimed)
        .execute()
    ).map((record) => record.period),
  );
  for (let n = 1; n <= tiers; n++) if (!claimed.has(tierPeriod(n))) return tierPeriod(n);
  return tierPeriod(Math.max(1, tiers));
}

/** The rule fields of the activity's config, as rules.ts saves them (read defensively: an old row may lack some). */
const configOf = <T>(activity: ActivityRow) =>
  (activity.config && typeof activity.config === 'object' ? activity.config : {}) as Partial<T>;

/** A top-up activity's tiers (type 5), in their saved (increasing) order; a malformed one is left out. */
export const tiersOf = (activity: ActivityRow): TopUpTier[] =>
  (configOf<TopUpActivityConfig>(activity).tiers ?? []).filter(
    (tier) => whole(tier?.thresholdMinor, 0) > 0 && whole(tier?.reward, -1) >= 0,
  );

/** The period of tier `n` (1-based) of a top-up activity: each tier reached is claimed once. */
const TIER = /^tier-([1-9][0-9]?)$/;
export const tierPeriod = (n: number) => `tier-${n}`;

/**
 * What the task asks and gives in `period`, read from its config; null: not a task the app can
 * count (or no such tier). A top-up activity's rule is the tier's: its threshold and reward.
 */
export function taskRule(activity: ActivityRow, period = '') {
  const reward = whole((activity.config as { reward?: unknown } | null)?.reward, 0);
  switch (activity.type) {
    case ACTIVITY_TYPE.dailyTask: {
      const action = actionOf(activity);
      if (action !== 'watch' && action !== 'comment') return null;
      return { target: Math.max(1, whole(configOf<DailyTaskConfig>(activity).count, 1)), reward, action };
    }
    case ACTIVITY_TYPE.adTask:
      return { target: Math.max(1, whole(configOf<AdTaskConfig>(activity).adsPerDay, 1)), reward, action: 'ad' };
    case ACTIVITY_TYPE.watchEpisodes:
    case ACTIVITY_TYPE.unlockEpisodes:
      return { target: Math.max(1, whole(configOf<EpisodesConfig>(activity).episodes, 1)), reward, action: '' };
    case ACTIVITY_TYPE.topUpGift: {
      // one paid order of at least the threshold (minor units of the currency) in the window
      const config = configOf<TopUpGiftConfig>(activity);
      return {
        target: 1,
        reward,
        action: '',
        threshold: Math.max(1, whole(config.thresholdMinor, 1)),
        currency: config.currencyCode,
      };
    }
    case ACTIVITY_TYPE.topUpActivity: {
      // the window's paid orders (one currency) add up to the tier's threshold
      const tier = tiersOf(activity)[Number(TIER.exec(period)?.[1] ?? 0) - 1];
      if (!tier) return null;
      const currency = configOf<TopUpActivityConfig>(activity).currencyCode;
      return { target: tier.thresholdMinor, reward: tier.reward, action: '', currency };
    }
    default:
      return null;
  }
}
type Rule = NonNullable<ReturnType<typeof taskRule>>;

/** How far the user is with the task in its period, from the rows that record what they did. */
async function progressOf(rows: Rows, activity: ActivityRow, rule: Rule, user: ActivityUser, clock: Clock) {
  const today = dayBounds(clock, clock.today);
  const plays = () =>
    rows
      .read('interaction')
      .where('user_id', '=', user.id)
      .where('create_time', '>=', today.from)
      .where('create_time', '<', today.to);
  let counted: { n: string | number | bigint } | undefined;
  if (activity.type === ACTIVITY_TYPE.watchEpisodes)
    counted = await plays()
      .select(sql<number>`count(distinct (drama_id, episode_no))`.as('n'))
      .executeTakeFirst();
  else if (rule.action === 'watch')
    counted = await plays()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
  else if (rule.action === 'ad')
    counted = await plays()
      .where('type', '=', AD_PLAY)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
  else if (rule.action === 'comment')
    counted = await rows
      .read('comment')
      .where('user_id', '=', user.id)
      .where('state', '<>', 'deleted')
      .where('create_time', '>=', today.from)
      .where('create_time', '<', today.to)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
  else if (activity.type === ACTIVITY_TYPE.unlockEpisodes)
    counted = await rows
      .read('follow')
      .where('user_id', '=', user.id)
      .where('type', 'in', UNLOCKS)
      .where('create_time', '>=', today.from)
      .where('create_time', '<', today.to)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
  else if (TOP_UP.has(activity.type)) {
    const paid = rows
      .read('topup_order')
      .where('user_code', '=', user.user_code)
      .where('status', '=', PAID)
      .where('deleted', '=', 0)
      // amounts of one currency only: the activity's, else the project's
      .where('currency', '=', typeof rule.currency === 'string' ? rule.currency : clock.currency)
      .where('pay_time', '>=', new Date(activity.start_time))
      .where('pay_time', '<', new Date(activity.end_time));
    counted =
      activity.type === ACTIVITY_TYPE.topUpGift
        ? await paid
            .where('amount_minor', '>=', rule.threshold ?? 0)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        : await paid.select(sql<number>`coalesce(sum(amount_minor), 0)`.as('n')).executeTakeFirst();
  }
  return Number(counted?.n ?? 0);
}

export interface TaskRecord {
  id: number;
  period: string;
  progress: number;
  target: number;
  status: number;
  reward: number;
  claim_time: Date | null;
}
const RECORD_COLUMNS = ['id', 'period', 'progress', 'target', 'status', 'reward', 'claim_time'] as const;

/**
 * The user's record of the task in the current period, written as its progress is read: it
 * turns pending claim once the progress reaches the target; a claimed one no longer moves.
 */
async function refreshRecord(
  rows: Rows,
  activity: ActivityRow,
  rule: Rule,
  user: ActivityUser,
  clock: Clock,
  period: string,
) {
  const progress = Math.min(await progressOf(rows, activity, rule, user, clock), Number.MAX_SAFE_INTEGER);
  const reached = progress >= rule.target;
  const written = await rows
    .add('activity_record', [
      {
        project_code: user.project_code,
        activity_id: activity.id,
        user_id: user.id,
        period,
        progress,
        target: rule.target,
        status: reached ? RECORD_STATUS.pendingClaim : RECORD_STATUS.incomplete,
        reward: rule.reward,
        complete_time: reached ? clock.now : null,
      },
    ])
    .onConflict((oc) =>
      oc
        .columns(['activity_id', 'user_id', 'period'])
        .doUpdateSet({
          progress,
          target: rule.target,
          reward: rule.reward,
          status: sql<number>`case when activity_record.status = ${RECORD_STATUS.incomplete} and ${reached}
            then ${RECORD_STATUS.pendingClaim} else activity_record.status end`,
          complete_time: sql<Date>`coalesce(activity_record.complete_time, case when ${reached} then ${clock.now}::timestamptz end)`,
          update_time: clock.now,
        })
        .where('activity_record.status', '<>', RECORD_STATUS.claimed)
        .where((eb) =>
          eb.or([
            eb('activity_record.progress', '<>', progress),
            eb('activity_record.target', '<>', rule.target),
            eb('activity_record.reward', '<>', rule.reward),
          ]),
        ),
    )
    .returning([...RECORD_COLUMNS])
    .executeTakeFirst();
  return (
    written ??
    (await rows
      .read('activity_record')
      .select([...RECORD_COLUMNS])
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', user.id)
      .where('period', '=', period)
      .executeTakeFirstOrThrow())
  );
}

const presentTask = (activity: ActivityRow, rule: Rule, record: TaskRecord) => ({
  activityId: activity.id,
  type: activity.type,
  currency: activity.currency,
  title: activity.title,
  rules: activity.rules,
  action: rule.action,
  period: record.period,
  progress: Math.min(Number(record.progress), Number(record.target)),
  target: Number(record.target),
  status: record.status,
  reward: Number(record.reward),
  endTime: new Date(activity.end_time).toISOString(),
});

/** The user's tasks now, each with its progress and status (records written as they are read). */
export async function tasksOf(db: Kysely<Database>, scope: ProjectScope, user: ActivityUser, now: Date) {
  const rows = projectRows(db, scope);
  const clock = await projectClock(db, scope.projectCode, now);
  const tasks = [];
  for (const activity of await activitiesFor(db, scope, user, TASK_TYPES, now)) {
    const period = await currentPeriod(rows, activity, user, clock);
    const rule = taskRule(activity, period);
    if (!rule) continue;
    tasks.push(presentTask(activity, rule, await refreshRecord(rows, activity, rule, user, clock, period)));
  }
  return { today: clock.today, timeZone: clock.timeZone, list: tasks };
}

/**
 * Claims the task's reward for `period` (the current one when left out): pending claim → claimed,
 * the reward through grantReward once. A repeat answers the claimed record; an incomplete one is a 409.
 */
export async function claimTask(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: ActivityUser,
  activityId: number,
  asked: string | undefined,
  now: Date,
) {
  const rows = projectRows(db, scope);
  const activity = await activityById(db, scope, activityId);
  const tiered = activity.type === ACTIVITY_TYPE.topUpActivity;
  if (!taskRule(activity, tiered ? tierPeriod(1) : ''))
    throw conflict(`Activity ${activityId} is not a task the app can claim`, 'activity.notTask');
  const clock = await projectClock(db, scope.projectCode, now);
  const period = asked ?? (await currentPeriod(rows, activity, user, clock));
  const rule = taskRule(activity, period);
  if (!rule) throw notFound(`Activity ${activityId} has no tier "${period}"`);
  let record: TaskRecord | undefined;
  // a tier of a top-up activity is live all its window; a daily task's is today only
  if (tiered || period === (DAILY.has(activity.type) ? clock.today : '')) {
    if (!isOpenTo(activity, user, now)) throw conflict(`Activity ${activityId} is not open to you`, 'activity.notOpen');
    record = await refreshRecord(rows, activity, rule, user, clock, period);
  } else
    record = await rows
      .read('activity_record')
      .select([...RECORD_COLUMNS])
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', user.id)
      .where('period', '=', period)
      .executeTakeFirst();
  if (!record) throw notFound(`You have no record of activity ${activityId} for ${period || 'its window'}`);
  if (record.status === RECORD_STATUS.claimed)
    return { alreadyClaimed: true, task: presentTask(activity, rule, record) };
  if (record.status !== RECORD_STATUS.pendingClaim)
    throw statusConflict(`The task is incomplete (${record.progress} / ${record.target}): nothing to claim yet`, {
      enum: 'ACTIVITY_RECORD_STATUS',
      status: record.status,
    });
  const reward = Number(record.reward);
  await holdDailyCap(rows, activity, user.id, reward, clock);
  const key = `activity:${activity.id}:${user.id}:${period}`;
  // the row's lock decides between two claims at once: the second finds it claimed
  const claimed = await rows
    .update('activity_record')
    .set({ status: RECORD_STATUS.claimed, claim_time: now, update_time: now, ledger_key: key })
    .where('id', '=', record.id)
    .where('status', '=', RECORD_STATUS.pendingClaim)
    .returning([...RECORD_COLUMNS])
    .executeTakeFirst();
  if (!claimed) return claimTask(db, scope, user, activityId, period, now);
  if (reward > 0)
    await grantReward(rows, user, activity, {
      amount: reward,
      idempotencyKey: key,
      reason: `Activity ${activity.id}: ${activity.title}`,
      operator: null,
      at: now,
    });
  return { alreadyClaimed: false, task: presentTask(activity, rule, claimed) };
}
