import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX, RowId } from '../../platform/fields';
import { ScopeFields, TimelineFields, TimelinePage } from '../../platform/listQuery';
import { CommentState } from '../../domain/comments';

export const BULK_MAX = 200;
export const CONTENT_PART_MAX = 100;

const Instant = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));

export const CommentQueueQuery = Type.Object({
  ...ScopeFields,
  ...TimelineFields,
  dramaId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: "the drama's comments (the screen opened from a drama)",
    }),
  ),
  dramaCode: Type.Optional(
    Type.String({ minLength: 1, maxLength: 32, description: "the drama's comments, by its code in any case" }),
  ),
  userCode: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "an app user's comments, by their user code" }),
  ),
  content: Type.Optional(
    Type.String({ maxLength: CONTENT_PART_MAX, description: "a part of the comment's text, in any case" }),
  ),
  state: Type.Optional(CommentState),
  createdFrom: Instant('written at or after'),
  createdTo: Instant('written before'),
});

export const QueuedComment = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  dramaId: Type.Integer(),
  dramaCode: Type.String(),
  dramaName: Type.String(),
  userId: Type.Integer(),
  userCode: Type.String(),
  username: Type.String(),
  episodeNo: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the episode commented on; null for the drama as a whole',
  }),
  content: Type.String(),
  state: CommentState,
  createTime: Type.String({ format: 'date-time' }),
});

export const CommentIdsBody = Type.Object({
  ...ScopeFields,
  ids: Type.Array(RowId, {
    minItems: 1,
    maxItems: BULK_MAX,
    uniqueItems: true,
    description: `1..${BULK_MAX} comment ids, each once`,
  }),
  reason: Type.Optional(Type.String({ maxLength: 200, description: 'why; kept in the operation log' })),
});

export const CommentMoveResult = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union([Type.Literal('moved'), Type.Literal('refused')]),
  state: Type.Union([CommentState, Type.Null()], { description: 'its state now (moved or not); null when not found' }),
  dramaId: Type.Union([Type.Integer(), Type.Null()], { description: 'null when not found' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it was refused; null when moved' }),
});

export const DramaCommentCount = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  commentCount: Type.Integer({ minimum: 0, description: 'its visible comments after the change' }),
});

export const CommentQueueAnswer = Envelope(TimelinePage(QueuedComment));
export const CommentMovesAnswer = Envelope(
  Type.Object({
    moved: Type.Integer({ minimum: 0 }),
    refused: Type.Integer({ minimum: 0 }),
    results: Type.Array(CommentMoveResult, { description: 'one per id, in the order sent' }),
    dramas: Type.Array(DramaCommentCount, {
      description: 'each drama of the comments moved, by id, with its comment count now',
    }),
  }),
);
