import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError, notFound, unauthorized } from '../../platform/errors';
import { userGrants } from '../../platform/grants';
import type { SignedInUser } from '../../platform/http';
import type { Passwords } from '../../platform/passwords';
import { newToken, tokenDigest } from '../../platform/tokens';
import type { UserInfo } from './auth.schemas';
import { assertSignInAllowed, recordSignInAttempt, type SignInLimits } from './signInLimit';

export interface AuthDeps {
  db: Kysely<Database>;
  passwords: Passwords;
  signInLimits: SignInLimits;
  tokenTtlHours: number;
}

export interface SignInRequest {
  username: string;
  password: string;
  clientIp: string;
  userAgent: string;
}

/** Checks the credentials and opens a session; answers the token and who signed in. */
export async function signIn(deps: AuthDeps, request: SignInRequest): Promise<{ token: string; user: SignedInUser }> {
  const { db } = deps;
  const username = request.username.toLowerCase();
  await assertSignInAllowed(db, deps.signInLimits, username, request.clientIp);

  const account = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'name', 'password_hash', 'all_projects', 'status'])
    .where('username', '=', username)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const valid = await deps.passwords.verify(account?.password_hash ?? null, request.password);
  if (!account || !valid) {
    await recordSignInAttempt(db, username, request.clientIp, false);
    throw unauthorized('Incorrect username or password');
  }
  if (account.status !== 0) throw new ApiError(403, 'This account is disabled. Ask an administrator to enable it.');

  await recordSignInAttempt(db, username, request.clientIp, true);
  const token = newToken();
  await db
    .insertInto('sys_session')
    .values({
      user_id: account.id,
      token_hash: tokenDigest(token),
      expires_at: sql<Date>`now() + make_interval(secs => ${Math.round(deps.tokenTtlHours * 3600)})`,
      client_ip: request.clientIp,
      user_agent: request.userAgent.slice(0, 300),
    })
    .execute();
  return {
    token,
    user: { id: account.id, username: account.username, name: account.name, allProjects: account.all_projects },
  };
}

/** Ends the session at once: its token opens nothing any more. */
export async function signOut(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db
    .updateTable('sys_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** `allProjectsOnly`: permissions a user not allowed all projects cannot use, so does not get. */
export async function userInfo(
  db: Kysely<Database>,
  userId: number,
  allProjectsOnly = new Set<string>(),
): Promise<Static<typeof UserInfo>> {
  const user = await db.selectFrom('sys_user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('This account no longer exists');
  const grants = await userGrants(db, userId);
  const usable = (permissions: string[]) =>
    user.all_projects ? permissions : permissions.filter((permission) => !allProjectsOnly.has(permission));
  return {
    name: user.name,
    avatar: user.avatar,
    job: user.job,
    organization: user.organization,
    location: user.location,
    email: user.email,
    introduction: user.introduction,
    personalWebsite: user.personal_website,
    jobName: user.job_name,
    organizationName: user.organization_name,
    locationName: user.location_name,
    phone: user.phone,
    registrationDate: user.create_time.toISOString().slice(0, 19).replace('T', ' '),
    accountId: user.account_id,
    account: user.username,
    certification: user.certification,
    allProjects: user.all_projects,
    projects: grants.projects,
    projectRoles: grants.projectRoles.map((entry) => ({ ...entry, permissions: usable(entry.permissions) })),
  };
}
