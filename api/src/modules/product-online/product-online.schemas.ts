import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX, RowId, Timestamps } from '../../platform/fields';
import { ListFields, ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { DramaStatus, NAME_MAX } from '../../domain/dramas';

/** How far ahead a change may be scheduled: a year, so a typo in the year is not kept for ever. */
export const AHEAD_MAX_DAYS = 366;
/** A local date and time, as a date-time picker sends it: no offset (the project's zone says it). */
export const LOCAL_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$';

export const SCHEDULE_STATES = ['pending', 'done', 'failed', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

const Move = Type.Union([Type.Literal('online'), Type.Literal('offline')], {
  description: 'online: put online; offline: take offline',
});
const State = Type.Union(
  SCHEDULE_STATES.map((state) => Type.Literal(state)),
  { description: 'pending (waiting for its time), done, failed (its reason in outcome), cancelled' },
);
const TimeZone = Type.String({ description: "the drama's project's time zone (IANA), in which runAtLocal is" });

/** A scheduled change as every route answers it. */
export const ScheduledChange = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  dramaId: Type.Integer(),
  dramaCode: Type.String(),
  dramaName: Type.String(),
  action: Move,
  runAt: Type.String({ format: 'date-time', description: 'when it is due, in UTC' }),
  runAtLocal: Type.String({
    description: 'the same instant as a local date and time in timeZone, e.g. 2026-05-01T20:00:00',
  }),
  timeZone: TimeZone,
  state: State,
  outcome: Type.String({ description: 'what happened: why it failed or who cancelled it; empty while pending' }),
  createdBy: Type.String({ description: 'the account that scheduled it (in whose name it runs)' }),
  ...Timestamps,
});

/** A drama as the screen shows it: since when it is online, and the change waiting for it, if any. */
export const LiveDrama = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  name: Type.String(),
  episodeCount: Type.Integer({ minimum: 0 }),
  status: DramaStatus,
  onlineTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'since when it is online (its last move online); null if never recorded',
  }),
  timeZone: TimeZone,
  pendingChange: Type.Union([ScheduledChange, Type.Null()], {
    description: 'the change scheduled for it, at most one',
  }),
});

// Only the order the index drama_online of 0014 serves; the default, the latest online first.
export const LIVE_SORT = sortColumns('drama', ['online_time']);
export const LIVE_DEFAULT_SORT = 'online_time';

export const LiveListQuery = ListQuery(
  {
    keyword: Type.Optional(
      Type.String({ maxLength: NAME_MAX, description: 'a part of the name or of the code, in any case' }),
    ),
  },
  LIVE_SORT,
  LIVE_DEFAULT_SORT,
);

export const ScheduleListQuery = Type.Object({
  ...ScopeFields,
  pageNum: ListFields.pageNum,
  pageSize: ListFields.pageSize,
  state: Type.Optional(State),
  action: Type.Optional(Move),
  dramaId: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX, description: "one drama's changes" })),
  keyword: Type.Optional(
    Type.String({ maxLength: NAME_MAX, description: "a part of the drama's name or code, in any case" }),
  ),
});

export const ScheduleBody = Type.Object({
  ...ScopeFields,
  dramaId: RowId,
  action: Move,
  runAt: Type.String({
    pattern: LOCAL_TIME_PATTERN,
    description: `a local date and time in the drama's project's time zone, e.g. 2026-05-01T20:00 (no offset); later than now and at most ${AHEAD_MAX_DAYS} days ahead`,
  }),
});

/** A change just scheduled, and the one it replaced. */
export const NewChange = Type.Object({
  ...ScheduledChange.properties,
  replaced: Type.Union([ScheduledChange, Type.Null()], {
    description: 'the change that was waiting for the drama, now cancelled; null if none',
  }),
});

export const LiveDramaAnswer = Envelope(LiveDrama);
export const LiveListAnswer = Envelope(Page(LiveDrama));
export const ScheduledChangeAnswer = Envelope(ScheduledChange);
export const NewChangeAnswer = Envelope(NewChange);
export const ScheduleListAnswer = Envelope(Page(ScheduledChange));
