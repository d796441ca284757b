import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { screenRoutes } from '../../platform/screenRoutes';
import { AppUserListAnswer, AppUserListQuery } from './user-list.schemas';
import { listAppUsers } from './user-list.service';

// The users area's `list` screen: the app users of the request's projects.
export function userListRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:list', { tags: ['user'] });
  app.get(
    '/user/list/list',
    screen.query({
      summary: 'App users',
      description: 'Filtered by a part of the username, email, phone or user code, by country, VIP and source, and by when they registered; with their coin balance.',
      querystring: AppUserListQuery,
      response: { 200: AppUserListAnswer },
    }),
    async (request) => ok(await listAppUsers(db, scopeOf(request), request.query)),
  );
}
