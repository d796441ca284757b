import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import type { ApiInstance } from '../../platform/http';
import { IdParams } from '../../platform/fields';
import { InboxAnswer, InboxQuery, ReadAnswer } from './app-inbox.schemas';
import { listInbox, readMessage } from './app-inbox.service';

export function appInboxRoutes(app: ApiInstance, db: Kysely<Database>): void {
  app.get(
    '/inbox',
    {
      schema: {
        operationId: 'listInbox',
        summary: 'The inbox',
        description: "The signed-in user's messages, newest first, and how many are unread.",
        querystring: InboxQuery,
        response: { 200: InboxAnswer },
      },
    },
    async (request) => ok(await listInbox(db, appScopeOf(request), appUserOf(request).id, request.query)),
  );

  app.post(
    '/inbox/:id/read',
    {
      schema: {
        operationId: 'readMessage',
        summary: 'Mark a message read',
        description: 'Reading it again changes nothing.',
        params: IdParams,
        response: { 200: ReadAnswer },
      },
    },
    async (request) => ok(await readMessage(db, appScopeOf(request), appUserOf(request).id, request.params.id)),
  );
}
