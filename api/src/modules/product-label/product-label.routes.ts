import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { textsRoutes } from '../../domain/content-texts';
import {
  DeletedLabelAnswer,
  LabelAnswer,
  LabelBody,
  LabelListAnswer,
  LabelListQuery,
  LabelOptionsAnswer,
} from './product-label.schemas';
import {
  createLabel,
  deleteLabel,
  editLabel,
  getLabel,
  LABEL_TEXTS,
  labelOptions,
  listLabels,
} from './product-label.service';

const PREFIX = '/product/label';
const response = { 200: LabelAnswer };

// The content area's `label` screen: the labels a project's dramas are tagged with.
export function productLabelRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:label', { tags: ['product'] });
  const dramasScreen = screenRoutes('product:list', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Labels',
      description:
        'Filtered by a part of the title or of the code; newest first unless sorted by title (not by the drama count, which is counted for the page).',
      querystring: LabelListQuery,
      response: { 200: LabelListAnswer },
    }),
    async (request) => ok(await listLabels(db, scopeOf(request), request.query)),
  );
  // The dramas screen offers the labels in its filter and its form: whoever may read the
  // dramas (which show their labels anyway) may read them, without the labels screen.
  app.get(
    `${PREFIX}/options`,
    dramasScreen.query({
      summary: 'Label options',
      description:
        "Every label of the request's projects (id, code, title), by title: the dramas screen's filter and form.",
      querystring: ScopeOnly,
      response: { 200: LabelOptionsAnswer },
    }),
    async (request) => ok(await labelOptions(db, scopeOf(request))),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({ summary: 'A label', params: IdParams, querystring: ScopeOnly, response }),
    async (request) => ok(await getLabel(db, scopeOf(request), request.params.id)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add a label',
      description: 'In one project (not `all`); a code a label of the project has already is a 409 naming code.',
      body: LabelBody,
      response,
    }),
    async (request) => ok(await createLabel(db, scopeOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a label',
      description:
        'Replaces code, title and description (a description not sent is empty); the dramas that carry the label keep it.',
      params: IdParams,
      body: LabelBody,
      response,
    }),
    async (request) => ok(await editLabel(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a label',
      description:
        'The label leaves the list (its code may be used again) and every drama that carried it loses it; answers how many dramas lost it. Confirm with: "Delete this label? It will be removed from its N dramas."',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: DeletedLabelAnswer },
    }),
    async (request) => ok(await deleteLabel(db, scopeOf(request), request.params.id)),
  );
  textsRoutes(app, db, screen, PREFIX, LABEL_TEXTS, { noun: 'a label', said: 'title', rule: 'a title is never blank' });
}
