import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { RoleAnswer, RoleBody, RoleListAnswer, RoleListQuery, RoleMenusBody } from './setting-role.schemas';
import { createRole, deleteRole, grantMenus, listRolePage, updateRole } from './setting-role.service';

/**
 * The setting area's role screen: the roles and the menu items each grants. The roles are
 * global, but the routes are project scoped so that the permission is checked in the
 * request's project; changing them is for admins of all projects only (an admin of one
 * project would change every other project's roles).
 */
export function settingRoleRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('setting:role', { tags: ['setting'], allProjectsOnly: true });
  const [params, response] = [IdParams, { 200: RoleAnswer }];

  app.get(
    '/setting/role/list',
    screen.query({
      summary: 'Roles',
      description:
        'With the number of users holding each and the menu items granted; filtered by `keyword` (code, name or remark), sorted and paged.',
      querystring: RoleListQuery,
      response: { 200: RoleListAnswer },
    }),
    async (request) => ok(await listRolePage(db, request.query)),
  );
  app.post('/setting/role', screen.add({ summary: 'Add a role', body: RoleBody, response }), async (request) =>
    ok(await createRole(db, request.body)),
  );
  app.put(
    '/setting/role/:id',
    screen.edit({ summary: 'Edit a role', params, body: RoleBody, response }),
    async (request) => ok(await updateRole(db, request.params.id, request.body)),
  );
  app.put(
    '/setting/role/:id/menus',
    screen.edit({
      summary: "Set a role's menu items",
      description: 'Replaces the grants; the holders see them on their next menu load.',
      params,
      body: RoleMenusBody,
      response,
    }),
    async (request) => ok(await grantMenus(db, request.params.id, request.body.menuIds)),
  );
  app.delete(
    '/setting/role/:id',
    screen.delete({
      summary: 'Delete a role',
      description: 'Refused while users hold it; never the admin role.',
      params,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteRole(db, request.params.id);
      return ok(null);
    },
  );
}
