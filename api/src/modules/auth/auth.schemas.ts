import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});

export const LoginAnswer = Envelope(
  Type.Object({ token: Type.String({ description: 'send it back in the client-token header' }) }),
);

export const LogoutAnswer = Envelope(Type.Null());
