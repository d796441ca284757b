import { Type } from '@sinclair/typebox';
import { ContentLocale } from '../../domain/content-texts';
import { Envelope } from '../../platform/envelope';

const Day = (description: string) => Type.String({ format: 'date', description });
const Today = Day("the user's day now, in the project's time zone");
const TimeZone = Type.String({ description: "the project's time zone (IANA)" });
const Currency = Type.Integer({
  description: "the reward's kind (spec 3): 1 ticket, 2 points, 3 VIP days, 0 ad, 4 coupon",
});

export const ReaderQuery = Type.Object({
  locale: Type.Optional({
    ...ContentLocale,
    description:
      "the reader's locale (en, th, pt-BR…): titles and rules in it where the project serves it and has them, else in the project's default",
  }),
});
const AnsweredLocale = Type.String({
  description: 'the locale the titles and rules are read in (their fallback aside)',
});

export const CheckInBody = Type.Object({
  clientId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "the app's id of the tap (a retry sends the same)" }),
  ),
});
export const MakeUpBody = Type.Object({
  day: Day("the missed day to make up, in the project's time zone (within the activity's make-up days, before today)"),
});
export const ClaimBody = Type.Object({
  period: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        "the record's period: the day 'YYYY-MM-DD' of a daily task, '' for a top-up gift, 'tier-<n>' (1-based) for a tier of a top-up activity; the current one when left out",
    }),
  ),
});

const CheckIn = Type.Object({
  day: Day('the day checked in'),
  streak: Type.Integer({ minimum: 1, maximum: 7, description: 'the day of the 7-day ladder it counted as' }),
  reward: Type.Integer({ minimum: 0 }),
  madeUp: Type.Boolean(),
});
export const CheckInAnswer = Envelope(
  Type.Object({
    alreadyCheckedIn: Type.Boolean({ description: 'true: the user had checked in today; nothing more was given' }),
    today: Today,
    checkIn: CheckIn,
  }),
);
export const MakeUpAnswer = Envelope(Type.Object({ today: Today, checkIn: CheckIn }));

const CalendarDay = Type.Object({
  day: Day('a day of the cycle'),
  ladderDay: Type.Integer({ minimum: 1, maximum: 7 }),
  reward: Type.Integer({ minimum: 0, description: 'given (a checked day) or to come' }),
  state: Type.Union(
    ['checked', 'madeUp', 'canMakeUp', 'missed', 'today', 'future'].map((state) => Type.Literal(state)),
  ),
});
export const CalendarAnswer = Envelope(
  Type.Object({
    locale: AnsweredLocale,
    today: Today,
    timeZone: TimeZone,
    activity: Type.Union([
      Type.Null(),
      Type.Object({
        id: Type.Integer(),
        type: Type.Integer({ description: '2 check-in, 6 check-in ad' }),
        currency: Currency,
        title: Type.String(),
        rules: Type.String(),
        ladder: Type.Array(Type.Integer({ minimum: 0 }), { description: 'the rewards of days 1–7 of a streak' }),
        makeUpDays: Type.Integer({ minimum: 0, maximum: 7 }),
        makeUpReward: Type.Integer({ minimum: 0 }),
      }),
    ]),
    checkedInToday: Type.Optional(Type.Boolean()),
    streak: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 7, description: 'days in a row so far (0: none going)' }),
    ),
    days: Type.Optional(Type.Array(CalendarDay)),
    canMakeUp: Type.Optional(Type.Array(Day('a missed day one may still make up'))),
  }),
);

const Task = Type.Object({
  activityId: Type.Integer(),
  type: Type.Integer({ description: 'spec 3: 0 top-up gift, 1 daily task, 3 ad task, 5 top-up, 7 watch, 8 unlock' }),
  currency: Currency,
  title: Type.String(),
  rules: Type.String(),
  action: Type.String({ description: "a daily task's action (watch, comment), 'ad' for an ad task, else ''" }),
  period: Type.String(),
  progress: Type.Integer({ minimum: 0 }),
  target: Type.Integer({ minimum: 1 }),
  status: Type.Integer({ description: '1 incomplete, 2 pending claim, 3 claimed' }),
  reward: Type.Integer({ minimum: 0 }),
  endTime: Type.String({ format: 'date-time' }),
});
export const TasksAnswer = Envelope(
  Type.Object({ locale: AnsweredLocale, today: Today, timeZone: TimeZone, list: Type.Array(Task) }),
);
export const ClaimAnswer = Envelope(
  Type.Object({
    alreadyClaimed: Type.Boolean({ description: 'true: claimed before; nothing more was given' }),
    task: Task,
  }),
);
