import type { TSchema } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeFields, ScopeOnly } from '../../platform/listQuery';
import { plainRoutes } from '../../platform/plainTable';
import { readTexts, saveTexts, TextsAnswer, TextsBody } from '../../domain/content-texts';
import { Reply, ReplyBody, ReplyGroupsAnswer, ReplyListQuery } from './customer-service-reply-mange.schemas';
import { listReplies, REPLY_TEXTS, replies, replyGroups, replyText } from './customer-service-reply-mange.service';

const PREFIX = '/customer-service/reply-mange';

// The customer-service area's `reply-mange` screen: the frequent replies agents insert in a
// conversation, per project, with their text in each content locale.
export function customerServiceReplyMangeRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = plainRoutes(
    app,
    db,
    { ...replies, list: (db, scope, query) => listReplies(db, scope, query) },
    {
      screen: 'customer-service/reply-mange',
      schemas: { item: Reply, query: ReplyListQuery, body: ReplyBody },
      says: {
        list: 'Filtered by a part of the title or shortcut (keyword), a group and a queue (serviceCode); by sort then id, smallest first, unless sorted by sort, id or update time.',
        add: "In one project (not `all`); a shortcut a live reply of the project has already is a 409 naming shortcut; a {…} in the content other than {name}, {userCode} and {agent} is a 400 naming content. The content is the project's default content locale's; the others are its texts.",
        edit: 'Replaces group (not sent: none), title, shortcut, content and queues; the sort stays when not sent.',
        delete:
          'Soft: the reply is no longer offered to agents and its shortcut may be used again; messages that used it keep their text.',
      },
    },
  );
  app.get(
    `${PREFIX}/groups`,
    screen.query({
      summary: 'Frequent reply groups',
      description: "The groups of the request's projects' live replies, by name: the filter's and the form's choices.",
      querystring: ScopeOnly,
      response: { 200: ReplyGroupsAnswer },
    }),
    async (request) => ok(await replyGroups(db, scopeOf(request))),
  );

  // a reply's texts per locale (the content-texts kit's answer), each locale's text held to the same variables
  const answer = { 200: TextsAnswer(['content']) as TSchema };
  app.get(
    `${PREFIX}/:id/texts`,
    screen.query({
      summary: "A frequent reply's texts",
      description:
        "Its content in each content locale of its project (the default's is its own content), and per locale whether it is missing.",
      params: IdParams,
      querystring: ScopeOnly,
      response: answer,
    }),
    async (request) => ok(await readTexts(db, scopeOf(request), REPLY_TEXTS, request.params.id)),
  );
  app.put(
    `${PREFIX}/:id/texts`,
    screen.edit({
      summary: "Edit a frequent reply's text in a locale",
      description:
        "One locale's content: a locale the project does not serve is a 400 naming locale; the default locale writes the reply's own content (never blank); an empty or unsent text removes the translation; a {…} other than {name}, {userCode} and {agent} is a 400 naming content. Answers the texts in every locale.",
      params: IdParams,
      body: TextsBody(REPLY_TEXTS.fields, ScopeFields) as TSchema,
      response: answer,
    }),
    async (request) => {
      const body = request.body as { locale: string; content?: string };
      if (body.content?.trim()) replyText('content', body.content);
      return ok(await saveTexts(db, scopeOf(request), REPLY_TEXTS, request.params.id, body));
    },
  );
}
