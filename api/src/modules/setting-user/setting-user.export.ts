// The staff users list as an export (setting/user's Export button): the list's filters,
// each user's roles in the request's projects, read in keyset batches.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { countRows } from '../../platform/listQuery';
import { type ExportDefinition, keysetBatches } from '../export';
import { StaffUserListQuery } from './setting-user.schemas';
import { STAFF_USER_SORT, staffUsersMatching } from './setting-user.service';

const { username, name, status, roleCode } = StaffUserListQuery.properties;
const filterSchema = { username, name, status, roleCode };

const projectIds = (scope: ProjectScope) => scope.projects.map((project) => project.id);

/** "drama-us: admin, operator; drama-sea: admin" for each user, in the scope's projects (all under `all`). */
async function rolesText(db: Kysely<Database>, scope: ProjectScope, userIds: number[]): Promise<Map<number, string>> {
  let query = db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .innerJoin('sys_role as r', 'r.id', 'g.role_id')
    .select(['g.user_id', 'p.code as projectCode', 'r.code as role'])
    .where('g.user_id', 'in', userIds.length ? userIds : [-1])
    .orderBy('g.user_id')
    .orderBy('p.id')
    .orderBy('r.id');
  if (!scope.all) query = query.where('g.project_id', 'in', projectIds(scope));
  const grouped = new Map<number, Map<string, string[]>>();
  for (const row of await query.execute()) {
    const projects = grouped.get(row.user_id) ?? new Map<string, string[]>();
    projects.set(row.projectCode, [...(projects.get(row.projectCode) ?? []), row.role]);
    grouped.set(row.user_id, projects);
  }
  return new Map([...grouped].map(([id, projects]) => [id, [...projects].map(([code, roles]) => `${code}: ${roles.join(', ')}`).join('; ')]));
}

export const staffUserExport: ExportDefinition<typeof filterSchema> = {
  key: 'setting.user',
  title: 'Staff users',
  pagePath: '/setting/user',
  permission: 'setting:user:export',
  listPath: '/setting/user/list',
  filterSchema,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'username', header: 'Username' },
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'status', header: 'Status' },
    { key: 'allProjects', header: 'All projects' },
    { key: 'projectRoles', header: 'Roles' },
    { key: 'createTime', header: 'Created' },
  ],
  sortable: STAFF_USER_SORT,
  count: (db, scope, filters) => countRows(staffUsersMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = staffUsersMatching(db, scope, filters).select(['u.id', 'u.username', 'u.name', 'u.email', 'u.phone', 'u.status', 'u.all_projects', 'u.create_time']);
    for await (const rows of keysetBatches(db, query, sort, 'u.id')) {
      const roles = await rolesText(db, scope, rows.map((row) => row.id));
      yield rows.map((row) => ({
        id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        phone: row.phone,
        status: row.status === 0 ? 'enabled' : 'disabled',
        allProjects: row.all_projects ? 'yes' : 'no',
        projectRoles: roles.get(row.id) ?? '',
        createTime: row.create_time,
      }));
    }
  },
};
