import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { FollowType, InteractionType, Play } from '../../domain/app-users';
import { CommentState } from '../../domain/comments';

/** Plays, follows and comments have no `deleted`: their lists are newest first without a sortBy. */
export const PRODUCT_DEFAULT_SORT = 'create_time';
export const PLAY_SORT = sortColumns('interaction', ['create_time', 'play_time_seconds', 'completion_permille', 'id']);
export const FOLLOW_SORT = sortColumns('follow', ['create_time', 'id']);
export const COMMENT_SORT = sortColumns('comment', ['create_time', 'id']);

const UserCode = Type.String({ minLength: 1, maxLength: 64, description: "the app user's code" });
const DramaPart = Type.String({ maxLength: 100, description: "the drama's code, or a part of its code or name" });

export const PlayListQuery = ListQuery(
  {
    userCode: UserCode,
    type: Type.Optional(InteractionType),
    drama: Type.Optional(DramaPart),
    episodeNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    playedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'played at or after' })),
    playedTo: Type.Optional(Type.String({ format: 'date-time', description: 'played before' })),
  },
  PLAY_SORT,
  PRODUCT_DEFAULT_SORT,
);

export const FollowListQuery = ListQuery(
  { userCode: UserCode, type: Type.Optional(FollowType), drama: Type.Optional(DramaPart) },
  FOLLOW_SORT,
  PRODUCT_DEFAULT_SORT,
);

export const FollowRow = Type.Object({
  id: Type.Integer(),
  type: FollowType,
  dramaCode: Type.String(),
  dramaName: Type.String(),
  episodeNo: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the unlocked episode; null for a like, follow or watch of the drama',
  }),
  coins: Type.Integer({ description: 'what a coin unlock cost; 0 otherwise' }),
  createTime: Type.String({ format: 'date-time' }),
  playId: Type.Union([Type.Integer(), Type.Null()], {
    description: "the user's first play of the drama (its product detail), null when they never played it",
  }),
});

export const ProductSummary = Type.Object({
  user: Type.Object({
    userCode: Type.String(),
    username: Type.String(),
    country: Type.String(),
    vip: Type.Integer({ description: '1 VIP' }),
    createTime: Type.String({ format: 'date-time', description: 'registered' }),
  }),
  plays: Type.Integer(),
  dramas: Type.Integer({ description: 'dramas played' }),
  playTimeSeconds: Type.Integer({ description: 'all plays together' }),
  follows: Type.Array(Type.Object({ type: FollowType, count: Type.Integer() }), {
    description: 'by type, every type listed',
  }),
  unlockCoins: Type.Integer({ description: 'coins spent on unlocks' }),
});

export const CommentListQuery = ListQuery(
  {
    userCode: UserCode,
    state: Type.Optional(CommentState),
    content: Type.Optional(Type.String({ maxLength: 100, description: "a part of the comment's text" })),
  },
  COMMENT_SORT,
  PRODUCT_DEFAULT_SORT,
);

export const CommentRow = Type.Object({
  id: Type.Integer(),
  dramaCode: Type.String(),
  dramaName: Type.String(),
  episodeNo: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the episode commented on; null for the drama as a whole',
  }),
  content: Type.String(),
  state: CommentState,
  createTime: Type.String({ format: 'date-time' }),
});

export const HideCommentBody = Type.Object({
  ...ScopeFields,
  reason: Type.Optional(Type.String({ maxLength: 200, description: 'why it is hidden; kept in the operation log' })),
});
export const CommentModeration = Type.Object({
  id: Type.Integer(),
  state: CommentState,
  dramaCode: Type.String(),
  dramaCommentCount: Type.Integer({ description: "the drama's visible comments after the change" }),
});

export const PlayListAnswer = Envelope(Page(Play));
export const FollowListAnswer = Envelope(Page(FollowRow));
export const ProductSummaryAnswer = Envelope(ProductSummary);
export const CommentListAnswer = Envelope(Page(CommentRow));
export const CommentModerationAnswer = Envelope(CommentModeration);
