// The demo's customer service, per project: the three queues' settings (business hours in the
// project's time zone, drama-jp closed on Sundays; away replies in each content locale), the
// agents (whoever holds a queue's reply permission there), ~90 days of closed conversations with
// their messages, and a few waiting and open now so the chat screen is alive.
//
// Rows are written directly (the domain's calls would announce every message live and assign as
// they go): the conversations' counters (last message, preview, unread counts, read marks, timers)
// are worked out here from their messages exactly as the domain keeps them, ids taken from the
// tables' own sequences so a message's id grows with its time inside its conversation.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { ChatMessage as ChatMessageRow, Conversation as ConversationRow, Database } from '../../db/types';
import type { Random } from '../../db/seed/random';
import { CONVERSATION, queuePermission, SERVICE_CODES, type ServiceCode } from '../../domain/chat';
import { holdersOf } from '../../platform/grants';
import { projectRows } from '../../platform/projectRows';
import {
  awayReply,
  type ChatLanguage,
  COMMENTS,
  NEVER_MIND,
  type Topic,
  TOPICS,
  zoneName,
} from './app-chat.seed-texts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BATCH = 1000;

/** The premium queue's users where nobody has paid yet: 50,000 minor units ($500). */
const PREMIUM_PAID_MINOR = 50_000;
/** The share of a project's paying users who are its big spenders, routed to the premium queue. */
const PREMIUM_SHARE = 0.05;
const OPENS = '09:00';
const CLOSES = '21:00';
const IDLE_CLOSE_MINUTES = 30;
/** drama-jp's team answers Monday to Saturday; the others every day. */
const WORK_DAYS: Record<string, number[]> = { 'drama-jp': [1, 2, 3, 4, 5, 6] };
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
/** The survey the domain posts when a conversation closes (domain/chat lifecycle close). */
const SURVEY = 'How did we do? Rate this conversation from 1 to 5.';
/** Conversations a project's customer service closed over the 90 days, at size 1. */
const CLOSED_PER_PROJECT = 450;

/** Who is at work now, per project: presence and capacity; the others offline. */
const NOW_AT_WORK: Record<string, Record<string, { presence: 'online' | 'away'; capacity: number }>> = {
  // the operator is online and full (3 of 3): the waiting ones wait for a free agent
  'drama-us': { operator: { presence: 'online', capacity: 3 } },
  'drama-sea': { operator: { presence: 'away', capacity: 5 } },
};
/** Conversations going on now per project: waiting for an agent, and open with one (by username). */
const LIVE: Record<string, { waiting: number; open: string[] }> = {
  'drama-us': { waiting: 4, open: ['operator', 'operator', 'operator'] },
  'drama-sea': { waiting: 3, open: ['operator', 'operator'] },
  'drama-jp': { waiting: 3, open: ['admin'] },
};

interface Agent {
  id: number;
  username: string;
  name: string;
  queues: ServiceCode[];
}
interface User {
  id: number;
  created: number;
  vip: number;
  userCode: string;
}
interface Hours {
  timeZone: string;
  days: number[];
}
type Message = Omit<Insertable<ChatMessageRow>, 'id' | 'project_code' | 'conversation_id'> & {
  author: 'user' | 'agent' | 'system' | 'note';
  create_time: Date;
};
interface Thread {
  conversation: Omit<Insertable<ConversationRow>, 'id'> & { create_time: Date; closed_time?: Date | null };
  messages: Message[];
  /** how many of the messages the user sees (not the notes) each side has seen, from the start */
  agentSeen: number;
  userSeen: number;
}

export async function seedChat(
  db: Kysely<Database>,
  random: Random,
  projectCode: string,
  now: Date,
  size: number,
): Promise<{ conversations: number; chatMessages: number }> {
  const project = await db
    .selectFrom('sys_project')
    .select([
      'id',
      'code',
      'tenant_code as tenantCode',
      'name',
      'currency',
      'timezone',
      'content_locales',
      'default_content_locale',
    ])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const rows = projectRows(db, { projectCode, all: false, projects: [project] });
  const hours: Hours = { timeZone: project.timezone, days: WORK_DAYS[projectCode] ?? EVERY_DAY };
  const language: ChatLanguage = project.default_content_locale === 'ja' ? 'ja' : 'en';
  const away = awayReplies(project.content_locales, hours);
  const paid = new Map(
    (
      await rows
        .read('topup_order')
        .select(['user_code', sql<string>`sum(amount_minor)::text`.as('paid')])
        .where('project_code', '=', projectCode)
        .where('status', '=', 1)
        .where('currency', '=', project.currency)
        .groupBy('user_code')
        .execute()
    ).map((row) => [row.user_code, BigInt(row.paid)]),
  );
  const premiumFrom = premiumThreshold([...paid.values()]);
  await rows
    .add(
      'cs_service',
      SERVICE_CODES.map((code) => ({
        project_code: projectCode,
        service_code: code,
        work_days: hours.days,
        work_start: OPENS,
        work_end: CLOSES,
        away_reply: JSON.stringify(away),
        first_response_seconds: 120,
        next_response_seconds: 300,
        idle_close_minutes: IDLE_CLOSE_MINUTES,
        route_paid_minor: code === 'premium_customer_service' ? premiumFrom : null,
      })),
    )
    .execute();

  const agents = await agentsOf(db, projectCode);
  const atWork = NOW_AT_WORK[projectCode] ?? {};
  if (agents.length)
    await rows
      .add(
        'cs_agent',
        agents.map((agent) => ({
          project_code: projectCode,
          user_id: agent.id,
          presence: atWork[agent.username]?.presence ?? 'offline',
          capacity: atWork[agent.username]?.capacity ?? 5,
          service_codes: agent.queues,
          daily_budget: agent.username === 'admin' ? 2000 : 500,
          presence_time: new Date(now.getTime() - random.int(20, 240) * MINUTE),
        })),
      )
      .execute();

  const users = (
    await rows
      .read('app_user')
      .select(['id', 'create_time', 'vip', 'user_code'])
      .where('project_code', '=', projectCode)
      .where('deleted', '=', 0)
      .orderBy('create_time')
      .execute()
  ).map((user) => ({ id: user.id, created: user.create_time.getTime(), vip: user.vip, userCode: user.user_code }));
  if (!users.length || !agents.length) return { conversations: 0, chatMessages: 0 };
  // as the domain routes a user who names no queue (domain/chat routeOf)
  const queueOf = (user: User): ServiceCode =>
    (paid.get(user.userCode) ?? 0n) >= BigInt(premiumFrom)
      ? 'premium_customer_service'
      : user.vip > 0
        ? 'vip_official_customer'
        : 'online_assistant';

  const make = new Maker(random, projectCode, hours, language, away[project.default_content_locale] ?? '', agents);
  const threads: Thread[] = [];
  const nowMs = now.getTime();
  const closedCount = Math.max(30, Math.round(CLOSED_PER_PROJECT * size));
  for (let index = 0; index < closedCount; index++) {
    // busier lately (more users); one begun in the last 40 minutes is still going on
    const daysAgo = Math.floor(89.9 * Math.sqrt(random.next()));
    const start = make.startOn(nowMs - daysAgo * DAY);
    if (start > nowMs - 40 * MINUTE || start < nowMs - 90 * DAY) continue;
    const user = userBefore(random, users, start);
    if (!user) continue;
    const thread = make.closed(user, queueOf(user), start);
    // one asked last night and answered after this morning's opening may still be going on
    if (thread.conversation.closed_time!.getTime() < nowMs - 2 * MINUTE) threads.push(thread);
  }
  threads.sort((a, b) => a.conversation.create_time.getTime() - b.conversation.create_time.getTime());

  // going on now: one conversation a user at most, never one of a queue they still have open
  const live = LIVE[projectCode] ?? { waiting: 0, open: [] };
  // nor one who was just talking to customer service
  const taken = new Set(
    threads
      .filter((thread) => thread.conversation.closed_time!.getTime() > nowMs - 2 * HOUR)
      .map((thread) => thread.conversation.user_id),
  );
  // someone of the queue asked, when one is found (each queue has someone waiting: every screen is alive)
  const someone = (queue?: ServiceCode) => {
    for (let tries = 0; tries < 200; tries++) {
      const user = userBefore(random, users, nowMs);
      if (user && !taken.has(user.id) && (!queue || tries >= 150 || queueOf(user) === queue)) {
        taken.add(user.id);
        return user;
      }
    }
    return undefined;
  };
  const going: Thread[] = [];
  for (const username of live.open) {
    const agent = agents.find((one) => one.username === username);
    const user = someone();
    if (!agent || !user) continue;
    const queue = queueOf(user);
    if (agent.queues.includes(queue)) going.push(make.open(user, queue, agent, nowMs - random.int(6, 28) * MINUTE));
  }
  const queues: ServiceCode[] = ['online_assistant', 'vip_official_customer', 'premium_customer_service'];
  for (let index = 0; index < live.waiting; index++) {
    const user = someone(queues[index % queues.length]);
    if (user) going.push(make.waiting(user, queueOf(user), nowMs - random.int(2, 22) * MINUTE));
  }
  threads.push(...going.sort((a, b) => a.conversation.create_time.getTime() - b.conversation.create_time.getTime()));

  const messages = threads.reduce((sum, thread) => sum + thread.messages.length, 0);
  const conversationIds = await nextIds(db, 'conversation', threads.length);
  const messageIds = await nextIds(db, 'chat_message', messages);
  const conversationRows: Insertable<ConversationRow>[] = [];
  const messageRows: Insertable<ChatMessageRow>[] = [];
  let drawn = 0;
  for (const [index, thread] of threads.entries()) {
    const id = conversationIds[index];
    const ids = thread.messages.map(() => messageIds[drawn++]);
    conversationRows.push({ id, ...thread.conversation, ...countersOf(thread, ids) });
    for (const [position, message] of thread.messages.entries())
      messageRows.push({ id: ids[position], project_code: projectCode, conversation_id: id, ...message });
  }
  for (let start = 0; start < conversationRows.length; start += BATCH)
    await rows.add('conversation', conversationRows.slice(start, start + BATCH)).execute();
  for (let start = 0; start < messageRows.length; start += BATCH)
    await rows.add('chat_message', messageRows.slice(start, start + BATCH)).execute();
  return { conversations: conversationRows.length, chatMessages: messageRows.length };
}

/**
 * From how much paid (minor units of the project's currency) a user is a big spender: what the
 * top twentieth of its payers paid, in whole tens of the currency (the demo's projects sell
 * at very different prices, so one figure for all would route half of one project and nobody of another).
 */
function premiumThreshold(paid: bigint[]): number {
  if (!paid.length) return PREMIUM_PAID_MINOR;
  const sorted = paid.map(Number).sort((a, b) => a - b);
  const top = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * (1 - PREMIUM_SHARE)))];
  return Math.max(1000, Math.floor(top / 1000) * 1000);
}

/** The next `count` values of a table's id sequence, in order. */
async function nextIds(db: Kysely<Database>, table: 'conversation' | 'chat_message', count: number) {
  if (!count) return [];
  const drawn = await sql<{ id: string }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id
    from generate_series(1, ${count})`.execute(db);
  return drawn.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The staff who may answer a queue of the project, with the queues they may answer. */
async function agentsOf(db: Kysely<Database>, projectCode: string): Promise<Agent[]> {
  const byId = new Map<number, ServiceCode[]>();
  for (const code of SERVICE_CODES)
    for (const id of await holdersOf(db, projectCode, queuePermission(code, 'reply')))
      byId.set(id, [...(byId.get(id) ?? []), code]);
  if (!byId.size) return [];
  const staff = await db
    .selectFrom('sys_user')
    .select(['id', 'username', sql<string>`coalesce(nullif(name, ''), username)`.as('name')])
    .where('id', 'in', [...byId.keys()])
    .orderBy('id')
    .execute();
  return staff.map((person) => ({ ...person, queues: byId.get(person.id)! }));
}

/** The away reply in each of the project's content locales. */
function awayReplies(locales: string[], hours: Hours): Record<string, string> {
  const days = hours.days.length === 7 ? 'all' : 'weekdays';
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      awayReply(locale, days, { start: OPENS, end: CLOSES, zone: zoneName(hours.timeZone, locale) }),
    ]),
  );
}

/** One of the users signed up before `time` (a newer one a little more often: they ask more). */
function userBefore(random: Random, users: User[], time: number): User | undefined {
  let low = 0;
  let high = users.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (users[middle].created <= time - HOUR) low = middle + 1;
    else high = middle;
  }
  if (!low) return undefined;
  return users[Math.min(low - 1, Math.floor(low * Math.sqrt(random.next())))];
}

/** The conversation's counters from its messages, as the domain keeps them (domain/chat messages, markRead). */
function countersOf(thread: Thread, ids: number[]) {
  const { messages } = thread;
  const shown = messages.map((message, index) => ({ ...message, id: ids[index] })).filter((m) => m.author !== 'note');
  const last = shown.at(-1)!;
  const seenId = (count: number) => {
    const seen = shown.slice(0, count);
    return seen.length ? seen.at(-1)!.id : 0;
  };
  const agentReadId = seenId(thread.agentSeen);
  const userReadId = seenId(thread.userSeen);
  const answered = shown.map((message) => message.author).lastIndexOf('agent');
  const waiting = shown.slice(answered + 1).find((message) => message.author === 'user');
  return {
    last_message_id: last.id,
    last_message_time: last.create_time,
    last_preview:
      last.kind === 'image'
        ? '[image]'
        : String(last.body ?? '')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 120),
    agent_read_id: agentReadId,
    user_read_id: userReadId,
    agent_unread: shown.filter((message) => message.author === 'user' && message.id > agentReadId).length,
    user_unread: shown.filter((message) => message.author !== 'user' && message.id > userReadId).length,
    first_response_time: shown.find((message) => message.author === 'agent')?.create_time ?? null,
    awaiting_since: thread.conversation.status === CONVERSATION.closed ? null : (waiting?.create_time ?? null),
  };
}

/** The wall clock of a time zone, as a UTC date (its UTC fields are the local ones). */
class Clock {
  private readonly format: Intl.DateTimeFormat;

  constructor(private readonly hours: Hours) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: hours.timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  local(time: number): number {
    const part = Object.fromEntries(this.format.formatToParts(time).map((one) => [one.type, Number(one.value)]));
    return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  }

  /** The moment a wall-clock time of the zone is. */
  fromLocal(local: number): number {
    const guess = local - (this.local(local) - local);
    return local - (this.local(guess) - guess);
  }

  private static isoDay(local: number) {
    return ((new Date(local).getUTCDay() + 6) % 7) + 1;
  }

  isOpen(time: number): boolean {
    const local = this.local(time);
    const minutes = Math.floor((local % DAY) / MINUTE);
    return this.hours.days.includes(Clock.isoDay(local)) && minutes >= minutesOf(OPENS) && minutes < minutesOf(CLOSES);
  }

  /** The next opening after `time`. */
  nextOpening(time: number): number {
    const local = this.local(time);
    for (let day = 0; day <= 7; day++) {
      const opening = local - (local % DAY) + day * DAY + minutesOf(OPENS) * MINUTE;
      if (opening > local && this.hours.days.includes(Clock.isoDay(opening))) return this.fromLocal(opening);
    }
    return time;
  }
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** When users write, by local hour: evenings most, the small hours least. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 1, 2, 3, 5, 6, 7, 7, 8, 8, 7, 7, 7, 8, 9, 10, 11, 10, 7, 4].map(
  (weight, hour) => [hour, weight] as const,
);

/** Makes the conversations' messages and what their conversation row says of them. */
class Maker {
  private readonly clock: Clock;
  private readonly topics: readonly Topic[];

  constructor(
    private readonly random: Random,
    private readonly projectCode: string,
    hours: Hours,
    private readonly language: ChatLanguage,
    private readonly away: string,
    private readonly agents: Agent[],
  ) {
    this.clock = new Clock(hours);
    this.topics = TOPICS[language];
  }

  /** A moment of the local day around `time` when a user would write. */
  startOn(time: number): number {
    const local = this.clock.local(time);
    const hour = this.random.weighted(HOUR_WEIGHTS);
    return this.clock.fromLocal(local - (local % DAY) + hour * HOUR + this.random.int(0, HOUR - 1));
  }

  private seconds(min: number, max: number) {
    return this.random.int(min, max) * SECOND;
  }

  /** A delay with a long tail: most near `median` seconds, a few far above it (capped). */
  private tail(median: number, cap: number) {
    return Math.min(cap, Math.round(median * Math.exp((this.random.next() - 0.5) * 2.4))) * SECOND;
  }

  private agentFor(queue: ServiceCode): Agent | undefined {
    const able = this.agents.filter((agent) => agent.queues.includes(queue));
    // the customer-service lead answers most where she works
    const lead = able.find((agent) => agent.username === 'operator');
    return lead && this.random.chance(0.7) ? lead : this.random.pick(able);
  }

  private begin(user: User, queue: ServiceCode, start: number): Thread {
    const created = new Date(start - this.seconds(2, 15));
    return {
      conversation: {
        project_code: this.projectCode,
        user_id: user.id,
        service_code: queue,
        status: CONVERSATION.waiting,
        agent_id: null,
        labels: [],
        queued_time: created,
        create_time: created,
        update_time: created,
      },
      messages: [],
      agentSeen: 0,
      userSeen: 0,
    };
  }

  private say(thread: Thread, author: Message['author'], at: number, body: string, extra: Partial<Message> = {}) {
    const staff = author === 'agent' || author === 'note' ? thread.conversation.agent_id : null;
    const kind = extra.kind ?? 'text';
    thread.messages.push({
      author,
      staff_id: staff ?? null,
      kind,
      body,
      mentions: [],
      client_id: author === 'user' || author === 'agent' || author === 'note' ? this.clientId(author) : null,
      ...extra,
      create_time: new Date(at),
    });
    return at;
  }

  private clientId(author: string) {
    return `${author}-${Math.floor(this.random.next() * 2 ** 48).toString(36)}`;
  }

  /** The user writes (and is told when someone will answer if the queue is closed): answers the time of their last message. */
  private opens(thread: Thread, topic: Topic, start: number): number {
    let at = this.say(thread, 'user', start, this.random.pick(topic.opener));
    if (!this.clock.isOpen(start) && this.away) at = this.say(thread, 'system', at + SECOND, this.away);
    if (this.random.chance(0.25)) at = this.say(thread, 'user', at + this.seconds(8, 60), this.detail(thread, topic));
    return at;
  }

  /** The user's details, never the same twice in a conversation. */
  private detail(thread: Thread, topic: Topic) {
    const said = new Set(thread.messages.map((message) => message.body));
    return this.random.pick(topic.detail.filter((text) => !said.has(text)));
  }

  /** An agent joins (the domain's line) at `at`. */
  private joins(thread: Thread, agent: Agent, at: number) {
    thread.conversation.status = CONVERSATION.open;
    thread.conversation.agent_id = agent.id;
    return this.say(thread, 'system', at, `${agent.name} joined the conversation`, { kind: 'event' });
  }

  /** When the first answer comes to a message at `start`: soon in business hours (now and then late), after the opening otherwise. */
  private firstAnswerAfter(start: number, last: number): number {
    const from = this.clock.isOpen(start) ? last : this.clock.nextOpening(start) + this.tail(600, 3600);
    const busy = this.random.chance(0.06) ? this.seconds(180, 900) : 0;
    return Math.max(last + 10 * SECOND, from + this.tail(40, 1500) + busy);
  }

  /** An agent joins a little before answering at `answer`, after the last message at `last`. */
  private answers(thread: Thread, agent: Agent, last: number, answer: number, body: string) {
    this.joins(thread, agent, Math.min(answer - SECOND, Math.max(last + SECOND, answer - this.seconds(8, 40))));
    return this.say(thread, 'agent', answer, body);
  }

  private note(thread: Thread, topic: Topic, at: number, agent: Agent) {
    const colleague = this.agents.find(
      (other) => other.id !== agent.id && other.queues.includes(thread.conversation.service_code),
    );
    const mention = colleague && this.random.chance(0.4);
    const body = this.random.pick(topic.note);
    return this.say(thread, 'note', at, mention ? `@${colleague.name} ${body}` : body, {
      mentions: mention ? [colleague.id] : [],
    });
  }

  /** A conversation of the last 90 days, answered (mostly) and closed, rated more often than not. */
  closed(user: User, queue: ServiceCode, start: number): Thread {
    const thread = this.begin(user, queue, start);
    const topic = this.random.pick(this.topics);
    let at = this.opens(thread, topic, start);
    const agent = this.agentFor(queue);
    let closedBy: 'agent' | 'user' | 'idle';
    if (!agent || this.random.chance(0.04)) {
      // nobody answered in time: the user gave up
      at = this.say(thread, 'user', at + this.seconds(120, 1800), this.random.pick(NEVER_MIND[this.language]));
      closedBy = 'user';
      at += this.seconds(5, 60);
    } else {
      at = this.answers(thread, agent, at, this.firstAnswerAfter(start, at), this.random.pick(topic.answer));
      if (this.random.chance(0.12)) this.note(thread, topic, at + this.seconds(10, 20), agent);
      if (this.random.chance(0.75)) {
        at = this.say(thread, 'user', at + this.seconds(25, 240), this.detail(thread, topic));
        at = this.say(thread, 'agent', at + this.tail(80, 900), this.random.pick(topic.followUp));
      }
      const roll = this.random.next();
      if (roll < 0.2) {
        // the user went quiet: the conversation closes itself after the idle time (the job runs each minute)
        closedBy = 'idle';
        at += IDLE_CLOSE_MINUTES * MINUTE + this.seconds(1, 59);
      } else {
        at = this.say(thread, 'user', at + this.seconds(20, 300), this.random.pick(topic.thanks));
        if (roll < 0.3) {
          closedBy = 'user';
          at += this.seconds(5, 90);
        } else {
          at = this.say(thread, 'agent', at + this.seconds(15, 90), this.random.pick(topic.closing));
          closedBy = 'agent';
          at += this.seconds(20, 240);
        }
      }
    }
    this.say(thread, 'system', at, SURVEY, { kind: 'survey' });
    const conversation = thread.conversation;
    conversation.status = CONVERSATION.closed;
    conversation.closed_time = new Date(at);
    conversation.closed_by = closedBy;
    conversation.update_time = new Date(at);
    if (agent && this.random.chance(0.35))
      conversation.labels = this.random.chance(0.15) ? [topic.label, 'follow-up'] : [topic.label];
    const shown = shownOf(thread);
    thread.agentSeen = shown;
    const rated = conversation.agent_id !== null && this.random.chance(closedBy === 'idle' ? 0.4 : 0.68);
    // who rated saw the survey; some others never opened it
    thread.userSeen = rated || this.random.chance(0.5) ? shown : shown - 1;
    if (rated) {
      const score = this.random.weighted([
        [5, 52],
        [4, 26],
        [3, 10],
        [2, 6],
        [1, 6],
      ] as const);
      const comments = COMMENTS[this.language];
      conversation.satisfaction = score;
      if (this.random.chance(0.3))
        conversation.satisfaction_comment = this.random.pick(
          score >= 4 ? comments.good : score === 3 ? comments.fair : comments.poor,
        );
      conversation.update_time = new Date(at + this.seconds(10, 600));
    }
    return thread;
  }

  /** A conversation going on now with an agent: either they answered last, or the user waits for the next answer. */
  open(user: User, queue: ServiceCode, agent: Agent, start: number): Thread {
    const thread = this.begin(user, queue, start);
    const topic = this.random.pick(this.topics);
    let at = this.opens(thread, topic, start);
    // the agent at work answers now, whatever the hour
    at = this.answers(thread, agent, at, at + this.seconds(20, 120), this.random.pick(topic.answer));
    if (this.random.chance(0.6)) {
      // the user wrote again; the agent has not read it yet
      at = this.say(thread, 'user', at + this.seconds(30, 150), this.detail(thread, topic));
      thread.agentSeen = shownOf(thread) - 1;
      thread.userSeen = shownOf(thread);
    } else {
      // the agent answered last; the user has not opened it yet
      at = this.say(thread, 'agent', at + this.seconds(30, 150), this.random.pick(topic.followUp));
      thread.agentSeen = shownOf(thread);
      thread.userSeen = shownOf(thread) - 1;
    }
    thread.conversation.update_time = new Date(at);
    return thread;
  }

  /** A conversation waiting for an agent since `start`. */
  waiting(user: User, queue: ServiceCode, start: number): Thread {
    const thread = this.begin(user, queue, start);
    const at = this.opens(thread, this.random.pick(this.topics), start);
    thread.userSeen = shownOf(thread);
    thread.conversation.update_time = new Date(at);
    return thread;
  }
}

/** The messages both sides see (all but the notes). */
const shownOf = (thread: Thread) => thread.messages.filter((message) => message.author !== 'note').length;
