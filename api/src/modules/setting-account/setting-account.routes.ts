import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { statusRoutes } from '../../platform/plainTable';
import { screenRoutes } from '../../platform/screenRoutes';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import * as schemas from './setting-account.schemas';
import { createProject, deleteProject, editProject, listProjects, setProjectStatus } from './setting-account.service';

const PREFIX = '/setting/account';
const { params, response } = { params: IdParams, response: { 200: schemas.ProjectAnswer } };

// The setting area's `account` screen: the projects (tenants) the back-office serves. Projects
// are global, so only an account allowed all projects may change them (403 otherwise).
export function settingAccountRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('setting:account', { tags: ['setting'], allProjectsOnly: true });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Projects',
      description:
        "Every project for an account allowed all projects, whatever the request's project; otherwise the user's own projects.",
      querystring: schemas.ProjectListQuery,
      response: { 200: schemas.ProjectListAnswer },
    }),
    async (request) => ok(await listProjects(db, userOf(request), request.query)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Create a project',
      description:
        'code 2..32 of a-z 0-9 - (409 when taken, fixed afterwards); the creator becomes its admin, so it appears in their projects.',
      body: schemas.ProjectCreateBody,
      response,
    }),
    async (request) => ok(await createProject(db, userOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a project',
      description: 'Replaces tenant code, name and settings; the code cannot change.',
      params,
      body: schemas.ProjectEditBody,
      response,
    }),
    async (request) => ok(await editProject(db, request.params.id, request.body)),
  );
  statusRoutes(app, {
    screen,
    prefix: PREFIX,
    noun: 'project',
    response: schemas.Project,
    says: {
      disable:
        "A disabled project leaves everyone's project list and cannot be a request's project. Not the project the request is made in (409).",
    },
    set: (request, id, status) => setProjectStatus(db, scopeOf(request), id, status),
  });
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a project',
      description: 'Soft delete, of a disabled project only (409 otherwise: disable it first).',
      params,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteProject(db, request.params.id);
      return ok(null);
    },
  );
}
