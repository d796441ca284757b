// An app user talks to customer service: opens a conversation (routed to its queue), writes one
// to three messages as one types them, now and then a screenshot, then looks for the answer a
// few times (messages after the last one seen) and marks what they read. A visit ends while they
// still wait; the next visit picks the conversation up where it was, so many users at once keep
// many conversations going on the agents' screen. After the agent answers they sometimes write
// again or end it themselves; once it is closed (the survey comes) they rate it.
import type { Scenario, SimulatedApp } from '../../platform/simulation';
import { TOPICS } from './app-chat.seed-texts';

interface Conversation {
  id: number;
  status: number;
}
interface Message {
  id: number;
  author: 'user' | 'agent' | 'system';
  kind: 'text' | 'image' | 'survey' | 'event';
}
interface Page {
  list: Message[];
  hasMore: boolean;
}

/** A phone's screenshot as small as it gets: a valid 1×1 PNG. */
export const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** How many times a visit looks for an answer before the user leaves the screen. */
const LOOKS = 6;
/** Messages a user writes in one conversation at most. */
const MOST_WRITTEN = 5;

interface Chat {
  id: number;
  topic: (typeof TOPICS.en)[number];
  /** when this visit picked the conversation up: an earlier simulation's visit wrote clientIds of its own */
  since: string;
  /** the last message id seen */
  seen: number;
  /** messages still to write before waiting */
  toWrite: number;
  written: number;
  /** the second message is a screenshot */
  picture: boolean;
  answered: boolean;
  /** visits spent waiting for a first answer */
  waited: number;
}

/** Each simulated device's conversation, while it lasts (a new simulation starts from the api's own). */
const chats = new WeakMap<SimulatedApp, Chat>();

const MESSAGES = '/chat/conversations/:id/messages';

export const talkToCustomerService: Scenario = {
  name: 'talk to customer service',
  weight: 1,
  async run(app) {
    const chat = chats.get(app) ?? (await begin(app));
    if (!chat) return;
    for (; chat.toWrite > 0; chat.toWrite -= 1) {
      if (!(await write(app, chat))) break;
      await app.think();
    }
    for (let look = 0; look < LOOKS; look++) {
      const page = await app.call<Page>({
        method: 'GET',
        path: `/chat/conversations/${chat.id}/messages`,
        route: MESSAGES,
        query: { after: chat.seen, limit: 50 },
      });
      // gone (another api, a reset database): the next visit starts again from the api's own
      if (!page) return void chats.delete(app);
      if (page.list.length) {
        chat.seen = page.list.at(-1)!.id;
        await app.call({
          method: 'POST',
          path: `/chat/conversations/${chat.id}/read`,
          route: '/chat/conversations/:id/read',
          body: { lastId: chat.seen },
        });
        const answers = page.list.filter((message) => message.author === 'agent').length;
        if (answers) {
          chat.answered = true;
          app.moved('answers read', answers);
        }
        if (page.list.some((message) => message.kind === 'survey')) return rate(app, chat);
        if (answers) {
          const roll = app.random();
          // a question more or a thank-you; or enough, and the user ends it (the survey comes next)
          if (roll < 0.45 && chat.written < MOST_WRITTEN) await write(app, chat);
          else if (roll < 0.6) await end(app, chat);
        }
      }
      await app.think();
    }
    // no answer for a long while: some give up and end it
    if (!chat.answered && ++chat.waited > 10 && app.random() < 0.1) await end(app, chat);
  },
};

/** The user's open conversation (an app opened again), else a new one in the queue they are routed to. */
async function begin(app: SimulatedApp): Promise<Chat | undefined> {
  const current = await app.call<Conversation | null>({ method: 'GET', path: '/chat/conversations/current' });
  if (current === undefined) return undefined;
  const conversation =
    current ?? (await app.call<Conversation>({ method: 'POST', path: '/chat/conversations', body: {} }));
  if (!conversation) return undefined;
  if (!current) app.moved('conversations opened');
  const picture = app.random() < 0.15;
  const chat: Chat = {
    id: conversation.id,
    topic: app.pick(TOPICS.en)!,
    since: Date.now().toString(36),
    seen: 0,
    toWrite: Math.max(picture ? 2 : 1, 1 + Math.floor(app.random() * 3)),
    written: 0,
    picture,
    answered: false,
    waited: 0,
  };
  chats.set(app, chat);
  return chat;
}

/** Types a message (the agent sees it typing) and sends it; sometimes it is a screenshot. */
async function write(app: SimulatedApp, chat: Chat): Promise<boolean> {
  const path = `/chat/conversations/${chat.id}`;
  await app.call({ method: 'POST', path: `${path}/typing`, route: '/chat/conversations/:id/typing', body: {} });
  await app.think();
  const clientId = `${app.deviceId}-${chat.id}-${chat.since}-${chat.written + 1}`;
  let sent: unknown;
  if (chat.written === 1 && chat.picture) {
    const upload = await app.call<{ url: string }>({
      method: 'POST',
      path: '/chat/uploads',
      bytes: { type: 'image/png', data: SCREENSHOT },
    });
    if (!upload) return false;
    sent = await app.call({
      method: 'POST',
      path: `${path}/messages`,
      route: MESSAGES,
      body: { clientId, imageUrl: upload.url },
    });
    if (sent) app.moved('pictures sent');
  } else {
    const says = chat.answered
      ? app.pick([...chat.topic.detail, ...chat.topic.thanks])!
      : chat.written === 0
        ? app.pick(chat.topic.opener)!
        : app.pick(chat.topic.detail)!;
    sent = await app.call({
      method: 'POST',
      path: `${path}/messages`,
      route: MESSAGES,
      body: { clientId, body: says },
    });
  }
  if (!sent) return false;
  chat.written += 1;
  app.moved('chat messages');
  return true;
}

/** The user is done and ends the conversation; the survey then comes. */
async function end(app: SimulatedApp, chat: Chat) {
  const closed = await app.call({
    method: 'POST',
    path: `/chat/conversations/${chat.id}/close`,
    route: '/chat/conversations/:id/close',
    body: {},
  });
  if (closed) app.moved('conversations ended by the user');
}

/** Closed: the user answers the survey, mostly content. */
async function rate(app: SimulatedApp, chat: Chat) {
  chats.delete(app);
  // one who never got an answer rarely rates
  if (!chat.answered && app.random() < 0.8) return;
  const roll = app.random();
  const score = roll < 0.55 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.95 ? 2 : 1;
  const rated = await app.call({
    method: 'POST',
    path: `/chat/conversations/${chat.id}/satisfaction`,
    route: '/chat/conversations/:id/satisfaction',
    body: score >= 4 && app.random() < 0.3 ? { score, comment: 'Quick and helpful, thanks!' } : { score },
  });
  if (rated) app.moved('ratings');
}
