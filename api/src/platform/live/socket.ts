// What every socket of the channel lives through, the staff's and the app users' alike: it has
// authTimeoutMs to sign in (on its upgrade, or by its first message, which must then be
// `auth`); until then nothing else is taken; once signed in it is in the hub and its messages
// are handled in the order they came; when it closes, it leaves the hub.
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CLOSE, type HubSettings, type LiveHub, send, type ServerMessage, type Subscriber } from './hub';

export type Message = Record<string, unknown>;

export interface ChannelSettings extends HubSettings {
  /** a socket not authenticated by then is closed */
  authTimeoutMs: number;
}

/** Closes the socket with a reason the client acts on. */
export type Refuse = (code: number, reason: string) => void;

export interface SocketSide<S extends Subscriber> {
  /** what a socket that has not signed in by then is told: its side's `auth` message */
  authHint: string;
  /** signs in from what the upgrade carried (a header, a subprotocol); null: wait for the `auth` message */
  fromUpgrade(refuse: Refuse): Promise<S | null> | null;
  /** signs in from the `auth` message */
  fromMessage(message: Message, refuse: Refuse): Promise<S | null>;
  /** what it is told once signed in and in the hub */
  welcome(signedIn: S): ServerMessage;
  /** a message of a signed-in socket */
  handle(signedIn: S, message: Message | undefined): Promise<void> | void;
}

export function parse(data: RawData): Message | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Message) : undefined;
  } catch {
    return undefined;
  }
}

export function liveSocket<S extends Subscriber>(
  ws: WebSocket,
  request: FastifyRequest,
  hub: LiveHub,
  settings: ChannelSettings,
  side: SocketSide<S>,
): void {
  let subscriber: S | null = null;
  const refuse: Refuse = (code, reason) => {
    clearTimeout(timer);
    ws.close(code, reason);
  };
  const timer = setTimeout(
    () => refuse(CLOSE.unauthenticated, `not authenticated: send ${side.authHint} first`),
    settings.authTimeoutMs,
  );
  timer.unref();
  /** Signed in: in the hub, and no longer timed (a socket closed meanwhile stays out). */
  const enter = async (signing: Promise<S | null>): Promise<S | null> => {
    const signedIn = await signing;
    if (!signedIn) return null;
    clearTimeout(timer);
    if (ws.readyState !== ws.OPEN) return null;
    hub.add(signedIn);
    send(signedIn, settings, side.welcome(signedIn));
    return signedIn;
  };
  const fromUpgrade = side.fromUpgrade(refuse);
  let ready: Promise<S | null> | null = fromUpgrade && enter(fromUpgrade);

  ws.on('message', (data: RawData) => {
    const message = parse(data);
    if (!ready) {
      if (message?.type !== 'auth') {
        refuse(CLOSE.unauthenticated, `the first message must be ${side.authHint}`);
        return;
      }
      ready = enter(side.fromMessage(message, refuse));
      return;
    }
    void ready
      .then((signedIn) => {
        subscriber = signedIn;
        if (signedIn) return side.handle(signedIn, message);
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'a live message failed'));
  });
  ws.on('close', () => {
    clearTimeout(timer);
    if (subscriber) hub.remove(subscriber);
    else void ready?.then((signedIn) => signedIn && hub.remove(signedIn));
  });
}
