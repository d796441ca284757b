import { Type } from '@sinclair/typebox';
import { RowId } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

// the activities' indexes: (project_code, deleted, create_time) and (project_code, deleted, sort, id)
export const DRAW_SORT = sortColumns('activity', ['deleted', 'create_time', 'sort', 'id']);

const RewardKind = Type.Union(
  ['none', 'coin', 'ticket', 'point', 'vip_day', 'coupon'].map((kind) => Type.Literal(kind)),
  { description: 'none: the "no win" slot' },
);
const CostKind = Type.Union(['coin', 'ticket', 'point'].map((kind) => Type.Literal(kind)));
const Count = (description: string, maximum = 100_000_000) =>
  Type.Union([Type.Integer({ minimum: 0, maximum }), Type.Null()], { description });

export const DrawListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the title' })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 online, 1 offline' })),
  },
  DRAW_SORT,
);

export const DrawSettings = {
  costKind: CostKind,
  cost: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'what one draw costs, in costKind' }),
  perUserDailyLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Null()], {
    description: "a user's draws a day (the project's day); null: no limit",
  }),
  pityAfter: Type.Union([Type.Integer({ minimum: 2, maximum: 1000 }), Type.Null()], {
    description: 'a guaranteed win after this many draws in a row without one; null: none',
  }),
  fallbackPrizeId: Type.Union([RowId, Type.Null()], {
    description:
      "what a prize out of stock or over its daily cap turns into: one of the draw's prizes without stock or cap; null: its no-win slot",
  }),
};

export const DrawSettingsBody = Type.Object({ ...ScopeFields, ...DrawSettings });

export const Draw = Type.Object({
  id: Type.Integer({ description: "the activity's id (type 9, points game)" }),
  projectCode: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  startTime: Type.String({ format: 'date-time' }),
  endTime: Type.String({ format: 'date-time' }),
  /** false until its settings are saved the first time */
  configured: Type.Boolean(),
  ...DrawSettings,
  prizeCount: Type.Integer(),
  probabilitySum: Type.Integer({ description: "the live prizes' odds, in basis points (10,000 = 100%)" }),
  drawsToday: Type.Integer(),
  createTime: Type.String({ format: 'date-time' }),
});

export const Prize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  imageUrl: Type.String(),
  rewardKind: Type.String(),
  rewardAmount: Type.Integer(),
  couponTemplateId: Type.Union([Type.Integer(), Type.Null()]),
  probabilityBp: Type.Integer(),
  stock: Type.Union([Type.Integer(), Type.Null()]),
  dailyCap: Type.Union([Type.Integer(), Type.Null()]),
  givenToday: Type.Integer(),
  sort: Type.Integer(),
});

export const DrawDetail = Type.Object({ ...Draw.properties, prizes: Type.Array(Prize) });

export const PrizeInput = Type.Object({
  id: Type.Optional(RowId),
  name: Type.String({ minLength: 1, maxLength: 64, description: '1..64 characters, kept trimmed' }),
  imageUrl: Type.String({ maxLength: 512 }),
  rewardKind: RewardKind,
  rewardAmount: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description: '0 for none and coupon; above 0 otherwise',
  }),
  couponTemplateId: Type.Union([RowId, Type.Null()], { description: "a coupon's template; null otherwise" }),
  probabilityBp: Type.Integer({ minimum: 0, maximum: 10_000, description: 'of 10,000' }),
  stock: Count('what is left; null: unlimited'),
  dailyCap: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000_000 }), Type.Null()], {
    description: 'at most this many given a day; null: no cap',
  }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
});

export const PrizeTableBody = Type.Object({
  ...ScopeFields,
  prizes: Type.Array(PrizeInput, {
    minItems: 1,
    maxItems: 30,
    description:
      "the draw's whole prize table: rows with an id are edited, without one added; their odds must sum to exactly 10,000",
  }),
});

export const PrizeParams = Type.Object({ id: RowId, prizeId: RowId });

export const Odds = Type.Object({
  drawId: Type.Integer(),
  title: Type.String(),
  costKind: Type.String(),
  cost: Type.Integer(),
  pityAfter: Type.Union([Type.Integer(), Type.Null()]),
  prizes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      imageUrl: Type.String(),
      rewardKind: Type.String(),
      rewardAmount: Type.Integer(),
      probabilityBp: Type.Integer(),
      percent: Type.String({ description: '"12.50%"' }),
    }),
  ),
});

export const SimulateBody = Type.Object({
  ...ScopeFields,
  draws: Type.Integer({ minimum: 1, maximum: 200_000, description: 'how many draws: 100,000 is what the screen runs' }),
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'the same seed, the same run' })),
});

export const Simulation = Type.Object({
  draws: Type.Integer(),
  seed: Type.Integer(),
  milliseconds: Type.Integer(),
  guaranteed: Type.Integer({ description: 'draws won by the pity counter' }),
  prizes: Type.Array(
    Type.Object({
      prizeId: Type.Integer(),
      name: Type.String(),
      probabilityBp: Type.Integer(),
      expected: Type.Integer(),
      drawn: Type.Integer({ description: 'times the wheel landed on it' }),
      given: Type.Integer({ description: 'times it was given (the fallback also when others ran out)' }),
      fallbackTurns: Type.Integer({ description: 'times it was drawn but out of stock or over its cap' }),
    }),
  ),
});
