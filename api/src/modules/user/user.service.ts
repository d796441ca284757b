// The signed-in user's own settings: profile fields and password.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { type FieldProblem, notFound, ValidationError } from '../../platform/errors';
import type { Passwords } from '../../platform/passwords';
import {
  assertSignInAllowed,
  passwordProblem,
  recordSignInAttempt,
  type SignInLimits,
  userInfo,
} from '../../domain/staff';
import type { PasswordBody, ProfileBody } from './user.schemas';

/** Replaces the editable profile fields; a field not sent is cleared (PUT). Answers getInfo's shape. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  body: Static<typeof ProfileBody>,
  allProjectsOnly?: Set<string>,
) {
  const result = await db
    .updateTable('sys_user')
    .set({
      name: body.name,
      email: body.email,
      phone: body.phone ?? '',
      introduction: body.introduction ?? '',
      personal_website: body.personalWebsite ?? '',
      job_name: body.jobName ?? '',
      organization_name: body.organizationName ?? '',
      location_name: body.locationName ?? '',
    })
    .where('id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw notFound('This account no longer exists');
  return userInfo(db, userId, allProjectsOnly);
}

export interface PasswordDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  signInLimits: SignInLimits;
}

/**
 * Checks the current password and the strength of the new one (both problems at once),
 * stores the new hash and signs out every other session of the user; the caller's
 * session (`keepSessionId`) stays open. A wrong current password counts as a failed
 * sign-in of the account, so a stolen session cannot be used to guess it (429 as at sign-in).
 */
export async function changePassword(
  { db, passwords, signInLimits }: PasswordDeps,
  user: { id: number; username: string },
  request: { sessionId: number; clientIp: string },
  body: Static<typeof PasswordBody>,
): Promise<{ revokedSessions: number }> {
  await assertSignInAllowed(db, signInLimits, user.username, request.clientIp);
  const account = await db
    .selectFrom('sys_user')
    .select(['password_hash'])
    .where('id', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!account) throw notFound('This account no longer exists');

  const problems: FieldProblem[] = [];
  if (!(await passwords.verify(account.password_hash, body.oldPassword))) {
    problems.push({ field: 'oldPassword', message: 'is not your current password', rule: 'currentPassword' });
    await recordSignInAttempt(db, user.username, request.clientIp, false);
  }
  const weakness = passwordProblem('newPassword', body.newPassword, user.username, body.oldPassword);
  if (weakness) problems.push(weakness);
  if (problems.length) throw new ValidationError(problems);

  const passwordHash = await passwords.hash(body.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('sys_user').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    const revoked = await trx
      .updateTable('sys_session')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', user.id)
      .where('id', '!=', request.sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return { revokedSessions: Number(revoked.numUpdatedRows) };
  });
}
