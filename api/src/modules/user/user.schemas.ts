import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN } from '../../domain/staff';

export const ProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({
    maxLength: 120,
    pattern: EMAIL_PATTERN,
    description: 'an email address such as name@example.com',
  }),
  phone: Type.Optional(
    Type.String({ maxLength: 32, pattern: PHONE_PATTERN, description: 'a phone number such as +65 6100 0001' }),
  ),
  introduction: Type.Optional(Type.String({ maxLength: 500 })),
  personalWebsite: Type.Optional(
    Type.String({
      maxLength: 500,
      pattern: URL_PATTERN,
      description: 'an http, https or ftp address such as https://example.com',
    }),
  ),
  jobName: Type.Optional(Type.String({ maxLength: 60 })),
  organizationName: Type.Optional(Type.String({ maxLength: 60 })),
  locationName: Type.Optional(Type.String({ maxLength: 60 })),
});

export const PasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 64, description: 'the current password' }),
  newPassword: Type.String({
    minLength: 1,
    maxLength: 64,
    description: '8..64 characters, at least one letter and one digit, not the username nor the current password',
  }),
});

export const PasswordAnswer = Envelope(
  Type.Object({
    revokedSessions: Type.Integer({ minimum: 0, description: "the user's other sessions that were signed out" }),
  }),
);
