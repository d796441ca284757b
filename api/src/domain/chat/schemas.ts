// The shapes a conversation and a message take in answers and live events, the staff's and
// the app's alike (the app never sees notes nor agents' private fields: see present.ts).
import { type Static, Type } from '@sinclair/typebox';
import { SERVICE_CODES } from './queues';

export const ServiceCodeField = Type.Union(
  SERVICE_CODES.map((code) => Type.Literal(code)),
  { description: 'The queue: online_assistant, vip_official_customer or premium_customer_service' },
);

const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);

export const ChatUser = Type.Object({
  id: Type.Integer(),
  userCode: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  vip: Type.Integer(),
  country: Type.String(),
});

export const Conversation = Type.Object({
  id: Type.Integer(),
  serviceCode: ServiceCodeField,
  status: Type.Integer({ description: 'CONVERSATION_STATUS: 0 waiting, 1 open, 2 closed' }),
  user: ChatUser,
  agent: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  labels: Type.Array(Type.String()),
  queuedTime: Time,
  createTime: Time,
  firstResponseTime: NullableTime,
  awaitingSince: NullableTime,
  firstResponseDue: Type.Union([Time, Type.Null()], {
    description: 'when the first answer is late (business hours counted); null once answered or closed',
  }),
  nextResponseDue: Type.Union([Time, Type.Null()], {
    description: "when the answer to the user's waiting message is late; null when nothing waits",
  }),
  lastMessageId: Type.Integer(),
  lastMessageTime: Time,
  lastPreview: Type.String(),
  agentUnread: Type.Integer(),
  userUnread: Type.Integer(),
  agentReadId: Type.Integer(),
  userReadId: Type.Integer(),
  closedTime: NullableTime,
  closedBy: Type.Union([Type.Literal('agent'), Type.Literal('user'), Type.Literal('idle'), Type.Null()]),
  satisfaction: Type.Union([Type.Integer(), Type.Null()]),
});
export type Conversation = Static<typeof Conversation>;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  author: Type.Union([Type.Literal('user'), Type.Literal('agent'), Type.Literal('system'), Type.Literal('note')]),
  staff: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  kind: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('survey'), Type.Literal('event')]),
  body: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  mentions: Type.Array(Type.Integer()),
  clientId: Type.Union([Type.String(), Type.Null()]),
  createTime: Time,
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ClientId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.:-]+$',
  description: "the sender's own id for the message: sent again (after a drop), it is the same message",
});

export const MessageBody = Type.Object({
  clientId: ClientId,
  body: Type.Optional(Type.String({ maxLength: 4000 })),
  imageUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
});

/** A message's id as a request names it (0: before the first). */
export const MessageId = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export const MessagesQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({ ...MessageId, description: 'the messages after this id, oldest first (catching up)' }),
  ),
  before: Type.Optional(Type.Integer({ ...MessageId, description: 'the messages before this id (history, upward)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 30 })),
});

export const MessagePage = Type.Object({ list: Type.Array(ChatMessage), hasMore: Type.Boolean() });
