import { ok } from '../../platform/envelope';
import { type ApiInstance, userOf } from '../../platform/http';
import { LoginAnswer, LoginBody, LogoutAnswer } from './auth.schemas';
import { type AuthDeps, signIn, signOut } from './auth.service';
import { staffAccount, userInfo, UserInfoAnswer } from '../../domain/staff';
import { userGrants } from '../../platform/grants';

export function authRoutes(app: ApiInstance, deps: AuthDeps): void {
  app.post(
    '/login',
    {
      // a failed sign-in is counted even though it is refused
      config: { access: 'public', atomic: false },
      schema: {
        operationId: 'login',
        summary: 'Sign in',
        description: 'Answers a session token. Failed attempts are limited per account and per client address (429).',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => {
      const { token, user } = await signIn(deps, {
        username: request.body.username,
        password: request.body.password,
        clientIp: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      request.user = user; // the operation log records who signed in
      const info = await userInfo(deps.db, user.id, request.server.allProjectsOnlyPermissions());
      return ok({ token, userInfo: info }, 'welcome to use');
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { operationId: 'logout', summary: 'Sign out', tags: ['auth'], response: { 200: LogoutAnswer } },
    },
    async (request) => {
      await signOut(deps.db, request.sessionId!);
      return ok(null);
    },
  );

  app.get(
    '/getInfo',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getInfo',
        summary: 'The signed-in user, their projects, roles and permissions',
        tags: ['auth'],
        response: { 200: UserInfoAnswer },
      },
    },
    async (request) =>
      ok(
        await userInfo(deps.db, userOf(request).id, request.server.allProjectsOnlyPermissions(), {
          grantsOf: (db, id) => request.server.accessCache.get(request, `userGrants:${id}`, () => userGrants(db, id)),
          accountOf: (db, id) => request.server.accessCache.get(request, `account:${id}`, () => staffAccount(db, id)),
        }),
      ),
  );
}
