import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { textsRoutes } from '../../domain/content-texts';
import {
  CATEGORY_DRAMAS_MAX,
  CategoryBody,
  CategoryDetailAnswer,
  CategoryDramasBody,
  CategoryListAnswer,
  CategoryListQuery,
  DeletedCategoryAnswer,
  DRAMA_OPTIONS_MAX,
  DramaOptionsAnswer,
  DramaOptionsQuery,
} from './product-category.schemas';
import {
  CATEGORY_TEXTS,
  createCategory,
  deleteCategory,
  dramaOptions,
  editCategory,
  getCategory,
  listCategories,
  replaceCategoryDramas,
} from './product-category.service';

const PREFIX = '/product/category';
const response = { 200: CategoryDetailAnswer };

// The content area's `category` screen: the rows of the app's home screen and their dramas in order.
export function productCategoryRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:category', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Categories',
      description:
        'Filtered by a part of the title or of the code; newest first unless sorted by title (not by the drama count, which is counted for the page).',
      querystring: CategoryListQuery,
      response: { 200: CategoryListAnswer },
    }),
    async (request) => ok(await listCategories(db, scopeOf(request), request.query)),
  );
  // Only who may change a category's dramas needs to find dramas to add.
  app.get(
    `${PREFIX}/drama-options`,
    screen.edit({
      summary: 'Dramas to add to a category',
      description: `Up to ${DRAMA_OPTIONS_MAX} dramas of the category's project whose code or name holds the keyword, newest first.`,
      querystring: DramaOptionsQuery,
      response: { 200: DramaOptionsAnswer },
    }),
    async (request) => ok(await dramaOptions(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({ summary: 'A category with its dramas', params: IdParams, querystring: ScopeOnly, response }),
    async (request) => ok(await getCategory(db, scopeOf(request), request.params.id)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add a category',
      description:
        'In one project (not `all`), with no dramas yet; a code a category of the project has already is a 409 naming code.',
      body: CategoryBody,
      response,
    }),
    async (request) => ok(await createCategory(db, scopeOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a category',
      description: 'Replaces code, title, poster and link (a poster or link not sent is empty); its dramas stay.',
      params: IdParams,
      body: CategoryBody,
      response,
    }),
    async (request) => ok(await editCategory(db, scopeOf(request), request.params.id, request.body)),
  );
  app.put(
    `${PREFIX}/:id/dramas`,
    screen.edit({
      summary: "Set a category's dramas",
      description: `The whole ordered list (adds, removes and reorders in one call, positions 1..n), at most ${CATEGORY_DRAMAS_MAX}; an id that is not a drama of the category's project is a 400 naming dramaIds.`,
      params: IdParams,
      body: CategoryDramasBody,
      response,
    }),
    async (request) => ok(await replaceCategoryDramas(db, scopeOf(request), request.params.id, request.body.dramaIds)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a category',
      description:
        'The category leaves the list and the app (its code may be used again); its dramas stay, out of it. Answers how many dramas it held.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: DeletedCategoryAnswer },
    }),
    async (request) => ok(await deleteCategory(db, scopeOf(request), request.params.id)),
  );
  textsRoutes(app, db, screen, PREFIX, CATEGORY_TEXTS, {
    noun: 'a category',
    said: 'title',
    rule: 'a title is never blank',
  });
}
