import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { TIMELINE_COUNT_CAP } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { FollowRecordsAnswer, FollowRecordsQuery } from './product-comments-follow.schemas';
import { listFollowRecords } from './product-comments-follow.service';

// The content area's hidden `comments-follow` screen: the follow records of a drama or of
// an app user. Read only: the catalogue's `edit` of the screen has no route (a record is
// what an app user did; the spec names no change of one).
export function productCommentsFollowRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:comments-follow', { tags: ['product'] });
  app.get(
    '/product/comments-follow/list',
    screen.query({
      summary: 'Follow records',
      description:
        "The likes, follows, watches and unlocks (1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock) of a drama (dramaId) or of an app user (userCode): one of them is required, a 400 naming dramaId otherwise; a drama or user not of the request's projects is a 404. " +
        'Filtered by type and time, newest first (sortType asc: oldest first), with the episode and the coins an unlock cost. ' +
        'A page is read by pageNum (a jump: the skip reads an index only) or, for the next and previous pages, by `after` / `before` with the cursor the last answer gave as `next` / `previous`. ' +
        `total is exact up to ${TIMELINE_COUNT_CAP.toLocaleString('en-US')} records; past that it is the database's estimate and totalExact is false: show it as "about".`,
      querystring: FollowRecordsQuery,
      response: { 200: FollowRecordsAnswer },
    }),
    async (request) => ok(await listFollowRecords(db, scopeOf(request), request.query)),
  );
}
