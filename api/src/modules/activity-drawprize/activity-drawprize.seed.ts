// Demo draws: per project a "Lucky wheel" and a "Treasure box" (points games, online), each with
// its prizes (odds summing to 10,000, a no-win slot that is also the fallback) and the draws
// users made over the last days, drawn with the real algorithm from a seeded stream.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Random } from '../../db/seed/random';
import { dayIn, isWin, pickPrize, type PrizeRewardKind, seededRandom } from '../../domain/activities';

type PrizeSeed = [string, PrizeRewardKind, number, number, number | null, number | null];
// name, reward kind, amount, probability (bp), stock, daily cap
const DRAWS: Array<{ title: string; cost: number; limit: number | null; pity: number | null; prizes: PrizeSeed[] }> = [
  {
    title: 'Lucky wheel',
    cost: 20,
    limit: 10,
    pity: 8,
    prizes: [
      ['Better luck next time', 'none', 0, 4500, null, null],
      ['10 points', 'point', 10, 2500, null, null],
      ['50 points', 'point', 50, 1500, null, null],
      ['5 coins', 'coin', 5, 900, null, 200],
      ['1 ticket', 'ticket', 1, 450, 5000, null],
      ['1 VIP day', 'vip_day', 1, 130, 500, 20],
      ['100 coins', 'coin', 100, 20, 30, 2],
    ],
  },
  {
    title: 'Treasure box',
    cost: 50,
    limit: 5,
    pity: null,
    prizes: [
      ['Empty box', 'none', 0, 5200, null, null],
      ['30 points', 'point', 30, 3000, null, null],
      ['20 coins', 'coin', 20, 1300, null, 100],
      ['3 VIP days', 'vip_day', 3, 450, 300, 10],
      ['Golden key: 500 coins', 'coin', 500, 50, 10, 1],
    ],
  },
];

const DAY_MS = 86_400_000;

export async function seedDraws(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
  size: number,
): Promise<number> {
  const users = await db
    .selectFrom('app_user')
    .select('id')
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .orderBy('id')
    .limit(40)
    .execute();
  const { timezone } = await db
    .selectFrom('sys_project')
    .select('timezone')
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  let entries = 0;
  for (const [index, spec] of DRAWS.entries()) {
    const activity = await db
      .insertInto('activity')
      .values({
        project_code: projectCode,
        type: 9,
        currency: 2,
        status: 0,
        start_time: new Date(now.getTime() - 30 * DAY_MS),
        end_time: new Date(now.getTime() + 60 * DAY_MS),
        sort: 10 + index,
        title: spec.title,
        rules: `Spend ${spec.cost} points a draw; the odds of each prize are published with the draw.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draw = await db
      .insertInto('prize_draw')
      .values({
        project_code: projectCode,
        activity_id: activity.id,
        cost_kind: 'point',
        cost: spec.cost,
        per_user_daily_limit: spec.limit,
        pity_after: spec.pity,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prizes = await db
      .insertInto('prize')
      .values(
        spec.prizes.map(([name, kind, amount, bp, stock, cap], sort) => ({
          project_code: projectCode,
          draw_id: draw.id,
          name,
          reward_kind: kind,
          reward_amount: amount,
          probability_bp: bp,
          stock,
          daily_cap: cap,
          sort,
        })),
      )
      .returning(['id', 'reward_kind', 'probability_bp'])
      .execute();
    await db.updateTable('prize_draw').set({ fallback_prize_id: prizes[0].id }).where('id', '=', draw.id).execute();

    // the draws of the last 7 days: a few users a day, a few draws each
    const drawable = prizes.map((row) => ({
      id: row.id,
      rewardKind: row.reward_kind as PrizeRewardKind,
      probabilityBp: row.probability_bp,
    }));
    const stream = seededRandom(random.int(1, 1_000_000));
    const rows = [];
    for (let day = 7; day >= 1; day--) {
      for (const user of users.slice(0, Math.min(users.length, 8 * size))) {
        if (!random.chance(0.4)) continue;
        const at = new Date(now.getTime() - day * DAY_MS + random.int(0, DAY_MS / 2));
        for (let n = random.int(1, 3); n > 0; n--) {
          const pick = pickPrize(drawable, drawable[0], {
            random: stream,
            available: () => true,
            misses: 0,
            pityAfter: null,
          });
          rows.push({
            project_code: projectCode,
            draw_id: draw.id,
            user_id: user.id,
            prize_id: pick.prize.id,
            drawn_prize_id: pick.drawn.id,
            won: isWin(pick.prize),
            day: dayIn(timezone, at),
            client_id: `seed-${day}-${n}`,
            create_time: at,
          });
        }
      }
    }
    if (rows.length) await db.insertInto('prize_draw_entry').values(rows).execute();
    entries += rows.length;
  }
  return entries;
}
