import { Type } from '@sinclair/typebox';
import { AUDIENCE_PLATFORMS, DAILY_ACTIONS, LADDER_DAYS, REWARD_MAX, TIERS_MAX } from '../../domain/activities';
import { ContentLocale, MissingLocales } from '../../domain/content-texts';
import { RowId, Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

// each backed by an index of 0028: activity_by_sort, activity_created, activity_by_start
export const ACTIVITY_SORT = sortColumns('activity', ['deleted', 'sort', 'create_time', 'start_time', 'id']);
export const TITLE_MAX = 64;
export const RULES_MAX = 4000;

const Int = (minimum: number, maximum: number, description?: string) =>
  Type.Integer({ minimum, maximum, ...(description && { description }) });
const Code = (max: number, description: string) => Int(0, max, description);
const Minor = Int(0, Number.MAX_SAFE_INTEGER);

export const ActivityListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX, description: 'a part of the title' })),
    type: Type.Optional(Code(13, 'spec 3: 0 top-up gift … 13 operation activity')),
    currency: Type.Optional(Code(4, 'the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon')),
    status: Type.Optional(Code(1, '0 online, 1 offline')),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'running at some time after this' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'running at some time before this' })),
  },
  ACTIVITY_SORT,
);

// Every integer bounded; what each type requires of these is the domain's check (a 400 naming config.<field>).
export const ActivityConfig = Type.Object(
  {
    ladder: Type.Optional(
      Type.Array(Int(0, REWARD_MAX), { maxItems: LADDER_DAYS, description: 'check-in: day 1..7 rewards' }),
    ),
    makeUpDays: Type.Optional(Int(0, LADDER_DAYS, 'check-in: days back a user may make up (base reward)')),
    episodes: Type.Optional(Int(0, 1000, 'watch / unlock episodes: how many')),
    reward: Type.Optional(Int(0, REWARD_MAX, 'in the reward currency')),
    thresholdMinor: Type.Optional({ ...Minor, description: 'top-up gift: from this top-up (minor units)' }),
    currencyCode: Type.Optional(Type.String({ maxLength: 3, description: 'ISO 4217 of the thresholds' })),
    tiers: Type.Optional(
      Type.Array(Type.Object({ thresholdMinor: Minor, reward: Int(0, REWARD_MAX) }), { maxItems: TIERS_MAX }),
    ),
    action: Type.Optional(Type.String({ maxLength: 16, description: `daily task: ${DAILY_ACTIONS.join(' | ')}` })),
    count: Type.Optional(Int(0, 100, 'daily task: times a day')),
    adsPerDay: Type.Optional(Int(0, 50, 'ad task: ads a day')),
    invitees: Type.Optional(Int(0, 100, 'invite: users to invite')),
    badgeCode: Type.Optional(Type.String({ maxLength: 32, description: 'badge: a live badge of the project' })),
    couponTemplateId: Type.Optional(Int(0, 2 ** 31 - 1, 'coupon reward: an open template of the project')),
  },
  { description: 'the rule fields of the type (others are dropped)' },
);

export const Audience = Type.Object(
  {
    newUserDays: Type.Optional(Type.Union([Int(1, 365), Type.Null()], { description: 'registered within N days' })),
    countries: Type.Optional(Type.Array(Type.String({ maxLength: 2 }), { maxItems: 250 })),
    platforms: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: AUDIENCE_PLATFORMS.length })),
    vip: Type.Optional(Type.Union([Type.Literal('vip'), Type.Literal('non_vip'), Type.Null()])),
  },
  { description: 'who it is for; empty: everyone' },
);

const LocaleTexts = Type.Record(
  Type.String(),
  Type.Object({
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX })),
    rules: Type.Optional(Type.String({ maxLength: RULES_MAX })),
  }),
);

export const Contribution = Type.Object({
  activityId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  type: Type.Integer(),
  kind: Type.String(),
  perDay: Type.Integer(),
});

export const Economy = Type.Object({
  perDay: Type.Object({ ticket: Type.Integer(), point: Type.Integer(), vipDay: Type.Integer() }),
  episodePrice: Type.Union([Type.Integer(), Type.Null()]),
  episodesPerDay: Type.Integer(),
  limit: Type.Integer(),
  warning: Type.Boolean(),
  contributors: Type.Array(Contribution),
});

export const Activity = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  type: Type.Integer(),
  currency: Type.Integer(),
  status: Type.Integer({ description: '0 online, 1 offline' }),
  startTime: Type.String(),
  endTime: Type.String(),
  sort: Type.Integer(),
  priority: Type.Integer(),
  title: Type.String(),
  rules: Type.String(),
  remark: Type.String(),
  audience: Audience,
  config: ActivityConfig,
  totalBudget: Type.Union([Type.Integer(), Type.Null()]),
  spent: Type.Integer(),
  dailyCapPerUser: Type.Union([Type.Integer(), Type.Null()]),
  rewardExpireDays: Type.Union([Type.Integer(), Type.Null()]),
  missingLocales: MissingLocales,
  texts: Type.Optional(LocaleTexts),
  economy: Type.Optional(Economy),
  ...Timestamps,
});

export const ActivityBody = Type.Object({
  ...ScopeFields,
  type: Code(13, 'spec 3: 0 top-up gift … 13 operation activity'),
  currency: Code(4, 'the reward: 1 ticket, 2 points, 3 VIP, 0 ad, 4 coupon (the ones the type allows)'),
  startTime: Type.String({ format: 'date-time' }),
  endTime: Type.String({ format: 'date-time', description: 'after the start' }),
  sort: Type.Optional(Int(0, 9999)),
  priority: Type.Optional(Int(0, 999, 'of two online activities of a type for one user, the higher applies')),
  title: Type.String({ minLength: 1, maxLength: TITLE_MAX, description: "in the project's default content locale" }),
  rules: Type.Optional(Type.String({ maxLength: RULES_MAX })),
  remark: Type.Optional(Type.String({ maxLength: 255 })),
  audience: Type.Optional(Audience),
  config: Type.Optional(ActivityConfig),
  totalBudget: Type.Optional(Type.Union([Int(1, Number.MAX_SAFE_INTEGER), Type.Null()])),
  dailyCapPerUser: Type.Optional(Type.Union([Int(1, Number.MAX_SAFE_INTEGER), Type.Null()])),
  rewardExpireDays: Type.Optional(Type.Union([Int(1, 3650), Type.Null()])),
  texts: Type.Optional({
    ...LocaleTexts,
    description: 'the other content locales: per locale its title and rules (empty: none); locales not sent are kept',
  }),
});

export const PreviewQuery = Type.Object({ ...ScopeFields, locale: Type.Optional(ContentLocale) });

export const Preview = Type.Object({
  locale: Type.String({ description: 'the locale the texts are read in' }),
  title: Type.String(),
  rules: Type.String(),
  fallback: Type.Array(Type.String(), { description: 'fields read in the default locale: the asked one lacks them' }),
  defaultLocale: Type.String(),
  missingLocales: Type.Array(Type.String(), { description: 'content locales lacking a title or rules' }),
});

export const EconomyBody = Type.Object({
  ...ActivityBody.properties,
  id: Type.Optional({ ...RowId, description: 'the activity the draft edits (its saved self is left out)' }),
});
