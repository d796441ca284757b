// The live chat screen against its api (a fetch double answering by route) and the live
// channel (a WebSocket double): the queue and its views, sending (once, even when the live
// event for it comes too), frequent replies, notes with mentions, transfer and close, uploads.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveChannel, registerMessages, setLocale } from '@backoffice/shared';
import {
  answerDialog,
  callsTo,
  chooseOption,
  envelope,
  installLiveDouble,
  type LiveDouble,
  type RouteAnswer,
  renderScreen,
  serveApi,
  untranslatedTexts,
} from '@backoffice/shared/testing';
import { customerServiceMessages } from '../locale';
import BigAccountPage from '../pages/big_account';
import OnlineAssistantPage from '../pages/online_assistant';
import routes from '../routes';
import type { Agent, ChatMessage, Conversation, ConversationDetail } from './chatApi';
import chatMessages from './messages';

const API = '/customer-service/online_assistant';
const PERMISSIONS = ['query', 'reply', 'close', 'compensate'].map(
  (action) => `customer-service:online_assistant:${action}`,
);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    serviceCode: 'online_assistant',
    status: 0,
    user: { id: 70, userCode: 'US-U0000007', username: 'Ann Lee', avatar: '', vip: 2, country: 'US' },
    agent: null,
    labels: ['refund'],
    queuedTime: minutesAgo(12),
    createTime: minutesAgo(12),
    firstResponseTime: null,
    awaitingSince: minutesAgo(12),
    firstResponseDue: minutesAgo(2),
    nextResponseDue: null,
    lastMessageId: 100,
    lastMessageTime: minutesAgo(11),
    lastPreview: 'My episode did not unlock',
    agentUnread: 2,
    userReadId: 0,
    agentReadId: 0,
    closedTime: null,
    closedBy: null,
    satisfaction: null,
    ...overrides,
  };
}

const waiting = conversation();
const mine = conversation({
  id: 8,
  status: 1,
  user: { id: 80, userCode: 'GB-U0000008', username: 'Ben Ortiz', avatar: '', vip: 0, country: 'GB' },
  agent: { id: 11, name: 'Mia Chen' },
  labels: [],
  firstResponseTime: minutesAgo(30),
  awaitingSince: null,
  firstResponseDue: null,
  lastPreview: 'Thanks!',
  agentUnread: 0,
});
const closed = conversation({
  id: 9,
  status: 2,
  user: { id: 90, userCode: 'JP-U0000009', username: 'Chika Mori', avatar: '', vip: 0, country: 'JP' },
  agent: { id: 11, name: 'Mia Chen' },
  lastPreview: 'Solved, bye',
  closedTime: minutesAgo(60),
  closedBy: 'agent',
  satisfaction: 5,
  agentUnread: 0,
});

const detail = (of: Conversation): ConversationDetail => ({
  ...of,
  card: {
    user: { ...of.user, createTime: '2026-03-02T08:00:00Z' },
    wallet: { coin: 1250, ticket: 3, point: 900, vip_day: 12 },
    orders: [
      { orderNo: 'D20261101000008', amountMinor: 1999, currency: 'USD', status: 1, createTime: minutesAgo(600) },
    ],
  },
});

/** The api's answer to a message sent: the message and the conversation as it now stands. */
const sentAnswer = (sent: ChatMessage) =>
  envelope({ message: sent, conversation: conversation({ id: sent.conversationId }) });

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: 100,
    conversationId: 7,
    author: 'user',
    staff: null,
    kind: 'text',
    body: 'My episode did not unlock',
    imageUrl: null,
    mentions: [],
    clientId: null,
    createTime: minutesAgo(11),
    ...overrides,
  };
}

const me: Agent = {
  userId: 11,
  name: 'Mia Chen',
  presence: 'online',
  capacity: 5,
  open: 1,
  serviceCodes: ['online_assistant'],
};
const leo: Agent = {
  userId: 12,
  name: 'Leo Wang',
  presence: 'online',
  capacity: 5,
  open: 2,
  serviceCodes: ['online_assistant'],
};

const greeting = {
  id: 1,
  groupName: 'Openers',
  title: 'Greeting',
  shortcut: 'hi',
  text: 'Hello Ann Lee, I am Mia. How can I help?',
};
const refundReply = {
  id: 2,
  groupName: 'Refunds',
  title: 'Refund on its way',
  shortcut: 'refund',
  text: 'Your refund is on its way.',
};

/** The api of the queue: lists by view, one conversation with its messages, and whatever a test adds first. */
function serve(extra: Record<string, RouteAnswer> = {}, lists: Partial<Record<string, Conversation[]>> = {}) {
  const byView: Record<string, Conversation[]> = {
    waiting: [waiting],
    mine: [mine],
    open: [mine],
    closed: [closed],
    ...lists,
  };
  const defaults: Record<string, RouteAnswer> = {
    [`GET ${API}/list`]: (_request, url) => {
      const rows = byView[url.searchParams.get('view') ?? ''] ?? [];
      return envelope({ list: rows.slice(0, Number(url.searchParams.get('pageSize'))), total: rows.length });
    },
    [`GET ${API}/agents`]: envelope({ me, list: [me, leo] }),
    [`GET ${API}/:id/messages`]: envelope({ list: [message({})], hasMore: false }),
    [`GET ${API}/:id/replies`]: envelope({ list: [greeting, refundReply] }),
    [`POST ${API}/:id/read`]: envelope({ agentReadId: 100 }),
    [`POST ${API}/:id/typing`]: envelope({}),
    [`GET ${API}/:id`]: (_request, url) => {
      const id = Number(url.pathname.split('/').at(-1));
      return envelope(detail([waiting, mine, closed].find((one) => one.id === id)!));
    },
  };
  // a test's own answers are tried first (`/report` before `/:id`), in a default's place when they replace one
  return serveApi(Object.assign({ ...extra, ...defaults }, extra));
}

const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as Record<string, unknown>;
const composer = () => screen.getByRole('textbox', { name: /Write a reply/ });

async function openAnn() {
  await userEvent.click(await screen.findByText('Ann Lee'));
  await screen.findByText('My episode did not unlock', { selector: '.chat-body' });
}

let server: LiveDouble;
beforeAll(() => registerMessages(routes.messages));
beforeEach(() => {
  localStorage.clear();
  // each test's screen hears the live channel afresh
  act(() => liveChannel.close());
  server = installLiveDouble();
});
afterEach(() => act(() => liveChannel.close()));

it('shows the queue, each view asked for when its tab is chosen', async () => {
  const fetchMock = serve();
  document.title = 'Backoffice';
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });

  const row = (await screen.findByText('Ann Lee')).closest<HTMLElement>('[role="listitem"]')!;
  expect(row).toHaveTextContent('US-U0000007');
  expect(row).toHaveTextContent('VIP 2');
  expect(row).toHaveTextContent('My episode did not unlock');
  expect(within(row).getByText('2')).toBeInTheDocument(); // unread
  expect(within(row).getByText(/^1[12]m \d\ds$/)).toBeInTheDocument(); // waiting since queued
  expect(within(row).getByRole('img', { name: 'Response target missed' })).toBeInTheDocument();
  expect(screen.getByText('Pick a conversation from the queue.')).toBeInTheDocument();
  // the unread count is in the tab's title
  await waitFor(() => expect(document.title).toBe('(2) Backoffice'));

  const views = () => callsTo(fetchMock, 'GET', `${API}/list`).map((request) => new URL(request.url).searchParams);
  await waitFor(() =>
    expect(views().map((params) => params.get('view'))).toEqual(
      expect.arrayContaining(['waiting', 'mine', 'open', 'closed']),
    ),
  );
  expect(
    views()
      .find((params) => params.get('view') === 'closed')
      ?.get('pageSize'),
  ).toBe('1');

  await userEvent.click(screen.getByRole('tab', { name: /Closed/ }));
  expect(await screen.findByText('Chika Mori')).toBeInTheDocument();
  expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument();
  expect(views().at(-1)?.get('view')).toBe('closed');
  expect(views().at(-1)?.get('pageSize')).toBe('50');

  await userEvent.click(screen.getByRole('tab', { name: /Mine/ }));
  expect(await screen.findByText('Ben Ortiz')).toBeInTheDocument();
});

it('says when nobody waits, and when nothing matches the search', async () => {
  const fetchMock = serve({}, { waiting: [] });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  expect(await screen.findByText('No conversations waiting.')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'User code, name or label' }), 'nobody');
  expect(await screen.findByText('No conversation matches the search.')).toBeInTheDocument();
  const last = new URL(callsTo(fetchMock, 'GET', `${API}/list`).at(-1)!.url).searchParams;
  expect(last.get('keyword')).toBe('nobody');
});

it('serves the premium queue from the big account menu entry, on its own live topic', async () => {
  const fetchMock = serveApi({
    'GET /customer-service/big_account/list': envelope({ list: [], total: 0 }),
    'GET /customer-service/big_account/agents': envelope({ me, list: [me] }),
  });
  renderScreen(<BigAccountPage />, {
    at: '/customer-service/big_account',
    permissions: ['customer-service:big_account:query'],
  });
  expect(await screen.findByText('No conversations waiting.')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'GET', '/customer-service/big_account/list').length).toBeGreaterThan(0);
  await waitFor(() =>
    expect(server.sent).toContainEqual(
      expect.objectContaining({ type: 'subscribe', topics: expect.arrayContaining(['chat-premium_customer_service']) }),
    ),
  );
});

it('sends a message with a fresh client id and shows it once, though the live channel tells of it too', async () => {
  let answer: (response: Response) => void = () => undefined;
  const sent = message({
    id: 101,
    author: 'agent',
    staff: { id: 11, name: 'Mia Chen' },
    body: 'Let me check that for you',
    createTime: new Date().toISOString(),
  });
  const fetchMock = serve({
    [`POST ${API}/:id/messages`]: async (request) => {
      sent.clientId = (await bodyOf(request)).clientId as string;
      return new Promise<Response>((resolve) => (answer = resolve));
    },
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  // opened and in view: read up to its last message
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/read`)).toHaveLength(1));
  expect(await bodyOf(callsTo(fetchMock, 'POST', `${API}/7/read`)[0])).toMatchObject({ lastId: 100 });
  await waitFor(() => expect(liveChannel.status).toBe('open'));

  await userEvent.type(composer(), 'Let me check that for you{Enter}');
  expect(composer()).toHaveValue('');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/messages`)).toHaveLength(1));
  const body = await bodyOf(callsTo(fetchMock, 'POST', `${API}/7/messages`)[0]);
  expect(body).toMatchObject({ body: 'Let me check that for you' });
  expect(body.clientId).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.getByText('Sending…')).toBeInTheDocument();

  // the live event comes before the api's answer: it takes the pending one's place
  act(() =>
    server.push({
      id: 1,
      topic: 'chat-online_assistant',
      payload: {
        change: 'message',
        conversation: { ...waiting, lastMessageId: 101, lastPreview: sent.body },
        message: sent,
      },
    }),
  );
  await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
  expect(screen.getAllByText('Let me check that for you', { selector: '.chat-body' })).toHaveLength(1);

  await act(async () => answer(sentAnswer(sent)));
  await waitFor(() =>
    expect(screen.getAllByText('Let me check that for you', { selector: '.chat-body' })).toHaveLength(1),
  );
  // the row took the news
  const row = screen.getByText('Ann Lee', { selector: '.chat-row-name' }).closest<HTMLElement>('[role="listitem"]')!;
  expect(row).toHaveTextContent('Let me check that for you');
});

it('keeps a message the api refused, to send again under the same client id', async () => {
  let tries = 0;
  const fetchMock = serve({
    [`POST ${API}/:id/messages`]: async (request) => {
      tries += 1;
      if (tries === 1) return envelope(null, 500, 'Database unavailable');
      const { clientId } = await bodyOf(request);
      return sentAnswer(message({ id: 102, author: 'agent', body: 'Are you there?', clientId: clientId as string }));
    },
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  await userEvent.type(composer(), 'Are you there?{Enter}');
  expect(await screen.findByText('Not sent.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument());
  const [first, second] = await Promise.all(callsTo(fetchMock, 'POST', `${API}/7/messages`).map(bodyOf));
  expect(second.clientId).toBe(first.clientId);
  expect(screen.getAllByText('Are you there?', { selector: '.chat-body' })).toHaveLength(1);
});

it('inserts a frequent reply by its shortcut, and finds one by title in the picker', async () => {
  const fetchMock = serve();
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();

  await userEvent.type(composer(), '/hi');
  expect(await screen.findByRole('option', { name: /Greeting/ })).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(composer()).toHaveValue(greeting.text);
  expect(callsTo(fetchMock, 'POST', `${API}/7/messages`)).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Frequent replies' }));
  await userEvent.type(await screen.findByPlaceholderText('Search by title or shortcut'), 'on its way');
  await userEvent.click(await screen.findByRole('option', { name: /Refund on its way/ }));
  expect(composer()).toHaveValue(`${greeting.text} ${refundReply.text}`);
});

it('adds a private note that mentions a colleague', async () => {
  const fetchMock = serve({
    [`POST ${API}/:id/notes`]: async (request) => {
      const { clientId, body } = await bodyOf(request);
      return sentAnswer(
        message({
          id: 103,
          author: 'note',
          staff: { id: 11, name: 'Mia Chen' },
          body: body as string,
          clientId: clientId as string,
          mentions: [12],
        }),
      );
    },
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  await userEvent.click(screen.getByRole('radio', { name: 'Note' }));
  const note = screen.getByRole('textbox', { name: /A private note/ });
  fireEvent.change(note, { target: { value: '@Leo Wang can you check the unlock logs?' } });
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));

  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/notes`)).toHaveLength(1));
  expect(await bodyOf(callsTo(fetchMock, 'POST', `${API}/7/notes`)[0])).toMatchObject({
    body: '@Leo Wang can you check the unlock logs?',
    mentions: [12],
  });
  expect(callsTo(fetchMock, 'POST', `${API}/7/messages`)).toHaveLength(0);
  expect(await screen.findByText('Private note: only staff see this', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('@Leo Wang', { selector: '.chat-mention' })).toBeInTheDocument();
});

it('transfers to a colleague and closes, each asked first', async () => {
  const fetchMock = serve({
    [`POST ${API}/:id/transfer`]: envelope({ ...waiting, status: 1, agent: { id: 12, name: 'Leo Wang' } }),
    [`POST ${API}/:id/close`]: envelope({ ...waiting, status: 2, closedBy: 'agent' }),
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();

  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  const dialog = (await screen.findByText('Transfer the conversation with Ann Lee')).closest<HTMLElement>(
    '.arco-modal',
  )!;
  expect(callsTo(fetchMock, 'POST', `${API}/7/transfer`)).toHaveLength(0);
  await chooseOption(
    within(dialog).getByRole('combobox', { name: 'Colleague' }).closest('.arco-select')!,
    'Leo Wang · Online · 2/5',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note for the colleague' }), 'Knows the unlock bug');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/transfer`)).toHaveLength(1));
  expect(await bodyOf(callsTo(fetchMock, 'POST', `${API}/7/transfer`)[0])).toMatchObject({
    agentId: 12,
    note: 'Knows the unlock bug',
  });
  expect(await screen.findByText('With Leo Wang')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await screen.findByText('Close this conversation?');
  expect(callsTo(fetchMock, 'POST', `${API}/7/close`)).toHaveLength(0);
  await answerDialog('Close this conversation?', 'Close');
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/close`)).toHaveLength(1));
  expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
});

it('refuses a file that is not an image, or too large, before uploading it', async () => {
  const fetchMock = serve();
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  const input = screen.getByLabelText('Image', { selector: 'input[type="file"]' });

  fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
  expect(await screen.findByText('notes.txt is not an image: only images can be sent.')).toBeInTheDocument();

  const large = new File(['x'], 'poster.png', { type: 'image/png' });
  Object.defineProperty(large, 'size', { value: 6 * 1024 * 1024 });
  fireEvent.change(input, { target: { files: [large] } });
  expect(await screen.findByText('poster.png is larger than 5 MB.')).toBeInTheDocument();
  expect(callsTo(fetchMock, 'POST', `${API}/uploads`)).toHaveLength(0);
});

it('uploads an image and sends it as a message', async () => {
  const fetchMock = serve({
    [`POST ${API}/uploads`]: envelope({ url: 'https://cdn.example.com/chat/receipt.png' }),
    [`POST ${API}/:id/messages`]: async (request) => {
      const { clientId } = await bodyOf(request);
      return sentAnswer(
        message({
          id: 104,
          author: 'agent',
          kind: 'image',
          body: '',
          imageUrl: 'https://cdn.example.com/chat/receipt.png',
          clientId: clientId as string,
        }),
      );
    },
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  fireEvent.change(screen.getByLabelText('Image', { selector: 'input[type="file"]' }), {
    target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/messages`)).toHaveLength(1));
  expect(await bodyOf(callsTo(fetchMock, 'POST', `${API}/7/messages`)[0])).toMatchObject({
    imageUrl: 'https://cdn.example.com/chat/receipt.png',
  });
  expect(await screen.findByRole('img', { name: 'Image sent in the conversation' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/chat/receipt.png',
  );
});

it("shows the user's card: wallet, orders in their currency, links to their screens", async () => {
  serve();
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  const card = await screen.findByRole('complementary', { name: 'The user' });
  expect(within(card).getByText('$19.99')).toBeInTheDocument();
  expect(within(card).getByText('Successful')).toBeInTheDocument();
  expect(within(card).getByText('1,250')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Viewing history' })).toHaveAttribute(
    'href',
    '/user/product/US-U0000007',
  );
  expect(within(card).getByRole('link', { name: 'User details' })).toHaveAttribute(
    'href',
    '/user/list?userCode=US-U0000007',
  );
});

it('shows the user typing for a few seconds, as the live channel tells', async () => {
  serve();
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  await waitFor(() => expect(liveChannel.status).toBe('open'));
  act(() =>
    server.push({
      id: 5,
      topic: 'chat-online_assistant',
      payload: { change: 'typing', conversationId: 7, author: 'user' },
    }),
  );
  expect(await screen.findByText('Ann Lee is typing…')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Ann Lee is typing…')).not.toBeInTheDocument(), { timeout: 6000 });
});

it('is whole in Chinese, and its texts are the remote’s in both languages', async () => {
  const chatKeys = (locale: 'en-US' | 'zh-CN') => Object.keys(chatMessages[locale]).sort();
  expect(chatKeys('zh-CN')).toEqual(chatKeys('en-US'));
  for (const key of chatKeys('en-US')) {
    expect([key, customerServiceMessages['en-US'][key]]).toEqual([key, chatMessages['en-US'][key as never]]);
    expect([key, customerServiceMessages['zh-CN'][key]]).toEqual([key, chatMessages['zh-CN'][key as never]]);
  }

  serve();
  act(() => setLocale('zh-CN'));
  try {
    renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
    act(() => setLocale('zh-CN'));
    await userEvent.click(await screen.findByText('Ann Lee'));
    await screen.findByText('My episode did not unlock', { selector: '.chat-body' });
    await screen.findByText(/19\.99/);
    expect(untranslatedTexts()).toEqual([]);
  } finally {
    act(() => setLocale('en-US'));
  }
});

it('catches up from the last message it has when the channel could not replay a drop, nothing shown twice', async () => {
  const later = message({ id: 105, body: 'Hello? Anyone?', createTime: new Date().toISOString() });
  const fetchMock = serve({
    [`GET ${API}/:id/messages`]: (_request, url) =>
      envelope(
        url.searchParams.has('after')
          ? {
              list: [message({}), later].filter((one) => one.id > Number(url.searchParams.get('after'))),
              hasMore: false,
            }
          : { list: [message({})], hasMore: false },
      ),
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await openAnn();
  await waitFor(() => expect(liveChannel.status).toBe('open'));
  const catchUps = () =>
    callsTo(fetchMock, 'GET', `${API}/7/messages`).filter((request) => new URL(request.url).searchParams.has('after'));
  const listReads = callsTo(fetchMock, 'GET', `${API}/list`).length;
  const caughtUp = catchUps().length;

  // away too long: the api cannot replay, the screen reads what came after the last message it has
  act(() => server.open()!.receive({ type: 'reset', lastId: 40 }));
  expect(await screen.findByText('Hello? Anyone?')).toBeInTheDocument();
  expect(catchUps().length).toBeGreaterThan(caughtUp);
  expect(new URL(catchUps().at(-1)!.url).searchParams.get('after')).toBe('100');
  expect(screen.getAllByText('My episode did not unlock', { selector: '.chat-body' })).toHaveLength(1);
  await waitFor(() => expect(callsTo(fetchMock, 'GET', `${API}/list`).length).toBeGreaterThan(listReads));
});

it('remembers that the agent muted the sound', async () => {
  serve();
  const { unmount } = renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await screen.findByText('Ann Lee');
  const sound = screen.getByRole('button', { name: 'Sound for new messages' });
  expect(sound).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(sound);
  expect(sound).toHaveAttribute('aria-pressed', 'false');
  unmount();
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await screen.findByText('Ann Lee');
  expect(screen.getByRole('button', { name: 'Sound for new messages' })).toHaveAttribute('aria-pressed', 'false');
});

it('sets the agent away and their capacity, and claims a waiting conversation', async () => {
  const fetchMock = serve({
    [`PUT ${API}/agents/me`]: async (request) => envelope({ ...me, ...(await bodyOf(request)) }),
    [`POST ${API}/:id/claim`]: envelope({ ...waiting, status: 1, agent: { id: 11, name: 'Mia Chen' } }),
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await screen.findByText('Ann Lee');

  await chooseOption(screen.getByRole('combobox', { name: 'My presence' }), 'Away');
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${API}/agents/me`)).toHaveLength(1));
  expect(await bodyOf(callsTo(fetchMock, 'PUT', `${API}/agents/me`)[0])).toMatchObject({ presence: 'away' });

  const capacity = screen.getByRole('spinbutton', { name: 'Capacity' });
  await userEvent.clear(capacity);
  await userEvent.type(capacity, '8');
  await userEvent.tab();
  await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${API}/agents/me`)).toHaveLength(2));
  expect(await bodyOf(callsTo(fetchMock, 'PUT', `${API}/agents/me`)[1])).toMatchObject({ capacity: 8 });

  await openAnn();
  await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
  await waitFor(() => expect(callsTo(fetchMock, 'POST', `${API}/7/claim`)).toHaveLength(1));
  expect(await screen.findByText('With Mia Chen')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
});

it('reports response and resolution times by day and satisfaction by agent, for 7 or 30 days', async () => {
  const fetchMock = serve({
    [`GET ${API}/report`]: envelope({
      days: [
        {
          day: '2026-11-26',
          conversations: 41,
          firstResponseP50Seconds: 200,
          resolutionP50Seconds: 4000,
          satisfactionAvg: 4.5,
        },
      ],
      agents: [
        {
          userId: 11,
          name: 'Mia Chen',
          conversations: 30,
          firstResponseP50Seconds: 95,
          satisfactionAvg: 4.75,
          satisfactionCount: 12,
        },
      ],
    }),
  });
  renderScreen(<OnlineAssistantPage />, { at: API, permissions: PERMISSIONS });
  await userEvent.click(await screen.findByRole('button', { name: 'Reports' }));
  expect(await screen.findByText('3m 20s')).toBeInTheDocument();
  expect(screen.getByText('1h 06m')).toBeInTheDocument();
  expect(screen.getByText('4.75 (12 ratings)')).toBeInTheDocument();
  const range = (request: Request) => {
    const params = new URL(request.url).searchParams;
    return (Date.parse(params.get('to')!) - Date.parse(params.get('from')!)) / 86_400_000;
  };
  expect(range(callsTo(fetchMock, 'GET', `${API}/report`)[0])).toBe(6);
  await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
  await waitFor(() => expect(callsTo(fetchMock, 'GET', `${API}/report`)).toHaveLength(2));
  expect(range(callsTo(fetchMock, 'GET', `${API}/report`)[1])).toBe(29);
});
