import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { ContentLocalesAnswer, contentLocalesOf, DramaTextsAnswer, DramaTextsBody, getDramaTexts, putDramaTexts } from './product-list.texts';

const PREFIX = '/product/list';

// The dramas screen's texts per content locale: what app users read in their own language.
export function productListTextsRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:list', { tags: ['product'] });
  app.get(
    `${PREFIX}/content-locales`,
    screen.query({ summary: 'Content locales', description: "The content locales the request's projects serve, and their default.", querystring: ScopeOnly, response: { 200: ContentLocalesAnswer } }),
    async (request) => ok(await contentLocalesOf(db, scopeOf(request))),
  );
  app.get(
    `${PREFIX}/:id/texts`,
    screen.query({
      summary: "A drama's texts",
      description: "Its name, summary and description in each content locale of its project (the default's are the drama's own fields), and per locale what is missing.",
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: DramaTextsAnswer },
    }),
    async (request) => ok(await getDramaTexts(db, scopeOf(request), request.params.id)),
  );
  app.put(
    `${PREFIX}/:id/texts`,
    screen.edit({
      summary: "Edit a drama's texts in a locale",
      description: "One locale's texts: a locale the project does not serve is a 400 naming locale; the default locale writes the drama's own fields (name never blank); an empty or unsent text removes the translation. Answers the texts in every locale.",
      params: IdParams,
      body: DramaTextsBody,
      response: { 200: DramaTextsAnswer },
    }),
    async (request) => ok(await putDramaTexts(db, scopeOf(request), request.params.id, request.body)),
  );
}
