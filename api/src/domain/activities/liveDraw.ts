// A user's draw, in the caller's (the request's) transaction: the user's row locked so their
// limit and pity counter are counted once at a time; the cost charged through the wallet
// ledger; the prize picked by draws.ts; the drawn prize's row locked while its stock and daily
// cap are checked and its stock taken; the entry written; the reward given under a key of the
// entry. A clientId sent again answers the first draw's result and charges nothing more.
import { sql } from 'kysely';
import { issueCoupons } from '../deals';
import { creditWallet, debitWallet } from '../wallet';
import { conflict } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';
import { dayIn } from './days';
import { isWin, liveRandom, pickPrize, type PrizeRewardKind, type RandomSource } from './draws';

type Rows = ReturnType<typeof projectRows>;
type AppUser = { id: number; project_code: string; user_code: string };

export interface LiveDraw {
  /** prize_draw.id */
  id: number;
  activityId: number;
  title: string;
  costKind: 'coin' | 'ticket' | 'point';
  cost: number;
  perUserDailyLimit: number | null;
  pityAfter: number | null;
  fallbackPrizeId: number | null;
  /** the project's time zone: a user's day, for the limit and the daily caps */
  timezone: string;
}

export interface DrawOutcome {
  entryId: number;
  prizeId: number;
  drawnPrizeId: number;
  won: boolean;
  /** an earlier draw with this clientId, answered again */
  repeated: boolean;
}

/** The user's draws of `drawId` on `day`, and how many in a row (up to now) won nothing. */
export async function userDrawState(rows: Rows, drawId: number, userId: number, day: string) {
  const entries = rows.read('prize_draw_entry').where('draw_id', '=', drawId).where('user_id', '=', userId);
  const today = await entries
    .select(sql<string>`count(*)::text`.as('n'))
    .where('day', '=', sql<Date>`${day}::date`)
    .executeTakeFirst();
  const lastWin = entries.select(sql<number>`coalesce(max(id), 0)`.as('id')).where('won', '=', true);
  const misses = await entries
    .select(sql<string>`count(*)::text`.as('n'))
    .where('id', '>', lastWin)
    .executeTakeFirst();
  return { today: Number(today?.n ?? 0), misses: Number(misses?.n ?? 0) };
}

export async function drawPrize(
  rows: Rows,
  user: AppUser,
  draw: LiveDraw,
  clientId: string,
  { random = liveRandom, at = new Date() }: { random?: RandomSource; at?: Date } = {},
): Promise<DrawOutcome> {
  await rows.read('app_user').select('id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
  const earlier = await rows
    .read('prize_draw_entry')
    .select(['id', 'prize_id', 'drawn_prize_id', 'won'])
    .where('draw_id', '=', draw.id)
    .where('user_id', '=', user.id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (earlier)
    return {
      entryId: earlier.id,
      prizeId: earlier.prize_id,
      drawnPrizeId: earlier.drawn_prize_id,
      won: earlier.won,
      repeated: true,
    };

  const day = dayIn(draw.timezone, at);
  const state = await userDrawState(rows, draw.id, user.id, day);
  if (draw.perUserDailyLimit !== null && state.today >= draw.perUserDailyLimit)
    throw conflict(`You have drawn ${state.today} times today, the most this draw allows`, 'draw.dailyLimit', {
      limit: String(draw.perUserDailyLimit),
    });
  const prizes = (
    await rows
      .read('prize')
      .selectAll()
      .where('draw_id', '=', draw.id)
      .where('deleted', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, rewardKind: row.reward_kind as PrizeRewardKind, probabilityBp: row.probability_bp }));
  const fallback = prizes.find((prize) => prize.id === draw.fallbackPrizeId) ?? prizes.find((prize) => !isWin(prize));
  if (!fallback) throw conflict(`Draw ${draw.activityId} has no prizes yet`, 'draw.noPrizes');

  if (draw.cost > 0)
    await debitWallet(rows, user, {
      kind: draw.costKind,
      amount: draw.cost,
      reason: `Draw: ${draw.title}`,
      idempotencyKey: `draw:${draw.activityId}:${user.id}:${clientId}`,
      operator: null,
    });

  const givenToday = new Map(
    (
      await rows
        .read('prize_draw_entry')
        .select(['prize_id', sql<string>`count(*)::text`.as('n')])
        .where('draw_id', '=', draw.id)
        .where('day', '=', sql<Date>`${day}::date`)
        .groupBy('prize_id')
        .execute()
    ).map((row) => [row.prize_id, Number(row.n)]),
  );
  const roomFor = (prize: { stock: number | null; daily_cap: number | null; id: number }, given: number) =>
    (prize.stock === null || prize.stock > 0) && (prize.daily_cap === null || given < prize.daily_cap);
  const pick = pickPrize(prizes, fallback, {
    random,
    available: (prize) => roomFor(prize, givenToday.get(prize.id) ?? 0),
    misses: state.misses,
    pityAfter: draw.pityAfter,
  });

  let prize = pick.prize;
  if (prize.stock !== null || prize.daily_cap !== null) {
    // checked again under the prize's lock: two users drawing its last one get it once
    const locked = await rows
      .read('prize')
      .select(['id', 'stock', 'daily_cap'])
      .where('id', '=', prize.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const given = await rows
      .read('prize_draw_entry')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('draw_id', '=', draw.id)
      .where('day', '=', sql<Date>`${day}::date`)
      .where('prize_id', '=', prize.id)
      .executeTakeFirstOrThrow();
    if (!roomFor(locked, Number(given.n))) prize = fallback;
    else if (locked.stock !== null)
      await rows
        .update('prize')
        .set({ stock: sql<number>`stock - 1`, update_time: at })
        .where('id', '=', prize.id)
        .execute();
  }

  const won = isWin(prize);
  const entry = await rows
    .add('prize_draw_entry', [
      {
        project_code: user.project_code,
        draw_id: draw.id,
        user_id: user.id,
        prize_id: prize.id,
        drawn_prize_id: pick.drawn.id,
        won,
        day,
        client_id: clientId,
        create_time: at,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();

  const key = `draw-prize:${entry.id}`;
  const reason = `Prize of ${draw.title}: ${prize.name}`;
  if (prize.reward_kind === 'coupon' && prize.coupon_template_id !== null)
    await issueCoupons(rows, prize.coupon_template_id, [user.id], { reason, operator: null, idempotencyKey: key, at });
  else if (won && prize.reward_kind !== 'coupon')
    await creditWallet(rows, user, {
      kind: prize.reward_kind as 'coin' | 'ticket' | 'point' | 'vip_day',
      amount: prize.reward_amount,
      reason,
      idempotencyKey: key,
      operator: null,
      source: 'bonus',
    });
  return { entryId: entry.id, prizeId: prize.id, drawnPrizeId: pick.drawn.id, won, repeated: false };
}
