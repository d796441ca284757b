// The app user behind an app socket (/app-api/ws): the project of the app key and the session of
// the app-user token, checked as /app-api's calls check them (appApi.ts), and why a session no
// longer opens the socket, in the problem codes the app already knows from those calls.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../http';
import { projectRows } from '../projectRows';
import { everyProjectScope } from '../scope';
import { isAppToken, tokenDigest } from '../tokens';

/** Why an app socket is refused or closed. */
export type AppSocketProblem =
  'appKey.unknown' | 'project.disabled' | 'token.expired' | 'token.signedOut' | 'appUser.removed';

export interface AppSocketSession {
  sessionId: number;
  appUser: { id: number; userCode: string; username: string };
  projectCode: string;
}

/** The app sessions of the scope's projects with their user and project (app tables go through projectRows). */
function sessions(db: Kysely<Database>, scope: ProjectScope) {
  const rows = projectRows(db, scope);
  return db
    .selectFrom(rows.read('app_session').selectAll().as('s'))
    .innerJoin(rows.read('app_user').select(['id', 'user_code', 'username', 'deleted']).as('u'), 'u.id', 's.user_id')
    .innerJoin('sys_project as p', 'p.code', 's.project_code')
    .select([
      's.id as sessionId',
      's.project_code as projectCode',
      's.revoked_at as revokedAt',
      sql<boolean>`s.expires_at <= now()`.as('expired'),
      'u.id as appUserId',
      'u.user_code as userCode',
      'u.username',
      'u.deleted as userDeleted',
      'p.app_key as appKey',
      'p.status as projectStatus',
      'p.deleted as projectDeleted',
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>>;

/** What ends a session for a socket opened with `appKey`: the project first, then the user, the sign-out, the lifetime. */
function endedBy(row: SessionRow | undefined, appKey: string): AppSocketProblem | null {
  if (!row) return 'token.expired';
  if (row.projectDeleted !== 0 || row.appKey !== appKey) return 'appKey.unknown';
  if (row.projectStatus !== 0) return 'project.disabled';
  if (row.userDeleted !== 0) return 'appUser.removed';
  if (row.revokedAt) return 'token.signedOut';
  if (row.expired) return 'token.expired';
  return null;
}

/** The session an app key and app-user token open, or why they open none. */
export async function appSocketSessionOf(
  db: Kysely<Database>,
  appKey: string,
  token: string,
): Promise<AppSocketSession | AppSocketProblem> {
  const project = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency', 'status', 'deleted'])
    .where('app_key', '=', appKey)
    .executeTakeFirst();
  if (!project || project.deleted !== 0) return 'appKey.unknown';
  if (project.status !== 0) return 'project.disabled';
  if (!isAppToken(token)) return 'token.expired';
  // a token is of one project: under another app key it opens nothing
  const { id, code, tenantCode, name, currency } = project;
  const scope = { projectCode: code, all: false, projects: [{ id, code, tenantCode, name, currency }] };
  const row = await sessions(db, scope)
    .where('s.token_hash', '=', tokenDigest(token))
    .where('s.project_code', '=', project.code)
    .executeTakeFirst();
  const problem = endedBy(row, appKey);
  if (problem || !row) return problem ?? 'token.expired';
  return {
    sessionId: row.sessionId,
    appUser: { id: row.appUserId, userCode: row.userCode, username: row.username },
    projectCode: row.projectCode,
  };
}

const CHECK_SLICE = 1000;

/** Of these sockets' sessions, those that have ended since, with why. */
export async function endedAppSessions(
  db: Kysely<Database>,
  sockets: readonly { sessionId: number; appKey: string }[],
): Promise<Map<number, AppSocketProblem>> {
  const ended = new Map<number, AppSocketProblem>();
  if (!sockets.length) return ended;
  const scope = await everyProjectScope(db);
  // many app users may listen at once: their sessions are looked up a slice at a time
  for (let start = 0; start < sockets.length; start += CHECK_SLICE) {
    const slice = sockets.slice(start, start + CHECK_SLICE);
    const rows = await sessions(db, scope)
      .where(
        's.id',
        'in',
        slice.map((socket) => socket.sessionId),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.sessionId, row]));
    for (const socket of slice) {
      const problem = endedBy(byId.get(socket.sessionId), socket.appKey);
      if (problem) ended.set(socket.sessionId, problem);
    }
  }
  return ended;
}
