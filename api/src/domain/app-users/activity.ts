// What app users do with the dramas, as every screen about it shows it: how an episode came
// to be played, the follow types, and a play.
import { Type } from '@sinclair/typebox';

/** INTERACTION_TYPE (shared/src/enums): how the episode came to be played. */
export const InteractionType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  description: '1 free, 2 unlocked with coins, 3 VIP, 4 unlocked by a rewarded ad',
});
/** FOLLOW_TYPE (shared/src/enums): the spec's follow types. */
export const FollowType = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(10), Type.Literal(11)],
  {
    description: '1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock',
  },
);
/** play time / total time in per mille, rounded half up: a play's, and the best play of an episode in its detail. */
export const Completion = Type.Integer({
  minimum: 0,
  maximum: 1000,
  description: 'play time / total time in per mille, rounded half up (750 is 75.0 %)',
});

export const Play = Type.Object({
  id: Type.Integer(),
  type: InteractionType,
  dramaCode: Type.String(),
  dramaName: Type.String(),
  episodeNo: Type.Integer(),
  content: Type.String({ description: 'where the app says the play started' }),
  playTimeSeconds: Type.Integer(),
  totalTimeSeconds: Type.Integer({ description: "the episode's length" }),
  completionPermille: Completion,
  createTime: Type.String({ format: 'date-time', description: 'when the play started' }),
});
