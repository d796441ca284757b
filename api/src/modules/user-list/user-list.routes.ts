import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { screenRoutes } from '../../platform/screenRoutes';
import { AppUserListAnswer, AppUserListQuery, CreatorReviewAnswer, CreatorReviewBody } from './user-list.schemas';
import { listAppUsers, reviewCreator } from './user-list.service';

// The users area's `list` screen: the app users of the request's projects.
export function userListRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:list', { tags: ['user'] });
  app.get(
    '/user/list/list',
    screen.query({
      summary: 'App users',
      description:
        'Filtered by a part of the username, email, phone or user code, by country, VIP, source and creator status, and by when they registered; with their coin balance.',
      querystring: AppUserListQuery,
      response: { 200: AppUserListAnswer },
    }),
    async (request) => ok(await listAppUsers(db, scopeOf(request), request.query)),
  );
  app.post(
    '/user/list/:id/review',
    screen.action('review')({
      summary: "Decide a user's application to be a creator",
      description:
        'Approves (creator status 2) or rejects (3) an application under review (1); any other status is a 409 naming it.',
      params: IdParams,
      body: CreatorReviewBody,
      response: { 200: CreatorReviewAnswer },
    }),
    async (request) => ok(await reviewCreator(db, scopeOf(request), request.params.id, request.body)),
  );
}
