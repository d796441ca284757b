// Prize draws as the screen reads and changes them. A draw is a points-game activity (type 9)
// and its prize_draw row (made on its first save); its prizes' odds sum to exactly 10,000,
// which is why the prize table is saved whole, in one transaction, and checked as a whole.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Prize as PrizeRow } from '../../db/types';
import {
  ACTIVITY_TYPE,
  isWin,
  ODDS_TOTAL,
  oddsSum,
  percentOf,
  type PrizeRewardKind,
  projectTodaySql,
  simulateDraws,
} from '../../domain/activities';
import { badRequest, conflict, keptText, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { listPage, type ListParams } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { DrawListQuery, DrawSettingsBody, PrizeTableBody, SimulateBody } from './activity-drawprize.schemas';
import { DRAW_SORT } from './activity-drawprize.schemas';

type Rows = ReturnType<typeof projectRows>;

const drawsOf = (rows: Rows) =>
  rows
    .read('activity')
    .leftJoin(rows.read('prize_draw').selectAll().as('prize_draw'), 'prize_draw.activity_id', 'activity.id')
    .where('activity.type', '=', ACTIVITY_TYPE.pointsGame)
    .where('activity.deleted', '=', 0);

async function oneDraw(rows: Rows, id: number) {
  const row = await drawsOf(rows)
    .selectAll('activity')
    .select([
      'prize_draw.id as draw_id',
      'cost_kind',
      'cost',
      'per_user_daily_limit',
      'pity_after',
      'fallback_prize_id',
    ])
    .where('activity.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`No prize draw ${id} in your projects`);
  return row;
}
type DrawRow = Awaited<ReturnType<typeof oneDraw>>;

const livePrizes = (rows: Rows, drawId: number | null) =>
  rows
    .read('prize')
    .selectAll()
    .where('draw_id', '=', drawId ?? 0)
    .where('deleted', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** Prize counts, odds sums and today's draws of these draws (prize_draw ids). */
async function figuresOf(rows: Rows, drawIds: number[]) {
  if (!drawIds.length) return { prizes: new Map(), today: new Map() };
  const prizes = await rows
    .read('prize')
    .select(['draw_id', sql<string>`count(*)::text`.as('n'), sql<string>`sum(probability_bp)::text`.as('sum')])
    .where('draw_id', 'in', drawIds)
    .where('deleted', '=', 0)
    .groupBy('draw_id')
    .execute();
  const today = await rows
    .read('prize_draw_entry')
    .select(['draw_id', sql<string>`count(*)::text`.as('n')])
    .where('draw_id', 'in', drawIds)
    .where('day', '=', projectTodaySql('prize_draw_entry.project_code'))
    .groupBy('draw_id')
    .execute();
  return {
    prizes: new Map(prizes.map((row) => [row.draw_id, { count: Number(row.n), sum: Number(row.sum) }])),
    today: new Map(today.map((row) => [row.draw_id, Number(row.n)])),
  };
}

function presentDraw(row: DrawRow, figures: Awaited<ReturnType<typeof figuresOf>>) {
  const prizes = (row.draw_id !== null && figures.prizes.get(row.draw_id)) || { count: 0, sum: 0 };
  return {
    id: row.id,
    projectCode: row.project_code,
    title: row.title,
    status: row.status,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time.toISOString(),
    configured: row.draw_id !== null,
    costKind: (row.cost_kind ?? 'point') as 'coin' | 'ticket' | 'point',
    cost: row.cost ?? 0,
    perUserDailyLimit: row.per_user_daily_limit,
    pityAfter: row.pity_after,
    fallbackPrizeId: row.fallback_prize_id,
    prizeCount: prizes.count,
    probabilitySum: prizes.sum,
    drawsToday: (row.draw_id !== null && figures.today.get(row.draw_id)) || 0,
    createTime: row.create_time.toISOString(),
  };
}

export async function listDraws(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof DrawListQuery>) {
  const rows = projectRows(db, scope);
  const page = await listPage(
    drawsOf(rows),
    (q) =>
      q
        .selectAll('activity')
        .select([
          'prize_draw.id as draw_id',
          'cost_kind',
          'cost',
          'per_user_daily_limit',
          'pity_after',
          'fallback_prize_id',
        ]) as never,
    query as ListParams & object,
    {
      contains: { title: 'activity.title' },
      equals: { status: 'activity.status' },
      sort: DRAW_SORT,
      tieBreaker: 'activity.id',
      present: (row: DrawRow) => row,
    },
  );
  const figures = await figuresOf(
    rows,
    page.list.flatMap((row) => (row.draw_id === null ? [] : [row.draw_id])),
  );
  return { ...page, list: page.list.map((row) => presentDraw(row, figures)) };
}

async function givenTodayOf(rows: Rows, drawId: number | null) {
  if (drawId === null) return new Map<number, number>();
  const given = await rows
    .read('prize_draw_entry')
    .select(['prize_id', sql<string>`count(*)::text`.as('n')])
    .where('draw_id', '=', drawId)
    .where('day', '=', projectTodaySql('prize_draw_entry.project_code'))
    .groupBy('prize_id')
    .execute();
  return new Map(given.map((row) => [row.prize_id, Number(row.n)]));
}

const presentPrize = (row: Selectable<PrizeRow>, givenToday: Map<number, number>) => ({
  id: row.id,
  name: row.name,
  imageUrl: row.image_url,
  rewardKind: row.reward_kind,
  rewardAmount: row.reward_amount,
  couponTemplateId: row.coupon_template_id,
  probabilityBp: row.probability_bp,
  stock: row.stock,
  dailyCap: row.daily_cap,
  givenToday: givenToday.get(row.id) ?? 0,
  sort: row.sort,
});

export async function getDraw(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  const figures = await figuresOf(rows, draw.draw_id === null ? [] : [draw.draw_id]);
  const given = await givenTodayOf(rows, draw.draw_id);
  const prizes = await livePrizes(rows, draw.draw_id);
  return { ...presentDraw(draw, figures), prizes: prizes.map((row) => presentPrize(row, given)) };
}

/** The draw's prize_draw row, made with the defaults on its first save. */
async function ensureDraw(rows: Rows, draw: DrawRow): Promise<number> {
  if (draw.draw_id !== null) return draw.draw_id;
  const made = await rows
    .add('prize_draw', [{ project_code: draw.project_code, activity_id: draw.id }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/** A fallback must always be there to give: one of the draw's live prizes without stock or daily cap. */
function checkFallback(prizes: Selectable<PrizeRow>[], fallbackId: number | null, field: string) {
  if (fallbackId === null) return;
  const fallback = prizes.find((prize) => prize.id === fallbackId);
  if (!fallback) throw badRequest(field, `prize ${fallbackId} is not a prize of this draw`, 'notFound');
  if (fallback.stock !== null || fallback.daily_cap !== null)
    throw badRequest(field, `"${fallback.name}" has a stock or a daily cap: a fallback must never run out`);
}

export async function saveSettings(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof DrawSettingsBody>,
) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  const drawId = await ensureDraw(rows, draw);
  checkFallback(await livePrizes(rows, drawId), body.fallbackPrizeId, 'fallbackPrizeId');
  await rows
    .update('prize_draw')
    .set({
      cost_kind: body.costKind as 'coin' | 'ticket' | 'point',
      cost: body.cost,
      per_user_daily_limit: body.perUserDailyLimit,
      pity_after: body.pityAfter,
      fallback_prize_id: body.fallbackPrizeId,
      update_time: sql<Date>`now()`,
    })
    .where('id', '=', drawId)
    .execute();
  return getDraw(db, scope, id);
}

type PrizeInput = Static<typeof PrizeTableBody>['prizes'][number];

/** One row's own rules: what each reward kind needs. */
async function prizeValues(rows: Rows, projectCode: string, input: PrizeInput, at: string) {
  const name = keptText(`${at}.name`, input.name);
  const kind = input.rewardKind as PrizeRewardKind;
  if (kind === 'coupon') {
    if (input.couponTemplateId === null)
      throw badRequest(`${at}.couponTemplateId`, 'a coupon prize names its coupon template', 'incomplete');
    const template = await rows
      .read('deal_coupon_template')
      .select('id')
      .where('id', '=', input.couponTemplateId)
      .where('project_code', '=', projectCode)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!template)
      throw badRequest(
        `${at}.couponTemplateId`,
        `no coupon template ${input.couponTemplateId} in this project`,
        'notFound',
      );
  } else if (input.couponTemplateId !== null)
    throw badRequest(`${at}.couponTemplateId`, 'only a coupon prize names a coupon template');
  if (kind === 'none' && input.rewardAmount !== 0)
    throw badRequest(`${at}.rewardAmount`, 'the "no win" slot gives nothing: 0', 'max', { limit: 0 });
  if ((kind === 'coin' || kind === 'ticket' || kind === 'point' || kind === 'vip_day') && input.rewardAmount < 1)
    throw badRequest(`${at}.rewardAmount`, `a ${kind} prize gives at least 1`, 'min', { limit: 1 });
  return {
    name,
    image_url: input.imageUrl.trim(),
    reward_kind: kind,
    reward_amount: kind === 'coupon' ? 0 : input.rewardAmount,
    coupon_template_id: kind === 'coupon' ? input.couponTemplateId : null,
    probability_bp: input.probabilityBp,
    stock: input.stock,
    daily_cap: input.dailyCap,
    sort: input.sort,
  };
}

export async function savePrizes(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof PrizeTableBody>,
) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  const sum = oddsSum(body.prizes);
  if (sum !== ODDS_TOTAL)
    throw badRequest(
      'prizes',
      `the odds sum to ${percentOf(sum)} (${sum} of 10,000): they must sum to exactly 100.00%`,
      'incomplete',
      { sum: String(sum), percent: percentOf(sum) },
    );
  if (!body.prizes.some((prize) => !isWin(prize)))
    throw badRequest('prizes', 'a draw has a "no win" slot (reward kind none)', 'incomplete');
  const drawId = await ensureDraw(rows, draw);
  const existing = await livePrizes(rows, drawId);
  const known = new Set(existing.map((prize) => prize.id));
  const sent = new Set<number>();
  for (const [index, input] of body.prizes.entries()) {
    if (input.id === undefined) continue;
    if (!known.has(input.id) || sent.has(input.id))
      throw badRequest(
        `prizes[${index}].id`,
        `prize ${input.id} is not a prize of this draw (or is sent twice)`,
        'notFound',
      );
    sent.add(input.id);
  }
  const missing = existing.find((prize) => !sent.has(prize.id));
  if (missing)
    throw badRequest(
      'prizes',
      `"${missing.name}" is missing: the table is saved whole; delete a prize on its own`,
      'incomplete',
    );
  for (const [index, input] of body.prizes.entries()) {
    const values = await prizeValues(rows, draw.project_code, input, `prizes[${index}]`);
    if (input.id !== undefined)
      await rows
        .update('prize')
        .set({ ...values, update_time: sql<Date>`now()` })
        .where('id', '=', input.id)
        .execute();
    else await rows.add('prize', [{ ...values, project_code: draw.project_code, draw_id: drawId }]).execute();
  }
  checkFallback(await livePrizes(rows, drawId), draw.fallback_prize_id, 'prizes');
  return getDraw(db, scope, id);
}

/** Soft; only a prize without odds (its share moved to others first) that is not the fallback. */
export async function deletePrize(db: Kysely<Database>, scope: ProjectScope, id: number, prizeId: number) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  const prize = (await livePrizes(rows, draw.draw_id)).find((row) => row.id === prizeId);
  if (!prize) throw notFound(`No prize ${prizeId} in draw ${id}`);
  if (prize.probability_bp > 0)
    throw conflict(
      `"${prize.name}" has odds of ${percentOf(prize.probability_bp)}: set them to 0 (the others summing to 100.00%) first`,
      'draw.prizeHasOdds',
      { percent: percentOf(prize.probability_bp) },
    );
  if (draw.fallback_prize_id === prize.id)
    throw conflict(`"${prize.name}" is the draw's fallback: choose another first`, 'draw.prizeIsFallback');
  await rows
    .update('prize')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', prize.id)
    .execute();
  return null;
}

/** What the app shows with the draw: each prize with odds, as a percent. */
export async function getOdds(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  return oddsOf(draw, await livePrizes(rows, draw.draw_id));
}

export function oddsOf(
  draw: { id: number; title: string; cost_kind: string | null; cost: number | null; pity_after: number | null },
  prizes: Selectable<PrizeRow>[],
) {
  return {
    drawId: draw.id,
    title: draw.title,
    costKind: draw.cost_kind ?? 'point',
    cost: draw.cost ?? 0,
    pityAfter: draw.pity_after,
    prizes: prizes
      .filter((prize) => prize.probability_bp > 0)
      .map((prize) => ({
        id: prize.id,
        name: prize.name,
        imageUrl: prize.image_url,
        rewardKind: prize.reward_kind,
        rewardAmount: prize.reward_amount,
        probabilityBp: prize.probability_bp,
        percent: percentOf(prize.probability_bp),
      })),
  };
}

export async function simulate(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof SimulateBody>,
) {
  const rows = projectRows(db, scope);
  const draw = await oneDraw(rows, id);
  const prizes = await livePrizes(rows, draw.draw_id);
  const sum = oddsSum(prizes.map((prize) => ({ probabilityBp: prize.probability_bp })));
  if (sum !== ODDS_TOTAL)
    throw conflict(`The odds sum to ${percentOf(sum)}, not 100.00%: fix the prize table first`, 'draw.oddsNotWhole', {
      percent: percentOf(sum),
    });
  const given = await givenTodayOf(rows, draw.draw_id);
  const simulated = prizes.map((prize) => ({
    id: prize.id,
    rewardKind: prize.reward_kind as PrizeRewardKind,
    probabilityBp: prize.probability_bp,
    stock: prize.stock,
    dailyCap: prize.daily_cap,
    givenToday: given.get(prize.id) ?? 0,
  }));
  const fallback =
    simulated.find((prize) => prize.id === draw.fallback_prize_id) ?? simulated.find((prize) => !isWin(prize))!;
  const seed = body.seed ?? Math.floor(Math.random() * 2_147_483_647);
  const result = simulateDraws(simulated, fallback, {
    draws: body.draws,
    seed,
    pityAfter: draw.pity_after,
    // each simulated user draws as many times as a day allows (20 when unlimited)
    perUser: draw.per_user_daily_limit ?? 20,
  });
  return {
    ...result,
    seed,
    prizes: result.prizes.map((row, index) => ({
      ...row,
      name: prizes[index].name,
      probabilityBp: prizes[index].probability_bp,
    })),
  };
}
