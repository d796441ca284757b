// The operation log (RuoYi's sys_oper_log): every change made through the api — every
// call other than GET/HEAD/OPTIONS to an /admin-api route, sign-in and sign-out included,
// failed or not — becomes a row: who, in which project, what, the parameters with
// secrets masked, the outcome and how long it took. A change that succeeds writes its row
// in its own transaction (transactions.ts), so it cannot be kept unlogged; a refused one
// is logged after the answer. Text the database cannot hold (NUL, unpaired surrogates)
// is made harmless first, so no input can switch the log off.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isPlainObject, storable } from './cleaning';
import { API_PREFIX } from './http';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET = /pass(word)?|token|secret|credential/i;
export const MASK = '******';
const MAX_TEXT = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

/** Replaces secrets by ******, shortens long values and makes text storable, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storable(value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => maskSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      storable(key),
      SECRET.test(key) ? MASK : maskSecrets(item, depth + 1),
    ]),
  );
}

/** The row of a change that succeeded, written by the change's transaction. */
export async function logSuccess(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await db.insertInto('sys_oper_log').values(logRow(request, reply)).execute();
}

/** A change the api makes by itself, at a time an account chose (a scheduled change), in that account's name. */
export interface BackgroundChange {
  userId: number;
  username: string;
  projectCode: string;
  title: string;
  /** the api path of what ran (e.g. the scheduled change) */
  url: string;
  params: Record<string, unknown>;
  /** why it was refused (logged as failed, with `httpStatus`), or null when made */
  failure: string | null;
  httpStatus: number;
  startedAt: Date;
}

/** The row of a background change, written by the change's own transaction as a request's is. */
export async function logBackgroundChange(db: Kysely<Database>, change: BackgroundChange): Promise<void> {
  await db
    .insertInto('sys_oper_log')
    .values({
      user_id: change.userId,
      username: storable(change.username),
      project_code: change.projectCode,
      title: change.title,
      // as the request that would have made it
      method: 'POST',
      url: storable(change.url.slice(0, 500)),
      params: JSON.stringify(maskSecrets(change.params)),
      status: change.failure === null ? 0 : 1,
      http_status: change.httpStatus,
      error_msg: storable((change.failure ?? '').slice(0, 2000)),
      duration_ms: Date.now() - change.startedAt.getTime(),
      // no client: the api's own runner
      client_ip: '',
      oper_time: change.startedAt,
    })
    .execute();
}

export function installOperationLog(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('sentInput', null);
  app.decorateRequest('failure', null);
  // A refused change (and a route that is not atomic) is logged after the answer is sent.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (READS.has(request.method) || !route?.startsWith(API_PREFIX) || request.operationLogged) return;
    try {
      await db.insertInto('sys_oper_log').values(logRow(request, reply)).execute();
    } catch (error) {
      request.log.error({ err: error }, 'could not write the operation log');
    }
  });
}

function logRow(request: FastifyRequest, reply: FastifyReply) {
  const sent = request.sentInput ?? { query: request.query, body: request.body };
  const query = isPlainObject(sent.query) ? sent.query : {};
  const body = isPlainObject(sent.body) ? sent.body : sent.body === undefined ? {} : { body: sent.body };
  const params = { ...query, ...body };
  const failed = reply.statusCode >= 400;
  // Sign-in has no user yet: record who tried.
  const username = storable(
    request.user?.username ?? (typeof params.username === 'string' ? params.username.slice(0, 64) : ''),
  );
  const projectCode =
    request.scope?.projectCode ??
    (typeof params.projectCode === 'string' ? storable(params.projectCode.slice(0, 64)) : null);
  return {
    user_id: request.user?.id ?? null,
    username,
    project_code: projectCode,
    title: request.routeOptions.schema?.summary ?? request.routeOptions.url ?? '',
    method: request.method,
    url: storable(request.url.split('?')[0].slice(0, 500)),
    params: JSON.stringify(maskSecrets(params)),
    status: failed ? 1 : 0,
    http_status: reply.statusCode,
    error_msg: failed ? storable((request.failure ?? '').slice(0, 2000)) : '',
    duration_ms: Math.round(reply.elapsedTime),
    client_ip: request.ip,
    oper_time: new Date(Date.now() - reply.elapsedTime),
  };
}
