// A task's rule as the app side reads it from the config the activity rules save.
import { checkActivity } from './rules';
import { type ActivityRow, taskRule } from './tasks';

const saved = (type: number, currency: number, config: Record<string, unknown>): ActivityRow => ({
  id: 1,
  project_code: 'drama-us',
  type,
  currency,
  title: 'A task',
  rules: '',
  priority: 0,
  sort: 0,
  audience: {},
  // what the staff form's save keeps
  config: checkActivity({
    type,
    currency,
    startTime: new Date('2026-11-01T00:00:00Z'),
    endTime: new Date('2026-12-01T00:00:00Z'),
    config,
  }).config,
  daily_cap_per_user: null,
  reward_expire_days: null,
  start_time: new Date('2026-11-01T00:00:00Z'),
  end_time: new Date('2026-12-01T00:00:00Z'),
  status: 0,
  deleted: 0,
});

it('reads a top-up gift, an ad task and a daily task from the fields the rules save', () => {
  expect(taskRule(saved(0, 1, { thresholdMinor: 499, currencyCode: 'USD', reward: 30 }))).toEqual({
    target: 1,
    reward: 30,
    action: '',
    threshold: 499,
    currency: 'USD',
  });
  expect(taskRule(saved(3, 2, { adsPerDay: 5, reward: 4 }))).toMatchObject({ target: 5, reward: 4, action: 'ad' });
  expect(taskRule(saved(1, 2, { action: 'comment', count: 2, reward: 3 }))).toMatchObject({
    target: 2,
    reward: 3,
    action: 'comment',
  });
});

it('reads each tier of a top-up activity as its own period, and no period past the last tier', () => {
  const activity = saved(5, 1, {
    currencyCode: 'USD',
    tiers: [
      { thresholdMinor: 999, reward: 100 },
      { thresholdMinor: 2999, reward: 400 },
    ],
  });
  expect(taskRule(activity, 'tier-1')).toEqual({ target: 999, reward: 100, action: '', currency: 'USD' });
  expect(taskRule(activity, 'tier-2')).toEqual({ target: 2999, reward: 400, action: '', currency: 'USD' });
  for (const period of ['tier-3', 'tier-0', '', '2026-11-27']) expect(taskRule(activity, period)).toBeNull();
});
