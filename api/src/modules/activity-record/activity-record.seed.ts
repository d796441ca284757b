// Demo activity records over the last 90 days, for whatever activities the project has (the
// list's and the draws' steps run first), and the project's system compensations (type 12),
// which this screen grants and so seeds itself. Statuses as a live campaign has them: most
// claimed, some pending claim, some incomplete. Daily kinds have a record a user and day (the
// day in the project's time zone); a check-in's claimed days have their check-in rows, their
// streak counted as the ladder does. A compensation's records credited the wallets through the
// ledger (grantReward), as the screen's grant does.
import type { Insertable, Kysely } from 'kysely';
import type { ActivityCheckin, ActivityRecord, Database } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { ACTIVITY_TYPE, backfillBadge, dayIn, grantReward } from '../../domain/activities';
import { projectRows } from '../../platform/projectRows';

const DAY_MS = 86_400_000;
/** users with records in one activity at size 1 */
const USERS_PER_ACTIVITY = 60;
const DAILY_TYPES: number[] = [
  ACTIVITY_TYPE.dailyTask,
  ACTIVITY_TYPE.checkIn,
  ACTIVITY_TYPE.adTask,
  ACTIVITY_TYPE.checkInAd,
  ACTIVITY_TYPE.watchEpisodes,
];
const STATUSES = [
  [3, 72],
  [2, 12],
  [1, 16],
] as const;
/** a check-in's 7-day ladder when its config names none */
const LADDER = [10, 10, 15, 15, 20, 20, 50];

const COMPENSATIONS = [
  { title: 'Service outage compensation', currency: 1, status: 0, amount: 20, batches: ['outage-0918', 'outage-1102'] },
  { title: 'Payment delay compensation', currency: 2, status: 1, amount: 500, batches: ['paydelay-1015'] },
];

function targetOf(type: number, config: unknown): number {
  const named = (config as { target?: unknown; episodes?: unknown } | null) ?? {};
  for (const value of [named.target, named.episodes]) if (typeof value === 'number' && value >= 1) return value;
  if (type === ACTIVITY_TYPE.watchEpisodes || type === ACTIVITY_TYPE.unlockEpisodes) return 5;
  if (type === ACTIVITY_TYPE.dailyTask || type === ACTIVITY_TYPE.adTask || type === ACTIVITY_TYPE.checkInAd) return 3;
  if (type === ACTIVITY_TYPE.invite) return 3;
  return 1;
}

function rewardOf(random: Random, currency: number): number {
  if (currency === 1) return random.int(1, 10);
  if (currency === 2) return random.int(1, 20) * 10;
  if (currency === 3) return random.pick([1, 3, 7]);
  if (currency === 4) return 1;
  return 0;
}

function ladderOf(config: unknown): number[] {
  const ladder = (config as { ladder?: unknown } | null)?.ladder;
  return Array.isArray(ladder) && ladder.length && ladder.every((step) => Number.isInteger(step)) ? ladder : LADDER;
}

export async function seedActivityRecords(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
  size: number,
): Promise<number> {
  const project = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code', 'name', 'currency', 'timezone'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const scope = {
    projectCode,
    all: false,
    projects: [
      {
        id: project.id,
        code: projectCode,
        tenantCode: project.tenant_code,
        name: project.name,
        currency: project.currency,
      },
    ],
  };
  const rows = projectRows(db, scope);
  const from = new Date(now.getTime() - 90 * DAY_MS);
  await rows
    .add(
      'activity',
      COMPENSATIONS.map((compensation, index) => ({
        project_code: projectCode,
        type: ACTIVITY_TYPE.systemCompensation,
        currency: compensation.currency,
        status: compensation.status,
        start_time: from,
        end_time: new Date(now.getTime() + 275 * DAY_MS),
        sort: 90 + index,
        title: compensation.title,
        rules: 'Granted by staff to the users an incident affected.',
      })),
    )
    .execute();
  const users = (
    await rows
      .read('app_user')
      .select(['id', 'user_code', 'create_time'])
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute()
  ).map((user) => ({ ...user, id: Number(user.id), project_code: projectCode }));
  const activities = await rows
    .read('activity')
    .select(['id', 'type', 'currency', 'config', 'reward_expire_days', 'start_time', 'end_time', 'title'])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  if (!users.length) return 0;

  const records: Insertable<ActivityRecord>[] = [];
  const checkins: Insertable<ActivityCheckin>[] = [];
  const taken = new Set<string>();
  const perActivity = Math.max(5, Math.round(USERS_PER_ACTIVITY * size));
  for (const activity of activities) {
    if (activity.type === ACTIVITY_TYPE.systemCompensation) continue;
    const begin = Math.max(from.getTime(), activity.start_time.getTime());
    const end = Math.min(now.getTime(), activity.end_time.getTime());
    if (end <= begin) continue;
    const daily = DAILY_TYPES.includes(activity.type);
    const target = targetOf(activity.type, activity.config);
    const ladder = ladderOf(activity.config);
    for (let n = 0; n < perActivity; n += 1) {
      const user = users[random.int(0, users.length - 1)];
      const first = Math.max(begin, user.create_time.getTime());
      if (first >= end) continue;
      // a daily kind: a run of consecutive days (a streak), else one record
      const days = daily ? random.int(1, 9) : 1;
      let time = first + random.next() * (end - first);
      for (let streak = 1; streak <= days && time < end; streak += 1, time += DAY_MS) {
        const at = new Date(time);
        const period = daily ? dayIn(project.timezone, at) : '';
        const key = `${activity.id}:${user.id}:${period}`;
        if (taken.has(key)) break;
        taken.add(key);
        // a check-in is claimed when it is made; the last day of another run may still be open
        const status = activity.type === ACTIVITY_TYPE.checkIn ? 3 : random.weighted(STATUSES);
        const reward =
          activity.type === ACTIVITY_TYPE.checkIn
            ? ladder[(streak - 1) % ladder.length]
            : rewardOf(random, activity.currency);
        const done = new Date(time + random.int(60, 3600) * 1000);
        records.push({
          project_code: projectCode,
          activity_id: activity.id,
          user_id: user.id,
          period,
          progress: status === 1 ? random.int(0, target - 1) : target,
          target,
          status,
          reward,
          complete_time: status === 1 ? null : done,
          claim_time: status === 3 ? new Date(done.getTime() + random.int(0, 7200) * 1000) : null,
          create_time: at,
          update_time: status === 1 ? at : done,
        });
        if (activity.type === ACTIVITY_TYPE.checkIn)
          checkins.push({
            project_code: projectCode,
            activity_id: activity.id,
            user_id: user.id,
            day: period,
            streak: ((streak - 1) % ladder.length) + 1,
            reward,
            create_time: at,
          });
      }
    }
  }
  // oldest first, so ids follow the time (the list is newest first by id)
  records.sort((a, b) => (a.create_time as Date).getTime() - (b.create_time as Date).getTime());
  for (let start = 0; start < records.length; start += 1000)
    await rows.add('activity_record', records.slice(start, start + 1000)).execute();
  for (let start = 0; start < checkins.length; start += 1000)
    await rows.add('activity_checkin', checkins.slice(start, start + 1000)).execute();
  // the badges (seeded before the activities that name them) count check-ins made only now
  const checkInBadges = await rows
    .read('badge')
    .select(['id', 'project_code', 'condition_type', 'threshold', 'reward_kind', 'reward_amount'])
    .where('condition_type', '=', 'checkin_days')
    .where('status', '=', 0)
    .where('deleted', '=', 0)
    .execute();
  for (const badge of checkInBadges) await backfillBadge(rows, badge, { source: 'backfill' });

  // the compensations, granted as the screen grants them: a claimed record and a ledger credit each
  let compensated = 0;
  for (const activity of activities.filter((row) => row.type === ACTIVITY_TYPE.systemCompensation)) {
    const compensation = COMPENSATIONS.find((row) => row.title === activity.title);
    if (!compensation) continue;
    for (const [index, batch] of compensation.batches.entries()) {
      const at = new Date(now.getTime() - (70 - index * 40) * DAY_MS);
      const chosen = new Set(Array.from({ length: Math.max(3, Math.round(12 * size)) }, () => random.pick(users)));
      for (const user of chosen) {
        if (user.create_time > at) continue;
        const idempotencyKey = `activity:${activity.id}:compensation:${batch}:${user.id}`;
        await rows
          .add('activity_record', [
            {
              project_code: projectCode,
              activity_id: activity.id,
              user_id: user.id,
              period: batch,
              progress: 1,
              status: 3,
              reward: compensation.amount,
              ledger_key: idempotencyKey,
              complete_time: at,
              claim_time: at,
              create_time: at,
              update_time: at,
            },
          ])
          .execute();
        await grantReward(rows, user, activity, {
          amount: compensation.amount,
          idempotencyKey,
          reason: compensation.title,
          operator: null,
          at,
        });
        compensated += 1;
      }
    }
  }
  return records.length + compensated;
}
