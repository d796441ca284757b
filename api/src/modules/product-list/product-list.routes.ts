import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  BULK_MAX,
  DramaAnswer,
  DramaBody,
  DramaIdsBody,
  DramaListAnswer,
  DramaListQuery,
  DramaMovesAnswer,
} from './product-list.schemas';
import {
  createDrama,
  deleteDrama,
  editDrama,
  getDrama,
  listDramas,
  moveDramas,
  moveOneDrama,
} from './product-list.service';
import { productListTextsRoutes } from './product-list.texts.routes';
import { type DramaMove, MOVE_WORDS, refusal } from '../../domain/dramas';

const PREFIX = '/product/list';
const response = { 200: DramaAnswer };

/** What each move's routes are called in the operation log and the OpenAPI document. */
const MOVES: Record<DramaMove, { one: string; many: string; example: string }> = {
  online: { one: 'Put a drama online', many: 'Put dramas online', example: refusal('US-D00012', 0, 'online') },
  offline: { one: 'Take a drama offline', many: 'Take dramas offline', example: refusal('US-D00012', 2, 'offline') },
};

// The content area's `list` screen: a project's dramas, their labels and their lifecycle
// (DRAMA_MOVES: draft → online, online → offline, offline → online).
export function productListRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:list', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Dramas',
      description:
        'Filtered by a part of the name or code (any case, Latin or Chinese), status, label and category; newest first, or by plays, follows or unlocks (one order at a time). Each with its labels.',
      querystring: DramaListQuery,
      response: { 200: DramaListAnswer },
    }),
    async (request) => ok(await listDramas(db, scopeOf(request), request.query)),
  );
  productListTextsRoutes(app, db);
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'A drama',
      description: 'With its labels and the categories it is in.',
      params: IdParams,
      querystring: ScopeOnly,
      response,
    }),
    async (request) => ok(await getDrama(db, scopeOf(request), request.params.id)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add a drama',
      description:
        'In one project (not `all`), as a draft; a code a live drama of the project has is a 409 naming code, a label id not of the project a 400 naming labelIds.',
      body: DramaBody,
      response,
    }),
    async (request) => ok(await createDrama(db, scopeOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a drama',
      description:
        'Replaces every field, labels included, in one transaction (a field not sent is none: the browser drops a cleared one). The status changes only by its own moves; the counts never here.',
      params: IdParams,
      body: DramaBody,
      response,
    }),
    async (request) => ok(await editDrama(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a drama',
      description:
        'Soft: it leaves the list, its categories and its labels, and its code may be used again. An online drama is a 409: take it offline first.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteDrama(db, scopeOf(request), request.params.id);
      return ok(null);
    },
  );
  for (const move of Object.keys(MOVES) as DramaMove[]) {
    const words = MOVES[move];
    app.post(
      `${PREFIX}/:id/${move}`,
      screen.edit({
        summary: words.one,
        description: `Any other move is a 409 naming the drama and its status, e.g. "${words.example}".`,
        params: IdParams,
        body: ScopeOnly,
        response,
      }),
      async (request) => ok(await moveOneDrama(db, scopeOf(request), request.params.id, move)),
    );
    app.post(
      `${PREFIX}/${move}`,
      screen.edit({
        // the derived name is the one-drama route's
        operationId: `${move}ProductListBulk`,
        summary: words.many,
        description: `Up to ${BULK_MAX} dramas: those that can be ${MOVE_WORDS[move]} are, the others stay as they are; the answer says for each id what happened and why.`,
        body: DramaIdsBody,
        response: { 200: DramaMovesAnswer },
      }),
      async (request) => ok(await moveDramas(db, scopeOf(request), request.body.ids, move)),
    );
  }
}
