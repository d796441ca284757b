import { Type } from '@sinclair/typebox';
import { INT4_MAX, RowId, Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const AWARD_SORT = sortColumns('deal_package_award', ['deleted', 'create_time', 'id']);

const KIND = Type.Union([Type.Literal('coins'), Type.Literal('coupon'), Type.Literal('badge')], {
  description:
    'coins: bonus coins through the wallet ledger; coupon: a coupon of a template; badge: a badge by its code (no badge table yet: the activities area adds it)',
});
const STATUS = Type.Union([Type.Literal(0), Type.Literal(1)], {
  description: '0 on, 1 off (an off award grants nothing)',
});

export const AwardListQuery = ListQuery(
  {
    packageId: Type.Optional(RowId),
    kind: Type.Optional(KIND),
    status: Type.Optional(STATUS),
  },
  AWARD_SORT,
);

export const Award = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  packageId: Type.Integer(),
  packageName: Type.String(),
  kind: KIND,
  coins: Type.Union([Type.Integer(), Type.Null()]),
  couponTemplateId: Type.Union([Type.Integer(), Type.Null()]),
  couponTemplateName: Type.Union([Type.String(), Type.Null()]),
  badgeCode: Type.Union([Type.String(), Type.Null()]),
  firstPurchaseOnly: Type.Boolean(),
  startTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.Integer(),
  remark: Type.String(),
  granted: Type.Integer({ minimum: 0, description: 'orders it has been granted to' }),
  ...Timestamps,
});

export const AwardBody = Type.Object({
  ...ScopeFields,
  packageId: Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'a live package of the project' }),
  kind: KIND,
  coins: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000_000,
      description: 'bonus coins: required for coins, ignored otherwise',
    }),
  ),
  couponTemplateId: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: INT4_MAX,
      description: "a coupon template of the package's project: required for coupon",
    }),
  ),
  badgeCode: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,31}$',
      description: "the badge's code (lower-case letters, digits, dashes): required for badge",
    }),
  ),
  firstPurchaseOnly: Type.Optional(Type.Boolean({ description: "granted on the user's first purchase only" })),
  startTime: Type.Optional(Type.String({ format: 'date-time', description: 'granted for orders paid from then' })),
  endTime: Type.Optional(
    Type.String({ format: 'date-time', description: 'granted for orders paid before then; after startTime' }),
  ),
  status: Type.Optional(STATUS),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});

export const AwardOptions = Type.Object({
  packages: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  couponTemplates: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer({ description: '0 on, 1 off' }) }),
  ),
  badges: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      status: Type.Integer({ description: '0 online, 1 offline (an offline badge is not awarded)' }),
    }),
    { description: 'the live badges of the badges screen, by code: what a badge award names' },
  ),
});
