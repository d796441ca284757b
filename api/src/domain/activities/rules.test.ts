import {
  applicableActivities,
  audiencesOverlap,
  checkNoOverlap,
  dailyFreeValue,
  economyCheck,
  type ActivityLike,
} from '.';

const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const row = (more: Partial<ActivityLike>): ActivityLike => ({
  id: 1,
  project_code: 'drama-us',
  type: 2,
  status: 0,
  deleted: 0,
  priority: 0,
  sort: 0,
  title: 'A',
  start_time: new Date(now.getTime() - DAY),
  end_time: new Date(now.getTime() + DAY),
  audience: {},
  ...more,
});
const user = { createTime: new Date(now.getTime() - 3 * DAY), country: 'US', vip: false, platform: 'ios' };

it('picks the activity that applies to a user: in its audience, running, highest priority then lowest sort', () => {
  const rows = [
    row({ id: 1, priority: 0, sort: 0 }),
    row({ id: 2, priority: 5, sort: 9 }),
    row({ id: 3, priority: 5, sort: 1 }),
    row({ id: 4, priority: 9, audience: { vip: 'vip' } }),
    row({ id: 5, priority: 9, audience: { countries: ['JP'] } }),
    row({ id: 6, priority: 9, audience: { newUserDays: 1 } }),
    row({ id: 7, priority: 9, status: 1 }),
    row({ id: 8, priority: 9, start_time: new Date(now.getTime() + DAY), end_time: new Date(now.getTime() + 2 * DAY) }),
    row({ id: 9, priority: 9, type: 7 }),
    row({ id: 10, priority: 9, project_code: 'drama-jp' }),
    row({ id: 11, priority: 9, audience: { newUserDays: 7, platforms: ['ios'], vip: 'non_vip' } }),
  ];
  expect(applicableActivities(rows, 'drama-us', user, 2, now).map((found) => found.id)).toEqual([11, 3, 2, 1]);
});

it('tells overlapping audiences from disjoint ones', () => {
  expect(audiencesOverlap({}, { countries: ['US'] })).toBe(true);
  expect(audiencesOverlap({ countries: ['US', 'CA'] }, { countries: ['CA'] })).toBe(true);
  expect(audiencesOverlap({ countries: ['US'] }, { countries: ['JP'] })).toBe(false);
  expect(audiencesOverlap({ platforms: ['ios'] }, { platforms: ['android'] })).toBe(false);
  expect(audiencesOverlap({ vip: 'vip' }, { vip: 'non_vip' })).toBe(false);
  expect(audiencesOverlap({ newUserDays: 7 }, { newUserDays: 30 })).toBe(true);
});

it('refuses an online overlap only at the same type, priority and time', () => {
  const online = [row({ id: 1, title: 'Daily check-in' })];
  expect(() => checkNoOverlap(row({ id: 2 }), online)).toThrow(/Daily check-in/);
  expect(() => checkNoOverlap(row({ id: 2, priority: 1 }), online)).not.toThrow();
  expect(() => checkNoOverlap(row({ id: 2, type: 7 }), online)).not.toThrow();
  const later = { start_time: new Date(now.getTime() + 2 * DAY), end_time: new Date(now.getTime() + 3 * DAY) };
  expect(() => checkNoOverlap(row({ id: 2, ...later }), online)).not.toThrow();
});

it('counts the free value a day: the best of each type, capped, tickets as episodes and points at the episode price', () => {
  const activity = (
    type: number,
    currency: number,
    config: object,
    dailyCapPerUser: number | null = null,
    id = type,
  ) => ({
    id,
    title: `type ${type}`,
    type,
    currency,
    config,
    dailyCapPerUser,
  });
  expect(dailyFreeValue(activity(2, 2, { ladder: [1, 2, 3, 4, 5, 6, 50] }))).toBe(50);
  expect(dailyFreeValue(activity(3, 2, { adsPerDay: 5, reward: 10 }, 30))).toBe(30);
  expect(dailyFreeValue(activity(0, 1, { reward: 99, thresholdMinor: 499 }))).toBe(0);
  const within = economyCheck(
    [
      activity(2, 2, { ladder: [10, 10, 10, 10, 10, 10, 40] }),
      activity(2, 2, { ladder: [20, 20, 20, 20, 20, 20, 20] }, null, 99),
      activity(1, 2, { reward: 20 }),
      activity(7, 1, { episodes: 5, reward: 1 }),
      activity(11, 1, { invitees: 1, reward: 50 }),
    ],
    30,
  );
  // 40 (best check-in) + 20 points = 60 → 2 episodes at 30, + 1 ticket = 3: at the limit, not past it
  expect(within).toMatchObject({ perDay: { ticket: 1, point: 60, vipDay: 0 }, episodesPerDay: 3, warning: false });
  expect(within.contributors.map((c) => c.activityId)).toEqual([1, 2, 7]);
  const past = economyCheck(
    [activity(7, 1, { episodes: 1, reward: 2 }), activity(8, 1, { episodes: 1, reward: 2 })],
    30,
  );
  expect(past).toMatchObject({ episodesPerDay: 4, warning: true });
});
