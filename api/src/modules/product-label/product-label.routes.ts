import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import { screenRoutes } from '../../platform/screenRoutes';
import { textsRoutes } from '../../domain/content-texts';
import { DeletedLabel, Label, LabelBody, LabelListQuery, LabelOptionsAnswer } from './product-label.schemas';
import { LABEL_TEXTS, labelOptions, labels } from './product-label.service';

const PREFIX = '/product/label';

// The content area's `label` screen: the labels a project's dramas are tagged with.
export function productLabelRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = plainRoutes(app, db, labels, {
    screen: 'product/label',
    schemas: { item: Label, query: LabelListQuery, body: LabelBody, deleted: DeletedLabel },
    says: {
      list: 'Filtered by a part of the title or of the code; newest first unless sorted by title (not by the drama count, which is counted for the page).',
      add: 'In one project (not `all`); a code a label of the project has already is a 409 naming code.',
      edit: 'Replaces code, title and description (a description not sent is empty); the dramas that carry the label keep it.',
      delete:
        'The label leaves the list (its code may be used again) and every drama that carried it loses it; answers how many dramas lost it. Confirm with: "Delete this label? It will be removed from its N dramas."',
    },
  });
  // The dramas screen offers the labels in its filter and its form: whoever may read the
  // dramas (which show their labels anyway) may read them, without the labels screen.
  app.get(
    `${PREFIX}/options`,
    screenRoutes('product:list', { tags: ['product'] }).query({
      summary: 'Label options',
      description:
        "Every label of the request's projects (id, code, title), by title: the dramas screen's filter and form.",
      querystring: ScopeOnly,
      response: { 200: LabelOptionsAnswer },
    }),
    async (request) => ok(await labelOptions(db, scopeOf(request))),
  );
  textsRoutes(app, db, screen, PREFIX, LABEL_TEXTS, { noun: 'a label', said: 'title', rule: 'a title is never blank' });
}
