// The shapes the platform adds to Fastify: what a route declares (access, permission)
// and what the hooks leave on a request (the user, the project scope).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxProvider } from './validation';

export const API_PREFIX = '/admin-api';
/** The app users' side of the api (appApi.ts): its own tokens, its own document. */
export const APP_API_PREFIX = '/app-api';

/**
 * Who may call a route:
 * - `public`: anyone (login, health, the OpenAPI document, static files);
 * - `user`: any signed-in user, no project involved (getInfo, logout, the menu);
 * - `project` (the default under /admin-api): a signed-in user working in the request's
 *   project, holding the route's `permission` there;
 * - `app` (the default under /app-api): a signed-in app user, with an app-user token, of the
 *   project whose app key the call carries. No staff token opens it, and it opens nothing else.
 */
export type Access = 'public' | 'user' | 'project' | 'app';

export interface SignedInUser {
  id: number;
  username: string;
  name: string;
  allProjects: boolean;
}

export interface ScopedProject {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
  currency: string;
}

export interface ProjectScope {
  /** the project asked for, or `all` */
  projectCode: string;
  all: boolean;
  /** the projects the request may touch: the one asked for, or under `all` every project
   * of the user where the route's permission is held */
  projects: ScopedProject[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** the button permission (perms) a project route requires, e.g. 'dashboard:workplace:query' */
    permission?: string;
    /** changes what every project shares (the menu, role definitions): users allowed all projects only */
    allProjectsOnly?: boolean;
    /** false: the request log leaves this route's calls out (health checks) */
    logged?: boolean;
  }
  interface FastifyInstance {
    /** permissions used only by allProjectsOnly routes: held by nobody else (getInfo) */
    allProjectsOnlyPermissions(): Set<string>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
    sessionId: number | null;
    scope: ProjectScope | null;
    /** query and body as sent (after cleaning, before unknown fields were stripped), for the operation log */
    sentInput: { query: unknown; body: unknown } | null;
    /** the error message answered, for the operation log */
    failure: string | null;
  }
}

export type ApiInstance = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxProvider>;

/** The project scope of a `project` route's request; set by the scope hook before the handler. */
export function scopeOf(request: { scope: ProjectScope | null }): ProjectScope {
  if (!request.scope) throw new Error('route is not project scoped: declare config.permission');
  return request.scope;
}

export function userOf(request: { user: SignedInUser | null }): SignedInUser {
  if (!request.user) throw new Error('route is public: the user is unknown');
  return request.user;
}
