import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';

const AppPrize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  imageUrl: Type.String(),
  rewardKind: Type.String({ description: 'none: no win' }),
  rewardAmount: Type.Integer(),
});

export const AppDraw = Type.Object({
  id: Type.Integer({ description: "the draw's activity id" }),
  title: Type.String(),
  rules: Type.String(),
  endTime: Type.String({ format: 'date-time' }),
  costKind: Type.String(),
  cost: Type.Integer(),
  balance: Type.Integer({ description: "the user's balance of costKind (what expires is not counted)" }),
  /** null: no limit */
  drawsLeftToday: Type.Union([Type.Integer(), Type.Null()]),
  pity: Type.Union([Type.Object({ after: Type.Integer(), misses: Type.Integer() }), Type.Null()], {
    description: 'draws in a row without a win, of the number after which the next one wins; null: no pity counter',
  }),
  odds: Type.Array(
    Type.Object({
      ...AppPrize.properties,
      probabilityBp: Type.Integer(),
      percent: Type.String({ description: '"12.50%"' }),
    }),
  ),
});

export const DrawsAnswer = Envelope(Type.Object({ list: Type.Array(AppDraw) }));
export const DrawParams = Type.Object({ id: RowId });
export const DrawBody = Type.Object({
  clientId: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_.:-]+$',
    description: "the app's id of this draw: sent again (a retry), it answers the first draw's result and charges once",
  }),
});
export const DrawAnswer = Envelope(
  Type.Object({
    entryId: Type.Integer(),
    repeated: Type.Boolean({ description: 'an earlier draw with this clientId, answered again' }),
    won: Type.Boolean(),
    prize: AppPrize,
    drawsLeftToday: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
