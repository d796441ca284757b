// Activities: campaigns (spec 3's fourteen types), their per-user records, check-ins, prize draws
// and badges, as the area's screens and the app side share them. The one door: import this file only.
export * from './enums';
export { grantReward, type Reward, type RewardedActivity } from './rewards';
export { activitiesFor, activityUser, claimTask, tasksOf, type ActivityUser } from './tasks';
export { checkIn, checkInCalendar, makeUp } from './checkin';
