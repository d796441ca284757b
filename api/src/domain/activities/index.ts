// Activities: campaigns (spec 3's fourteen types), their per-user records, check-ins, prize draws
// and badges, as the area's screens and the app side share them. The one door: import this file only.
export * from './enums';
export { grantReward, type Reward, type RewardedActivity } from './rewards';
export * from './rules';
export * from './economy';
