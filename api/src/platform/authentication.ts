// Resolves the `client-token` header to a signed-in user for every route that is not
// public. Sessions live in the database (the api keeps no state of its own), so any
// number of api processes can serve the same users.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { unauthorized } from './errors';
import { TOKEN_HEADER, tokenDigest } from './tokens';

/** last_seen is refreshed at most this often, not on every call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function installAuthentication(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    if ((request.routeOptions.config.access ?? 'public') === 'public') return;
    const header = request.headers[TOKEN_HEADER];
    const token = typeof header === 'string' ? header : '';
    if (!token.trim()) throw unauthorized('Please sign in first');
    // a token is sent exactly as it was issued; anything around it makes it another token

    const session = await db
      .selectFrom('sys_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select([
        's.id as sessionId',
        's.last_seen_at as lastSeen',
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
    if (!session) throw unauthorized('Your session has ended. Please sign in again.');

    request.user = { id: session.id, username: session.username, name: session.name, allProjects: session.allProjects };
    request.sessionId = session.sessionId;
    if (Date.now() - session.lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await db
        .updateTable('sys_session')
        .set({ last_seen_at: sql<Date>`now()` })
        .where('id', '=', session.sessionId)
        .execute();
    }
  });
}
