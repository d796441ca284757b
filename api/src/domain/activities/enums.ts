// The activities area's codes (spec 3), once for the api: the remote states them again with their
// labels (remotes/activity/src/enums.ts), as each area keeps its own.

/** spec 3, activity types */
export const ACTIVITY_TYPE = {
  topUpGift: 0,
  dailyTask: 1,
  checkIn: 2,
  adTask: 3,
  bindAccount: 4,
  topUpActivity: 5,
  checkInAd: 6,
  watchEpisodes: 7,
  unlockEpisodes: 8,
  pointsGame: 9,
  badge: 10,
  invite: 11,
  systemCompensation: 12,
  operationActivity: 13,
} as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];
export const ACTIVITY_TYPES = Object.values(ACTIVITY_TYPE) as ActivityType[];

/** spec 3, the reward's currency */
export const ACTIVITY_CURRENCY = { ad: 0, ticket: 1, point: 2, vip: 3, coupon: 4 } as const;
export type ActivityCurrency = (typeof ACTIVITY_CURRENCY)[keyof typeof ACTIVITY_CURRENCY];
export const ACTIVITY_CURRENCIES = Object.values(ACTIVITY_CURRENCY) as ActivityCurrency[];

/** spec 3, activity status */
export const ACTIVITY_STATUS = { online: 0, offline: 1 } as const;

/** spec 3, activity record status */
export const RECORD_STATUS = { incomplete: 1, pendingClaim: 2, claimed: 3 } as const;
export type RecordStatus = (typeof RECORD_STATUS)[keyof typeof RECORD_STATUS];

/** The wallet a reward of `currency` is credited to; null for an ad (nothing credited) or a coupon (issued, not credited). */
export function walletKindOf(currency: number): 'ticket' | 'point' | 'vip_day' | null {
  if (currency === ACTIVITY_CURRENCY.ticket) return 'ticket';
  if (currency === ACTIVITY_CURRENCY.point) return 'point';
  if (currency === ACTIVITY_CURRENCY.vip) return 'vip_day';
  return null;
}
