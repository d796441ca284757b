import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';

/** Spec 3: 1 under review, 2 approved, 3 not approved (no value: never applied). */
export const CreatorStatus = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 under review, 2 approved, 3 not approved' });

export const AppUserFilters = {
  username: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the username' })),
  email: Type.Optional(Type.String({ maxLength: 120, description: 'a part of the email' })),
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'a part of the phone number' })),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the user code' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'an ISO 3166 country code such as US' })),
  vip: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 VIP' })),
  source: Type.Optional(Type.String({ maxLength: 32, description: 'where the user signed up: google, facebook, tiktok, apple, guest' })),
  creatorStatus: Type.Optional(CreatorStatus),
  registeredFrom: Type.Optional(Type.String({ format: 'date-time' })),
  registeredTo: Type.Optional(Type.String({ format: 'date-time' })),
};

export const AppUserListQuery = Type.Object({ ...ScopeFields, ...ListFields, ...AppUserFilters });

export const AppUser = Type.Object({
  id: Type.Integer(),
  userCode: Type.String(),
  username: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  avatar: Type.String(),
  country: Type.String(),
  vip: Type.Integer({ description: '1 VIP' }),
  gender: Type.Integer({ description: '0 woman, 1 man' }),
  source: Type.String(),
  creatorStatus: Type.Union([CreatorStatus, Type.Null()]),
  coins: Type.Integer({ description: 'the coin balance of the wallet' }),
  social: Type.Object(
    { likes: Type.Integer(), follows: Type.Integer(), comments: Type.Integer() },
    { description: 'social interaction: the dramas they like and follow, and the comments they wrote (hidden ones too, deleted ones not)' },
  ),
  createTime: Type.String({ format: 'date-time', description: 'registered' }),
});

export const AppUserListAnswer = Envelope(Page(AppUser));

export const CreatorReviewBody = Type.Object({
  ...ScopeFields,
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')], { description: 'approve (status 2) or reject (status 3) an application under review' }),
});

export const CreatorReviewAnswer = Envelope(Type.Object({ id: Type.Integer(), creatorStatus: CreatorStatus }));
