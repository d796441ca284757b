import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, userOf } from '../../platform/http';
import type { Passwords } from '../../platform/passwords';
import { PasswordAnswer, PasswordBody, ProfileBody } from './user.schemas';
import { changePassword, updateProfile } from './user.service';
import { type SignInLimits, UserInfoAnswer } from '../../domain/staff';

export interface UserDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  signInLimits: SignInLimits;
}

// The navbar's "user settings": the signed-in user edits themselves, in no project.
export function userRoutes(app: ApiInstance, deps: UserDeps): void {
  app.put(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'editOwnProfile',
        summary: 'Update my profile',
        description: "Replaces the editable fields (an optional field not sent is cleared); answers getInfo's shape.",
        tags: ['user'],
        body: ProfileBody,
        response: { 200: UserInfoAnswer },
      },
    },
    async (request) =>
      ok(await updateProfile(deps.db, userOf(request).id, request.body, request.server.allProjectsOnlyPermissions())),
  );

  app.post(
    '/user/password',
    {
      // a wrong current password is counted even though the change is refused
      config: { access: 'user', atomic: false },
      schema: {
        operationId: 'changeOwnPassword',
        summary: 'Change my password',
        description:
          'Needs the current password. The new one: 8..64 characters, a letter and a digit, not the username nor the ' +
          'current password. Every other session of the user is signed out; this one stays. Wrong current passwords ' +
          'count as failed sign-ins of the account (429 when too many).',
        tags: ['user'],
        body: PasswordBody,
        response: { 200: PasswordAnswer },
      },
    },
    async (request) =>
      ok(
        await changePassword(
          deps,
          userOf(request),
          { sessionId: request.sessionId!, clientIp: request.ip },
          request.body,
        ),
      ),
  );
}
