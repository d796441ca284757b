// The chat screen's calls (/admin-api/customer-service/<path>/…) and how the live channel keeps
// their cached answers current. The types are written from the chat contract until the api's
// OpenAPI document has these routes (then `npm run api:browser -w api` generates them).
import { api, liveUpdates, type LiveTopic } from '@backoffice/shared';

export type ConversationStatus = 0 | 1 | 2;
export const WAITING = 0;
export const OPEN = 1;
export const CLOSED = 2;

export interface Conversation {
  id: number;
  serviceCode: string;
  status: ConversationStatus;
  user: { id: number; userCode: string; username: string; avatar: string; vip: number; country: string };
  agent: { id: number; name: string } | null;
  labels: string[];
  queuedTime: string;
  createTime: string;
  firstResponseTime: string | null;
  awaitingSince: string | null;
  firstResponseDue: string | null;
  nextResponseDue: string | null;
  lastMessageId: number;
  lastMessageTime: string;
  lastPreview: string;
  agentUnread: number;
  userReadId: number;
  agentReadId: number;
  closedTime: string | null;
  closedBy: 'agent' | 'user' | 'idle' | null;
  satisfaction: number | null;
}

export interface ChatMessage {
  id: number;
  conversationId: number;
  author: 'user' | 'agent' | 'system' | 'note';
  staff: { id: number; name: string } | null;
  kind: 'text' | 'image' | 'survey' | 'event';
  body: string;
  imageUrl: string | null;
  mentions: number[];
  clientId: string | null;
  createTime: string;
}

export interface UserCard {
  user: {
    id: number;
    userCode: string;
    username: string;
    avatar: string;
    country: string;
    vip: number;
    createTime: string;
  };
  /** balances by wallet kind (coin, bonus, ticket, point, vipDays…): whole counts */
  wallet: Record<string, number>;
  orders: { orderNo: string; amountMinor: number | string; currency: string; status: number; createTime: string }[];
}

export type ConversationDetail = Conversation & { card: UserCard };

export type ChatView = 'waiting' | 'mine' | 'open' | 'closed';
export const VIEWS: ChatView[] = ['waiting', 'mine', 'open', 'closed'];

export type Presence = 'online' | 'away' | 'offline';
export interface Agent {
  userId: number;
  name: string;
  presence: Presence;
  capacity: number;
  open: number;
  serviceCodes: string[];
}

export interface FrequentReply {
  id: number;
  groupName: string;
  title: string;
  shortcut: string;
  text: string;
}

export interface ChatReport {
  days: {
    day: string;
    conversations: number;
    firstResponseP50Seconds: number | null;
    resolutionP50Seconds: number | null;
    satisfactionAvg: number | null;
  }[];
  agents: {
    userId: number;
    name: string;
    conversations: number;
    firstResponseP50Seconds: number | null;
    satisfactionAvg: number | null;
    satisfactionCount: number;
  }[];
}

export type CompensationKind = 'coin' | 'ticket' | 'point';
export type Compensation = { granted: true; ledgerId: number } | { granted: false; applicationId: number };

/** What the queue's topic announces. */
export type ChatEvent =
  | { change: 'message'; conversation: Conversation; message: ChatMessage }
  | { change: 'conversation'; conversation: Conversation }
  | { change: 'typing'; conversationId: number; author: 'user' };

/** The screen's path under /customer-service (the menu's) and the queue it serves. */
export interface ChatQueue {
  path: string;
  serviceCode: ServiceCode;
}

/** The queues' codes, as the api knows them. */
export type ServiceCode = 'online_assistant' | 'vip_official_customer' | 'premium_customer_service';

/** The queue's live topic. */
export const chatTopic = (serviceCode: ServiceCode): LiveTopic => `chat-${serviceCode}`;

const base = (path: string) => `/customer-service/${path}`;

export interface ListArg {
  path: string;
  serviceCode: ServiceCode;
  view: ChatView;
  keyword?: string;
  label?: string;
  pageSize: number;
}
export interface ListAnswer {
  list: Conversation[];
  total: number;
}
/** What a sender gets: the message stored and the conversation as it now stands. */
interface SentAnswer {
  message: ChatMessage;
  conversation: Conversation;
}

export interface MessagesAnswer {
  list: ChatMessage[];
  hasMore: boolean;
}
interface ConversationArg {
  path: string;
  serviceCode: ServiceCode;
  id: number;
}

const PAGE = 30;

/** Puts a message in its place by id (ids grow with time); the same id again replaces it. */
export function upsertMessage(list: ChatMessage[], message: ChatMessage): void {
  const at = list.findIndex((known) => known.id === message.id);
  if (at >= 0) {
    list[at] = message;
    return;
  }
  let index = list.length;
  while (index > 0 && list[index - 1].id > message.id) index--;
  list.splice(index, 0, message);
}

/** Whether a conversation is one a view lists. */
export function belongsTo(view: ChatView, conversation: Conversation, me: number | undefined): boolean {
  if (view === 'waiting') return conversation.status === WAITING;
  if (view === 'closed') return conversation.status === CLOSED;
  if (view === 'open') return conversation.status === OPEN;
  return conversation.status === OPEN && me !== undefined && conversation.agent?.id === me;
}

/** Waiting ones oldest first (the queue's order); the others latest message first. */
function sortRows(view: ChatView, rows: Conversation[]): void {
  if (view === 'waiting') rows.sort((a, b) => a.queuedTime.localeCompare(b.queuedTime) || a.id - b.id);
  else rows.sort((a, b) => b.lastMessageTime.localeCompare(a.lastMessageTime) || b.id - a.id);
}

/** Reads an answer again at most once a second however many events come. */
function throttled(refetch: () => void): () => void {
  let resting: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  const run = () => {
    if (resting) {
      again = true;
      return;
    }
    refetch();
    resting = setTimeout(() => {
      resting = undefined;
      if (again) {
        again = false;
        run();
      }
    }, 1000);
  };
  return run;
}

type Lifecycle<Result, Arg> = Parameters<ReturnType<typeof liveUpdates<Result, Arg>>>[1];

/** A list follows its queue: a row takes the conversation's news in place; a row joining or leaving the view reads the list again. */
function listLive(arg: ListArg, lifecycle: Lifecycle<ListAnswer, ListArg>) {
  let reread: (() => void) | undefined;
  return liveUpdates<ListAnswer, ListArg>(chatTopic(arg.serviceCode), (event, { updateCachedData, refetch }) => {
    reread ??= throttled(refetch);
    const payload = event.payload as ChatEvent;
    if (payload.change === 'typing') return;
    const conversation = payload.conversation;
    // "mine" is the agent GET /agents answered for this screen
    const me = myAgentId(lifecycle.getState(), arg.path);
    let changed = false;
    updateCachedData((page) => {
      const at = page.list.findIndex((row) => row.id === conversation.id);
      const belongs = belongsTo(arg.view, conversation, me);
      if (at >= 0 && belongs) {
        page.list[at] = conversation;
        sortRows(arg.view, page.list);
      } else if (at >= 0) {
        page.list.splice(at, 1);
        page.total = Math.max(0, page.total - 1);
        changed = true;
      } else if (belongs) {
        // a newcomer: shown at once where it goes, the list then read again for the filters and the total
        page.list.push(conversation);
        sortRows(arg.view, page.list);
        page.total += 1;
        changed = true;
      }
    });
    if (changed) reread();
  })(arg, lifecycle);
}

/** The open conversation's messages: the queue's messages for it are added in place (by id, once). */
function messagesLive(arg: ConversationArg, lifecycle: Lifecycle<MessagesAnswer, ConversationArg>) {
  return liveUpdates<MessagesAnswer, ConversationArg>(chatTopic(arg.serviceCode), (event, { updateCachedData }) => {
    const payload = event.payload as ChatEvent;
    if (payload.change !== 'message' || payload.message.conversationId !== arg.id) return;
    updateCachedData((answer) => upsertMessage(answer.list, payload.message));
  })(arg, lifecycle);
}

/** The open conversation's detail: its conversation fields follow the queue (the card stays). */
function detailLive(arg: ConversationArg, lifecycle: Lifecycle<ConversationDetail, ConversationArg>) {
  return liveUpdates<ConversationDetail, ConversationArg>(chatTopic(arg.serviceCode), (event, { updateCachedData }) => {
    const payload = event.payload as ChatEvent;
    if (payload.change === 'typing' || payload.conversation.id !== arg.id) return;
    updateCachedData((detail) => Object.assign(detail, payload.conversation));
  })(arg, lifecycle);
}

/** Who "mine" is: the agent GET /agents answered for this screen (typed here: the cache's types come from chatApi). */
function myAgentId(state: unknown, path: string): number | undefined {
  const answer = chatApi.endpoints.chatAgents.select({ path })(state as never) as { data?: { me: Agent } };
  return answer.data?.me.userId;
}

/** The messages the cache holds for a conversation. */
function knownMessages(state: unknown, arg: ConversationArg): MessagesAnswer | undefined {
  const answer = chatApi.endpoints.chatMessages.select(keyOf(arg))(state as never) as { data?: MessagesAnswer };
  return answer.data;
}

/** A change's answer, or undefined when it failed (the caller's unwrap has the error; here it is no rejection left unheard). */
async function answered<T>(fulfilled: Promise<{ data: T }>): Promise<T | undefined> {
  try {
    return (await fulfilled).data;
  } catch {
    return undefined;
  }
}

/** onQueryStarted's dispatch, for the cache updates below */
type Dispatch = (action: never) => unknown;
const keyOf = ({ path, serviceCode, id }: ConversationArg): ConversationArg => ({ path, serviceCode, id });

/** A message sent in the open conversation, in place at once (the live event for it comes too: same id, shown once). */
function addSent(dispatch: Dispatch, arg: ConversationArg, message: ChatMessage): void {
  (dispatch as (action: unknown) => unknown)(
    chatApi.util.updateQueryData('chatMessages', keyOf(arg), (answer) => upsertMessage(answer.list, message)),
  );
}

/** The conversation an action answered, in the open detail at once (the lists follow by the live event or a reread). */
function setDetail(dispatch: Dispatch, arg: ConversationArg, conversation: Conversation): void {
  (dispatch as (action: unknown) => unknown)(
    chatApi.util.updateQueryData(
      'chatConversation',
      keyOf(arg),
      (detail: ConversationDetail) => void Object.assign(detail, conversation),
    ),
  );
}

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatList', 'ChatAgents'] }).injectEndpoints({
  endpoints: (build) => ({
    chatList: build.query<ListAnswer, ListArg>({
      query: ({ path, view, keyword, label, pageSize }) => ({
        url: `${base(path)}/list`,
        params: { view, keyword, label, pageNum: 1, pageSize },
      }),
      providesTags: ['ChatList'],
      onCacheEntryAdded: listLive,
    }),
    chatConversation: build.query<ConversationDetail, ConversationArg>({
      query: ({ path, id }) => `${base(path)}/${id}`,
      onCacheEntryAdded: detailLive,
    }),
    /**
     * The conversation's messages, newest last. The first reading is the latest page; reading
     * it again (the channel subscribed again, or could not replay a drop) asks only for what
     * came after the last message known, so what is shown stays and nothing comes twice.
     */
    chatMessages: build.query<MessagesAnswer, ConversationArg>({
      async queryFn(arg, queryApi, _extra, send) {
        const known = knownMessages(queryApi.getState(), arg);
        const url = `${base(arg.path)}/${arg.id}/messages`;
        if (!known?.list.length) {
          const first = await send({ url, params: { limit: PAGE } });
          return first.error ? { error: first.error } : { data: first.data as MessagesAnswer };
        }
        const list: ChatMessage[] = [...known.list];
        // catch up page by page (a long drop may have missed more than one)
        for (let pages = 0; pages < 20; pages++) {
          const after = list.at(-1)!.id;
          const next = await send({ url, params: { after, limit: PAGE } });
          if (next.error) return { error: next.error };
          const answer = next.data as MessagesAnswer;
          for (const message of answer.list) upsertMessage(list, message);
          if (!answer.hasMore || !answer.list.length) break;
        }
        return { data: { list, hasMore: known.hasMore } };
      },
      onCacheEntryAdded: messagesLive,
    }),
    /** The page before the oldest shown, added above it (a GET: the cache of the conversation's messages grows). */
    chatOlderMessages: build.mutation<MessagesAnswer, ConversationArg & { before: number }>({
      query: ({ path, id, before }) => ({ url: `${base(path)}/${id}/messages`, params: { before, limit: PAGE } }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        (dispatch as (action: unknown) => unknown)(
          chatApi.util.updateQueryData('chatMessages', keyOf(arg), (answer: MessagesAnswer) => {
            for (const message of data.list) upsertMessage(answer.list, message);
            answer.hasMore = data.hasMore;
          }),
        );
      },
    }),
    chatSend: build.mutation<ChatMessage, ConversationArg & { clientId: string; body?: string; imageUrl?: string }>({
      query: ({ path, id, clientId, body, imageUrl }) => ({
        url: `${base(path)}/${id}/messages`,
        method: 'POST',
        body: { clientId, body, imageUrl },
      }),
      transformResponse: (sent: SentAnswer) => sent.message,
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        addSent(dispatch as Dispatch, arg, data);
      },
    }),
    chatNote: build.mutation<ChatMessage, ConversationArg & { clientId: string; body: string; mentions: number[] }>({
      query: ({ path, id, clientId, body, mentions }) => ({
        url: `${base(path)}/${id}/notes`,
        method: 'POST',
        body: { clientId, body, mentions },
      }),
      transformResponse: (sent: SentAnswer) => sent.message,
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        addSent(dispatch as Dispatch, arg, data);
      },
    }),
    chatClaim: build.mutation<Conversation, ConversationArg>({
      query: ({ path, id }) => ({ url: `${base(path)}/${id}/claim`, method: 'POST', body: {} }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        setDetail(dispatch as Dispatch, arg, data);
      },
      invalidatesTags: ['ChatList', 'ChatAgents'],
    }),
    chatTransfer: build.mutation<
      Conversation,
      ConversationArg & { agentId?: number; toServiceCode?: string; note?: string }
    >({
      query: ({ path, id, agentId, toServiceCode, note }) => ({
        url: `${base(path)}/${id}/transfer`,
        method: 'POST',
        body: { agentId, serviceCode: toServiceCode, note },
      }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        setDetail(dispatch as Dispatch, arg, data);
      },
      invalidatesTags: ['ChatList', 'ChatAgents'],
    }),
    chatClose: build.mutation<Conversation, ConversationArg>({
      query: ({ path, id }) => ({ url: `${base(path)}/${id}/close`, method: 'POST', body: {} }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        setDetail(dispatch as Dispatch, arg, data);
      },
      invalidatesTags: ['ChatList', 'ChatAgents'],
    }),
    chatRead: build.mutation<{ agentReadId: number }, ConversationArg & { lastId: number }>({
      query: ({ path, id, lastId }) => ({ url: `${base(path)}/${id}/read`, method: 'POST', body: { lastId } }),
    }),
    chatTyping: build.mutation<object, ConversationArg>({
      query: ({ path, id }) => ({ url: `${base(path)}/${id}/typing`, method: 'POST', body: {} }),
    }),
    chatLabels: build.mutation<Conversation, ConversationArg & { labels: string[] }>({
      query: ({ path, id, labels }) => ({ url: `${base(path)}/${id}/labels`, method: 'PUT', body: { labels } }),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (!data) return;
        setDetail(dispatch as Dispatch, arg, data);
      },
      invalidatesTags: ['ChatList'],
    }),
    chatCompensate: build.mutation<
      Compensation,
      ConversationArg & { clientId: string; kind: CompensationKind; amount: number; reason: string }
    >({
      query: ({ path, id, clientId, kind, amount, reason }) => ({
        url: `${base(path)}/${id}/compensate`,
        method: 'POST',
        body: { clientId, kind, amount, reason },
      }),
    }),
    chatReplies: build.query<{ list: FrequentReply[] }, ConversationArg>({
      query: ({ path, id }) => `${base(path)}/${id}/replies`,
    }),
    chatUpload: build.mutation<{ url: string }, { path: string; file: File }>({
      // the image as the raw body, typed by its content-type (the api checks its bytes)
      query: ({ path, file }) => ({
        url: `${base(path)}/uploads`,
        method: 'POST',
        body: file,
        headers: { 'content-type': file.type },
      }),
    }),
    chatAgents: build.query<{ me: Agent; list: Agent[] }, { path: string }>({
      query: ({ path }) => `${base(path)}/agents`,
      providesTags: ['ChatAgents'],
    }),
    chatPresence: build.mutation<Agent, { path: string; presence?: Presence; capacity?: number }>({
      query: ({ path, presence, capacity }) => ({
        url: `${base(path)}/agents/me`,
        method: 'PUT',
        body: { presence, capacity },
      }),
      // the agent's new presence and capacity at once; going online hands out waiting conversations: the queue moves
      async onQueryStarted({ path }, { dispatch, queryFulfilled }) {
        const agent = await answered(queryFulfilled);
        if (!agent) return;
        (dispatch as (action: unknown) => unknown)(
          chatApi.util.updateQueryData('chatAgents', { path }, (agents: { me: Agent; list: Agent[] }) => {
            agents.me = agent;
            agents.list = agents.list.map((one) => (one.userId === agent.userId ? agent : one));
          }),
        );
      },
      invalidatesTags: ['ChatAgents', 'ChatList'],
    }),
    chatReport: build.query<ChatReport, { path: string; from: string; to: string }>({
      query: ({ path, from, to }) => ({ url: `${base(path)}/report`, params: { from, to } }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useChatListQuery,
  useChatConversationQuery,
  useChatMessagesQuery,
  useChatOlderMessagesMutation,
  useChatSendMutation,
  useChatNoteMutation,
  useChatClaimMutation,
  useChatTransferMutation,
  useChatCloseMutation,
  useChatReadMutation,
  useChatTypingMutation,
  useChatLabelsMutation,
  useChatCompensateMutation,
  useChatRepliesQuery,
  useChatUploadMutation,
  useChatAgentsQuery,
  useChatPresenceMutation,
  useChatReportQuery,
} = chatApi;
