// The setting area's projects (tenants): list, create, edit, disable/enable, delete.
// Projects are global — every user, role and business row hangs off them — so only an
// account allowed all projects may change them (the routes say so: allProjectsOnly);
// others with the query permission see their own projects.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, SysProject } from '../../db/types';
import { badRequest, conflict, fieldConflict, notFound, statusConflict } from '../../platform/errors';
import { canonicalTimeZone } from '../../platform/fields';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { listPage, presentRow } from '../../platform/listQuery';
import {
  type Project,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectListQuery,
  PROJECT_SORT,
} from './setting-account.schemas';
import { contentLocalesOf } from '../../domain/content-texts';

/** The role the creator gets in a new project, so it appears in their project switcher. */
const CREATOR_ROLE = 'admin';

type ProjectRow = Selectable<SysProject>;
const present = (row: ProjectRow): Static<typeof Project> => presentRow(row);

export async function listProjects(
  db: Kysely<Database>,
  requester: SignedInUser,
  query: Static<typeof ProjectListQuery>,
) {
  let inReach = db.selectFrom('sys_project as p').where('p.deleted', '=', 0);
  if (!requester.allProjects) {
    inReach = inReach.where('p.id', 'in', (eb) =>
      eb.selectFrom('sys_user_project_role').select('project_id').where('user_id', '=', requester.id),
    );
  }
  const spec = {
    contains: { code: 'p.code', name: 'p.name' },
    equals: { status: 'p.status' },
    sort: PROJECT_SORT,
    tieBreaker: 'p.id',
    present,
  };
  return listPage(inReach, (matching) => matching.selectAll('p'), query, spec);
}

async function oneProject(db: Kysely<Database>, id: number): Promise<ProjectRow> {
  const row = await db
    .selectFrom('sys_project')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(`No project ${id}`);
  return row;
}

// Deleted projects keep their code (the column is unique): old logs and rows still name it.
const codeTaken = (code: string) => fieldConflict('code', `${code} is already taken by another project`);

/** What a create and an edit both set, as columns; the time zone in its canonical name. */
const settingsOf = (body: Static<typeof ProjectEditBody>) => ({
  tenant_code: body.tenant,
  name: body.name,
  currency: body.currency,
  timezone: canonicalTimeZone(body.timezone),
  default_locale: body.defaultLocale,
});

// A write request is one transaction (platform/transactions.ts): the project and its creator's
// role are saved together or not at all.
export async function createProject(
  db: Kysely<Database>,
  requester: SignedInUser,
  body: Static<typeof ProjectCreateBody>,
) {
  const project = await db
    .insertInto('sys_project')
    .values({ code: body.code, ...settingsOf(body), ...contentLocalesOf(body), status: body.status ?? 0 })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: { code?: string }) => {
      throw error.code === '23505' ? codeTaken(body.code) : error;
    });
  // getInfo lists the projects a user holds a role in: without one the creator could
  // not switch to (or configure) the project they just made.
  const role = await db
    .selectFrom('sys_role')
    .select('id')
    .where('code', '=', CREATOR_ROLE)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (role)
    await db
      .insertInto('sys_user_project_role')
      .values({ user_id: requester.id, project_id: project.id, role_id: role.id })
      .execute();
  return present(project);
}

export async function editProject(db: Kysely<Database>, id: number, body: Static<typeof ProjectEditBody>) {
  const row = await oneProject(db, id);
  if (body.code !== undefined && body.code !== row.code)
    throw badRequest('code', 'cannot be changed after the project is created', 'fixed');
  const changes = { ...settingsOf(body), ...contentLocalesOf(body, row), update_time: sql<Date>`now()` };
  return present(
    await db.updateTable('sys_project').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function setProjectStatus(db: Kysely<Database>, scope: ProjectScope, id: number, status: 0 | 1) {
  const row = await oneProject(db, id);
  // The request (and the browser it came from) would lose its own project mid-way.
  if (status === 1 && !scope.all && scope.projectCode === row.code) {
    throw conflict(
      `id ${id} is project ${row.code}, the project this request is made in: switch to another project first`,
      'project.inUse',
      { project: row.code },
    );
  }
  return present(
    await db
      .updateTable('sys_project')
      .set({ status, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function deleteProject(db: Kysely<Database>, id: number): Promise<void> {
  const row = await oneProject(db, id);
  if (row.status !== 1)
    throw statusConflict(`Project ${row.code} is enabled: disable it first, then delete it`, {
      enum: 'enabledStatus',
      status: row.status,
    });
  // Soft: logs, orders and configuration keep pointing at it.
  await db
    .updateTable('sys_project')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 1)
    .execute();
}
