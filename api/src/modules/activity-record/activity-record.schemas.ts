import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX, RowId } from '../../platform/fields';
import { ListFields, ScopeFields, SortByName } from '../../platform/listQuery';

/** Newest first by id: the one order every index of 0028's activity_record ends with (keys of the deep pages). */
export const RECORD_SORT: Record<string, string> = { id: 'activity_record.id' };
export const RECORD_DEFAULT_SORT = 'id';

const Status = Type.Union(
  [1, 2, 3].map((status) => Type.Literal(status)),
  { description: 'ACTIVITY_RECORD_STATUS: 1 incomplete, 2 pending claim, 3 claimed' },
);
const Time = Type.String({ format: 'date-time' });
const OrNull = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** The filters of the list and of its export. */
export const recordFilters = {
  activityId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'one activity' }),
  ),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: "the user's code, exactly" })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "the user's id" })),
  status: Type.Optional(Status),
  period: Type.Optional(
    Type.String({
      maxLength: 64,
      description: "the record's period, exactly: a day YYYY-MM-DD, a compensation's request id",
    }),
  ),
  createdFrom: Type.Optional(Type.String({ format: 'date-time', description: 'created at or after' })),
  createdTo: Type.Optional(Type.String({ format: 'date-time', description: 'created before' })),
};

export const RecordListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  sortBy: SortByName(Object.keys(RECORD_SORT), RECORD_DEFAULT_SORT),
  ...recordFilters,
});
export const RecordFilterQuery = Type.Object({ ...ScopeFields, ...recordFilters });

export const ActivityRecord = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  timeZone: Type.String({ description: "the project's time zone (IANA), in which the screen shows the times" }),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  activityType: Type.Integer({ description: 'ACTIVITY_TYPE, 0–13' }),
  currency: Type.Integer({
    description: "the activity's reward currency: 1 ticket, 2 bonus/points, 3 VIP, 0 ad, 4 coupon",
  }),
  userId: Type.Integer(),
  userCode: Type.String(),
  userName: Type.String(),
  period: Type.String({ description: "'' once; a day YYYY-MM-DD for daily ones; a compensation's request id" }),
  progress: Type.Integer(),
  target: Type.Integer(),
  status: Status,
  reward: Type.Integer({ description: "in the activity's reward currency" }),
  ledgerKey: Type.Union([Type.String(), Type.Null()]),
  completeTime: OrNull(Time),
  claimTime: OrNull(Time),
  createTime: Time,
  updateTime: Time,
});

export const Checkin = Type.Object({
  day: Type.String({ description: "YYYY-MM-DD, the user's day in the project's time zone" }),
  streak: Type.Integer({ description: 'the day of the ladder it counted as' }),
  reward: Type.Integer(),
  madeUp: Type.Boolean(),
  createTime: Time,
});

export const RecordListAnswer = Envelope(
  Type.Object({
    list: Type.Array(ActivityRecord),
    total: Type.Integer({ minimum: 0 }),
    totalExact: Type.Boolean({ description: 'false when total is the database estimate (past 10,000 matches)' }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  }),
);
export const RecordDetailAnswer = Envelope(
  Type.Object({
    ...ActivityRecord.properties,
    checkins: Type.Array(Checkin, { description: "a check-in activity's days of this user, newest first (up to 60)" }),
  }),
);

/** At most this many users a compensation. */
export const COMPENSATION_USERS_MAX = 5000;

export const CompensateBody = Type.Object({
  ...ScopeFields,
  activityId: RowId,
  userCodes: Type.Array(Type.String({ maxLength: 64 }), {
    minItems: 1,
    maxItems: COMPENSATION_USERS_MAX,
    description: 'the users, by code; each row of the report is its place in this list (from 1)',
  }),
  amount: Type.Integer({
    minimum: 1,
    maximum: INT4_MAX,
    description: "each user's reward, in the activity's currency; at most the project's large-bonus threshold",
  }),
  reason: Type.String({ minLength: 1, maxLength: 200, description: "why: kept in each wallet's ledger entry" }),
  requestId: Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      "one submission: sent again, it credits no user a second time (the records' period and the ledger key)",
  }),
});

const Outcome = Type.Union(
  [Type.Literal('granted'), Type.Literal('alreadyGranted'), Type.Literal('unknownUser'), Type.Literal('duplicate')],
  {
    description:
      "granted: credited now; alreadyGranted: this request credited the user before; unknownUser: no such user in the activity's project; duplicate: listed before in this request",
  },
);
export const CompensationReport = Type.Object({
  rows: Type.Array(
    Type.Object({
      row: Type.Integer(),
      userCode: Type.String(),
      outcome: Outcome,
      recordId: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  granted: Type.Integer(),
  alreadyGranted: Type.Integer(),
  refused: Type.Integer(),
});

/** The activities the screen's picker offers (and the compensation's), newest first. */
export const ActivityOptionsQuery = Type.Object({
  ...ScopeFields,
  title: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the title' })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 13, description: 'ACTIVITY_TYPE' })),
});
export const ActivityOptionsAnswer = Envelope(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      projectCode: Type.String(),
      title: Type.String(),
      type: Type.Integer(),
      currency: Type.Integer(),
      status: Type.Integer({ description: '0 online, 1 offline' }),
    }),
    { description: 'at most 200' },
  ),
);
