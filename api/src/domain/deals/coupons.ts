// Coupons: issued to app users from a template (staff by user codes or a CSV on the coupon
// screen; package awards when an order is paid), unused until used or expired. A coupon's
// expiry is fixed when it is issued (some days after, or the end of the template's window);
// the expiry job marks it expired on time. An idempotency key per call makes a retried issue
// (a resent form, an order's awards granted twice) answer the coupons of the first.
import type { Selectable } from 'kysely';
import type { DealCouponTemplate } from '../../db/types';
import { notFound, statusConflict } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { staffName } from '../wallet';

type Rows = ReturnType<typeof projectRows>;

/** What a template gives: an amount off in a currency (minor units), coins, or a percentage off. */
export const COUPON_KINDS = ['amount', 'coins', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** COUPON_STATE in the browser: unused → used | expired. */
export const COUPON_STATES = ['unused', 'used', 'expired'] as const;

/**
 * Why a user was not issued a coupon: not a user of the template's project, listed twice,
 * the template is off, or its fixed window has ended.
 */
export const ISSUE_REFUSALS = ['unknownUser', 'duplicate', 'templateOff', 'templateEnded'] as const;
export type IssueRefusal = (typeof ISSUE_REFUSALS)[number];

export type IssueOutcome = { userId: number; couponId: number } | { userId: number; refused: IssueRefusal };

export interface IssueOptions {
  reason: string;
  /** the staff member; null for the system (a package award) */
  operator: SignedInUser | null;
  /** the caller's key: each coupon's is `<key>:<user id>` */
  idempotencyKey: string;
  /** when it is issued (now unless said) */
  at?: Date;
}

const DAY_MS = 86_400_000;

/** When a coupon of `template` issued at `at` expires: `validDays` after, or the end of its window. */
export function couponExpiry(
  template: Pick<Selectable<DealCouponTemplate>, 'valid_days' | 'valid_to'>,
  at: Date,
): Date {
  if (template.valid_days !== null) return new Date(at.getTime() + template.valid_days * DAY_MS);
  return template.valid_to!;
}

/**
 * Issues one coupon of template `templateId` to each of `userIds`, in one statement; answers
 * an outcome per user, in their order (a user listed twice is refused the second time). A
 * template outside the scope's projects, or deleted, is a 404.
 */
export async function issueCoupons(
  rows: Rows,
  templateId: number,
  userIds: readonly number[],
  { reason, operator, idempotencyKey, at = new Date() }: IssueOptions,
): Promise<IssueOutcome[]> {
  const template = await rows
    .read('deal_coupon_template')
    .selectAll()
    .where('id', '=', templateId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!template) throw notFound(`No coupon template ${templateId} in your projects`);
  const expireTime = couponExpiry(template, at);
  const refuseAll = template.status !== 0 ? 'templateOff' : expireTime <= at ? 'templateEnded' : null;
  if (refuseAll) return userIds.map((userId) => ({ userId, refused: refuseAll }));

  const known = new Set(
    userIds.length
      ? (
          await rows
            .read('app_user')
            .select('id')
            .where('project_code', '=', template.project_code)
            .where('deleted', '=', 0)
            .where('id', 'in', [...new Set(userIds)])
            .execute()
        ).map((user) => user.id)
      : [],
  );
  const seen = new Set<number>();
  const outcomes: ({ userId: number; refused: IssueRefusal } | { userId: number; key: string })[] = userIds.map(
    (userId) => {
      if (!known.has(userId)) return { userId, refused: 'unknownUser' };
      if (seen.has(userId)) return { userId, refused: 'duplicate' };
      seen.add(userId);
      return { userId, key: `${idempotencyKey}:${userId}` };
    },
  );
  const keys = outcomes.flatMap((outcome) => ('key' in outcome ? [outcome.key] : []));
  const couponOf = new Map<string, number>();
  if (keys.length) {
    const values = outcomes.flatMap((outcome) =>
      'key' in outcome
        ? [
            {
              project_code: template.project_code,
              template_id: template.id,
              user_id: outcome.userId,
              issue_time: at,
              expire_time: expireTime,
              reason,
              operator_id: operator?.id ?? null,
              operator_name: operator ? staffName(operator) : '',
              idempotency_key: outcome.key,
            },
          ]
        : [],
    );
    // a key issued before (a retry) keeps its coupon; the unique key makes concurrent retries issue once
    await rows
      .add('deal_coupon', values)
      .onConflict((existing) => existing.columns(['project_code', 'idempotency_key']).doNothing())
      .execute();
    const issued = await rows
      .read('deal_coupon')
      .select(['id', 'idempotency_key'])
      .where('project_code', '=', template.project_code)
      .where('idempotency_key', 'in', keys)
      .execute();
    for (const coupon of issued) couponOf.set(coupon.idempotency_key, coupon.id);
  }
  return outcomes.map((outcome) =>
    'key' in outcome ? { userId: outcome.userId, couponId: couponOf.get(outcome.key)! } : outcome,
  );
}

/** Unused coupons marked expired per statement: short statements beside the app's use of them. */
const EXPIRY_BATCH = 1000;

/**
 * Marks expired the unused coupons of the scope whose expiry is at or before `now`; answers
 * how many. Safe to run twice at once: a coupon already marked is no longer unused.
 */
export async function expireCoupons(rows: Rows, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = rows
      .read('deal_coupon')
      .select('id')
      .where('state', '=', 'unused')
      .where('expire_time', '<=', now)
      .orderBy('expire_time')
      .limit(EXPIRY_BATCH);
    const marked = await rows
      .update('deal_coupon')
      .set({ state: 'expired' })
      .where('id', 'in', due)
      .where('state', '=', 'unused')
      .executeTakeFirst();
    const count = Number(marked.numUpdatedRows);
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
}

/**
 * Marks `user`'s coupon used at `at` (the app's purchase or unlock that spends it): only an
 * unused coupon before its expiry. Any other is a 409 naming its state (a coupon past its
 * expiry is expired, whether or not the job has marked it yet); another user's is a 404.
 */
export async function redeemCoupon(rows: Rows, couponId: number, userId: number, at: Date = new Date()) {
  const coupon = await rows
    .read('deal_coupon')
    .select(['id', 'state', 'expire_time'])
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!coupon) throw notFound(`No coupon ${couponId} of this user`);
  const state = coupon.state === 'unused' && coupon.expire_time <= at ? 'expired' : coupon.state;
  if (state !== 'unused')
    throw statusConflict(`Coupon ${couponId} is ${state}: only an unused coupon can be used`, {
      enum: 'couponState',
      status: state,
    });
  return rows
    .update('deal_coupon')
    .set({ state: 'used', used_time: at })
    .where('id', '=', couponId)
    .returning(['id', 'state', 'used_time'])
    .executeTakeFirstOrThrow();
}
