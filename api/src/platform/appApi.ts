// The app users' side of the api: /app-api/, the calls the streaming app makes. It stands apart
// from the staff's /admin-api on the same server:
// - the project is the one whose app key (`x-app-key`) the call carries, checked on every call;
// - the caller is an app user with an app-user token (`Authorization: Bearer app.…`), which
//   belongs to one project; a staff token opens nothing here and an app token nothing there
//   (authentication.ts, routes.ts);
// - calls are limited per address and per user (appRateLimits.ts);
// - it has its own OpenAPI document, /app-api/openapi.json; the staff one leaves these routes out.
// Writes are atomic as the staff's are (transactions.ts); they are not in the staff's operation log.
// App modules declare their routes in their manifest's `appRoutes`. A payment provider's
// callback (`config.appKey: false`) carries no app key, as providers send none: it names its
// project in its path and proves itself by its signature, which the route checks.
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { AccessCache } from './accessCache';
import { ErrorEnvelope } from './envelope';
import { ApiError, badRequest, forbidden } from './errors';
import { type ApiInstance, APP_API_PREFIX, type ProjectScope, type ScopedProject } from './http';
import { type AppRateLimits, installAppRateLimits } from './appRateLimits';
import type { DiscoveredModule, ModuleContext, ModuleSettings } from './modules';
import { projectRows } from './projectRows';
import { isAppToken, tokenDigest } from './tokens';

export const APP_KEY_HEADER = 'x-app-key';
/** The app user's token: `Authorization: Bearer <token>`, as mobile apps send it. */
export const APP_AUTHORIZATION = /^Bearer (\S+)$/;

export interface AppApiSettings {
  /** how long an app user stays signed in without signing in again */
  tokenTtlHours: number;
  rateLimits: AppRateLimits;
  /** with it, the rate limits are counted in Redis, so they hold across api processes */
  redisUrl?: string;
}

export const DEFAULT_APP_API_SETTINGS: AppApiSettings = {
  tokenTtlHours: 30 * 24,
  rateLimits: {
    // an app makes a few calls a screen; a person does not open ten screens a second
    perUser: { max: 600, windowSeconds: 60 },
    // many app users may share one address (a carrier's NAT, an office)
    perAddress: { max: 6000, windowSeconds: 60 },
  },
};

declare module './modules' {
  interface ModuleSettings {
    /** the app's side: its token lifetime, its rate limits, its Redis (the defaults where left out) */
    appApi?: Partial<AppApiSettings>;
  }
}

/** buildApp's app-side settings over the defaults. */
export function appApiSettings(settings: ModuleSettings): AppApiSettings {
  return { ...DEFAULT_APP_API_SETTINGS, ...settings.appApi };
}

/** The project of the app key a call carries. */
export type AppProject = ScopedProject;

/** The signed-in app user of an `app` route. */
export interface SignedInAppUser {
  id: number;
  userCode: string;
  username: string;
  sessionId: number;
  /** the device they signed in on (app_device.id) */
  deviceId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a payment provider's callback, which sends no app key (public, its signature checked by the route) */
    appKey?: false;
  }
  interface FastifyRequest {
    appProject: AppProject | null;
    appUser: SignedInAppUser | null;
  }
  interface FastifyInstance {
    /** the app users' OpenAPI document */
    appSwagger(): Record<string, unknown>;
  }
}

/** The project of an /app-api request; set before any app route's handler. */
export function appProjectOf(request: FastifyRequest): AppProject {
  if (!request.appProject) throw new Error('not an /app-api route: no app key was resolved');
  return request.appProject;
}

/** An app's project as a scope: what the app's calls read and write through projectRows. */
export const appScope = (project: AppProject): ProjectScope => ({
  projectCode: project.code,
  all: false,
  projects: [project],
});

/** The app key's project of the request as a scope. */
export const appScopeOf = (request: FastifyRequest): ProjectScope => appScope(appProjectOf(request));

/** The app user of an `app` route's request. */
export function appUserOf(request: FastifyRequest): SignedInAppUser {
  if (!request.appUser) throw new Error("route is public: the app user is unknown (declare access 'app')");
  return request.appUser;
}

/** A 401 of the app's side: the app signs its user in again (POST /app-api/sign-in). */
export const appUnauthorized = (message: string, problem: string) => new ApiError(401, message, [], { problem });

/** last_seen_at is refreshed at most this often, not on every call. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Registers /app-api/ on `app`: its checks, its document, and every module's `appRoutes`. */
export async function installAppApi(
  app: ApiInstance,
  db: Kysely<Database>,
  modules: readonly DiscoveredModule[],
  context: ModuleContext,
  cache: AccessCache,
): Promise<void> {
  const settings = appApiSettings(context.settings);
  await app.register(
    async (appApi: ApiInstance) => {
      await appApi.register(swagger, { decorator: 'appSwagger', openapi: DOCUMENT });
      appApi.addHook('onRoute', documentRoute);
      appApi.decorateRequest('appProject', null);
      appApi.decorateRequest('appUser', null);
      const limits = await installAppRateLimits(appApi, settings);
      // per address first: a flood is turned away before it costs a query
      appApi.addHook('onRequest', limits.perAddress);
      appApi.addHook('onRequest', async (request) => {
        request.appProject = await projectOfKey(db, cache, request);
        if (request.routeOptions.config.access === 'app') request.appUser = await signedInAppUser(db, request);
      });
      appApi.addHook('onRequest', limits.perUser);

      appApi.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        appApi.appSwagger(),
      );
      for (const module of modules) await module.appRoutes?.(appApi, context);
    },
    { prefix: APP_API_PREFIX },
  );
}

/** The enabled project whose app key the call carries; the document itself needs none. */
async function projectOfKey(
  db: Kysely<Database>,
  cache: AccessCache,
  request: FastifyRequest,
): Promise<AppProject | null> {
  if (request.routeOptions.url === `${APP_API_PREFIX}/openapi.json`) return null;
  if (request.routeOptions.config.appKey === false) return null;
  const header = request.headers[APP_KEY_HEADER];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) throw badRequest(APP_KEY_HEADER, "is required: the app's key, which names its project", 'required');
  const project = await cache.get(request, `appKey:${key}`, () =>
    db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code', 'name', 'currency', 'status', 'deleted'])
      .where('app_key', '=', key)
      .executeTakeFirst(),
  );
  if (!project || project.deleted !== 0) throw appUnauthorized('This app key opens no project', 'appKey.unknown');
  if (project.status !== 0)
    throw forbidden(`Project ${project.code} is disabled`, 'project.disabled', { project: project.code });
  return {
    id: project.id,
    code: project.code,
    tenantCode: project.tenant_code,
    name: project.name,
    currency: project.currency,
  };
}

/** The app user whose live session the bearer token opens, in the app key's project. */
async function signedInAppUser(db: Kysely<Database>, request: FastifyRequest): Promise<SignedInAppUser> {
  const match = APP_AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match || !isAppToken(match[1])) {
    // a staff client says so with its own header
    if (request.headers['client-token'] !== undefined || (match && !isAppToken(match[1])))
      throw appUnauthorized(
        "This is not an app user's token (a staff token opens only /admin-api/): sign in with POST /app-api/sign-in",
        'token.notAppUser',
      );
    throw appUnauthorized('Sign in first: send the app user token as Authorization: Bearer <token>', 'token.missing');
  }
  // a token is of one project: under another app key it opens nothing
  const rows = projectRows(db, appScopeOf(request));
  const session = await rows
    .read('app_session')
    .innerJoin(rows.read('app_user').select(['id', 'user_code', 'username', 'deleted']).as('u'), 'u.id', 'user_id')
    .select([
      'app_session.id as sessionId',
      'device_id as deviceId',
      'last_seen_at as lastSeen',
      'revoked_at as revokedAt',
      sql<boolean>`expires_at <= now()`.as('expired'),
      'u.id',
      'u.user_code as userCode',
      'u.username',
      'u.deleted',
    ])
    .where('token_hash', '=', tokenDigest(match[1]))
    .executeTakeFirst();
  if (!session || session.expired)
    throw appUnauthorized(
      "The session has expired, or is not of this app key's project: sign in again",
      'token.expired',
    );
  if (session.revokedAt) throw appUnauthorized('The session was signed out: sign in again', 'token.signedOut');
  if (session.deleted !== 0) throw appUnauthorized('This app user was removed', 'appUser.removed');
  if (Date.now() - session.lastSeen.getTime() > LAST_SEEN_RESOLUTION_MS)
    await rows
      .update('app_session')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', session.sessionId)
      .execute();
  return {
    id: session.id,
    userCode: session.userCode,
    username: session.username,
    sessionId: session.sessionId,
    deviceId: session.deviceId,
  };
}

const DOCUMENT: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.0.3',
  info: {
    title: 'Backoffice app-api',
    version: '0.1.0',
    description:
      "The calls the streaming app makes for its users. Every call carries the app's key in `x-app-key` " +
      '(its project); a signed-in call also carries the app user token from `POST /app-api/sign-in` as ' +
      '`Authorization: Bearer <token>` (a staff token is refused). Answers are `{ code, message, data }` as ' +
      "the admin-api's: `code` 200 is success, an error carries its HTTP status, a `problem` code and for a 400 " +
      'the fields at fault. Calls are limited per user and per address: a 429 names the limit (`problem` ' +
      'rateLimit.user or rateLimit.address) and says when to retry (`Retry-After`, in seconds).',
  },
  servers: [{ url: '/', description: 'the origin serving the app api' }],
  components: {
    securitySchemes: {
      appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER },
      appToken: { type: 'http', scheme: 'bearer', description: 'an app user token (app.…) from POST /app-api/sign-in' },
    },
  },
};

/** An app route in the document: its name, who may call it, its refusals. */
function documentRoute(route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  const schema = route.schema as Record<string, unknown>;
  if (!schema.operationId) throw new Error(`${String(route.method)} ${route.url}: an app route names its operationId`);
  schema.security =
    route.config?.appKey === false
      ? []
      : route.config?.access === 'public'
        ? [{ appKey: [] }]
        : [{ appKey: [], appToken: [] }];
  schema.response = { ...(schema.response as object), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}
