import { ok } from '../../platform/envelope';
import { type ApiInstance, userOf } from '../../platform/http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { UserMenuAnswer, UserMenuQuery } from './menu.schemas';
import { userMenu } from './menu.service';

export function menuRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/sysmenu/user/search',
    {
      // Scoped by projectId rather than projectCode: the host asks for the menu of the
      // project it is switching to.
      config: { access: 'user' },
      schema: {
        operationId: 'getServerMenu',
        summary: "The menu the user's roles grant in a project",
        tags: ['menu'],
        querystring: UserMenuQuery,
        response: { 200: UserMenuAnswer },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { projectId, role } = request.query;
      // the menu is made of who may do what alone: kept while that holds
      const menu = await request.server.accessCache.get(request, `menu:${user.id}:${projectId}:${role ?? ''}`, () =>
        userMenu(db, user, projectId, role),
      );
      return ok(menu);
    },
  );
}
