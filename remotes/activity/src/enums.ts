// The status and type codes this remote shows: spec 3's from @backoffice/shared, and the area's
// own (data, bundled with it), their labels registered when a page that shows them loads.
import { registerMessages } from '@backoffice/shared';
import {
  ACTIVITY_CURRENCY,
  ACTIVITY_RECORD_STATUS,
  ACTIVITY_STATUS,
  ACTIVITY_TYPE,
  defineEnum,
  enumLabels,
} from '@backoffice/shared/enums';

export { ACTIVITY_CURRENCY, ACTIVITY_RECORD_STATUS, ACTIVITY_STATUS, ACTIVITY_TYPE };

/** What a prize gives; none is the draw's "no win" slot (prize.reward_kind). */
export const PRIZE_REWARD_KIND = defineEnum('prizeRewardKind', [
  ['none', 'No win', '未中奖', 'gray'],
  ['coin', 'Coins', '金币', 'gold'],
  ['ticket', 'Tickets', '剧票', 'orange'],
  ['point', 'Points', '积分', 'green'],
  ['vip_day', 'VIP days', 'VIP 天数', 'purple'],
  ['coupon', 'Coupon', '优惠券', 'arcoblue'],
]);

/** How a badge is earned (badge.condition_type). */
export const BADGE_CONDITION = defineEnum('badgeCondition', [
  ['episodes_watched', 'Watched episodes', '观看剧集数'],
  ['topped_up', 'Top-ups', '充值次数'],
  ['checkin_days', 'Check-in days', '签到天数'],
  ['draws', 'Prize draws', '抽奖次数'],
  ['manual', 'By hand only', '仅手动发放'],
]);

/** A badge's tier (badge.tier): how rare it reads in the app. */
export const BADGE_TIER = defineEnum('badgeTier', [
  [1, 'Tier 1 · bronze', '1 级 · 铜', 'orangered'],
  [2, 'Tier 2 · silver', '2 级 · 银', 'gray'],
  [3, 'Tier 3 · gold', '3 级 · 金', 'gold'],
  [4, 'Tier 4 · platinum', '4 级 · 铂金', 'cyan'],
  [5, 'Tier 5 · legend', '5 级 · 传奇', 'purple'],
]);

/** What holding a badge gives once (badge.reward_kind). */
export const BADGE_REWARD_KIND = defineEnum('badgeRewardKind', [
  ['none', 'Nothing', '无', 'gray'],
  ['coin', 'Coins', '金币', 'gold'],
  ['ticket', 'Tickets', '剧票', 'orange'],
  ['point', 'Points', '积分', 'green'],
  ['vip_day', 'VIP days', 'VIP 天数', 'purple'],
]);

/** How a user came to hold a badge (user_badge.source). */
export const BADGE_SOURCE = defineEnum('badgeSource', [
  ['condition', 'Earned', '达成条件', 'green'],
  ['backfill', 'Backfilled', '补发', 'cyan'],
  ['manual', 'By hand', '手动发放', 'arcoblue'],
  ['award', 'Package award', '套餐赠送', 'gold'],
]);

registerMessages(
  enumLabels([
    ACTIVITY_TYPE,
    ACTIVITY_CURRENCY,
    ACTIVITY_STATUS,
    ACTIVITY_RECORD_STATUS,
    PRIZE_REWARD_KIND,
    BADGE_CONDITION,
    BADGE_SOURCE,
    BADGE_REWARD_KIND,
    BADGE_TIER,
  ]),
);
