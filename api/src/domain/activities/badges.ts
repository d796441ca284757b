// Badges: who qualifies for one by its condition (SQL over the project's users, one statement,
// never user by user), and awarding or revoking it. A user holds a badge at most once at a time
// (the unique index user_badge_held), so awarding twice, or in two processes at once, awards
// once; `badge.holders` moves with each award and revoke in the same transaction. The badge's
// reward is credited once a user and badge ever (ledger key `badge:<badgeId>:<userId>`): a badge
// revoked and awarded again gives nothing more, and revoking does not take the reward back
// (it was the user's to spend; a deduction is the wallet screen's).
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { creditWallet } from '../wallet';

type Rows = ReturnType<typeof projectRows>;

export const BADGE_CONDITIONS = ['episodes_watched', 'topped_up', 'checkin_days', 'draws', 'manual'] as const;
export type BadgeCondition = (typeof BADGE_CONDITIONS)[number];
export const BADGE_SOURCES = ['condition', 'backfill', 'manual', 'award'] as const;
export type BadgeSource = (typeof BADGE_SOURCES)[number];
export const BADGE_REWARD_KINDS = ['none', 'coin', 'ticket', 'point', 'vip_day'] as const;

/** What awarding reads of a badge. */
export interface AwardedBadge {
  id: number;
  project_code: string;
  condition_type: string;
  threshold: number | string;
  reward_kind: string;
  reward_amount: number | string;
}

export interface AwardBy {
  source: BadgeSource;
  reason: string;
  /** the staff member (by hand); null for the system (a condition, a backfill, a package award) */
  operator: SignedInUser | null;
}

type UserIds = SelectQueryBuilder<Database, never, { user_id: number }>;

/**
 * The users of the badge's project who meet `condition` at `threshold` now, as a subquery of
 * user ids (each count is grouped per user in the database); null for a manual badge.
 */
export function meetingCondition(
  rows: Rows,
  projectCode: string,
  condition: string,
  threshold: number,
): UserIds | null {
  const at = Math.max(1, threshold);
  let ids;
  if (condition === 'episodes_watched')
    // distinct episodes played, however often each was
    ids = rows
      .read('interaction')
      .select('interaction.user_id')
      .where('interaction.project_code', '=', projectCode)
      .groupBy('interaction.user_id')
      .having(sql`count(distinct (interaction.drama_id, interaction.episode_no))`, '>=', at);
  else if (condition === 'topped_up')
    // paid orders (spec 4 status 1); a sandbox purchase is a test, not a top-up
    ids = rows
      .read('topup_order')
      .select(sql<number>`topup_order.user_id`.as('user_id'))
      .where('topup_order.project_code', '=', projectCode)
      .where('topup_order.status', '=', 1)
      .where('topup_order.deleted', '=', 0)
      .where('topup_order.sandbox', '=', false)
      .where('topup_order.user_id', 'is not', null)
      .groupBy('topup_order.user_id')
      .having(sql`count(*)`, '>=', at);
  else if (condition === 'checkin_days')
    // days checked in, across the project's check-in activities (one a day however many there are)
    ids = rows
      .read('activity_checkin')
      .select('activity_checkin.user_id')
      .where('activity_checkin.project_code', '=', projectCode)
      .groupBy('activity_checkin.user_id')
      .having(sql`count(distinct activity_checkin.day)`, '>=', at);
  else if (condition === 'draws')
    ids = rows
      .read('prize_draw_entry')
      .select('prize_draw_entry.user_id')
      .where('prize_draw_entry.project_code', '=', projectCode)
      .groupBy('prize_draw_entry.user_id')
      .having(sql`count(*)`, '>=', at);
  else return null;
  return ids as unknown as UserIds;
}

/** The live users who meet the badge's condition and do not hold it now: the first `limit` by id, and how many in all. */
export async function qualifyingUsers(
  rows: Rows,
  badge: Pick<AwardedBadge, 'id' | 'project_code' | 'condition_type' | 'threshold'>,
  { limit }: { limit: number },
): Promise<{ total: number; users: { id: number; user_code: string }[] }> {
  const meeting = meetingCondition(rows, badge.project_code, badge.condition_type, Number(badge.threshold));
  if (!meeting) return { total: 0, users: [] };
  const candidates = rows
    .read('app_user')
    .where('app_user.project_code', '=', badge.project_code)
    .where('app_user.deleted', '=', 0)
    .where('app_user.id', 'in', meeting)
    .where(({ not, exists }) =>
      not(
        exists(
          rows
            .read('user_badge')
            .select('user_badge.id')
            .where('user_badge.badge_id', '=', badge.id)
            .where('user_badge.revoke_time', 'is', null)
            .where(sql<boolean>`user_badge.user_id = app_user.id`),
        ),
      ),
    );
  const [users, count] = await Promise.all([
    limit > 0
      ? candidates.select(['app_user.id', 'app_user.user_code']).orderBy('app_user.id').limit(limit).execute()
      : Promise.resolve([]),
    candidates.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), users };
}

/**
 * Awards `badge` to the users (ids of its project), in the caller's transaction: answers the
 * ids that hold it by this call (one already holding it is left as it is). Each newly holding
 * user gets the badge's reward, once a user and badge ever.
 */
export async function awardBadge(rows: Rows, badge: AwardedBadge, userIds: number[], by: AwardBy): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const added = await rows
    .add(
      'user_badge',
      ids.map((userId) => ({
        project_code: badge.project_code,
        badge_id: badge.id,
        user_id: userId,
        source: by.source,
        reason: by.reason.slice(0, 255),
        award_by: by.operator?.id ?? null,
      })),
    )
    .onConflict((held) => held.columns(['badge_id', 'user_id']).where('revoke_time', 'is', null).doNothing())
    .returning('user_id')
    .execute();
  if (!added.length) return [];
  await rows
    .update('badge')
    .set({ holders: sql`holders + ${added.length}`, update_time: sql`now()` })
    .where('id', '=', badge.id)
    .execute();
  const amount = Number(badge.reward_amount);
  if (badge.reward_kind !== 'none' && amount > 0) {
    const users = await rows
      .read('app_user')
      .select(['id', 'project_code', 'user_code'])
      .where(
        'id',
        'in',
        added.map((row) => row.user_id),
      )
      .execute();
    for (const user of users)
      await creditWallet(rows, user, {
        kind: badge.reward_kind as 'coin' | 'ticket' | 'point' | 'vip_day',
        amount,
        reason: `Badge ${badge.id}: ${by.reason}`.slice(0, 255),
        idempotencyKey: `badge:${badge.id}:${user.id}`,
        operator: by.operator,
        source: 'bonus',
      });
  }
  return added.map((row) => row.user_id);
}

/** Revokes the badge a user holds, with the reason: false when they do not hold it. The reward stays theirs. */
export async function revokeBadge(
  rows: Rows,
  badge: Pick<AwardedBadge, 'id'>,
  userId: number,
  { reason, operator }: { reason: string; operator: SignedInUser | null },
): Promise<boolean> {
  const revoked = await rows
    .update('user_badge')
    .set({ revoke_time: sql`now()`, revoke_by: operator?.id ?? null, revoke_reason: reason.slice(0, 255) })
    .where('badge_id', '=', badge.id)
    .where('user_id', '=', userId)
    .where('revoke_time', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) return false;
  await rows
    .update('badge')
    .set({ holders: sql`greatest(holders - 1, 0)`, update_time: sql`now()` })
    .where('id', '=', badge.id)
    .execute();
  return true;
}

/** How many a backfill awards in one statement (and one transaction of the job). */
export const BACKFILL_BATCH = 1000;

/**
 * Awards the badge to the next `BACKFILL_BATCH` users who qualify now and do not hold it: answers
 * how many it awarded and how many qualified (before this batch). A revoked holder who still
 * qualifies is awarded again by a condition: set a condition badge offline to stop awarding it.
 */
export async function awardQualifiedBatch(
  rows: Rows,
  badge: AwardedBadge,
  source: 'backfill' | 'condition',
): Promise<{ awarded: number; qualified: number }> {
  const { total, users } = await qualifyingUsers(rows, badge, { limit: BACKFILL_BATCH });
  if (!users.length) return { awarded: 0, qualified: 0 };
  const reason = source === 'backfill' ? 'Qualified before the badge existed' : 'Met the condition';
  const awarded = await awardBadge(
    rows,
    badge,
    users.map((user) => user.id),
    { source, reason, operator: null },
  );
  return { awarded: awarded.length, qualified: total };
}

/** Every user who qualifies now, batch after batch in the caller's transaction: answers how many were awarded. */
export async function backfillBadge(
  rows: Rows,
  badge: AwardedBadge,
  { source }: { source: 'backfill' | 'condition' },
): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await awardQualifiedBatch(rows, badge, source);
    // none awarded: nobody left, or another process holds the rest now
    if (!batch.awarded) return done;
    done += batch.awarded;
  }
}

/** The live badges of the scope that are awarded by condition and online. */
export function conditionBadges(rows: Rows) {
  return rows
    .read('badge')
    .selectAll()
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .where('condition_type', '!=', 'manual')
    .orderBy('id')
    .execute();
}

/**
 * A package award of kind badge: the live, online badge of the project with this code, awarded
 * to the user (source 'award'); false when there is no such badge or the user holds it already.
 */
export async function awardBadgeByCode(
  rows: Rows,
  projectCode: string,
  code: string,
  userId: number,
  reason: string,
): Promise<boolean> {
  const badge = await rows
    .read('badge')
    .selectAll()
    .where('project_code', '=', projectCode)
    .where('code', '=', code)
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (!badge) return false;
  return (await awardBadge(rows, badge, [userId], { source: 'award', reason, operator: null })).length > 0;
}
