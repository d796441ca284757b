// Activities: campaigns (spec 3's fourteen types), their per-user records, check-ins, prize draws
// and badges, as the area's screens and the app side share them. The one door: import this file only.
import { useBadgeAwarding } from '../deals';
import { awardBadgeByCode } from './badges';

export * from './enums';
export { grantReward, type Reward, type RewardedActivity } from './rewards';
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
