import { Type } from '@sinclair/typebox';
import { MissingLocales } from '../../domain/content-texts';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const NAME_MAX = 64;
/** The most a condition counts or a badge gives: far past any real user. */
export const THRESHOLD_MAX = 1_000_000;
export const REWARD_MAX = 1_000_000;
/** User codes one award by hand takes. */
export const AWARD_CODES_MAX = 500;

// each backed by an index (0028: badge_by_sort, badge_created, badge_by_holders)
export const BADGE_SORT = sortColumns('badge', ['deleted', 'sort', 'create_time', 'holders', 'id']);
export const HOLDER_SORT = sortColumns('user_badge', ['create_time', 'id']);
export const HOLDER_DEFAULT_SORT = 'create_time';

const CONDITION = Type.Union(
  ['episodes_watched', 'topped_up', 'checkin_days', 'draws', 'manual'].map((kind) => Type.Literal(kind)),
  {
    description:
      'episodes_watched: distinct episodes played; topped_up: paid orders; checkin_days: days checked in; draws: prize draws made; manual: by hand or a package award only',
  },
);
const REWARD_KIND = Type.Union(
  ['none', 'coin', 'ticket', 'point', 'vip_day'].map((kind) => Type.Literal(kind)),
  { description: 'what holding it gives once, through the wallet ledger; none: nothing' },
);
const STATUS = Type.Union([Type.Literal(0), Type.Literal(1)], {
  description: '0 online (awarded by its condition and by hand), 1 offline (awarded by nothing; holders keep it)',
});
const TIER = Type.Integer({ minimum: 1, maximum: 5, description: '1 (bronze) … 5 (legend)' });

export const BadgeListQuery = ListQuery(
  {
    name: Type.Optional(Type.String({ maxLength: NAME_MAX, description: 'a part of the name or of the code' })),
    conditionType: Type.Optional(CONDITION),
    tier: Type.Optional(TIER),
    status: Type.Optional(STATUS),
  },
  BADGE_SORT,
);

export const Badge = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  name: Type.String({ description: "in the project's default content locale; the others are its texts" }),
  iconUrl: Type.String(),
  tier: Type.Integer(),
  conditionType: CONDITION,
  threshold: Type.Integer(),
  rewardKind: REWARD_KIND,
  rewardAmount: Type.Integer(),
  status: Type.Integer(),
  holders: Type.Integer({ minimum: 0, description: 'users holding it now' }),
  sort: Type.Integer(),
  missingLocales: MissingLocales,
  backfill: Type.Optional(
    Type.Object(
      {
        awarded: Type.Integer({ description: 'awarded in this request' }),
        queued: Type.Integer({ description: 'too many to award at once: this many are awarded by a job' }),
      },
      { description: 'a create or an edit that set it online: those who already qualified' },
    ),
  ),
  ...Timestamps,
});

export const BadgeBody = Type.Object({
  ...ScopeFields,
  code: Type.String({
    pattern: '^[a-z0-9][a-z0-9_-]{0,31}$',
    description: '1..32 lower-case letters, digits, - and _; once per project (409 when taken); package awards name it',
  }),
  name: Type.String({ minLength: 1, maxLength: NAME_MAX, description: `1..${NAME_MAX} characters, kept trimmed` }),
  iconUrl: Type.Optional(
    Type.String({
      maxLength: 512,
      description: 'an image URL (http or https) or an inline image (data:image/…); empty: none',
    }),
  ),
  tier: TIER,
  conditionType: CONDITION,
  threshold: Type.Integer({
    minimum: 1,
    maximum: THRESHOLD_MAX,
    description: 'how many the condition counts; ignored for manual (kept as 0)',
  }),
  rewardKind: REWARD_KIND,
  rewardAmount: Type.Integer({
    minimum: 0,
    maximum: REWARD_MAX,
    description: 'whole units of the kind; 0 exactly when the kind is none',
  }),
  status: Type.Optional(STATUS),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description: 'smaller first; 0 when not sent' })),
});

export const PreviewBody = Type.Object({
  ...ScopeFields,
  conditionType: CONDITION,
  threshold: Type.Integer({ minimum: 1, maximum: THRESHOLD_MAX }),
  badgeId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'an existing badge: its holders are not counted' }),
  ),
});

export const Preview = Type.Object({
  total: Type.Integer({ description: 'users who would get it now' }),
  sample: Type.Array(Type.String(), { description: 'the user codes of up to 20 of them' }),
});

const SOURCE = Type.Union(
  ['condition', 'backfill', 'manual', 'award'].map((source) => Type.Literal(source)),
  {
    description:
      'condition: earned; backfill: earned before the badge existed; manual: by hand; award: a package award',
  },
);

export const HolderListQuery = ListQuery(
  {
    state: Type.Optional(
      Type.Union([Type.Literal('held'), Type.Literal('revoked')], { description: 'held (default) or revoked' }),
    ),
    userCode: Type.Optional(Type.String({ maxLength: 64, description: "the user's code, exactly" })),
    source: Type.Optional(SOURCE),
  },
  HOLDER_SORT,
  HOLDER_DEFAULT_SORT,
);

export const Holder = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userCode: Type.String(),
  source: SOURCE,
  reason: Type.String(),
  awardByName: Type.String({ description: 'who awarded it by hand; empty for the system' }),
  createTime: Type.String({ format: 'date-time' }),
  revokeTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokeByName: Type.String(),
  revokeReason: Type.String(),
});

export const AwardBody = Type.Object({
  ...ScopeFields,
  userCodes: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    minItems: 1,
    maxItems: AWARD_CODES_MAX,
    description: `1..${AWARD_CODES_MAX} user codes of the badge's project`,
  }),
  reason: Type.String({ minLength: 1, maxLength: 255, description: 'why: kept with each holding (blank is a 400)' }),
});

export const AwardReport = Type.Object({
  awarded: Type.Array(Type.String(), { description: 'user codes that hold it by this call' }),
  held: Type.Array(Type.String(), { description: 'user codes that held it already' }),
  unknown: Type.Array(Type.String(), { description: 'codes of no user of the project' }),
});

export const RevokeBody = Type.Object({
  ...ScopeFields,
  userCode: Type.String({ minLength: 1, maxLength: 64 }),
  reason: Type.String({ minLength: 1, maxLength: 255, description: 'why: kept with the holding (blank is a 400)' }),
});
