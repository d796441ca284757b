import { Type } from '@sinclair/typebox';
import { INT4_MAX, Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const NAME_MAX = 64;
/** A coupon valid some days after its issue: at most ten years. */
export const VALID_DAYS_MAX = 3650;
/** User codes (or CSV rows) one issue takes: a larger list is split by the sender. */
export const ISSUE_ROWS_MAX = 5000;
/** The most a template gives: a trillion minor units or coins, far past any real coupon. */
export const VALUE_MAX = 1_000_000_000_000;

export const TEMPLATE_SORT = sortColumns('deal_coupon_template', ['deleted', 'create_time', 'name', 'id']);
// by issue time only: the coupons' indexes lead with it (per project, or per template)
export const COUPON_SORT = sortColumns('deal_coupon', ['issue_time', 'id']);
export const COUPON_DEFAULT_SORT = 'issue_time';

const KIND = Type.Union([Type.Literal('coins'), Type.Literal('amount'), Type.Literal('percent')], {
  description: 'amount: an amount off in a currency; coins: coins given; percent: a percentage off',
});
const STATUS = Type.Union([Type.Literal(0), Type.Literal(1)], {
  description: '0 on, 1 off (an off template issues nothing)',
});
const VALIDITY = Type.Union([Type.Literal('days'), Type.Literal('window')], {
  description: 'days: valid validDays after its issue; window: valid from validFrom to validTo',
});

export const CouponTemplateListQuery = ListQuery(
  {
    name: Type.Optional(Type.String({ maxLength: NAME_MAX, description: 'a part of the name' })),
    kind: Type.Optional(KIND),
    status: Type.Optional(STATUS),
  },
  TEMPLATE_SORT,
);

export const CouponTemplate = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  name: Type.String(),
  kind: KIND,
  value: Type.Integer({
    description: 'amount: minor units of currency (1999 for 19.99 USD); coins: coins; percent: 1..100',
  }),
  currency: Type.Union([Type.String(), Type.Null()], { description: 'ISO 4217, for an amount off only' }),
  validity: VALIDITY,
  validDays: Type.Union([Type.Integer(), Type.Null()]),
  validFrom: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  validTo: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.Integer(),
  remark: Type.String(),
  issued: Type.Integer({ minimum: 0, description: 'coupons issued from it' }),
  used: Type.Integer({ minimum: 0, description: 'of which used' }),
  ...Timestamps,
});

export const CouponTemplateBody = Type.Object({
  ...ScopeFields,
  name: Type.String({
    minLength: 1,
    maxLength: NAME_MAX,
    description: `1..${NAME_MAX} characters, kept trimmed; once per project (409 when taken)`,
  }),
  kind: KIND,
  value: Type.Integer({
    minimum: 1,
    maximum: VALUE_MAX,
    description: 'a whole number: minor units of currency for an amount (1999, not 19.99), coins, or 1..100 percent',
  }),
  currency: Type.Optional(
    Type.String({
      maxLength: 3,
      description: 'ISO 4217 (USD, JPY, BRL): required for an amount off, ignored otherwise',
    }),
  ),
  validity: VALIDITY,
  validDays: Type.Optional(
    Type.Integer({ minimum: 1, maximum: VALID_DAYS_MAX, description: 'for validity days: 30 when not sent' }),
  ),
  validFrom: Type.Optional(Type.String({ format: 'date-time', description: 'required when validity is window' })),
  validTo: Type.Optional(
    Type.String({ format: 'date-time', description: 'required when validity is window; after validFrom' }),
  ),
  status: Type.Optional(STATUS),
  remark: Type.Optional(Type.String({ maxLength: 200, description: 'up to 200 characters; empty when not sent' })),
});

const STATE = Type.Union([Type.Literal('unused'), Type.Literal('used'), Type.Literal('expired')], {
  description: 'COUPON_STATE: unused → used | expired (on time, by a job every minute)',
});

export const CouponListQuery = ListQuery(
  {
    templateId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'the template it was issued from' }),
    ),
    userCode: Type.Optional(Type.String({ maxLength: 64, description: "the user's code, exactly" })),
    state: Type.Optional(STATE),
    issuedFrom: Type.Optional(Type.String({ format: 'date-time', description: 'issued at or after' })),
    issuedTo: Type.Optional(Type.String({ format: 'date-time', description: 'issued before' })),
  },
  COUPON_SORT,
  COUPON_DEFAULT_SORT,
);

export const Coupon = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  templateId: Type.Integer(),
  templateName: Type.String(),
  kind: KIND,
  value: Type.Integer(),
  currency: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Integer(),
  userCode: Type.String(),
  state: STATE,
  issueTime: Type.String({ format: 'date-time' }),
  usedTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expireTime: Type.String({ format: 'date-time' }),
  reason: Type.String(),
  operatorName: Type.String({ description: 'who issued it; empty for the system (a package award)' }),
});

export const IssueBody = Type.Object({
  ...ScopeFields,
  userCodes: Type.Optional(
    Type.String({
      maxLength: 200_000,
      description: 'user codes, one a line (or separated by commas or spaces)',
    }),
  ),
  csv: Type.Optional(
    Type.String({
      maxLength: 1_000_000,
      description:
        "a CSV file's text: a header row naming a user_code (or userCode) column, or one column of user codes without a header",
    }),
  ),
  reason: Type.Optional(Type.String({ maxLength: 200, description: 'why: kept with each coupon' })),
  idempotencyKey: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'the same key sent again (a resent form) issues nothing more and answers the same report',
    }),
  ),
});

const REFUSAL = Type.Union(
  [Type.Literal('unknownUser'), Type.Literal('duplicate'), Type.Literal('templateOff'), Type.Literal('templateEnded')],
  {
    description:
      "unknownUser: no such user in the template's project; duplicate: listed before; templateOff: the template is off; templateEnded: its window has ended",
  },
);

export const IssueReport = Type.Object({
  issued: Type.Array(Type.Object({ row: Type.Integer(), userCode: Type.String(), couponId: Type.Integer() })),
  refused: Type.Array(Type.Object({ row: Type.Integer(), userCode: Type.String(), reason: REFUSAL })),
});
