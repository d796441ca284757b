import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { CommentState } from '../../domain/comments';
import { Completion, FollowType, Play } from '../../domain/app-users';

export const ProductDetail = Type.Object({
  play: Play,
  user: Type.Object({ userCode: Type.String(), username: Type.String(), vip: Type.Integer({ description: '1 VIP' }) }),
  drama: Type.Object({ code: Type.String(), name: Type.String(), episodeCount: Type.Integer() }),
  episodes: Type.Array(
    Type.Object({
      episodeNo: Type.Integer(),
      plays: Type.Integer(),
      playTimeSeconds: Type.Integer({ description: 'all plays of the episode together' }),
      totalTimeSeconds: Type.Integer({ description: "the episode's length" }),
      completionPermille: {
        ...Completion,
        description:
          'the best play of the episode: play time / total time in per mille, rounded half up (750 is 75.0 %)',
      },
      lastPlayTime: Type.String({ format: 'date-time' }),
    }),
    { description: 'each episode the user played, in order' },
  ),
  follows: Type.Array(Type.Object({ type: FollowType, createTime: Type.String({ format: 'date-time' }) }), {
    description: 'the like, follow and watch of the drama',
  }),
  unlocks: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: FollowType,
      episodeNo: Type.Integer(),
      coins: Type.Integer(),
      createTime: Type.String({ format: 'date-time' }),
    }),
    { description: 'the episodes unlocked, in order' },
  ),
  unlockCoins: Type.Integer({ description: 'coins spent on this drama' }),
  comments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      episodeNo: Type.Union([Type.Integer(), Type.Null()], { description: 'null: on the drama as a whole' }),
      content: Type.String(),
      state: CommentState,
      createTime: Type.String({ format: 'date-time' }),
    }),
    { description: "the user's comments on the drama, newest first" },
  ),
});

export const ProductDetailAnswer = Envelope(ProductDetail);
