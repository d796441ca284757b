import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  FeedbackAnswer,
  FeedbackListAnswer,
  FeedbackListQuery,
  LabelOptionsAnswer,
  ReplyBody,
  SetLabelAnswer,
  SetLabelBody,
} from './customer-service-feed.schemas';
import {
  getFeedback,
  labelOptions,
  listFeedback,
  markHandled,
  reopen,
  reply,
  setLabel,
} from './customer-service-feed.service';

const PREFIX = '/customer-service/feed';

// The customer-service area's `feed` screen: app users' feedback, labelled, answered and handled.
export function customerServiceFeedRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('customer-service:feed', { tags: ['customer-service'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'User feedback',
      description:
        "Filtered by type, label (0: without one), status, the user's code (exactly), sent between and a part of the content; newest first (by sent time only).",
      querystring: FeedbackListQuery,
      response: { 200: FeedbackListAnswer },
    }),
    async (request) => ok(await listFeedback(db, scopeOf(request), request.query)),
  );
  app.get(
    `${PREFIX}/labels`,
    screen.query({
      summary: 'The labels feedback can carry',
      description: "The live labels of the request's projects (managed on the feedback labels screen), in their order.",
      querystring: ScopeOnly,
      response: { 200: LabelOptionsAnswer },
    }),
    async (request) => ok(await labelOptions(db, scopeOf(request))),
  );
  app.post(
    `${PREFIX}/label`,
    screen.edit({
      summary: 'Label feedback',
      description:
        "Puts one label on 1..500 feedback items (or takes it off with 0), all or none: a deleted label, or one of another project than a feedback's, is a 400 naming labelId; feedback out of reach is a 404.",
      body: SetLabelBody,
      response: { 200: SetLabelAnswer },
    }),
    async (request) => ok(await setLabel(db, scopeOf(request), request.body)),
  );
  app.get(
    `${PREFIX}/:id`,
    screen.query({
      summary: 'A feedback item',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: FeedbackAnswer },
    }),
    async (request) => ok(await getFeedback(db, scopeOf(request), request.params.id)),
  );
  app.post(
    `${PREFIX}/:id/reply`,
    screen.edit({
      summary: 'Reply to feedback',
      description:
        "The reply lands in the user's inbox (each reply a message of its own); the feedback keeps the last one and when it was sent. With handled, new feedback is marked handled too.",
      params: IdParams,
      body: ReplyBody,
      response: { 200: FeedbackAnswer },
    }),
    async (request) => ok(await reply(db, scopeOf(request), userOf(request), request.params.id, request.body)),
  );
  app.post(
    `${PREFIX}/:id/handle`,
    screen.edit({
      summary: 'Mark feedback handled',
      description: 'New feedback only; handled feedback is a 409 naming its status.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: FeedbackAnswer },
    }),
    async (request) => ok(await markHandled(db, scopeOf(request), userOf(request), request.params.id)),
  );
  app.post(
    `${PREFIX}/:id/reopen`,
    screen.edit({
      summary: 'Reopen feedback',
      description:
        'Handled feedback becomes new again (the replies sent stay); new feedback is a 409 naming its status.',
      params: IdParams,
      body: ScopeOnly,
      response: { 200: FeedbackAnswer },
    }),
    async (request) => ok(await reopen(db, scopeOf(request), request.params.id)),
  );
}
