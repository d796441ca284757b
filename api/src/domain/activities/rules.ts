// An activity's rules as the list screen saves them and the app side reads them: the rule fields
// each type takes in `config`, the reward currencies it may give, who it is for (`audience`),
// which of overlapping online activities applies to a user, and whether two may be online at once.
import { checkCurrency } from '../deals';
import { badRequest, conflict } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';
import { ACTIVITY_CURRENCY, ACTIVITY_TYPE } from './enums';

type Rows = ReturnType<typeof projectRows>;
const T = ACTIVITY_TYPE;
const C = ACTIVITY_CURRENCY;

export const REWARD_MAX = 1_000_000;
export const LADDER_DAYS = 7;
export const TIERS_MAX = 10;
export const AUDIENCE_PLATFORMS = ['ios', 'android', 'web'] as const;
export const DAILY_ACTIONS = ['watch', 'share', 'comment'] as const;

/**
 * The reward currencies each type may give. An ad reward (nothing credited) fits only the ad
 * tasks; a coupon only what is bought or run by hand (top-ups, operation); a points game spends
 * and gives points; daily and episode tasks give tickets or points (VIP days handed out daily
 * would open every episode); one-time rewards (bind, badge, invite) may also give VIP days.
 */
export const CURRENCIES_OF: Record<number, readonly number[]> = {
  [T.topUpGift]: [C.ticket, C.point, C.vip, C.coupon],
  [T.dailyTask]: [C.ticket, C.point],
  [T.checkIn]: [C.ticket, C.point],
  [T.adTask]: [C.ad, C.ticket, C.point],
  [T.bindAccount]: [C.ticket, C.point, C.vip],
  [T.topUpActivity]: [C.ticket, C.point, C.vip, C.coupon],
  [T.checkInAd]: [C.ad, C.ticket, C.point],
  [T.watchEpisodes]: [C.ticket, C.point],
  [T.unlockEpisodes]: [C.ticket, C.point],
  [T.pointsGame]: [C.point],
  [T.badge]: [C.ticket, C.point, C.vip],
  [T.invite]: [C.ticket, C.point, C.vip],
  [T.systemCompensation]: [C.ticket, C.point, C.vip],
  [T.operationActivity]: [C.ticket, C.point, C.vip, C.coupon],
};

export interface Audience {
  newUserDays?: number;
  countries?: string[];
  platforms?: string[];
  vip?: 'vip' | 'non_vip';
}

export interface ActivityDraft {
  type: number;
  currency: number;
  startTime: Date;
  endTime: Date;
  audience?: unknown;
  config?: unknown;
}

type Config = Record<string, unknown>;

/** The rule fields of `config` as saved, per type: the app side reads these shapes. */
export interface TopUpGiftConfig {
  /** one paid order of at least this (minor units of currencyCode) in the window */
  thresholdMinor: number;
  currencyCode: string;
  reward: number;
  couponTemplateId?: number;
}
export interface TopUpTier {
  thresholdMinor: number;
  reward: number;
}
export interface TopUpActivityConfig {
  currencyCode: string;
  /** strictly increasing thresholds of the window's paid sum */
  tiers: TopUpTier[];
  couponTemplateId?: number;
}
export interface DailyTaskConfig {
  action: (typeof DAILY_ACTIONS)[number];
  count: number;
  reward: number;
}
export interface AdTaskConfig {
  adsPerDay: number;
  reward: number;
}
export interface EpisodesConfig {
  episodes: number;
  reward: number;
}
export interface CheckInConfig {
  /** day 1..7 rewards */
  ladder: number[];
  makeUpDays: number;
}

function integer(config: Config, field: string, min: number, max: number, at = `config.${field}`): number {
  const value = config[field];
  if (value === undefined || value === null) throw badRequest(at, 'is required', 'required');
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(at, 'must be a whole number', 'type');
  if (value < min) throw badRequest(at, `must be at least ${min}`, 'min', { limit: min });
  if (value > max) throw badRequest(at, `must be at most ${max}`, 'max', { limit: max });
  return value;
}

const reward = (config: Config) => ({ reward: integer(config, 'reward', 1, REWARD_MAX) });

function ladderOf(config: Config): number[] {
  const ladder = config.ladder;
  if (!Array.isArray(ladder)) throw badRequest('config.ladder', `must be ${LADDER_DAYS} daily rewards`, 'required');
  if (ladder.length > LADDER_DAYS)
    throw badRequest('config.ladder', `must be exactly ${LADDER_DAYS} days`, 'maxItems', { limit: LADDER_DAYS });
  // a day missing or 0 is a gap: the streak would give nothing that day
  return Array.from({ length: LADDER_DAYS }, (_, day) => {
    const value = ladder[day];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      throw badRequest(`config.ladder[${day}]`, `day ${day + 1} of the ladder has no reward (a gap)`, 'min', {
        limit: 1,
      });
    if (value > REWARD_MAX)
      throw badRequest(`config.ladder[${day}]`, `must be at most ${REWARD_MAX}`, 'max', { limit: REWARD_MAX });
    return value;
  });
}

function tiersOf(config: Config): TopUpTier[] {
  const tiers = config.tiers;
  if (!Array.isArray(tiers) || !tiers.length) throw badRequest('config.tiers', 'needs at least one tier', 'minItems');
  if (tiers.length > TIERS_MAX)
    throw badRequest('config.tiers', `at most ${TIERS_MAX} tiers`, 'maxItems', { limit: TIERS_MAX });
  let last = 0;
  return tiers.map((tier: Config, index) => {
    const at = `config.tiers[${index}]`;
    const thresholdMinor = integer(tier ?? {}, 'thresholdMinor', 1, Number.MAX_SAFE_INTEGER, `${at}.thresholdMinor`);
    if (thresholdMinor <= last)
      throw badRequest(`${at}.thresholdMinor`, 'must be above the tier before it', 'min', { limit: last + 1 });
    last = thresholdMinor;
    return { thresholdMinor, reward: integer(tier ?? {}, 'reward', 1, REWARD_MAX, `${at}.reward`) };
  });
}

const currencyCode = (config: Config) => ({
  currencyCode: checkCurrency('config.currencyCode', String(config.currencyCode ?? '')),
});

/** The type's own rule fields of `config`, checked (a 400 naming the field) and kept alone. */
function configOf(type: number, currency: number, config: Config): Config {
  const coupon =
    currency === C.coupon ? { couponTemplateId: integer(config, 'couponTemplateId', 1, Number.MAX_SAFE_INTEGER) } : {};
  switch (type) {
    case T.checkIn:
      return {
        ladder: ladderOf(config),
        makeUpDays: integer(config, 'makeUpDays', 0, LADDER_DAYS),
      } satisfies CheckInConfig;
    case T.watchEpisodes:
    case T.unlockEpisodes:
      return { episodes: integer(config, 'episodes', 1, 1000), ...reward(config) } satisfies EpisodesConfig;
    case T.topUpGift:
      return {
        thresholdMinor: integer(config, 'thresholdMinor', 1, Number.MAX_SAFE_INTEGER),
        ...currencyCode(config),
        ...reward(config),
        ...coupon,
      } satisfies TopUpGiftConfig;
    case T.topUpActivity:
      return { ...currencyCode(config), tiers: tiersOf(config), ...coupon } satisfies TopUpActivityConfig;
    case T.dailyTask: {
      const action = config.action;
      if (!DAILY_ACTIONS.includes(action as never))
        throw badRequest('config.action', `must be one of ${DAILY_ACTIONS.join(', ')}`, 'enum', {
          allowed: [...DAILY_ACTIONS],
        });
      return {
        action: action as DailyTaskConfig['action'],
        count: integer(config, 'count', 1, 100),
        ...reward(config),
      } satisfies DailyTaskConfig;
    }
    case T.adTask:
      return { adsPerDay: integer(config, 'adsPerDay', 1, 50), ...reward(config) } satisfies AdTaskConfig;
    case T.invite:
      return { invitees: integer(config, 'invitees', 1, 100), ...reward(config) };
    case T.badge: {
      const badgeCode = config.badgeCode;
      if (typeof badgeCode !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,31}$/.test(badgeCode))
        throw badRequest('config.badgeCode', 'must be the code of a badge', 'required');
      return { badgeCode, ...reward(config) };
    }
    case T.pointsGame:
    case T.systemCompensation:
      // a draw's prizes are on /activity/drawprize; a compensation's amounts are given per grant
      return {};
    default:
      return { ...reward(config), ...coupon };
  }
}

function audienceOf(raw: unknown): Audience {
  const audience = (raw ?? {}) as Config;
  const kept: Audience = {};
  if (audience.newUserDays !== undefined && audience.newUserDays !== null)
    kept.newUserDays = integer(audience, 'newUserDays', 1, 365, 'audience.newUserDays');
  if (Array.isArray(audience.countries) && audience.countries.length) {
    audience.countries.forEach((code, index) => {
      if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code))
        throw badRequest(`audience.countries[${index}]`, 'must be an ISO 3166-1 code such as US', 'pattern');
    });
    kept.countries = [...new Set(audience.countries as string[])];
  }
  if (Array.isArray(audience.platforms) && audience.platforms.length) {
    audience.platforms.forEach((platform, index) => {
      if (!AUDIENCE_PLATFORMS.includes(platform as never))
        throw badRequest(`audience.platforms[${index}]`, `must be one of ${AUDIENCE_PLATFORMS.join(', ')}`, 'enum');
    });
    kept.platforms = [...new Set(audience.platforms as string[])];
  }
  if (audience.vip !== undefined && audience.vip !== null) {
    if (audience.vip !== 'vip' && audience.vip !== 'non_vip')
      throw badRequest('audience.vip', 'must be vip or non_vip', 'enum', { allowed: ['vip', 'non_vip'] });
    kept.vip = audience.vip;
  }
  return kept;
}

/** A draft's rules checked without the database: answers its config and audience as kept. */
export function checkActivity(draft: ActivityDraft): { config: Config; audience: Audience } {
  if (!(CURRENCIES_OF[draft.type] ?? []).includes(draft.currency))
    throw badRequest('currency', `this type gives a reward only in currencies ${CURRENCIES_OF[draft.type]}`, 'enum', {
      allowed: [...(CURRENCIES_OF[draft.type] ?? [])],
    });
  if (draft.endTime.getTime() <= draft.startTime.getTime())
    throw badRequest('endTime', 'must be after the start', 'min');
  return {
    config: configOf(draft.type, draft.currency, (draft.config ?? {}) as Config),
    audience: audienceOf(draft.audience),
  };
}

/** What the config names in the project: a live badge (type 10), a live, open coupon template. */
export async function checkActivityReferences(rows: Rows, projectCode: string, config: Config): Promise<void> {
  if (typeof config.badgeCode === 'string') {
    const badge = await rows
      .read('badge')
      .select('id')
      .where('project_code', '=', projectCode)
      .where('code', '=', config.badgeCode)
      .where('deleted', '=', 0)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (!badge)
      throw badRequest('config.badgeCode', `no live badge "${config.badgeCode}" in ${projectCode}`, 'notFound');
  }
  if (typeof config.couponTemplateId === 'number') {
    const template = await rows
      .read('deal_coupon_template')
      .select('id')
      .where('project_code', '=', projectCode)
      .where('id', '=', config.couponTemplateId)
      .where('deleted', '=', 0)
      .where('status', '=', 0)
      .executeTakeFirst();
    if (!template)
      throw badRequest('config.couponTemplateId', `no open coupon template ${config.couponTemplateId}`, 'notFound');
  }
}

/** Whether some user could be in both audiences: each dimension both name must share a value. */
export function audiencesOverlap(a: Audience, b: Audience): boolean {
  const shares = (x?: string[], y?: string[]) => !x?.length || !y?.length || x.some((value) => y.includes(value));
  if (!shares(a.countries, b.countries) || !shares(a.platforms, b.platforms)) return false;
  // "new within N days" always overlaps everyone else's newest users
  return !a.vip || !b.vip || a.vip === b.vip;
}

export interface ActivityLike {
  id: number;
  project_code: string;
  type: number;
  status: number;
  deleted: number;
  priority: number;
  sort: number;
  title: string;
  start_time: Date;
  end_time: Date;
  audience: unknown;
}

const running = (row: ActivityLike, other: { start_time: Date; end_time: Date }) =>
  row.start_time < other.end_time && other.start_time < row.end_time;

/**
 * The 409 of setting `activity` online while an online activity of its type, at the same time
 * and priority, reaches some of the same users: nothing would say which applies.
 */
export function checkNoOverlap(activity: ActivityLike, online: readonly ActivityLike[]): void {
  const clash = online.find(
    (other) =>
      other.id !== activity.id &&
      other.type === activity.type &&
      other.status === 0 &&
      other.deleted === 0 &&
      other.priority === activity.priority &&
      running(activity, other) &&
      audiencesOverlap(activity.audience as Audience, other.audience as Audience),
  );
  if (clash)
    throw conflict(
      `Online activity ${clash.id} "${clash.title}" has the same type, priority and some of the same users at the same time: give one a different priority or audience`,
      'activity.overlap',
      { id: clash.id, title: clash.title },
    );
}

export interface AppUserLike {
  createTime: Date;
  country: string;
  vip: boolean;
  platform?: string;
}

/** Whether `user` is in `audience` at `at`. */
export function inAudience(audience: Audience, user: AppUserLike, at: Date): boolean {
  if (audience.newUserDays && at.getTime() - user.createTime.getTime() > audience.newUserDays * 86_400_000)
    return false;
  if (audience.countries?.length && !audience.countries.includes(user.country)) return false;
  if (audience.platforms?.length && (!user.platform || !audience.platforms.includes(user.platform))) return false;
  if (audience.vip === 'vip' && !user.vip) return false;
  return !(audience.vip === 'non_vip' && user.vip);
}

/**
 * The online activities of `type` in `projectCode` that apply to `user` at `at`, the one that
 * applies first: the highest priority, then the lowest sort, then the newest. The app side gives
 * a user the first (one activity of a type at a time); the rest are what it would fall back to.
 */
export function applicableActivities<R extends ActivityLike>(
  rows: readonly R[],
  projectCode: string,
  user: AppUserLike,
  type: number,
  at: Date,
): R[] {
  return rows
    .filter(
      (row) =>
        row.project_code === projectCode &&
        row.type === type &&
        row.status === 0 &&
        row.deleted === 0 &&
        row.start_time <= at &&
        at < row.end_time &&
        inAudience(row.audience as Audience, user, at),
    )
    .sort((a, b) => b.priority - a.priority || a.sort - b.sort || b.id - a.id);
}
