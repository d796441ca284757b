import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { textsRoutes } from '../../domain/content-texts';
import { ContentLocalesAnswer, contentLocalesOf, DRAMA_TEXTS } from './product-list.texts';

const PREFIX = '/product/list';

// The dramas screen's texts per content locale: what app users read in their own language.
export function productListTextsRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:list', { tags: ['product'] });
  app.get(
    `${PREFIX}/content-locales`,
    screen.query({
      summary: 'Content locales',
      description: "The content locales the request's projects serve, and their default.",
      querystring: ScopeOnly,
      response: { 200: ContentLocalesAnswer },
    }),
    async (request) => ok(await contentLocalesOf(db, scopeOf(request))),
  );
  textsRoutes(app, db, screen, PREFIX, DRAMA_TEXTS, {
    noun: 'a drama',
    said: 'name, summary and description',
    rule: 'a name is never blank',
  });
}
