// The one declarative check every business route gets: the request's project (its
// `projectCode`, from the query or the JSON body) must be one of the user's, and the
// user must hold the route's `config.permission` there. Under `all` (or no project, which
// is how the browser sends `all`) the user must be allowed all projects, and the request
// reaches those of their projects where they hold the permission.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AccessCache } from './accessCache';
import { isPlainObject } from './cleaning';
import { badRequest, forbidden } from './errors';
import { projectsWithPermission } from './grants';
import { type ProjectScope, userOf } from './http';

export const ALL_PROJECTS = 'all';

/** Every project, as a scope: what a job that serves them all reads through projectRows, as a request would. */
export async function everyProjectScope(db: Kysely<Database>): Promise<ProjectScope> {
  const projects = await db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .execute();
  return { projectCode: ALL_PROJECTS, all: true, projects };
}

/**
 * The rule for what every project shares (the menu, role definitions): only a user allowed
 * all projects changes it. A route says so with `config.allProjectsOnly`; getInfo leaves
 * the permissions only such routes use out of everyone else's grants, so the UI hides
 * their buttons without knowing the rule.
 */
export function installProjectScope(app: FastifyInstance, db: Kysely<Database>, cache: AccessCache): void {
  app.decorateRequest('scope', null);
  const reach = new Map<string, boolean>();
  app.decorate(
    'allProjectsOnlyPermissions',
    () => new Set([...reach].filter(([, only]) => only).map(([permission]) => permission)),
  );
  app.addHook('onRoute', ({ config }) => {
    if (config?.permission)
      reach.set(config.permission, (reach.get(config.permission) ?? true) && config.allProjectsOnly === true);
  });

  // preValidation: after cleaning, before the schema strips projectCode from routes
  // that do not declare it; and a user outside the project learns nothing from a 400.
  app.addHook('preValidation', async (request) => {
    const { access, permission } = request.routeOptions.config;
    // A user's own route that takes a project (my exports, my notifications) narrows to it:
    // the same refusals as a project route, with no permission to hold and none meaning all of theirs.
    if (access === 'user' && takesProject(request) && scopeField(request, 'projectCode') !== undefined) {
      await resolveScope(db, cache, request);
      return;
    }
    if (access !== 'project' || !permission) return;
    request.scope = await resolveScope(db, cache, request, permission);
    if (request.routeOptions.config.allProjectsOnly && !userOf(request).allProjects) {
      throw forbidden(
        'Only an admin of all projects may change this: every project shares it',
        'scope.allProjectsAdmin',
      );
    }
  });
}

/** The route documents `projectCode` in its query or body (ScopeFields). */
function takesProject(request: FastifyRequest): boolean {
  const { querystring, body } = (request.routeOptions.schema ?? {}) as Record<
    string,
    { properties?: object } | undefined
  >;
  return [querystring, body].some((schema) => schema?.properties !== undefined && 'projectCode' in schema.properties);
}

/** The request's projects; without a permission (a user's own route), only the membership is checked. */
async function resolveScope(
  db: Kysely<Database>,
  cache: AccessCache,
  request: FastifyRequest,
  permission?: string,
): Promise<ProjectScope> {
  const user = userOf(request);
  const projectCode = scopeField(request, 'projectCode');
  const tenantCode = scopeField(request, 'tenantCode');
  const projects = await cache.get(request, `grants:${user.id}:${permission ?? ''}`, () =>
    projectsWithPermission(db, user.id, permission),
  );

  if (!projectCode || projectCode === ALL_PROJECTS) {
    if (!user.allProjects) {
      throw projectCode
        ? forbidden('Your account may not use all projects; choose one of your projects', 'scope.allProjectsNotAllowed')
        : forbidden('Choose a project first', 'scope.chooseProject');
    }
    const permitted = projects.filter((project) => project.permitted);
    if (!permitted.length && permission)
      throw forbidden(`You do not have the permission ${permission} in any of your projects`, 'permission.missing', {
        permission,
      });
    return { projectCode: ALL_PROJECTS, all: true, projects: permitted.map(({ permitted: _, ...project }) => project) };
  }

  const project = projects.find((candidate) => candidate.code === projectCode);
  if (!project) {
    // Only now, on the refusal path: say why when it is one of theirs that was disabled.
    if (await isDisabledProjectOf(db, user.id, projectCode))
      throw forbidden(`Project ${projectCode} is disabled`, 'project.disabled', { project: projectCode });
    throw forbidden(`You are not a member of project ${projectCode}`, 'project.notMember', { project: projectCode });
  }
  if (tenantCode && tenantCode !== project.tenantCode) {
    throw forbidden(`Tenant ${tenantCode} is not the tenant of project ${projectCode}`, 'project.tenant', {
      tenant: tenantCode,
      project: projectCode,
    });
  }
  if (!project.permitted && permission)
    throw forbidden(`You do not have the permission ${permission} in project ${projectCode}`, 'permission.missing', {
      permission,
      project: projectCode,
    });
  const { permitted: _, ...scoped } = project;
  return { projectCode, all: false, projects: [scoped] };
}

/** A live but disabled project the user holds a role in (projectsWithPermission leaves those out). */
async function isDisabledProjectOf(db: Kysely<Database>, userId: number, projectCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_project as p')
    .select('p.id')
    .where('p.code', '=', projectCode)
    .where('p.deleted', '=', 0)
    .where('p.status', '<>', 0)
    .where('p.id', 'in', (eb) =>
      eb.selectFrom('sys_user_project_role').select('project_id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
  return Boolean(row);
}

/** projectCode/tenantCode from the JSON body, else the query string; must be text. */
function scopeField(request: FastifyRequest, name: 'projectCode' | 'tenantCode'): string | undefined {
  const fromBody = isPlainObject(request.body) ? request.body[name] : undefined;
  const value = fromBody ?? (isPlainObject(request.query) ? request.query[name] : undefined);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(name, 'must be a string', 'type', { type: 'string' });
  if (value.length > 64) throw badRequest(name, 'must be at most 64 characters', 'maxLength', { limit: 64 });
  return value;
}
