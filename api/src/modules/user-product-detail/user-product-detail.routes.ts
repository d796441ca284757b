import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { ProductDetailAnswer } from './user-product-detail.schemas';
import { productDetail } from './user-product-detail.service';

// The users area's hidden `product-detail/:id` screen (user:product-detail): one play and
// its drama as its user saw it.
export function userProductDetailRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:product-detail', { tags: ['user'] });
  app.get(
    '/user/product-detail/:id',
    screen.query({
      summary: 'A play and its drama as its user saw it',
      description:
        "The play `id`; for its user and drama, each episode played (plays, play time, the episode's length, the best completion), the unlocks, the like, follow and watch, and the comments.",
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: ProductDetailAnswer },
    }),
    async (request) => ok(await productDetail(db, scopeOf(request), request.params.id)),
  );
}
