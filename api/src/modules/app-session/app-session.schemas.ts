import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';

export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;

export const SignInBody = Type.Object({
  deviceId: Type.String({
    minLength: 4,
    maxLength: 128,
    pattern: '^[A-Za-z0-9._:-]+$',
    description:
      "the device's own id (the app keeps it across launches): its first sign-in makes a guest app user, later ones sign the same user in",
  }),
  platform: Type.Union(
    DEVICE_PLATFORMS.map((platform) => Type.Literal(platform)),
    { description: 'android, ios or web' },
  ),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: "the device's region, ISO 3166-1 alpha-2 (US, TH…)" }),
});

export const AppUser = Type.Object({
  userCode: Type.String(),
  username: Type.String(),
  country: Type.String(),
  vip: Type.Boolean(),
  source: Type.String({ description: 'how the user signed up: guest for a device sign-in' }),
  createTime: Type.String({ format: 'date-time' }),
  project: Type.Object({ code: Type.String(), name: Type.String() }),
});

export const SignInAnswer = Envelope(
  Type.Object({
    token: Type.String({ description: 'the app user token: send it as Authorization: Bearer <token>' }),
    expiresAt: Type.String({ format: 'date-time' }),
    created: Type.Boolean({ description: "true on the device's first sign-in, which made its user" }),
    user: AppUser,
  }),
);

export const MeAnswer = Envelope(AppUser);
