// Giving an activity's reward to a user: the one way the area moves value. Tickets, points and VIP
// days go through the wallet ledger under the caller's idempotency key (so a retried claim or a
// compensation submitted twice credits once), expiring as the activity says; a coupon is issued
// from the template the activity names; an ad reward credits nothing. The activity's total budget
// is spent in the same transaction, and a reward over what is left is refused.
import { sql } from 'kysely';
import { issueCoupons } from '../deals';
import { creditWallet, entryByKey } from '../wallet';
import { conflict } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { ACTIVITY_CURRENCY, walletKindOf } from './enums';

type Rows = ReturnType<typeof projectRows>;
type AppUser = { id: number; project_code: string; user_code: string };

export interface RewardedActivity {
  id: number;
  currency: number;
  config: unknown;
  reward_expire_days: number | null;
}

export interface Reward {
  amount: number;
  /** the ledger's (and a coupon's) key: the same key again gives nothing more */
  idempotencyKey: string;
  reason: string;
  /** the staff member (a compensation); null when the user earned it */
  operator: SignedInUser | null;
  at?: Date;
}

const DAY_MS = 86_400_000;

/** The coupon template a coupon-rewarding activity names in its config (`couponTemplateId`). */
function couponTemplateOf(activity: RewardedActivity): number | null {
  const id = (activity.config as { couponTemplateId?: unknown } | null)?.couponTemplateId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * Gives `user` `reward` of `activity`, in the caller's transaction; answers whether this call
 * gave it (false: its key was used before, nothing given again). A 409 when the activity's
 * budget has less left than the amount.
 */
export async function grantReward(
  rows: Rows,
  user: AppUser,
  activity: RewardedActivity,
  reward: Reward,
): Promise<boolean> {
  const kind = walletKindOf(activity.currency);
  const at = reward.at ?? new Date();
  if (kind && (await entryByKey(rows, user.project_code, reward.idempotencyKey))) return false;
  if (reward.amount > 0) {
    // the budget, spent under the activity row's lock: two claims at once never overspend it
    const spent = await rows
      .update('activity')
      .set({ spent: sql`spent + ${reward.amount}`, update_time: at })
      .where('id', '=', activity.id)
      // parenthesised: a bare `or` would take the where out of this row (and project)
      .where(sql<boolean>`(total_budget is null or spent + ${reward.amount} <= total_budget)`)
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw conflict(`Activity ${activity.id} has spent its budget`, 'activity.budgetSpent');
  }
  if (kind) {
    await creditWallet(rows, user, {
      kind,
      amount: reward.amount,
      reason: reward.reason,
      idempotencyKey: reward.idempotencyKey,
      operator: reward.operator,
      source: 'bonus',
      expiresAt: activity.reward_expire_days ? new Date(at.getTime() + activity.reward_expire_days * DAY_MS) : null,
    });
    return true;
  }
  if (activity.currency === ACTIVITY_CURRENCY.coupon) {
    const templateId = couponTemplateOf(activity);
    if (templateId === null) throw conflict(`Activity ${activity.id} names no coupon template`, 'activity.noCoupon');
    const [outcome] = await issueCoupons(rows, templateId, [user.id], {
      reason: reward.reason,
      operator: reward.operator,
      idempotencyKey: reward.idempotencyKey,
      at,
    });
    return 'couponId' in outcome;
  }
  return true;
}
