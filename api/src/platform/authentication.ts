// Resolves the `client-token` header to a signed-in user for every route that is not
// public. Sessions live in the database (the api keeps no state of its own), so any
// number of api processes can serve the same users.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { AccessCache } from './accessCache';
import { sessionEnded, type SessionEndReason, unauthorized } from './errors';
import { isAppToken, TOKEN_HEADER, tokenDigest } from './tokens';

/** last_seen is refreshed at most this often, not on every call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function installAuthentication(app: FastifyInstance, db: Kysely<Database>, cache: AccessCache): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'public';
    // the app's side resolves its own tokens (appApi.ts)
    if (access === 'public' || access === 'app') return;
    const header = request.headers[TOKEN_HEADER];
    const token = typeof header === 'string' ? header : '';
    if (!token.trim()) throw sessionEnded('signedOut', 'Please sign in first');
    if (isAppToken(token))
      throw unauthorized("An app user's token opens only /app-api/: sign in with a staff account", 'token.appUser');
    // a token is sent exactly as it was issued; anything around it makes it another token

    const key = `staff:${tokenDigest(token)}`;
    const kept = await cache.get(request, key, () => staffSessionOf(db, token));
    // a kept session may have run out since
    const session = kept && kept.expiresAt.getTime() > Date.now() ? kept : undefined;
    if (!session) {
      const reason = await whySessionEnded(db, token);
      throw sessionEnded(reason, ENDED[reason]);
    }

    request.user = { id: session.id, username: session.username, name: session.name, allProjects: session.allProjects };
    request.sessionId = session.sessionId;
    if (Date.now() - session.lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await db
        .updateTable('sys_session')
        .set({ last_seen_at: sql<Date>`now()` })
        .where('id', '=', session.sessionId)
        .execute();
      cache.update(key, { ...session, lastSeen: new Date() });
    }
  });
}

/** The live session a staff token opens, with its user; none when revoked, expired or the account is off. */
export async function staffSessionOf(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select([
      's.id as sessionId',
      's.last_seen_at as lastSeen',
      's.expires_at as expiresAt',
      'u.id',
      'u.username',
      'u.name',
      'u.all_projects as allProjects',
    ])
    .where('s.token_hash', '=', tokenDigest(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.deleted', '=', 0)
    .where('u.status', '=', 0)
    .executeTakeFirst();
}

/** What a staff user is told when their session ended, by reason. */
export const ENDED: Record<SessionEndReason, string> = {
  signedOut: 'You were signed out elsewhere. Please sign in again.',
  disabled: 'This account is disabled. Ask an administrator to enable it.',
  expired: 'Your session has expired. Please sign in again.',
};

/**
 * Why a token opens nothing, for the browser to say: the account first (a disabled account's
 * sessions are revoked too, and disabling is what happened), then a revocation (a sign-out, a
 * password change), then the lifetime. A token the api does not know (never issued, or removed
 * by housekeeping a week after it ended) reads as expired.
 */
export async function whySessionEnded(db: Kysely<Database>, token: string): Promise<SessionEndReason> {
  const row = await db
    .selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select(['s.revoked_at as revokedAt', 'u.status', 'u.deleted'])
    .where('s.token_hash', '=', tokenDigest(token))
    .executeTakeFirst();
  if (!row) return 'expired';
  if (row.status !== 0 || row.deleted !== 0) return 'disabled';
  if (row.revokedAt) return 'signedOut';
  return 'expired';
}
