import { Type } from '@sinclair/typebox';
import {
  Agent,
  ChatMessage,
  MessageId,
  COMPENSATION_KINDS,
  CompensationAnswer,
  Conversation,
  MessageBody,
  MessagePage,
  MessagesQuery,
  PRESENCES,
  ServiceCodeField,
} from '../../domain/chat';
import { Balances } from '../../domain/wallet';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';
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
  wallet: Balances,
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
/** What a sender gets: the message stored, and the conversation as it now stands (an answer about the new message, not the conversation of the path). */
export const SentAnswer = Envelope(Type.Object({ message: ChatMessage, conversation: Conversation }));
export const NoteBody = Type.Object({
  ...ScopeFields,
  clientId: MessageBody.properties.clientId,
  body: Type.String({ minLength: 1, maxLength: 4000 }),
  mentions: Type.Optional(Type.Array(RowId, { maxItems: 20, description: 'colleagues @mentioned (staff ids)' })),
});
export const TransferBody = Type.Object({
  ...ScopeFields,
  agentId: Type.Optional(RowId),
  serviceCode: Type.Optional(ServiceCodeField),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export const ReadBody = Type.Object({ ...ScopeFields, lastId: MessageId });
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

export const CompensateBody = Type.Object({
  ...ScopeFields,
  clientId: Type.String({
    minLength: 1,
    maxLength: 64,
    description:
      "the sender's own id for this compensation: sent again, it answers what the first did and credits nothing more",
  }),
  kind: Type.Union(
    COMPENSATION_KINDS.map((kind) => Type.Literal(kind)),
    { description: 'what the user gets: coins, tickets or bonus points' },
  ),
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'how many, a whole number' }),
  reason: Type.String({ minLength: 1, maxLength: 200, description: 'why, as the reviewer and the ledger read it' }),
});
export const CompensateAnswer = Envelope(CompensationAnswer);

/** At most this many days in a report (a quarter). */
export const REPORT_DAYS_MAX = 92;
export const ReportQuery = Type.Object({
  ...ScopeFields,
  from: Type.String({ format: 'date', description: "the first day, in the project's time zone" }),
  to: Type.String({
    format: 'date',
    description: `the last day, in the project's time zone: on or after from, at most ${REPORT_DAYS_MAX} days in all`,
  }),
});
const Seconds = Type.Union([Type.Number(), Type.Null()], { description: 'seconds, 2 decimals; null when none' });
const Score = Type.Union([Type.Number(), Type.Null()], {
  description: 'the mean satisfaction score (1 to 5), 2 decimals; null when nobody rated',
});
export const Report = Type.Object({
  timeZone: Type.String({ description: "the project's time zone the days are counted in" }),
  days: Type.Array(
    Type.Object({
      day: Type.String({ format: 'date' }),
      conversations: Type.Integer({ description: 'conversations that started that day' }),
      closed: Type.Integer({ description: 'conversations that closed that day' }),
      firstResponseP50Seconds: Seconds,
      resolutionP50Seconds: Seconds,
      satisfactionAvg: Score,
      rated: Type.Integer({ description: 'how many of those closed that day were rated' }),
    }),
    { description: 'every day from from to to, oldest first, days without conversations included' },
  ),
  agents: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      name: Type.String(),
      conversations: Type.Integer({ description: 'their conversations that closed in the period' }),
      firstResponseP50Seconds: Seconds,
      satisfactionAvg: Score,
      rated: Type.Integer(),
    }),
    { description: 'each agent with a conversation closed in the period, the busiest first' },
  ),
});
export const ReportAnswer = Envelope(Report);

export const RepliesQuery = Type.Object({
  ...ScopeFields,
  keyword: Type.Optional(
    Type.String({ maxLength: 32, description: 'a part of the title or shortcut ("/refund" as typed)' }),
  ),
  locale: Type.Optional(
    Type.String({ maxLength: 35, description: "the user's content locale; else the project's default" }),
  ),
});
export const RepliesAnswer = Envelope(
  Type.Object({
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        groupName: Type.String(),
        title: Type.String(),
        shortcut: Type.String(),
        text: Type.String({ description: 'variables filled in for this conversation' }),
      }),
    ),
  }),
);
