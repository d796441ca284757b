import { defineEnum } from './defineEnum';

// The product's status and type codes, as the app and the api store them, in their numeric order.
// Data only, in `@backoffice/shared/enums`: each app that shows one bundles it (not shared at run
// time) and registers its labels (remotes/<area>/src/enums.ts), so a code added here ships with the
// remote that shows it and the api that stores it, not with the host. The api's tests read these
// labels to hold its own names of the values to them.

// The product's status and type codes, as the app and the api store them, in their numeric order.

export const GENDER = defineEnum('gender', [
  [0, 'Woman', '女'],
  [1, 'Man', '男'],
]);

/** What an app user's wallet holds: each kind an integer of its own. */
export const WALLET_KIND = defineEnum('walletKind', [
  ['coin', 'Coins', '金币'],
  ['ticket', 'Tickets', '票券'],
  ['point', 'Bonus points', '积分'],
  ['vip_day', 'VIP days', 'VIP 天数'],
]);

export const CREATOR_STATUS = defineEnum('creatorStatus', [
  [1, 'Under review', '审核中'],
  [2, 'Approved', '审核通过'],
  [3, 'Not approved', '审核未通过'],
]);

/** How an app user came to play an episode (interaction.type): free, or unlocked by coins, VIP or a rewarded ad. */
export const INTERACTION_TYPE = defineEnum('interactionType', [
  [1, 'Free play', '免费观看', 'green'],
  [2, 'Coin-unlocked play', '金币解锁观看', 'orange'],
  [3, 'VIP play', 'VIP 观看', 'gold'],
  [4, 'Ad-unlocked play', '广告解锁观看', 'purple'],
]);

export const ACTIVITY_TYPE = defineEnum('activityType', [
  [0, 'Top-up gift', '充值赠送'],
  [1, 'Daily task', '每日任务'],
  [2, 'Check-in', '签到'],
  [3, 'Ad task', '广告任务'],
  [4, 'Bind third-party account', '绑定第三方账号'],
  [5, 'Top-up activity', '充值活动'],
  [6, 'Check-in ad', '签到广告'],
  [7, 'Watch episodes', '观看剧集'],
  [8, 'Unlock episodes', '解锁剧集'],
  [9, 'Points game', '积分游戏'],
  [10, 'Badge', '勋章'],
  [11, 'Invite', '邀请'],
  [12, 'System compensation', '系统补偿'],
  [13, 'Operation activity', '运营活动'],
]);

export const ACTIVITY_CURRENCY = defineEnum('activityCurrency', [
  [1, 'Ticket', '剧票'],
  [2, 'Bonus/points', '积分'],
  [3, 'VIP', 'VIP'],
  [0, 'Ad', '广告'],
  [4, 'Coupon', '优惠券'],
]);

export const ACTIVITY_STATUS = defineEnum('activityStatus', [
  [0, 'Online', '上线'],
  [1, 'Offline', '下线'],
]);

export const FOLLOW_TYPE = defineEnum('followType', [
  [1, 'Like', '点赞', 'magenta'],
  [2, 'Follow drama', '追剧', 'arcoblue'],
  [3, 'Watch drama', '观看剧集', 'cyan'],
  [10, 'Unlock', '解锁', 'orange'],
  [11, 'VIP unlock', 'VIP 解锁', 'gold'],
]);

export const ORDER_PAYMENT_STATUS = defineEnum('orderPaymentStatus', [
  [0, 'Unpaid', '未支付'],
  [1, 'Successful', '支付成功'],
  [2, 'Failed', '支付失败'],
  [3, 'Closed (timeout)', '已关闭（超时）'],
  [4, 'Refunded', '已退款'],
]);

export const MESSAGE_SEND_STATUS = defineEnum('messageSendStatus', [
  [1, 'Success', '发送成功'],
  [2, 'Failed', '发送失败'],
]);

export const RUN_STATUS = defineEnum('runStatus', [
  [0, 'Succeeded', '成功'],
  [1, 'Failed', '失败'],
]);

export const ACTIVITY_RECORD_STATUS = defineEnum('activityRecordStatus', [
  [1, 'Incomplete', '未完成'],
  [2, 'Pending claim', '待领取'],
  [3, 'Claimed', '已领取'],
]);

// These states have no numbers in the app: the string values are ours and must match what
// the api stores.
export const LARGE_BONUS_APPLICATION_STATUS = defineEnum('largeBonusApplicationStatus', [
  ['pending', 'Pending review', '待审核'],
  ['approved', 'Approved', '已通过'],
  ['rejected', 'Rejected', '已拒绝'],
]);

export const COUPON_STATE = defineEnum('couponState', [
  ['unused', 'Unused', '未使用'],
  ['used', 'Used', '已使用'],
  ['expired', 'Expired', '已过期'],
]);

/** A comment on a drama: shown to app users, hidden by staff, or deleted. */
export const COMMENT_STATE = defineEnum('commentState', [
  ['visible', 'Visible', '显示中', 'green'],
  ['hidden', 'Hidden', '已隐藏', 'gray'],
  ['deleted', 'Deleted', '已删除', 'red'],
]);

/** What an app user's feedback is about, as the app's feedback form offers it (feedback.type). */
export const FEEDBACK_TYPE = defineEnum('feedbackType', [
  [1, 'Bug', '程序问题'],
  [2, 'Playback', '播放问题'],
  [3, 'Payment', '支付问题'],
  [4, 'Content', '内容问题'],
  [5, 'Suggestion', '建议'],
  [0, 'Other', '其他'],
]);

/**
 * Where a drama is in its life: a draft is being prepared and never shown to app users; it goes
 * online, and from then on offline and online again (api/src/modules/product-list: DRAMA_MOVES).
 * 0 and 1 are the app's online and offline, as for activities.
 */
export const DRAMA_STATUS = defineEnum('dramaStatus', [
  [2, 'Draft', '草稿', 'gray'],
  [0, 'Online', '已上线', 'green'],
  [1, 'Offline', '已下线', 'orange'],
]);

/**
 * A drama's change scheduled on /product/online: waiting for its time, then made, failed (a
 * move made meanwhile by hand; the reason is kept) or cancelled. The api's values
 * (api/src/modules/product-online: SCHEDULE_STATES).
 */
export const DRAMA_SCHEDULE_STATE = defineEnum('dramaScheduleState', [
  ['pending', 'Pending', '待执行', 'arcoblue'],
  ['done', 'Done', '已执行', 'green'],
  ['failed', 'Failed', '执行失败', 'red'],
  ['cancelled', 'Cancelled', '已取消', 'gray'],
]);

/** What a scheduled change does to its drama, in the colours of DRAMA_STATUS it moves to. */
export const DRAMA_SCHEDULE_ACTION = defineEnum('dramaScheduleAction', [
  ['online', 'Put online', '上线', 'green'],
  ['offline', 'Take offline', '下线', 'orange'],
]);
