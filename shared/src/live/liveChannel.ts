// The tab's one connection to the api's live channel (/admin-api/ws). It signs in with the
// session's token as its first message (never in the URL), subscribes to the topics someone
// listens to, and after a drop reconnects and asks again from the last event it had, so the
// api replays exactly what was missed. Closed while nobody listens, and for good once the
// session has ended (the calls' own 401 then signs the person in again).
import ReconnectingWebSocket, { type CloseEvent } from 'partysocket/ws';
import { API_BASE_URL } from '../api/baseQuery';

export type LiveTopic =
  | 'notifications'
  | 'exports'
  | 'export-records'
  | 'topup-records'
  // the customer-service queues' conversations and messages (one topic a queue)
  | 'chat-online_assistant'
  | 'chat-vip_official_customer'
  | 'chat-premium_customer_service';
export type LiveStatus = 'closed' | 'connecting' | 'open';

export interface LiveEvent<Payload = unknown> {
  id: number;
  topic: LiveTopic;
  projectCode: string | null;
  payload: Payload;
  time: string;
}

/** `replayed`: sent again after a reconnect (a count fed by increments reads afresh instead). */
export type LiveListener = (event: LiveEvent, replayed: boolean) => void;

/** What the channel needs of the page: its session and project, read afresh at each (re)connect. */
export interface LiveSession {
  token(): string | null;
  /** the project the project topics are heard in; undefined for all of the user's */
  projectCode(): string | undefined;
}

export interface LiveChannelOptions {
  url?: string;
  /** a WebSocket class (tests give a fake one) */
  WebSocket?: unknown;
  /** the wait before reconnecting after a drop, growing from `min` to `max` ms */
  reconnectMs?: { min: number; max: number };
  session: LiveSession;
}

/** The session is over (4001) or was never there (4401): reconnecting cannot help. */
const FINAL_CLOSES = new Set([4001, 4401]);

export const LIVE_PATH = `${API_BASE_URL}/ws`;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${LIVE_PATH}`;
}

export class LiveChannel {
  private socket: ReconnectingWebSocket | null = null;
  private readonly listeners = new Map<LiveTopic, Set<LiveListener>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly resetListeners = new Set<() => void>();
  private lastId: number | undefined;
  private signedIn = false;
  /** a resubscription with the last id is being answered: what comes is a replay */
  private replaying = false;
  /** topics the api confirmed on this connection (a reconnect catches up on them from the last id) */
  private readonly confirmed = new Set<LiveTopic>();
  /** called once their topic is first confirmed */
  private readonly onConfirmed = new Map<LiveTopic, Set<() => void>>();
  private currentStatus: LiveStatus = 'closed';
  private token: string | null = null;
  private refusedToken: string | null = null;

  constructor(readonly options: LiveChannelOptions) {}

  get status(): LiveStatus {
    return this.currentStatus;
  }

  /**
   * Hears `topic`'s events until the answer is called; the first listener opens the connection.
   * `subscribed` is called when the api confirms a topic not heard before: what happened before
   * that was not heard (the listener may read afresh); never when the topic was heard already.
   */
  listen(topic: LiveTopic, listener: LiveListener, subscribed?: () => void): () => void {
    const set = this.listeners.get(topic) ?? new Set<LiveListener>();
    const first = set.size === 0;
    set.add(listener);
    this.listeners.set(topic, set);
    if (subscribed && !this.confirmed.has(topic))
      this.onConfirmed.set(topic, (this.onConfirmed.get(topic) ?? new Set()).add(subscribed));
    this.connect();
    if (first && this.signedIn) this.subscribe([topic]);
    return () => {
      set.delete(listener);
      if (subscribed) this.onConfirmed.get(topic)?.delete(subscribed);
      if (set.size) return;
      this.listeners.delete(topic);
      this.confirmed.delete(topic);
      if (this.signedIn) this.send({ type: 'unsubscribe', topics: [topic] });
      if (!this.listeners.size) this.close();
    };
  }

  /** Called when the api cannot replay what was missed (away too long): read afresh. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Stops for good (signed out): the next listener opens a new connection with the token then. */
  close(): void {
    this.socket?.close();
    this.socket = null;
    this.signedIn = false;
    this.lastId = undefined;
    this.confirmed.clear();
    this.setStatus('closed');
  }

  /** Opens the connection for the listeners there are, with the session's token now (a new token: a new connection). */
  connect(): void {
    if (!this.listeners.size) return;
    const token = this.options.session.token();
    if ((this.socket && token === this.token) || token === this.refusedToken) return;
    this.close();
    if (!token) return;
    this.token = token;
    const socket = new ReconnectingWebSocket(this.options.url ?? defaultUrl(), [], {
      WebSocket: this.options.WebSocket,
      minReconnectionDelay: this.options.reconnectMs?.min ?? 500,
      maxReconnectionDelay: this.options.reconnectMs?.max ?? 10_000,
      shouldReconnectOnClose: (event: CloseEvent) => !FINAL_CLOSES.has(event.code),
    });
    this.socket = socket;
    this.setStatus('connecting');
    socket.addEventListener('open', () => {
      // the token the session has now (it may have been renewed meanwhile)
      socket.send(JSON.stringify({ type: 'auth', token: this.options.session.token() ?? '' }));
    });
    socket.addEventListener('message', (message) => this.receive(String(message.data)));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.signedIn = false;
      if (FINAL_CLOSES.has(event.code)) {
        this.refusedToken = this.token; // a new session's token opens it again
        this.socket = null;
        this.setStatus('closed');
      } else this.setStatus('connecting');
    });
  }

  private receive(text: string): void {
    let message: { type?: string; [key: string]: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    switch (message.type) {
      case 'ready':
        this.signedIn = true;
        if (this.listeners.size) this.subscribe([...this.listeners.keys()], this.lastId);
        return;
      case 'subscribed':
        this.lastId ??= message.lastId as number;
        this.replaying = false;
        for (const topic of message.topics as LiveTopic[]) {
          this.confirmed.add(topic);
          const waiting = this.onConfirmed.get(topic);
          this.onConfirmed.delete(topic);
          for (const callback of waiting ?? []) callback();
        }
        this.setStatus('open');
        return;
      case 'event': {
        const event = message as unknown as LiveEvent;
        this.lastId = event.id;
        for (const listener of this.listeners.get(event.topic) ?? []) listener(event, this.replaying);
        return;
      }
      case 'reset':
        this.lastId = message.lastId as number;
        for (const listener of this.resetListeners) listener();
        return;
      default:
    }
  }

  private subscribe(topics: LiveTopic[], lastId?: number): void {
    this.replaying = lastId !== undefined;
    const projectCode = this.options.session.projectCode();
    this.send({
      type: 'subscribe',
      topics,
      ...(projectCode ? { projectCode } : {}),
      ...(lastId === undefined ? {} : { lastId }),
    });
  }

  private send(message: object): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }
}
