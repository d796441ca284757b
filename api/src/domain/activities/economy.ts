// The economy check: how much free value one user can take a day from a project's online
// activities, set against the price of an episode, so staff see when the paywall can be walked
// around. The rule, stated once for the screen and the tests:
// - per activity, what one user can earn a day: a check-in its best ladder day; a daily task, a
//   check-in ad, a watch or an unlock task its reward (once a day); an ad task reward × ads a day;
//   each capped by the activity's per-user daily cap. Top-ups are paid for; bind, badge, invite and
//   operation activities give once; a points game spends points; a compensation is given by staff:
//   none of these is free value a day.
// - per type only the best activity counts: one activity of a type applies to a user at a time.
// - a ticket unlocks one episode; bonus points spend as coins (1:1) at the project's median
//   locked-episode price; a VIP day opens every episode.
// - a warning when the free episodes a day exceed ECONOMY_EPISODES_PER_DAY, or any VIP day is given daily.
import { sql } from 'kysely';
import type { projectRows } from '../../platform/projectRows';
import { ACTIVITY_CURRENCY, ACTIVITY_TYPE, walletKindOf } from './enums';

type Rows = ReturnType<typeof projectRows>;
const T = ACTIVITY_TYPE;

/** More free episodes a day than this and the paywall is walked around. */
export const ECONOMY_EPISODES_PER_DAY = 3;

export interface EconomyActivity {
  /** null: the draft not yet saved */
  id: number | null;
  title: string;
  type: number;
  currency: number;
  config: unknown;
  dailyCapPerUser: number | null;
}

export interface Contribution {
  activityId: number | null;
  title: string;
  type: number;
  kind: 'ticket' | 'point' | 'vip_day';
  perDay: number;
}

export interface Economy {
  perDay: { ticket: number; point: number; vipDay: number };
  /** the median coin price of the project's locked episodes; null when none is locked */
  episodePrice: number | null;
  /** locked episodes a day's free tickets and points unlock */
  episodesPerDay: number;
  limit: number;
  warning: boolean;
  /** the activities counted, the best of each type */
  contributors: Contribution[];
}

/** What one user can earn a day from `activity`, in its own unit; 0 when it is no daily free value. */
export function dailyFreeValue(activity: EconomyActivity): number {
  const config = (activity.config ?? {}) as Record<string, unknown>;
  const number = (field: string) => (typeof config[field] === 'number' ? (config[field] as number) : 0);
  let perDay = 0;
  if (activity.type === T.checkIn)
    perDay = Array.isArray(config.ladder) ? Math.max(0, ...(config.ladder as number[]).map(Number)) : 0;
  else if (activity.type === T.adTask) perDay = number('reward') * number('adsPerDay');
  else if ([T.dailyTask, T.checkInAd, T.watchEpisodes, T.unlockEpisodes].includes(activity.type as never))
    perDay = number('reward');
  return activity.dailyCapPerUser === null ? perDay : Math.min(perDay, activity.dailyCapPerUser);
}

/** The check over `activities` (the online ones and the draft), the episode price given. */
export function economyCheck(activities: readonly EconomyActivity[], episodePrice: number | null): Economy {
  const best = new Map<number, Contribution>();
  for (const activity of activities) {
    const kind = walletKindOf(activity.currency);
    const perDay = dailyFreeValue(activity);
    if (!kind || perDay <= 0 || activity.currency === ACTIVITY_CURRENCY.coupon) continue;
    const worth = (c: Contribution) =>
      c.kind === 'vip_day' ? Number.MAX_SAFE_INTEGER : c.kind === 'ticket' ? c.perDay * (episodePrice ?? 1) : c.perDay;
    const candidate = { activityId: activity.id, title: activity.title, type: activity.type, kind, perDay };
    const current = best.get(activity.type);
    if (!current || worth(candidate) > worth(current)) best.set(activity.type, candidate);
  }
  const contributors = [...best.values()].sort((a, b) => a.type - b.type);
  const total = (kind: Contribution['kind']) =>
    contributors.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.perDay, 0);
  const perDay = { ticket: total('ticket'), point: total('point'), vipDay: total('vip_day') };
  const episodesPerDay = perDay.ticket + (episodePrice ? Math.floor(perDay.point / episodePrice) : 0);
  return {
    perDay,
    episodePrice,
    episodesPerDay,
    limit: ECONOMY_EPISODES_PER_DAY,
    warning: episodesPerDay > ECONOMY_EPISODES_PER_DAY || perDay.vipDay > 0,
    contributors,
  };
}

/** The median coin price of the project's live locked episodes; null when it has none. */
export async function episodePriceOf(rows: Rows, projectCode: string): Promise<number | null> {
  const row = await rows
    .read('episode')
    .select(sql<number | null>`percentile_disc(0.5) within group (order by unlock_coins)`.as('price'))
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('free', '=', false)
    .executeTakeFirst();
  return row?.price == null ? null : Number(row.price);
}
