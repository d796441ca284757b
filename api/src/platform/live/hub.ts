// One hub per api process: it reads the new stored events (on the bell, and periodically in
// case a ring was lost) and hands each to the sockets it is for, the staff's (/admin-api/ws)
// and the app users' (/app-api/ws) alike. Reads, replays and access checks run one at a time,
// so a replay ends exactly where live delivery goes on.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/types';
import { whySessionEnded } from '../authentication';
import { projectsWithPermission } from '../grants';
import type { SignedInUser } from '../http';
import { ALL_PROJECTS } from '../scope';
import { endedAppSessions } from './appSession';
import { type Audience, currentPosition, eventsAfter, eventsBetween, isKept, type StoredEvent } from './events';
import { ACCESS_TOPIC, LIVE_TOPICS, type LiveTopic, type TopicRule } from './topics';

/** What the channel says to a socket, besides events. */
export type ServerMessage =
  | { type: 'ready'; user: { id: number; username: string } }
  /** an app socket signed in: its app user and the app key's project */
  | { type: 'ready'; appUser: { userCode: string; username: string }; projectCode: string }
  | { type: 'subscribed'; topics: LiveTopic[]; projectCode: string | null; lastId: number }
  | { type: 'unsubscribed'; topic: LiveTopic; message: string; problem?: string; params?: unknown }
  | { type: 'refused'; topic: LiveTopic; status: number; message: string; problem?: string; params?: unknown }
  /** the last id sent cannot be replayed (too old or too many missed): read afresh */
  | { type: 'reset'; lastId: number }
  | { type: 'reply'; id: string | number; status: number; body: unknown }
  | { type: 'error'; field?: string; message: string; id?: string | number }
  | { type: 'pong' };

/** Close codes the browser acts on. */
export const CLOSE = {
  /**
   * the session is over: sign in again, do not reconnect (reason, staff: signedOut, disabled,
   * expired; app: token.signedOut, token.expired, appUser.removed, appKey.unknown, project.disabled)
   */
  sessionEnded: 4001,
  /**
   * not authenticated in time, a first message that is not `auth`, or credentials of the wrong
   * kind (reason: a problem code, such as token.notAppUser, token.appUser, appKey.unknown)
   */
  unauthenticated: 4401,
  /** too far behind: reconnect, and the missed events are replayed */
  tooSlow: 4008,
} as const;

interface SocketOf {
  ws: WebSocket;
  token: string;
  sessionId: number;
  /** subscribed topics: null for a user's own, else the project codes they may hear */
  topics: Map<LiveTopic, Set<string> | null>;
  /** the project the project topics were asked in (none: all); an app socket's is its app key's */
  projectCode: string | null;
  /** events up to this id were already sent (by another process, before a reconnect) */
  floor: number | null;
}

/** A staff member's socket (/admin-api/ws). */
export interface StaffSubscriber extends SocketOf {
  kind: 'staff';
  user: SignedInUser;
}

/** An app user's socket (/app-api/ws): it hears the app user's topics, naming them, and nothing else. */
export interface AppSubscriber extends SocketOf {
  kind: 'app';
  appKey: string;
  appUser: { id: number; projectCode: string; userCode: string; username: string };
}

export type Subscriber = StaffSubscriber | AppSubscriber;

const audienceOf = (subscriber: Subscriber): Audience =>
  subscriber.kind === 'app' ? { appUserId: subscriber.appUser.id } : { userId: subscriber.user.id };

export interface HubSettings {
  /** the periodic read, in case a ring was lost */
  pollMs: number;
  /** the periodic check of every socket's session and grants */
  recheckMs: number;
  /** a socket with more than this many bytes waiting is closed (it reconnects and catches up) */
  maxBufferedBytes: number;
  /** a reconnect that missed more than this many events is told to read afresh */
  replayMax: number;
}

interface Logger {
  warn(object: unknown, message?: string): void;
}

const BATCH = 500;
/** the first look again at events waiting for an older transaction */
const RETRY_FIRST_MS = 2;

export class LiveHub {
  /** the last event read */
  private position = 0;
  private readonly subscribers = new Set<Subscriber>();
  private work: Promise<void> = Promise.resolve();
  private readAsked = false;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RETRY_FIRST_MS;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: HubSettings,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.position = await currentPosition(this.db);
    const every = (ms: number, task: () => void) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.settings.pollMs, () => this.wake());
    every(this.settings.recheckMs, () => void this.serially(() => this.recheck(null)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.retry);
    await this.work;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** New events may be there: read them (once, however often it is rung meanwhile). */
  wake(): void {
    if (this.readAsked || this.stopped) return;
    this.readAsked = true;
    void this.serially(async () => {
      this.readAsked = false;
      await this.read();
    });
  }

  add(subscriber: Subscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  /**
   * Adds topics to a socket; with `lastId`, first sends what it missed since that event, then
   * says where it stands (the id to resume from).
   */
  subscribe(
    subscriber: Subscriber,
    topics: Map<LiveTopic, Set<string> | null>,
    lastId: number | undefined,
  ): Promise<void> {
    return this.serially(async () => {
      for (const [topic, projects] of topics) subscriber.topics.set(topic, projects);
      if (lastId !== undefined) await this.replay(subscriber, [...topics.keys()], lastId);
      send(subscriber, this.settings, {
        type: 'subscribed',
        topics: [...topics.keys()],
        projectCode: subscriber.projectCode,
        lastId: Math.max(subscriber.floor ?? 0, this.position),
      });
    });
  }

  unsubscribe(subscriber: Subscriber, topics: LiveTopic[]): void {
    for (const topic of topics) subscriber.topics.delete(topic);
  }

  private serially(task: () => Promise<void>): Promise<void> {
    const next = this.work
      .then(task)
      .catch((error: unknown) => this.log.warn({ err: error }, 'the live hub failed a step'));
    this.work = next;
    return next;
  }

  private async replay(subscriber: Subscriber, topics: LiveTopic[], lastId: number): Promise<void> {
    const kept = await isKept(this.db, lastId);
    // an id this hub has not reached yet was sent by a process ahead of it: send nothing up to it twice
    if (kept && lastId > this.position) {
      subscriber.floor = lastId;
      return;
    }
    const missed = kept
      ? await eventsBetween(this.db, lastId, this.position, topics, audienceOf(subscriber), this.settings.replayMax + 1)
      : [];
    if (!kept || missed.length > this.settings.replayMax) {
      send(subscriber, this.settings, { type: 'reset', lastId: this.position });
      return;
    }
    for (const event of missed)
      if (matches(subscriber, event)) sendText(subscriber, this.settings, eventMessage(event));
  }

  private async read(): Promise<void> {
    const access = new Set<number | null>();
    for (;;) {
      const { events, waiting } = await eventsAfter(this.db, this.position, BATCH);
      this.retryIfWaiting(waiting && events.length < BATCH);
      for (const event of events) {
        this.position = event.id;
        if (event.topic === ACCESS_TOPIC) access.add(event.userId);
        else this.deliver(event);
      }
      if (events.length < BATCH) break;
    }
    if (access.size) await this.recheck(access.has(null) ? null : access);
  }

  /** Events wait for an older transaction to end: look again soon, then less and less often. */
  private retryIfWaiting(waiting: boolean): void {
    clearTimeout(this.retry);
    if (!waiting || this.stopped) {
      this.retryMs = RETRY_FIRST_MS;
      return;
    }
    this.retry = setTimeout(() => this.wake(), this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, this.settings.pollMs);
  }

  private deliver(event: StoredEvent): void {
    let message: string | undefined;
    for (const subscriber of this.subscribers) {
      if (!matches(subscriber, event)) continue;
      if (subscriber.floor !== null) {
        if (event.id <= subscriber.floor) continue;
        subscriber.floor = null;
      }
      message ??= eventMessage(event);
      sendText(subscriber, this.settings, message);
    }
  }

  /**
   * Checks again the sessions of these staff users' sockets (null: every socket, the app users'
   * too) and the grants behind their project topics: a socket whose session ended is closed, a
   * topic no longer allowed dropped.
   */
  private async recheck(users: Set<number | null> | null): Promise<void> {
    const staff: StaffSubscriber[] = [];
    const apps: AppSubscriber[] = [];
    for (const subscriber of this.subscribers)
      if (subscriber.kind === 'app') {
        if (!users) apps.push(subscriber);
      } else if (!users || users.has(subscriber.user.id)) staff.push(subscriber);
    await this.recheckStaff(staff);
    await this.recheckApps(apps);
  }

  /**
   * App sockets are closed once their session is signed out or runs out, their app user is
   * removed, or their app key no longer opens an enabled project.
   */
  private async recheckApps(targets: AppSubscriber[]): Promise<void> {
    const ended = await endedAppSessions(this.db, targets);
    for (const subscriber of targets) {
      const problem = ended.get(subscriber.sessionId);
      if (!problem) continue;
      this.remove(subscriber);
      subscriber.ws.close(CLOSE.sessionEnded, problem);
    }
  }

  private async recheckStaff(targets: StaffSubscriber[]): Promise<void> {
    if (!targets.length) return;
    const live = await this.db
      .selectFrom('sys_session as s')
      .innerJoin('sys_user as u', 'u.id', 's.user_id')
      .select(['s.id', 'u.all_projects as allProjects'])
      .where(
        's.id',
        'in',
        targets.map((subscriber) => subscriber.sessionId),
      )
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('u.deleted', '=', 0)
      .where('u.status', '=', 0)
      .execute();
    const allProjects = new Map(live.map((row) => [row.id, row.allProjects]));
    for (const subscriber of targets) {
      if (!allProjects.has(subscriber.sessionId)) {
        this.remove(subscriber);
        const reason = await whySessionEnded(this.db, subscriber.token);
        subscriber.ws.close(CLOSE.sessionEnded, reason);
        continue;
      }
      subscriber.user.allProjects = allProjects.get(subscriber.sessionId)!;
      for (const [topic, projects] of subscriber.topics) {
        if (projects === null) continue;
        const allowed = await allowedProjects(this.db, subscriber.user, topic, subscriber.projectCode);
        if (allowed instanceof Set) subscriber.topics.set(topic, allowed);
        else {
          subscriber.topics.delete(topic);
          send(subscriber, this.settings, { type: 'unsubscribed', topic, ...allowed });
        }
      }
    }
  }
}

/** Why a topic is refused, as an HTTP refusal says it. */
export interface Refusal {
  status: number;
  message: string;
  problem?: string;
  params?: unknown;
}

/**
 * The projects whose events of `topic` the user may hear when asking in `projectCode`, with
 * the HTTP routes' rules: one of their projects where they hold the topic's permission, or
 * (`all` or none, for a user allowed all projects) every such project and the `all` ones.
 */
export async function allowedProjects(
  db: Kysely<Database>,
  user: SignedInUser,
  topic: LiveTopic,
  projectCode: string | null,
): Promise<Set<string> | Refusal> {
  const rule: TopicRule = LIVE_TOPICS[topic];
  if (rule.whose === 'own') return new Set();
  if (rule.whose === 'appUser')
    return { status: 403, message: `${topic} is an app user's topic, heard on /app-api/ws`, problem: 'topic.appUser' };
  const refuse = (message: string, problem: string, params?: unknown): Refusal => ({
    status: 403,
    message,
    problem,
    params,
  });
  const projects = await projectsWithPermission(db, user.id, rule.permission);
  if (!projectCode || projectCode === ALL_PROJECTS) {
    if (!user.allProjects)
      return projectCode
        ? refuse('Your account may not use all projects; choose one of your projects', 'scope.allProjectsNotAllowed')
        : refuse('Choose a project first', 'scope.chooseProject');
    const permitted = projects.filter((project) => project.permitted).map((project) => project.code);
    if (!permitted.length)
      return refuse(`You do not have the permission ${rule.permission} in any of your projects`, 'permission.missing', {
        permission: rule.permission,
      });
    return new Set([...permitted, ALL_PROJECTS]);
  }
  const project = projects.find((candidate) => candidate.code === projectCode);
  if (!project)
    return refuse(`You are not a member of project ${projectCode}`, 'project.notMember', { project: projectCode });
  if (!project.permitted)
    return refuse(`You do not have the permission ${rule.permission} in project ${projectCode}`, 'permission.missing', {
      permission: rule.permission,
      project: projectCode,
    });
  return new Set([projectCode]);
}

function matches(subscriber: Subscriber, event: StoredEvent): boolean {
  const projects = subscriber.topics.get(event.topic as LiveTopic);
  if (projects === undefined) return false;
  // each side hears its own kind of topic alone, whatever was subscribed
  const forAppUser = LIVE_TOPICS[event.topic as LiveTopic].whose === 'appUser';
  if (subscriber.kind === 'app')
    return (
      forAppUser &&
      event.appUserId === subscriber.appUser.id &&
      (event.projectCode === null || event.projectCode === subscriber.appUser.projectCode)
    );
  if (forAppUser) return false;
  if (projects === null) return event.userId === subscriber.user.id;
  if (event.userId !== null && event.userId !== subscriber.user.id) return false;
  return event.projectCode !== null && projects.has(event.projectCode);
}

function eventMessage(event: StoredEvent): string {
  return JSON.stringify({
    type: 'event',
    id: event.id,
    topic: event.topic,
    projectCode: event.projectCode,
    payload: event.payload,
    time: event.createTime.toISOString(),
  });
}

export function send(subscriber: Pick<Subscriber, 'ws'>, settings: HubSettings, message: ServerMessage): void {
  sendText(subscriber, settings, JSON.stringify(message));
}

function sendText(subscriber: Pick<Subscriber, 'ws'>, settings: HubSettings, text: string): void {
  const { ws } = subscriber;
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > settings.maxBufferedBytes) {
    ws.close(CLOSE.tooSlow, 'too far behind: reconnect to catch up');
    return;
  }
  ws.send(text);
}
