// The app's prize draws: the online points games a user can draw now, with their published
// odds, and a draw, which the activities domain makes (drawPrize: one transaction).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import {
  ACTIVITY_STATUS,
  ACTIVITY_TYPE,
  dayIn,
  drawPrize,
  ODDS_TOTAL,
  percentOf,
  projectClock,
  userDrawState,
} from '../../domain/activities';
import { balancesOf } from '../../domain/wallet';
import type { SignedInAppUser } from '../../platform/appApi';
import { conflict, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

/** Online now, set up, and with odds that sum to 100%: what a user may draw. */
function openDraws(rows: Rows) {
  const sums = rows
    .read('prize')
    .select(['draw_id', sql<number>`sum(probability_bp)`.as('sum')])
    .where('deleted', '=', 0)
    .groupBy('draw_id')
    .as('odds');
  return rows
    .read('activity')
    .innerJoin(rows.read('prize_draw').selectAll().as('prize_draw'), 'prize_draw.activity_id', 'activity.id')
    .innerJoin(sums, 'odds.draw_id', 'prize_draw.id')
    .where('activity.type', '=', ACTIVITY_TYPE.pointsGame)
    .where('activity.deleted', '=', 0)
    .where('activity.status', '=', ACTIVITY_STATUS.online)
    .where('activity.start_time', '<=', sql<Date>`now()`)
    .where('activity.end_time', '>', sql<Date>`now()`)
    .where(sql<number>`odds.sum`, '=', ODDS_TOTAL)
    .select([
      'activity.id',
      'activity.project_code',
      'activity.title',
      'activity.rules',
      'activity.end_time',
      'prize_draw.id as draw_id',
      'cost_kind',
      'cost',
      'per_user_daily_limit',
      'pity_after',
      'fallback_prize_id',
    ]);
}

const presentPrize = (prize: {
  id: number;
  name: string;
  image_url: string;
  reward_kind: string;
  reward_amount: number;
}) => ({
  id: prize.id,
  name: prize.name,
  imageUrl: prize.image_url,
  rewardKind: prize.reward_kind,
  rewardAmount: prize.reward_amount,
});

export async function listDraws(db: Kysely<Database>, scope: ProjectScope, user: SignedInAppUser) {
  const rows = projectRows(db, scope);
  const draws = await openDraws(rows).orderBy('activity.sort').orderBy('activity.id').execute();
  if (!draws.length) return { list: [] };
  const day = (await projectClock(db, draws[0].project_code, new Date())).today;
  const prizes = await rows
    .read('prize')
    .selectAll()
    .where(
      'draw_id',
      'in',
      draws.map((draw) => draw.draw_id),
    )
    .where('deleted', '=', 0)
    .where('probability_bp', '>', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const balances = await balancesOf(rows, user.id);
  const list = [];
  for (const draw of draws) {
    const state = await userDrawState(rows, draw.draw_id, user.id, day);
    list.push({
      id: draw.id,
      title: draw.title,
      rules: draw.rules,
      endTime: draw.end_time.toISOString(),
      costKind: draw.cost_kind,
      cost: draw.cost,
      balance: balances[draw.cost_kind],
      drawsLeftToday: draw.per_user_daily_limit === null ? null : Math.max(0, draw.per_user_daily_limit - state.today),
      pity:
        draw.pity_after === null ? null : { after: draw.pity_after, misses: Math.min(state.misses, draw.pity_after) },
      odds: prizes
        .filter((prize) => prize.draw_id === draw.draw_id)
        .map((prize) => ({
          ...presentPrize(prize),
          probabilityBp: prize.probability_bp,
          percent: percentOf(prize.probability_bp),
        })),
    });
  }
  return { list };
}

export async function draw(
  db: Kysely<Database>,
  scope: ProjectScope,
  user: SignedInAppUser,
  id: number,
  clientId: string,
) {
  const rows = projectRows(db, scope);
  const row = await openDraws(rows).where('activity.id', '=', id).executeTakeFirst();
  if (!row) {
    const known = await rows
      .read('activity')
      .select('id')
      .where('id', '=', id)
      .where('type', '=', 9)
      .executeTakeFirst();
    if (!known) throw notFound(`No prize draw ${id}`);
    throw conflict(`Prize draw ${id} is not open now`, 'draw.closed');
  }
  const { timeZone: timezone } = await projectClock(db, row.project_code, new Date());
  const outcome = await drawPrize(
    rows,
    { id: user.id, project_code: row.project_code, user_code: user.userCode },
    {
      id: row.draw_id,
      activityId: row.id,
      title: row.title,
      costKind: row.cost_kind,
      cost: row.cost,
      perUserDailyLimit: row.per_user_daily_limit,
      pityAfter: row.pity_after,
      fallbackPrizeId: row.fallback_prize_id,
      timezone,
    },
    clientId,
  );
  const prize = await rows.read('prize').selectAll().where('id', '=', outcome.prizeId).executeTakeFirstOrThrow();
  const state = await userDrawState(rows, row.draw_id, user.id, dayIn(timezone, new Date()));
  return {
    entryId: outcome.entryId,
    repeated: outcome.repeated,
    won: outcome.won,
    prize: presentPrize(prize),
    drawsLeftToday: row.per_user_daily_limit === null ? null : Math.max(0, row.per_user_daily_limit - state.today),
  };
}
