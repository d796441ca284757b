import { Type } from '@sinclair/typebox';
import {
  Agent,
  ChatMessage,
  Conversation,
  MessageBody,
  MessagePage,
  MessagesQuery,
  PRESENCES,
  ServiceCodeField,
} from '../../domain/chat';
import { Balances } from '../../domain/wallet';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';

export const VIEWS = ['waiting', 'mine', 'open', 'closed'] as const;

export const ConversationListQuery = Type.Object({
  ...ScopeFields,
  pageNum: ListFields.pageNum,
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  view: Type.Optional(
    Type.Union(
      VIEWS.map((view) => Type.Literal(view)),
      { default: 'open', description: 'waiting (oldest first), mine, all open, closed (newest activity first)' },
    ),
  ),
  keyword: Type.Optional(Type.String({ maxLength: 64, description: "a part of the user's code or name, or a label" })),
  label: Type.Optional(Type.String({ maxLength: 20 })),
});

export const ConversationListAnswer = Envelope(
  Type.Intersect([Page(Conversation), Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) })]),
);

export const UserCard = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    userCode: Type.String(),
    username: Type.String(),
    avatar: Type.String(),
    email: Type.String(),
    country: Type.String(),
    vip: Type.Integer(),
    createTime: Type.String({ format: 'date-time' }),
  }),
  balances: Balances,
  orders: Type.Array(
    Type.Object({
      orderNo: Type.String(),
      amountMinor: Type.String({ description: 'integer minor units of the currency, as a string' }),
      currency: Type.String(),
      status: Type.Integer(),
      createTime: Type.String({ format: 'date-time' }),
    }),
  ),
  conversations: Type.Integer({ description: 'how many conversations the user has had in this project' }),
});

export const ConversationAnswer = Envelope(Conversation);
export const ConversationDetailAnswer = Envelope(Type.Intersect([Conversation, Type.Object({ card: UserCard })]));
export const MessagePageAnswer = Envelope(MessagePage);
export const MessageQuery = Type.Object({ ...ScopeFields, ...MessagesQuery.properties });
export const SendBody = Type.Object({ ...ScopeFields, ...MessageBody.properties });
export const MessageAnswer = Envelope(ChatMessage);
export const NoteBody = Type.Object({
  ...ScopeFields,
  clientId: MessageBody.properties.clientId,
  body: Type.String({ minLength: 1, maxLength: 4000 }),
  mentions: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20, description: 'staff ids @mentioned' }),
  ),
});
export const TransferBody = Type.Object({
  ...ScopeFields,
  agentId: Type.Optional(Type.Integer({ minimum: 1 })),
  serviceCode: Type.Optional(ServiceCodeField),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export const ReadBody = Type.Object({ ...ScopeFields, lastId: Type.Integer({ minimum: 0 }) });
export const LabelsBody = Type.Object({
  ...ScopeFields,
  labels: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 10 }),
});
export const AgentsAnswer = Envelope(Type.Object({ me: Agent, list: Type.Array(Agent) }));
export const AgentBody = Type.Object({
  ...ScopeFields,
  presence: Type.Optional(Type.Union(PRESENCES.map((presence) => Type.Literal(presence)))),
  capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const AgentAnswer = Envelope(Agent);
export const UploadAnswer = Envelope(
  Type.Object({ url: Type.String({ description: "the image's address, to send as imageUrl" }) }),
);
export const ChatImageParams = Type.Object({
  project: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  file: Type.String({ pattern: '^[a-f0-9]{32}\\.(?:jpg|png|webp)$' }),
});
export const TypingAnswer = Envelope(Type.Object({}));
export const BadgeAnswer = Envelope(Type.Object({ count: Type.Integer({ minimum: 0 }) }));
