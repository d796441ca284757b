// A live channel client for tests: a real WebSocket to a listening app, whose messages can be
// awaited one by one (and none missed between two awaits). The staff's socket (/admin-api/ws)
// by default; appLive opens an app user's (/app-api/ws).
import { WebSocket } from 'ws';

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

export interface LiveClient {
  ws: WebSocket;
  send(message: object): void;
  /** the next message (after those already taken) that `accept` accepts; those skipped are dropped */
  next(accept?: (message: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  /** every message received and not yet taken */
  pending(): LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function openLive(
  baseUrl: string,
  options: { protocols?: string[]; headers?: Record<string, string>; path?: string } = {},
): Promise<LiveClient> {
  const path = options.path ?? '/admin-api/ws';
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, options.protocols ?? [], {
    headers: options.headers,
  });
  const queue: LiveMessage[] = [];
  let wake: (() => void) | undefined;
  ws.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as LiveMessage);
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      wake?.();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    send: (message) => ws.send(JSON.stringify(message)),
    async next(accept = () => true, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (queue.length) {
          const message = queue.shift()!;
          if (accept(message)) return message;
        }
        const left = deadline - Date.now();
        if (left <= 0 || ws.readyState === ws.CLOSED)
          throw new Error(`no such live message in time (socket ${ws.readyState === ws.CLOSED ? 'closed' : 'open'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
    pending: () => queue.splice(0),
    closed,
    async close() {
      if (ws.readyState !== ws.CLOSED) {
        ws.close();
        await closed;
      }
    },
  };
}

/** Opens a socket and signs it in with the token as its first message. */
export async function signedInLive(baseUrl: string, token: string): Promise<LiveClient> {
  const client = await openLive(baseUrl);
  client.send({ type: 'auth', token });
  await client.next((message) => message.type === 'ready');
  return client;
}

export const APP_LIVE_PATH = '/app-api/ws';

export interface AppLiveOptions {
  /** the app key of the app user's project (appClient(t).key) */
  appKey: string;
  /** the app user's token (appClient(t).signIn(…).token) */
  token: string;
  /** how the app signs in: the first message (as a browser can) or the upgrade's headers (as a native app can) */
  via?: 'message' | 'headers';
}

/** Opens an app user's socket, signed in (it has said `ready`). */
export async function appLive(
  baseUrl: string,
  { appKey, token, via = 'message' }: AppLiveOptions,
): Promise<LiveClient> {
  if (via === 'headers') {
    const client = await openLive(baseUrl, {
      path: APP_LIVE_PATH,
      headers: { 'x-app-key': appKey, authorization: `Bearer ${token}` },
    });
    await client.next((message) => message.type === 'ready');
    return client;
  }
  const client = await openLive(baseUrl, { path: APP_LIVE_PATH });
  client.send({ type: 'auth', appKey, token });
  await client.next((message) => message.type === 'ready');
  return client;
}

/**
 * An app user's socket listening to `topics` (their `chat` by default), once the subscription is
 * confirmed. (A reconnect that catches up sends its own subscribe with `lastId`: the replayed
 * events come before the confirmation.)
 */
export async function appLiveListening(
  baseUrl: string,
  options: AppLiveOptions & { topics?: string[] },
): Promise<LiveClient> {
  const client = await appLive(baseUrl, options);
  client.send({ type: 'subscribe', topics: options.topics ?? ['chat'] });
  await client.next((message) => message.type === 'subscribed');
  return client;
}
