// The app user's end of the customer-service chat (/app-api/chat): open a conversation (routed
// to its queue), write, read, rate. Live through /app-api/ws, topic `chat`; after a drop the app
// asks for the messages after the last id it saw.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import {
  announceTyping,
  appConversation,
  CHAT_IMAGE_BYTES_MAX,
  checkChatImageUrl,
  close,
  CONVERSATION,
  conversationById,
  conversationRows,
  keepChatImage,
  listMessages,
  markRead,
  openConversation,
  presentConversation,
  rate,
  userWrites,
} from '../../domain/chat';
import { appScopeOf, appUserOf } from '../../platform/appApi';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { IdParams } from '../../platform/fields';
import type { ApiInstance, ProjectScope } from '../../platform/http';
import { acceptImageBodies } from '../../platform/images';
import type { MediaStorage } from '../../platform/mediaStorage';
import {
  ConversationAnswer,
  CurrentAnswer,
  SentAnswer,
  MessageBody,
  MessagePageAnswer,
  MessagesQuery,
  NothingBody,
  OpenBody,
  RateBody,
  ReadBody,
  TypingAnswer,
  UploadAnswer,
} from './app-chat.schemas';

export function appChatRoutes(app: ApiInstance, db: Kysely<Database>, storage: MediaStorage): void {
  acceptImageBodies(app);
  /** The user's own conversation, or a 404 (another user's id is nobody's business). */
  const mine = async (scope: ProjectScope, userId: number, id: number) => {
    const conversation = await conversationById(db, scope, id);
    if (!conversation || conversation.user.id !== userId) throw notFound(`No conversation ${id} of yours`);
    return conversation;
  };
  const schema = <S extends object>(operationId: string, summary: string, description: string, rest: S) => ({
    schema: { operationId, summary, description, tags: ['chat'], ...rest },
  });

  app.post(
    '/chat/conversations',
    schema(
      'openConversation',
      'Talk to customer service',
      'The open conversation in the queue, or a new one. Without a queue the user is routed: VIP users to the VIP service, big spenders to premium, others to the online assistant.',
      {
        body: OpenBody,
        response: { 200: ConversationAnswer },
      },
    ),
    async (request) => {
      const { conversation } = await openConversation(
        db,
        appScopeOf(request),
        appUserOf(request).id,
        request.body.serviceCode,
      );
      return ok(appConversation(conversation));
    },
  );
  app.get(
    '/chat/conversations/current',
    schema('currentConversation', 'My open conversation', 'The latest one not closed, or null.', {
      response: { 200: CurrentAnswer },
    }),
    async (request) => {
      const row = await conversationRows(db, appScopeOf(request))
        .where('conversation.user_id', '=', appUserOf(request).id)
        .where('conversation.status', '<', CONVERSATION.closed)
        .orderBy('conversation.id', 'desc')
        .executeTakeFirst();
      return ok(row ? appConversation(presentConversation(row)) : null);
    },
  );
  app.get(
    '/chat/conversations/:id/messages',
    schema(
      'conversationMessages',
      "A conversation's messages",
      'after=<id>: the next ones (catching up after a drop); before=<id>: the history above; neither: the latest.',
      {
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: MessagePageAnswer },
      },
    ),
    async (request) => {
      const scope = appScopeOf(request);
      await mine(scope, appUserOf(request).id, request.params.id);
      return ok(await listMessages(db, scope, request.params.id, request.query, { withNotes: false }));
    },
  );
  app.post(
    '/chat/conversations/:id/messages',
    schema(
      'sendMessage',
      'Write to customer service',
      'Text or an uploaded picture; the same clientId again answers the message already sent.',
      {
        params: IdParams,
        body: MessageBody,
        response: { 200: SentAnswer },
      },
    ),
    async (request) => {
      const scope = appScopeOf(request);
      checkChatImageUrl(scope.projectCode, request.body.imageUrl);
      const { message, conversation } = await userWrites(db, scope, appUserOf(request).id, {
        conversationId: request.params.id,
        clientId: request.body.clientId,
        body: request.body.body,
        imageUrl: request.body.imageUrl ?? null,
      });
      return ok({ message, conversation: appConversation(conversation) });
    },
  );
  app.post(
    '/chat/conversations/:id/read',
    schema('readConversation', 'Read up to a message', 'The agent sees the read mark.', {
      params: IdParams,
      body: ReadBody,
      response: { 200: ConversationAnswer },
    }),
    async (request) => {
      const scope = appScopeOf(request);
      await mine(scope, appUserOf(request).id, request.params.id);
      return ok(appConversation(await markRead(db, scope, request.params.id, 'user', request.body.lastId)));
    },
  );
  app.post(
    '/chat/conversations/:id/typing',
    schema('typing', 'I am typing', 'Shown to the agent for a few seconds; send it at most every three seconds.', {
      params: IdParams,
      body: NothingBody,
      response: { 200: TypingAnswer },
    }),
    async (request) => {
      const scope = appScopeOf(request);
      await announceTyping(db, scope, await mine(scope, appUserOf(request).id, request.params.id), 'user');
      return ok({});
    },
  );
  app.post(
    '/chat/conversations/:id/close',
    schema('closeConversation', 'End the conversation', 'Then the survey asks for a rating.', {
      params: IdParams,
      body: NothingBody,
      response: { 200: ConversationAnswer },
    }),
    async (request) => {
      const scope = appScopeOf(request);
      await mine(scope, appUserOf(request).id, request.params.id);
      return ok(appConversation(await close(db, scope, request.params.id, 'user')));
    },
  );
  app.post(
    '/chat/conversations/:id/satisfaction',
    schema('rateConversation', 'Rate a closed conversation', 'From 1 to 5, once; a comment if the user likes.', {
      params: IdParams,
      body: RateBody,
      response: { 200: ConversationAnswer },
    }),
    async (request) => {
      const user = appUserOf(request);
      return ok(
        appConversation(
          await rate(
            db,
            appScopeOf(request),
            request.params.id,
            user.id,
            request.body.score,
            request.body.comment ?? '',
          ),
        ),
      );
    },
  );
  app.post(
    '/chat/uploads',
    {
      ...schema(
        'uploadChatImage',
        'Upload a picture to send',
        `The image as the body (JPEG, PNG or WebP, up to ${CHAT_IMAGE_BYTES_MAX / 1024 / 1024} MB), checked by its bytes; send its address as imageUrl.`,
        {
          response: { 200: UploadAnswer },
        },
      ),
      bodyLimit: CHAT_IMAGE_BYTES_MAX,
    },
    async (request) => ok({ url: await keepChatImage(storage, appScopeOf(request).projectCode, request.body) }),
  );
}
