import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { MenuAnswer, MenuBody, MenuTreeAnswer, ReorderBody } from './setting-menu.schemas';
import { createMenu, deleteMenu, menuTree, reorderMenu, updateMenu } from './setting-menu.service';

const PREFIX = '/setting/menu';

/**
 * The setting area's menu screen (the roles are setting-role's). The menu is global, but
 * the routes are project scoped so that the permission is checked in the request's
 * project; changing it is for admins of all projects only (an admin of one project would
 * change every other project's menu).
 */
export function settingMenuRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('setting:menu', { tags: ['setting'], allProjectsOnly: true });
  app.get(
    `${PREFIX}/tree`,
    screen.query({
      summary: 'Every menu item',
      description:
        'Hidden items and buttons included, flat, ordered by parent then orderNum; the client builds the tree.',
      querystring: ScopeOnly,
      response: { 200: MenuTreeAnswer },
    }),
    async () => ok(await menuTree(db)),
  );
  app.post(
    PREFIX,
    screen.add({ summary: 'Add a menu item', body: MenuBody, response: { 200: MenuAnswer } }),
    async (request) => ok(await createMenu(db, request.body)),
  );
  // Declared before /:id so that "reorder" is never read as an id.
  app.post(
    `${PREFIX}/reorder`,
    screen.edit({
      summary: 'Move and reorder menu items',
      description: 'All or nothing, in one transaction.',
      body: ReorderBody,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await reorderMenu(db, request.body);
      return ok(null);
    },
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({ summary: 'Edit a menu item', params: IdParams, body: MenuBody, response: { 200: MenuAnswer } }),
    async (request) => ok(await updateMenu(db, request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a menu item',
      description: 'Refused while items sit under it.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteMenu(db, request.params.id);
      return ok(null);
    },
  );
}
