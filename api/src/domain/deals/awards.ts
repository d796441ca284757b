// Package awards: what a package gives beyond its own coins when an order of it is paid, when
// the award's conditions hold (the user's first purchase only; a date window): bonus coins
// through the wallet ledger, a coupon issued from a template, or a badge. A badge award records
// the badge's code on the grant and awards the project's live badge of that code (source 'award')
// through the activities domain, which hands its awarding in with useBadgeAwarding (it imports
// this domain, so this one cannot import it back); a code naming no live badge awards nothing.
// Each award is granted once an order (its grant row, and the keys `award:<order>:<award>`
// of the ledger entry and the coupon), however many times the payment is delivered.
import { creditWallet } from '../wallet';
import type { projectRows } from '../../platform/projectRows';
import { issueCoupons } from './coupons';

type Rows = ReturnType<typeof projectRows>;

export const AWARD_KINDS = ['coins', 'coupon', 'badge'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

export interface AwardOrder {
  id: number;
  project_code: string;
  user_id: number;
  package_id: number;
}

export interface AwardGrant {
  awardId: number;
  kind: AwardKind;
  /** the coins credited (kind coins) */
  coins: number | null;
  /** the coupon issued (kind coupon); null when its template issued none (off, its window ended) */
  couponId: number | null;
  badgeCode: string | null;
  /** the badge was awarded by this grant (kind badge): false when its code names no live badge or the user holds it */
  badgeAwarded: boolean;
}

/** Awards the project's badge of `code` to the user: answers whether it did. */
export type BadgeAwarding = (
  rows: Rows,
  projectCode: string,
  code: string,
  userId: number,
  reason: string,
) => Promise<boolean>;
let awardBadgeCode: BadgeAwarding | null = null;
/** The activities domain hands in how a badge is awarded (once, as it loads). */
export function useBadgeAwarding(award: BadgeAwarding): void {
  awardBadgeCode = award;
}

const liveTemplate = (rows: Rows, id: number) =>
  rows.read('deal_coupon_template').select('id').where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();

/**
 * Grants `order`'s package's awards whose conditions hold at `at`, in the caller's transaction
 * (the payment's): answers what this call granted. An award granted to the order before (a
 * payment delivered twice) is not granted again and is not in the answer.
 */
export async function grantPackageAwards(
  rows: Rows,
  order: AwardOrder,
  { firstPurchase, at }: { firstPurchase: boolean; at: Date },
): Promise<AwardGrant[]> {
  let due = rows
    .read('deal_package_award')
    .selectAll()
    .where('project_code', '=', order.project_code)
    .where('package_id', '=', order.package_id)
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .where((where) => where.or([where('start_time', 'is', null), where('start_time', '<=', at)]))
    .where((where) => where.or([where('end_time', 'is', null), where('end_time', '>', at)]));
  if (!firstPurchase) due = due.where('first_purchase_only', '=', false);
  const awards = await due.orderBy('id').execute();
  if (!awards.length) return [];
  const user = await rows
    .read('app_user')
    .select(['id', 'project_code', 'user_code'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();

  const grants: AwardGrant[] = [];
  for (const award of awards) {
    // the grant row first: a second delivery of the payment finds it and grants nothing
    const claimed = await rows
      .add('deal_package_award_grant', [
        {
          project_code: order.project_code,
          award_id: award.id,
          order_id: order.id,
          user_id: order.user_id,
          kind: award.kind,
          badge_code: award.badge_code,
        },
      ])
      .onConflict((existing) => existing.columns(['order_id', 'award_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    const idempotencyKey = `award:${order.id}:${award.id}`;
    const reason = `Award ${award.id} of package ${order.package_id}, order ${order.id}`;
    let ledgerId: number | null = null;
    let couponId: number | null = null;
    let badgeAwarded = false;
    if (award.kind === 'coins') {
      ledgerId = (
        await creditWallet(rows, user, {
          kind: 'coin',
          amount: award.coins!,
          reason,
          idempotencyKey,
          operator: null,
          source: 'bonus',
        })
      ).id;
    } else if (award.kind === 'coupon' && (await liveTemplate(rows, award.coupon_template_id!))) {
      // a template deleted since gives nothing: the payment is never refused for an award
      const [outcome] = await issueCoupons(rows, award.coupon_template_id!, [user.id], {
        reason,
        operator: null,
        idempotencyKey,
        at,
      });
      couponId = 'couponId' in outcome ? outcome.couponId : null;
    } else if (award.kind === 'badge' && award.badge_code && awardBadgeCode) {
      badgeAwarded = await awardBadgeCode(rows, order.project_code, award.badge_code, user.id, reason);
    }
    if (ledgerId !== null || couponId !== null)
      await rows
        .update('deal_package_award_grant')
        .set({ ledger_id: ledgerId, coupon_id: couponId })
        .where('id', '=', claimed.id)
        .execute();
    grants.push({
      awardId: award.id,
      kind: award.kind,
      coins: award.coins,
      couponId,
      badgeCode: award.badge_code,
      badgeAwarded,
    });
  }
  return grants;
}
