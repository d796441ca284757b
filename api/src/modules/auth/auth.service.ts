import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ApiError, unauthorized } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { Passwords } from '../../platform/passwords';
import { newToken, tokenDigest } from '../../platform/tokens';
import { assertSignInAllowed, recordSignInAttempt, type SignInLimits } from '../../domain/staff';

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
    throw unauthorized('Incorrect username or password', 'signIn.wrong');
  }
  if (account.status !== 0)
    throw new ApiError(403, 'This account is disabled. Ask an administrator to enable it.', [], {
      problem: 'account.disabled',
    });

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
