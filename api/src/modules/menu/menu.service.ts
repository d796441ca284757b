import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { forbidden } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import { MENU_COLUMNS, type MenuItem } from '../../domain/menu';

/** The project ids whose grants apply: the one asked for, or every one of the user's for 0 (`all`). */
async function grantingProjects(db: Kysely<Database>, user: SignedInUser, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .select('p.id')
    .distinct()
    .where('g.user_id', '=', user.id)
    .where('p.deleted', '=', 0)
    .where('p.status', '=', 0)
    .execute();
  const mine = rows.map((row) => row.id);
  if (projectId === 0) {
    if (!user.allProjects)
      throw forbidden(
        'Your account may not use all projects; choose one of your projects',
        'scope.allProjectsNotAllowed',
      );
    return mine;
  }
  if (!mine.includes(projectId))
    throw forbidden(`You are not a member of project ${projectId}`, 'project.notMember', { project: projectId });
  return [projectId];
}

/**
 * The menu items the user's roles grant in the project, flat and ordered by orderNum. A
 * granted button brings its page and group along, so the menu is always a whole tree.
 */
export async function userMenu(
  db: Kysely<Database>,
  user: SignedInUser,
  projectId: number,
  role?: string,
): Promise<Static<typeof MenuItem>[]> {
  const projectIds = await grantingProjects(db, user, projectId);
  if (!projectIds.length) return [];
  if (role !== undefined) {
    const held = await db
      .selectFrom('sys_user_project_role as g')
      .innerJoin('sys_role as r', 'r.id', 'g.role_id')
      .select('r.code')
      .where('g.user_id', '=', user.id)
      .where('g.project_id', 'in', projectIds)
      .where('r.code', '=', role)
      .executeTakeFirst();
    if (!held) throw forbidden(`You do not hold the role "${role}" in this project`, 'role.notHeld', { role });
  }
  const rows = await db
    .withRecursive('granted(id, parent_id)', (qb) =>
      qb
        .selectFrom('sys_menu as m')
        .select(['m.id', 'm.parent_id'])
        .where('m.deleted', '=', 0)
        .where('m.id', 'in', (eb) =>
          eb
            .selectFrom('sys_role_menu as rm')
            .innerJoin('sys_user_project_role as g', 'g.role_id', 'rm.role_id')
            .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
            .select('rm.menu_id')
            .where('g.user_id', '=', user.id)
            .where('g.project_id', 'in', projectIds)
            .where('r.deleted', '=', 0)
            .where('r.status', '=', 0)
            .$if(role !== undefined, (query) => query.where('r.code', '=', role!)),
        )
        .union((eb) =>
          eb
            .selectFrom('sys_menu as parent')
            .innerJoin('granted', 'granted.parent_id', 'parent.id')
            .select(['parent.id', 'parent.parent_id'])
            .where('parent.deleted', '=', 0),
        ),
    )
    .selectFrom('sys_menu')
    .select(MENU_COLUMNS)
    .where('id', 'in', (eb) => eb.selectFrom('granted').select('granted.id'))
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return rows;
}
