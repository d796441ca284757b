import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { appProjectOf, appUnauthorized, appUserOf } from '../../platform/appApi';
import { NothingAnswer, ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { MeAnswer, SignInAnswer, SignInBody } from './app-session.schemas';
import { appUserById, signIn, signOut } from './app-session.service';

export function appSessionRoutes(app: ApiInstance, db: Kysely<Database>, tokenTtlHours: number): void {
  app.post(
    '/sign-in',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in by device',
        description:
          "Signs the device's app user in as a guest: the device's first sign-in makes the user, later ones sign the same user in and end the device's previous session.",
        body: SignInBody,
        response: { 200: SignInAnswer },
      },
    },
    async (request) =>
      ok(await signIn(db, appProjectOf(request), request.body, request.ip, tokenTtlHours), 'signed in'),
  );

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in app user',
        response: { 200: MeAnswer },
      },
    },
    async (request) => {
      const user = await appUserById(db, appProjectOf(request), appUserOf(request).id);
      if (!user) throw appUnauthorized('This app user was removed', 'appUser.removed');
      return ok(user);
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out',
        description: "Ends this token's session; the device signs in again with POST /app-api/sign-in.",
        response: { 200: NothingAnswer },
      },
    },
    async (request) => {
      await signOut(db, appProjectOf(request), appUserOf(request).sessionId);
      return ok(null, 'signed out');
    },
  );
}
