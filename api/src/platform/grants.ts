// What a user may do where: their projects, their roles in each, and the button
// permissions (F items' perms) those roles grant.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { ScopedProject } from './http';

export interface ProjectPermission extends ScopedProject {
  /** the user holds the asked permission in this project */
  permitted: boolean;
}

/** The user's active projects, each saying whether the user holds `permission` there (none asked: every one). */
export async function projectsWithPermission(
  db: Kysely<Database>,
  userId: number,
  permission?: string,
): Promise<ProjectPermission[]> {
  return db
    .selectFrom('sys_project as p')
    .select((eb) => [
      'p.id',
      'p.code',
      'p.tenant_code as tenantCode',
      'p.name',
      'p.currency',
      (permission === undefined
        ? sql<boolean>`true`
        : sql<boolean>`${eb.exists(
            eb
              .selectFrom('sys_user_project_role as g')
              .innerJoin('sys_role as r', 'r.id', 'g.role_id')
              .innerJoin('sys_role_menu as rm', 'rm.role_id', 'g.role_id')
              .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
              .select('m.id')
              .whereRef('g.project_id', '=', 'p.id')
              .where('g.user_id', '=', userId)
              .where('r.deleted', '=', 0)
              .where('r.status', '=', 0)
              .where('m.perms', '=', permission)
              .where('m.menu_type', '=', 'F')
              .where('m.deleted', '=', 0),
          )}`
      ).as('permitted'),
    ])
    .where('p.deleted', '=', 0)
    .where('p.status', '=', 0)
    .where('p.id', 'in', (eb) =>
      eb.selectFrom('sys_user_project_role').select('project_id').where('user_id', '=', userId),
    )
    .orderBy('p.id')
    .execute();
}

/** The active staff users who hold `permission` in the active project `projectCode` (through an active role). */
export async function holdersOf(db: Kysely<Database>, projectCode: string, permission: string): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .innerJoin('sys_role as r', 'r.id', 'g.role_id')
    .innerJoin('sys_role_menu as rm', 'rm.role_id', 'g.role_id')
    .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
    .innerJoin('sys_user as u', 'u.id', 'g.user_id')
    .select('g.user_id')
    .distinct()
    .where('p.code', '=', projectCode)
    .where('p.deleted', '=', 0)
    .where('p.status', '=', 0)
    .where('r.deleted', '=', 0)
    .where('r.status', '=', 0)
    .where('m.perms', '=', permission)
    .where('m.menu_type', '=', 'F')
    .where('m.deleted', '=', 0)
    .where('u.deleted', '=', 0)
    .where('u.status', '=', 0)
    .orderBy('g.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export interface UserGrants {
  projects: Array<{ id: number; code: string; tenantCode: string; name: string }>;
  projectRoles: Array<{ projectId: number; projectCode: string; roles: string[]; permissions: string[] }>;
}

/** Every project of the user with its roles and permissions, for getInfo. */
export async function userGrants(db: Kysely<Database>, userId: number): Promise<UserGrants> {
  const [roleRows, permissionRows] = await Promise.all([
    db
      .selectFrom('sys_user_project_role as g')
      .innerJoin('sys_project as p', 'p.id', 'g.project_id')
      .innerJoin('sys_role as r', 'r.id', 'g.role_id')
      .select(['p.id', 'p.code', 'p.tenant_code as tenantCode', 'p.name', 'r.id as roleId', 'r.code as role'])
      .where('g.user_id', '=', userId)
      .where('p.deleted', '=', 0)
      .where('p.status', '=', 0)
      .where('r.deleted', '=', 0)
      .where('r.status', '=', 0)
      .orderBy('p.id')
      .orderBy('r.id')
      .execute(),
    // Per role rather than per project: a role's buttons are the same in every project.
    db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
      .select(['rm.role_id as roleId', 'm.perms'])
      .where('rm.role_id', 'in', (eb) =>
        eb.selectFrom('sys_user_project_role').select('role_id').where('user_id', '=', userId),
      )
      .where('m.menu_type', '=', 'F')
      .where('m.deleted', '=', 0)
      .where('m.perms', '<>', '')
      .execute(),
  ]);

  const permsOfRole = new Map<number, string[]>();
  for (const row of permissionRows) permsOfRole.set(row.roleId, [...(permsOfRole.get(row.roleId) ?? []), row.perms]);

  const projects = new Map<number, UserGrants['projects'][number]>();
  const roles = new Map<number, string[]>();
  const permissions = new Map<number, Set<string>>();
  for (const row of roleRows) {
    if (!projects.has(row.id))
      projects.set(row.id, { id: row.id, code: row.code, tenantCode: row.tenantCode, name: row.name });
    roles.set(row.id, [...(roles.get(row.id) ?? []), row.role]);
    const held = permissions.get(row.id) ?? new Set<string>();
    for (const perms of permsOfRole.get(row.roleId) ?? []) held.add(perms);
    permissions.set(row.id, held);
  }

  return {
    projects: [...projects.values()],
    projectRoles: [...projects.values()].map((project) => ({
      projectId: project.id,
      projectCode: project.code,
      roles: roles.get(project.id) ?? [],
      permissions: [...(permissions.get(project.id) ?? [])].sort(),
    })),
  };
}
