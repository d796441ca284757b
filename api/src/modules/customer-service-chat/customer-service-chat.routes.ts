// The chat screens (/customer-service/online_assistant, /vip_official_customer, /big_account):
// one screen, three queues, each answered on its own menu path with its own permissions.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import {
  agentsOf,
  announceTyping,
  CHAT_IMAGE_BYTES_MAX,
  chatImageFolder,
  checkChatImageUrl,
  claim,
  close,
  compensate,
  conversationById,
  keepChatImage,
  listMessages,
  markRead,
  fillReply,
  repliesForQueue,
  postMessage,
  queuePermission,
  SCREEN_PATH,
  SERVICE_CODES,
  type ServiceCode,
  setAgent,
  setLabels,
  transfer,
} from '../../domain/chat';
import { notify } from '../../domain/notifications';
import { ErrorEnvelope, FileAnswer, ok } from '../../platform/envelope';
import { badRequest, notFound, oneProjectOnly } from '../../platform/errors';
import { holdersOf } from '../../platform/grants';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, type ProjectScope, scopeOf, userOf } from '../../platform/http';
import { acceptImageBodies, IMAGE_TYPES, sendImage } from '../../platform/images';
import { ScopeOnly } from '../../platform/listQuery';
import type { MediaStorage } from '../../platform/mediaStorage';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  AgentAnswer,
  AgentBody,
  AgentsAnswer,
  BadgeAnswer,
  ChatImageParams,
  CompensateAnswer,
  CompensateBody,
  ConversationAnswer,
  ConversationDetailAnswer,
  ConversationListAnswer,
  ConversationListQuery,
  LabelsBody,
  SentAnswer,
  MessagePageAnswer,
  MessageQuery,
  NoteBody,
  ReadBody,
  RepliesAnswer,
  RepliesQuery,
  REPORT_DAYS_MAX,
  ReportAnswer,
  ReportQuery,
  SendBody,
  TransferBody,
  TypingAnswer,
  UploadAnswer,
} from './customer-service-chat.schemas';
import { chatReport } from './customer-service-chat.report';
import { conversationWithCard, listConversations, waitingForAgent } from './customer-service-chat.service';

const NAMES: Record<ServiceCode, string> = {
  online_assistant: 'online assistant',
  vip_official_customer: 'VIP official service',
  premium_customer_service: 'premium customer service',
};

export function customerServiceChatRoutes(app: ApiInstance, db: Kysely<Database>, storage: MediaStorage): void {
  acceptImageBodies(app);
  app.get(
    '/customer-service/chat-image/:project/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A picture sent in a conversation',
        description: 'Its unguessable address is what lets both sides show it; cached for a year.',
        tags: ['customer-service'],
        params: ChatImageParams,
        response: { 200: FileAnswer('The image', Object.values(IMAGE_TYPES)), '4xx': ErrorEnvelope },
      },
    },
    async (request, reply) =>
      sendImage(reply, storage, chatImageFolder(request.params.project), request.params.file, 'picture'),
  );
  for (const serviceCode of SERVICE_CODES) queueRoutes(app, db, storage, serviceCode);
}

function queueRoutes(app: ApiInstance, db: Kysely<Database>, storage: MediaStorage, serviceCode: ServiceCode): void {
  const path = `/customer-service/${SCREEN_PATH[serviceCode]}`;
  const screen = screenRoutes(`customer-service:${SCREEN_PATH[serviceCode]}`, { tags: ['customer-service'] });
  const name = NAMES[serviceCode];
  const oneProject = (scope: ProjectScope) => {
    if (scope.all) throw oneProjectOnly('conversation');
    return scope;
  };
  /** The conversation of this queue, or a 404 (another queue's id is not this screen's). */
  const ofQueue = async (scope: ProjectScope, id: number) => {
    const conversation = await conversationById(db, oneProject(scope), id);
    if (!conversation || conversation.serviceCode !== serviceCode)
      throw notFound(`No conversation ${id} in the ${name} queue`);
    return conversation;
  };

  app.get(
    `${path}/list`,
    screen.query({
      summary: `The ${name} queue`,
      description:
        "Waiting conversations oldest first; mine, all open and closed by their latest message. With every view's count.",
      querystring: ConversationListQuery,
      response: { 200: ConversationListAnswer },
    }),
    async (request) =>
      ok(await listConversations(db, scopeOf(request), serviceCode, userOf(request).id, request.query)),
  );
  app.get(
    `${path}/badge`,
    screen.query({
      summary: `What waits for me in the ${name} queue`,
      description: 'Conversations nobody has taken and unread messages in mine: the count beside the menu entry.',
      querystring: ScopeOnly,
      response: { 200: BadgeAnswer },
    }),
    async (request) => ok(await waitingForAgent(db, scopeOf(request), serviceCode, userOf(request).id)),
  );
  app.get(
    `${path}/agents`,
    screen.query({
      summary: `Who answers the ${name} queue`,
      description: 'Me and every colleague allowed to answer it here, with presence, capacity and open conversations.',
      querystring: ScopeOnly,
      response: { 200: AgentsAnswer },
    }),
    async (request) => {
      const scope = oneProject(scopeOf(request));
      const list = await agentsOf(db, scope, serviceCode);
      const me = userOf(request);
      return ok({
        me: list.find((agent) => agent.userId === me.id) ?? {
          userId: me.id,
          name: me.name || me.username,
          presence: 'offline' as const,
          capacity: 5,
          open: 0,
          serviceCodes: [],
        },
        list,
      });
    },
  );
  app.put(
    `${path}/agents/me`,
    screen.action('reply')({
      summary: 'My presence and capacity',
      description:
        'Online with room takes waiting conversations at once, first in first out; away or offline takes none.',
      body: AgentBody,
      response: { 200: AgentAnswer },
    }),
    async (request) => {
      const scope = oneProject(scopeOf(request));
      const me = userOf(request);
      await setAgent(db, scope, me.id, request.body);
      const agent = (await agentsOf(db, scope, serviceCode)).find((candidate) => candidate.userId === me.id)!;
      return ok(agent);
    },
  );
  app.get(
    `${path}/report`,
    screen.query({
      summary: `The ${name} queue's report`,
      description: `By day in the project's time zone: conversations started (with the median time to the first answer) and closed (with the median time to close and the mean satisfaction); by agent, their conversations closed in the period. At most ${REPORT_DAYS_MAX} days (a 400 naming to otherwise).`,
      querystring: ReportQuery,
      response: { 200: ReportAnswer },
    }),
    async (request) => ok(await chatReport(db, oneProject(scopeOf(request)), serviceCode, request.query)),
  );
  app.get(
    `${path}/:id`,
    screen.query({
      summary: "A conversation with its user's card",
      description: 'Profile, VIP, wallet balances, the last five orders.',
      params: IdParams,
      querystring: ScopeOnly,
      response: { 200: ConversationDetailAnswer },
    }),
    async (request) => ok(await conversationWithCard(db, oneProject(scopeOf(request)), serviceCode, request.params.id)),
  );
  app.get(
    `${path}/:id/messages`,
    screen.query({
      summary: "A conversation's messages",
      description:
        'after=<id>: the next ones, oldest first (catching up after a drop); before=<id>: the history above; neither: the latest. Notes included.',
      params: IdParams,
      querystring: MessageQuery,
      response: { 200: MessagePageAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      await ofQueue(scope, request.params.id);
      return ok(await listMessages(db, scope, request.params.id, request.query, { withNotes: true }));
    },
  );
  app.post(
    `${path}/:id/messages`,
    screen.action('reply')({
      summary: 'Answer the user',
      description:
        'Text or an uploaded picture. The same clientId again answers the message already sent. Answering a waiting conversation takes it.',
      params: IdParams,
      body: SendBody,
      response: { 200: SentAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      const conversation = await ofQueue(scope, request.params.id);
      const me = userOf(request);
      checkChatImageUrl(scope.projectCode, request.body.imageUrl);
      if (conversation.status === 0) await claim(db, scope, conversation.id, me.id);
      const sent = await postMessage(db, scope, {
        conversationId: conversation.id,
        author: 'agent',
        staffId: me.id,
        body: request.body.body,
        imageUrl: request.body.imageUrl ?? null,
        clientId: request.body.clientId,
      });
      return ok({ message: sent.message, conversation: sent.conversation });
    },
  );
  app.get(
    `${path}/:id/replies`,
    screen.query({
      summary: 'Frequent replies for this conversation',
      description:
        "The queue's frequent replies whose title or shortcut holds the keyword, in the locale asked (else the project's default), {name}, {userCode} and {agent} filled in.",
      params: IdParams,
      querystring: RepliesQuery,
      response: { 200: RepliesAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      const conversation = await ofQueue(scope, request.params.id);
      const me = userOf(request);
      const replies = await repliesForQueue(db, scope, serviceCode, request.query.keyword, request.query.locale);
      const values = {
        name: conversation.user.username,
        userCode: conversation.user.userCode,
        agent: me.name || me.username,
      };
      return ok({ list: replies.map((reply) => ({ ...reply, text: fillReply(reply.text, values) })) });
    },
  );
  app.post(
    `${path}/:id/notes`,
    screen.action('reply')({
      summary: 'A private note',
      description: 'Seen by staff only; each colleague @mentioned finds it in their message box.',
      params: IdParams,
      body: NoteBody,
      response: { 200: SentAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      const conversation = await ofQueue(scope, request.params.id);
      const me = userOf(request);
      const mentions = [...new Set(request.body.mentions ?? [])].filter((id) => id !== me.id);
      // a note is @mentioned to colleagues who may read it: those allowed this queue here
      const colleagues = await holdersOf(db, scope.projectCode, queuePermission(serviceCode, 'query'));
      const stranger = mentions.findIndex((id) => !colleagues.includes(id));
      if (stranger >= 0)
        throw badRequest(`mentions[${stranger}]`, 'is no colleague who may read this queue here', 'notFound');
      const {
        message,
        conversation: now,
        repeated,
      } = await postMessage(
        db,
        scope,
        {
          conversationId: conversation.id,
          author: 'note',
          staffId: me.id,
          body: request.body.body,
          mentions,
          clientId: request.body.clientId,
        },
        { allowClosed: true },
      );
      if (!repeated)
        for (const userId of mentions)
          await notify(db, {
            userId,
            projectCode: scope.projectCode,
            kind: 'message',
            title: {
              'en-US': `${me.name || me.username} mentioned you in a conversation with ${conversation.user.username}`,
              'zh-CN': `${me.name || me.username} 在与 ${conversation.user.username} 的会话中提到了你`,
            },
            content: { 'en-US': message.body, 'zh-CN': message.body },
            link: `/customer-service/${SCREEN_PATH[serviceCode]}?conversation=${conversation.id}`,
          });
      return ok({ message, conversation: now });
    },
  );
  const action = (
    verb: string,
    options: { summary: string; description: string; permission?: 'reply' | 'close' | 'query' },
    run: (scope: ProjectScope, id: number, me: ReturnType<typeof userOf>, body: never) => Promise<unknown>,
    body: object = ScopeOnly,
    answer: object = ConversationAnswer,
  ) =>
    app.post(
      `${path}/:id/${verb}`,
      screen.action(options.permission ?? 'reply')({
        summary: options.summary,
        description: options.description,
        params: IdParams,
        body,
        response: { 200: answer },
      }),
      async (request) => {
        const scope = scopeOf(request);
        await ofQueue(scope, (request.params as { id: number }).id);
        return ok(await run(scope, (request.params as { id: number }).id, userOf(request), request.body as never));
      },
    );
  action(
    'claim',
    {
      summary: 'Take a waiting conversation',
      description: 'A 409 naming its status when someone has it or it is closed.',
    },
    (scope, id, me) => claim(db, scope, id, me.id),
  );
  action(
    'transfer',
    {
      summary: 'Hand a conversation on',
      description:
        'To a colleague allowed this queue (it stays open, with them) or to another queue (it waits there); an optional note for them.',
    },
    (scope, id, me, body: { agentId?: number; serviceCode?: ServiceCode; note?: string }) =>
      transfer(db, scope, id, { id: me.id, name: me.name || me.username }, body),
    TransferBody,
  );
  action(
    'close',
    {
      summary: 'Close a conversation',
      description: 'The user is then asked to rate it. Yours or a waiting one only.',
      permission: 'close',
    },
    (scope, id, me) => close(db, scope, id, 'agent', me.id),
  );
  action(
    'read',
    {
      summary: 'Read up to a message',
      description: 'Lowers the unread count; the user sees the read mark.',
      permission: 'query',
    },
    (scope, id, _me, body: { lastId: number }) => markRead(db, scope, id, 'agent', body.lastId),
    ReadBody,
  );
  action(
    'typing',
    {
      summary: 'I am typing',
      description: 'Shown to the user for a few seconds; send it at most every three seconds.',
    },
    async (scope, id) => {
      await announceTyping(db, scope, (await conversationById(db, scope, id))!, 'agent');
      return {};
    },
    ScopeOnly,
    TypingAnswer,
  );
  app.post(
    `${path}/:id/compensate`,
    screen.action('compensate')({
      summary: 'Compensate the user',
      description:
        "Coins, tickets or bonus points: within what is left of my daily budget (in the project's time zone) credited at once, and the user reads a line about it; above it, a large-bonus application for review, nothing credited yet. The same clientId again answers what the first did.",
      params: IdParams,
      body: CompensateBody,
      response: { 200: CompensateAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      const conversation = await ofQueue(scope, request.params.id);
      const { clientId, kind, amount, reason } = request.body;
      return ok(await compensate(db, scope, conversation.id, userOf(request), { clientId, kind, amount, reason }));
    },
  );
  app.put(
    `${path}/:id/labels`,
    screen.action('reply')({
      summary: "A conversation's labels",
      description: 'At most ten, each up to 20 characters; what the queue is searched by.',
      params: IdParams,
      body: LabelsBody,
      response: { 200: ConversationAnswer },
    }),
    async (request) => {
      const scope = scopeOf(request);
      await ofQueue(scope, request.params.id);
      return ok(await setLabels(db, scope, request.params.id, request.body.labels));
    },
  );
  app.post(
    `${path}/uploads`,
    {
      ...screen.action('reply')({
        summary: 'Upload a picture to send',
        description: `The image as the body (image/jpeg, image/png or image/webp, up to ${CHAT_IMAGE_BYTES_MAX / 1024 / 1024} MB); checked by its bytes (a 400 naming file otherwise). Send its address as imageUrl.`,
        querystring: ScopeOnly,
        response: { 200: UploadAnswer },
      }),
      bodyLimit: CHAT_IMAGE_BYTES_MAX,
    },
    async (request) =>
      ok({ url: await keepChatImage(storage, oneProject(scopeOf(request)).projectCode, request.body) }),
  );
}
