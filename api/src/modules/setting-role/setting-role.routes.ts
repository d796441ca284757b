import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import { RoleAnswer, RoleBody, RoleListAnswer, RoleListQuery, RoleMenusBody } from './setting-role.schemas';
import { createRole, deleteRole, grantMenus, listRolePage, updateRole } from './setting-role.service';

/**
 * The setting area's role screen: the roles and the menu items each grants. The roles are
 * global, but the routes are project scoped so that the permission is checked in the
 * request's project; changing them is for admins of all projects only (an admin of one
 * project would change every other project's roles).
 */
export function settingRoleRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const tags = ['setting'];

  app.get(
    '/setting/role/list',
    {
      config: { permission: 'setting:role:query' },
      schema: {
        summary: 'Roles',
        description: 'With the number of users holding each and the menu items granted; filtered by `keyword` (code, name or remark), sorted and paged.',
        tags,
        querystring: RoleListQuery,
        response: { 200: RoleListAnswer },
      },
    },
    async (request) => ok(await listRolePage(db, request.query)),
  );

  app.post(
    '/setting/role',
    { config: { permission: 'setting:role:add', allProjectsOnly: true }, schema: { summary: 'Add a role', tags, body: RoleBody, response: { 200: RoleAnswer } } },
    async (request) => ok(await createRole(db, request.body)),
  );

  app.put(
    '/setting/role/:id',
    { config: { permission: 'setting:role:edit', allProjectsOnly: true }, schema: { summary: 'Edit a role', tags, params: IdParams, body: RoleBody, response: { 200: RoleAnswer } } },
    async (request) => ok(await updateRole(db, request.params.id, request.body)),
  );

  app.put(
    '/setting/role/:id/menus',
    {
      config: { permission: 'setting:role:edit', allProjectsOnly: true },
      schema: {
        summary: "Set a role's menu items",
        description: 'Replaces the grants; the holders see them on their next menu load.',
        tags,
        params: IdParams,
        body: RoleMenusBody,
        response: { 200: RoleAnswer },
      },
    },
    async (request) => ok(await grantMenus(db, request.params.id, request.body.menuIds)),
  );

  app.delete(
    '/setting/role/:id',
    {
      config: { permission: 'setting:role:delete', allProjectsOnly: true },
      schema: { summary: 'Delete a role', description: 'Refused while users hold it; never the admin role.', tags, params: IdParams, querystring: ScopeOnly, response: { 200: NothingAnswer } },
    },
    async (request) => {
      await deleteRole(db, request.params.id);
      return ok(null);
    },
  );
}
