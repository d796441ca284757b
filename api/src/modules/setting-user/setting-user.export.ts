// The staff users list as an export (setting/user's Export button): the list's filters,
// each user's roles in the request's projects, read in keyset batches.
import type { Static } from '@sinclair/typebox';
import { countRows } from '../../platform/listQuery';
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import type { Wording } from '../../domain/notifications';
import { type ProjectRoles, STAFF_USER_SORT, StaffUserListQuery } from './setting-user.schemas';
import { projectIds, rolesOf, staffUsersMatching, USER_COLUMNS } from './setting-user.service';

const { username, name, status, roleCode } = StaffUserListQuery.properties;
const filterSchema = { username, name, status, roleCode };

/** "drama-us: admin, operator; drama-sea: admin" */
const rolesText = (projectRoles: Static<typeof ProjectRoles>[]) =>
  projectRoles.map((entry) => `${entry.projectCode}: ${entry.roles.join(', ')}`).join('; ');

/** As the list tags an account allowed all projects (shared.project.all). */
const ALL_PROJECTS_TEXT: Wording = { 'en-US': 'All projects', 'zh-CN': '全部项目' };

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
    { key: 'status', header: 'Status', labels: { 0: 'enabled', 1: 'disabled' } },
    { key: 'allProjects', header: 'All projects', labels: { 0: 'no', 1: 'yes' } },
    { key: 'projectRoles', header: 'Roles' },
    { key: 'createTime', header: 'Created', time: true },
  ],
  identifying: [{ key: 'username', header: { 'en-US': 'Username', 'zh-CN': '用户名' } }],
  sortable: STAFF_USER_SORT,
  count: (db, scope, filters) => countRows(staffUsersMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort, locale) {
    const query = staffUsersMatching(db, scope, filters).select(USER_COLUMNS);
    for await (const rows of keysetBatches(db, query, sort, 'u.id')) {
      // each user's roles in the scope's projects (in every project under `all`)
      const roles = await rolesOf(
        db,
        rows.map((row) => row.id),
        scope.all ? null : projectIds(scope),
      );
      yield rows.map((row) => ({
        id: row.id,
        username: row.username,
        name: row.name,
        email: row.email,
        phone: row.phone,
        status: row.status,
        allProjects: row.all_projects ? 1 : 0,
        // as the list shows it: an account allowed all projects says so before its roles
        projectRoles: [row.all_projects ? ALL_PROJECTS_TEXT[locale] : '', rolesText(roles.get(row.id) ?? [])]
          .filter(Boolean)
          .join('; '),
        createTime: row.create_time,
      }));
    }
  },
};
