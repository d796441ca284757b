import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';

// The names of CREATOR_STATUS and GENDER (shared/src/enums) as the api words them, in its
// messages and exports: the api cannot load the shared package's modules at run time (it
// runs compiled to CommonJS and reads only its JSON), so they are stated once here, and a
// test holds them to the shared labels.
/** Spec 3: an app user's application to be a creator (no value: never applied). */
export const CREATOR_STATUS_NAMES = { 1: 'under review', 2: 'approved', 3: 'not approved' } as const;
/** app_user.gender: 0 woman, 1 man. */
export const GENDER_NAMES = ['woman', 'man'] as const;

/** "1 under review, 2 approved, …": an enum's values and names for the OpenAPI document. */
const described = (names: Readonly<Record<number, string>>) =>
  Object.entries(names)
    .map(([value, name]) => `${value} ${name}`)
    .join(', ');

export const CreatorStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: described(CREATOR_STATUS_NAMES),
});

export const AppUserFilters = {
  username: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the username' })),
  email: Type.Optional(Type.String({ maxLength: 120, description: 'a part of the email' })),
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'a part of the phone number' })),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the user code' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'an ISO 3166 country code such as US' })),
  vip: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 VIP' })),
  source: Type.Optional(
    Type.String({ maxLength: 32, description: 'where the user signed up: google, facebook, tiktok, apple, guest' }),
  ),
  creatorStatus: Type.Optional(CreatorStatus),
  riskFlagged: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: '1 flagged for risk (a refund left them owing), 0 not flagged',
    }),
  ),
  registeredFrom: Type.Optional(Type.String({ format: 'date-time' })),
  registeredTo: Type.Optional(Type.String({ format: 'date-time' })),
};

// only orders an index serves at a million users (app_user_listed, app_user_by_username); country, VIP and creator status are filters
export const APP_USER_SORT = sortColumns('app_user', ['deleted', 'create_time', 'username', 'id']);

export const AppUserListQuery = ListQuery(AppUserFilters, APP_USER_SORT);

export const AppUser = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String({ description: 'the project the user belongs to: the Project column under all projects' }),
  userCode: Type.String(),
  username: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  avatar: Type.String(),
  country: Type.String(),
  vip: Type.Integer({ description: '1 VIP' }),
  gender: Type.Integer({ description: described(GENDER_NAMES) }),
  source: Type.String(),
  creatorStatus: Type.Union([CreatorStatus, Type.Null()]),
  coins: Type.Integer({ description: 'the coin balance of the wallet' }),
  riskReason: Type.Union([Type.String(), Type.Null()], {
    description: 'why the user is flagged for risk (a refund of what they had spent); null: not flagged',
  }),
  riskTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'since when flagged' }),
  social: Type.Object(
    { likes: Type.Integer(), follows: Type.Integer(), comments: Type.Integer() },
    {
      description:
        'social interaction: the dramas they like and follow, and the comments they wrote (hidden ones too, deleted ones not)',
    },
  ),
  createTime: Type.String({ format: 'date-time', description: 'registered' }),
});

export const AppUserListAnswer = Envelope(Page(AppUser));

export const CreatorReviewBody = Type.Object({
  ...ScopeFields,
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')], {
    description: 'approve (status 2) or reject (status 3) an application under review',
  }),
});

export const CreatorReviewAnswer = Envelope(Type.Object({ id: Type.Integer(), creatorStatus: CreatorStatus }));
