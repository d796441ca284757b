import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { FollowListAnswer, FollowListQuery, PlayListAnswer, PlayListQuery, ProductSummaryAnswer, UserCodeParams } from './user-product.schemas';
import { listFollows, listPlays, productSummary } from './user-product.service';

// The users area's hidden `product/:userCode` screen (user:product): what one app user
// watched. Three reads: the header's summary, the plays tab and the follows tab.
export function userProductRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:product', { tags: ['user'] });
  app.get(
    '/user/product/list',
    screen.query({
      summary: "An app user's plays",
      description:
        'Each play of an episode: how it was unlocked (type), the drama, the episode, where it started, when, its play time, the episode\'s length and the completion (per mille, exact). ' +
        "Filtered by type, episode, a part of the drama's code or name and when it was played (playedFrom, playedTo); sorted by createTime, playTimeSeconds or completionPermille.",
      querystring: PlayListQuery,
      response: { 200: PlayListAnswer },
    }),
    async (request) => ok(await listPlays(db, scopeOf(request), request.query)),
  );
  app.get(
    '/user/product/follows',
    screen.query({
      operationId: 'listUserProductFollows',
      summary: "An app user's likes, follows, watched dramas and unlocks",
      description: "The spec's follow types (1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock), newest first, with what an unlock cost and the user's first play of the drama.",
      querystring: FollowListQuery,
      response: { 200: FollowListAnswer },
    }),
    async (request) => ok(await listFollows(db, scopeOf(request), request.query)),
  );
  app.get(
    '/user/product/:userCode',
    screen.query({
      summary: 'What an app user watched, in figures',
      description: 'The user, their plays, the dramas they played, their play time, their follows by type and the coins they spent on unlocks.',
      params: UserCodeParams,
      querystring: ScopeOnly,
      response: { 200: ProductSummaryAnswer },
    }),
    async (request) => ok(await productSummary(db, scopeOf(request), request.params.userCode)),
  );
}
