import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { UserInfo } from '../../domain/staff';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});

export const LoginAnswer = Envelope(
  Type.Object({
    token: Type.String({ description: 'send it back in the client-token header' }),
    // who signed in, as getInfo answers it: the signed-in screen's first need comes in the
    // sign-in's own round, not one round later
    userInfo: UserInfo,
  }),
);

export const LogoutAnswer = Envelope(Type.Null());
