import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';

/**
 * A link: an absolute http, https or ftp URL with a host name, IPv4 address or localhost,
 * optional credentials, port, path, query and fragment; spelled without the i flag, which
 * JSON Schema patterns lack. The browser's forms take it from the generated body schema.
 */
export const URL_PATTERN =
  '^(?:[hH][tT][tT][pP][sS]?|[fF][tT][pP])://(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:[a-zA-Z\\d](?:[a-zA-Z\\d-]*[a-zA-Z\\d])?\\.)+[a-zA-Z]{2,})(?::\\d{1,5})?(?:[/?#]\\S*)?$';
/** One @, something before it, a dotted domain after it; no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** Digits with an optional leading +, spaces, dashes, dots and brackets between; 5..20 digits. */
export const PHONE_PATTERN = '^\\+?(?:[\\s().-]*\\d){5,20}[\\s()]*$';

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
