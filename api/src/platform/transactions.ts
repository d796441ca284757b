// A write through the api is all or nothing: the handler of every write route (POST, PUT,
// PATCH, DELETE under /admin-api) runs in one database transaction together with its
// operation-log row, so a request that is refused changes nothing, and a change that is
// kept is always logged. The app users' writes (/app-api) are atomic too; the operation log
// is the staff's, so they write none. Modules need not know: the `db` they are given reads the
// request's transaction from AsyncLocalStorage, and their own `db.transaction()` joins it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { API_PREFIX, APP_API_PREFIX } from './http';

interface RequestTransaction {
  trx: Transaction<Database>;
  /** false once committed or rolled back: late work of the request then uses the pool */
  open: boolean;
  afterCommit: Array<() => void>;
}

const current = new AsyncLocalStorage<RequestTransaction>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function openTransaction(): RequestTransaction | undefined {
  const state = current.getStore();
  return state?.open ? state : undefined;
}

/** The open transaction of the write request this runs in, if any (what a job is enqueued in). */
export function requestTransaction(): Transaction<Database> | undefined {
  return openTransaction()?.trx;
}

/** What `db.transaction()` answers inside a request: the request's own transaction. */
function joined(trx: Transaction<Database>) {
  const builder = {
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => work(trx),
  };
  return builder;
}

/**
 * The database as modules see it: inside a write request, that request's transaction;
 * elsewhere (reads, background jobs), the pool. Background work must never hold this
 * and wait for the pool inside a request: PGlite has one connection.
 */
export function requestScoped(root: Kysely<Database>): Kysely<Database> {
  return new Proxy(root, {
    get(_target, property) {
      const state = openTransaction();
      if (state && property === 'transaction') return () => joined(state.trx);
      const target = state?.trx ?? root;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Runs `effect` once the request's changes are committed (at once outside a request), outside its context. */
export function afterCommit(effect: () => void): void {
  const state = openTransaction();
  if (state) state.afterCommit.push(effect);
  else current.exit(effect);
}

export type LogSuccess = (db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the handler keeps what it wrote even when it fails (a failed sign-in is
     * counted), so it runs without the request transaction; its checks must come first.
     */
    atomic?: false;
  }
  interface FastifyRequest {
    /** the operation-log row was written with the change, in its transaction */
    operationLogged: boolean;
  }
}

export function installAtomicWrites(app: FastifyInstance, root: Kysely<Database>, logSuccess: LogSuccess): void {
  app.decorateRequest('operationLogged', false);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const logged = route.url.startsWith(API_PREFIX);
    if (
      !(logged || route.url.startsWith(APP_API_PREFIX)) ||
      methods.every((method) => READS.has(method)) ||
      route.config?.atomic === false
    )
      return;
    const handler = route.handler;
    route.handler = async function atomicHandler(this: FastifyInstance, request, reply) {
      const state: RequestTransaction = {
        trx: undefined as unknown as Transaction<Database>,
        open: true,
        afterCommit: [],
      };
      try {
        const answer = await root.transaction().execute((trx) => {
          state.trx = trx;
          return current.run(state, async () => {
            const result = await handler.call(this, request, reply);
            if (logged) {
              await logSuccess(trx, request, reply);
              request.operationLogged = true;
            }
            return result;
          });
        });
        state.open = false;
        for (const effect of state.afterCommit) current.exit(effect);
        return answer;
      } finally {
        state.open = false;
      }
    };
  });
}
