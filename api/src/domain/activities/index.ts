// Activities: campaigns (spec 3's fourteen types), their per-user records, check-ins, prize draws
// and badges, as the area's screens and the app side share them. The one door: import this file only.
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
export { dayIn, type DrawOutcome, drawPrize, type LiveDraw, userDrawState } from './liveDraw';
export { activitiesFor, activityUser, claimTask, tasksOf, type ActivityUser } from './tasks';
export { checkIn, checkInCalendar, makeUp } from './checkin';
export * from './rules';
export * from './economy';
