import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX } from '../../platform/fields';
import { ScopeFields, TimelineFields, TimelinePage } from '../../platform/listQuery';

/** FOLLOW_TYPE (shared/src/enums): the spec's follow types. */
export const FollowType = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(10), Type.Literal(11)],
  {
    description: '1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock',
  },
);

const Instant = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));

export const FollowRecordsQuery = Type.Object({
  ...ScopeFields,
  ...TimelineFields,
  dramaId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: "a drama's records (this or userCode is required; both: that user's of that drama)",
    }),
  ),
  userCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: "an app user's records, by their user code (this or dramaId is required)",
    }),
  ),
  type: Type.Optional(FollowType),
  unlocks: Type.Optional(
    Type.Literal(1, {
      description: "1: the unlocks only, with coins or VIP (10 and 11), what a drama's unlockCount counts",
    }),
  ),
  createdFrom: Instant('at or after'),
  createdTo: Instant('before'),
});

export const FollowRecord = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  type: FollowType,
  userId: Type.Integer(),
  userCode: Type.String(),
  username: Type.String(),
  dramaId: Type.Integer(),
  dramaCode: Type.String(),
  dramaName: Type.String(),
  episodeNo: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the unlocked episode; null for a like, follow or watch of the whole drama',
  }),
  coins: Type.Integer({ minimum: 0, description: 'what a coin unlock (10) cost; 0 for the others' }),
  createTime: Type.String({ format: 'date-time' }),
});

export const FollowRecordsAnswer = Envelope(TimelinePage(FollowRecord));
