// Activities: campaigns (spec 3's fourteen types), their per-user records, check-ins, prize draws
// and badges, as the area's screens and the app side share them. The one door: import this file only.
import { useBadgeAwarding } from '../deals';
import { awardBadgeByCode } from './badges';

export * from './enums';
export { grantReward, type Reward, type RewardedActivity } from './rewards';
export {
  isWin,
  liveRandom,
  ODDS_TOTAL,
  oddsSum,
  percentOf,
  pickPrize,
  PRIZE_REWARD_KINDS,
  type PrizeRewardKind,
  type RandomSource,
  seededRandom,
  simulateDraws,
  type SimulationResult,
} from './draws';
export { dayIn, projectClock, projectTodaySql, timeZonesOf } from './days';
export { type DrawOutcome, drawPrize, type LiveDraw, userDrawState } from './liveDraw';
export { activityUser, claimTask, tasksOf, type ActivityUser } from './tasks';
export { checkIn, checkInCalendar, makeUp } from './checkin';
export * from './rules';
export * from './economy';
export {
  awardBadge,
  awardBadgeByCode,
  awardQualifiedBatch,
  BACKFILL_BATCH,
  backfillBadge,
  BADGE_CONDITIONS,
  BADGE_REWARD_KINDS,
  BADGE_SOURCES,
  type AwardedBadge,
  type BadgeCondition,
  type BadgeSource,
  conditionBadges,
  meetingCondition,
  qualifyingUsers,
  revokeBadge,
} from './badges';

// a package award of kind badge is awarded here (the deals domain cannot import this one)
useBadgeAwarding(awardBadgeByCode);
