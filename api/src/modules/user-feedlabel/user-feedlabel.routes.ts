import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { NothingAnswer, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  FeedbackLabelAnswer,
  FeedbackLabelBody,
  FeedbackLabelListAnswer,
  FeedbackLabelListQuery,
} from './user-feedlabel.schemas';
import {
  createFeedbackLabel,
  deleteFeedbackLabel,
  editFeedbackLabel,
  getFeedbackLabel,
  listFeedbackLabels,
} from './user-feedlabel.service';

const PREFIX = '/user/feedlabel';
const response = { 200: FeedbackLabelAnswer };

// The users area's `feedlabel` screen: the labels app users' feedback is sorted by (the
// customer-service area's feedback screen offers them), per project.
export function userFeedlabelRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:feedlabel', { tags: ['user'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Feedback labels',
      description:
        'Filtered by a part of the title or the description; sorted by sort, title or time (not by the feedback count, which is counted for the page).',
      querystring: FeedbackLabelListQuery,
      response: { 200: FeedbackLabelListAnswer },
    }),
    async (request) => ok(await listFeedbackLabels(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({ summary: 'A feedback label', params: IdParams, querystring: ScopeOnly, response }),
    async (request) => ok(await getFeedbackLabel(db, scopeOf(request), request.params.id)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Add a feedback label',
      description: 'In one project (not `all`); a title the project has already, in any case, is a 409 naming title.',
      body: FeedbackLabelBody,
      response,
    }),
    async (request) => ok(await createFeedbackLabel(db, scopeOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a feedback label',
      description: 'Replaces title and colour; description and sort stay as they were when not sent.',
      params: IdParams,
      body: FeedbackLabelBody,
      response,
    }),
    async (request) => ok(await editFeedbackLabel(db, scopeOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${PREFIX}/:id`,
    screen.delete({
      summary: 'Delete a feedback label',
      description:
        'Soft: the label leaves the list and its title may be used again; feedback that carries it keeps it, shown as a deleted label.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: NothingAnswer },
    }),
    async (request) => {
      await deleteFeedbackLabel(db, scopeOf(request), request.params.id);
      return ok(null);
    },
  );
}
