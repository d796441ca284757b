import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';

export const AppUserListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  username: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the username' })),
  email: Type.Optional(Type.String({ maxLength: 120, description: 'a part of the email' })),
  phone: Type.Optional(Type.String({ maxLength: 32, description: 'a part of the phone number' })),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the user code' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'an ISO 3166 country code such as US' })),
  vip: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 VIP' })),
  source: Type.Optional(Type.String({ maxLength: 32, description: 'where the user signed up: google, facebook, tiktok, apple, guest' })),
  registeredFrom: Type.Optional(Type.String({ format: 'date-time' })),
  registeredTo: Type.Optional(Type.String({ format: 'date-time' })),
});

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
  coins: Type.Integer({ description: 'the coin balance of the wallet' }),
  createTime: Type.String({ format: 'date-time', description: 'registered' }),
});

export const AppUserListAnswer = Envelope(Page(AppUser));
