// The socket's side of the channel, /admin-api/ws: who is there (the staff token, sent as the
// first message or as a subprotocol, never in the URL, which lands in logs), what they listen
// to, and the writes they send, run through the same route and hooks as over HTTP.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/types';
import { staffSessionOf, whySessionEnded } from '../authentication';
import { API_PREFIX } from '../http';
import { isAppToken, TOKEN_HEADER } from '../tokens';
import { allowedProjects, CLOSE, type LiveHub, send, type StaffSubscriber } from './hub';
import { type ChannelSettings, liveSocket, type Message, type Refuse } from './socket';
import { LIVE_TOPICS, type LiveTopic, STAFF_TOPICS } from './topics';

export const LIVE_PATH = `${API_PREFIX}/ws`;
/** The subprotocol the server answers with; a token may ride beside it as `client-token.<token>`. */
export const LIVE_PROTOCOL = 'backoffice-live';
export const TOKEN_PROTOCOL_PREFIX = `${TOKEN_HEADER}.`;

export type { ChannelSettings } from './socket';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_TOPICS = 20;

/** The subprotocol to answer: ours when offered (the token beside it is never echoed). */
export function chooseProtocol(protocols: Set<string>): string | false {
  return protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false;
}

function tokenOffered(request: FastifyRequest): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return undefined;
  const offered = header
    .split(',')
    .map((protocol) => protocol.trim())
    .find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX));
  return offered?.slice(TOKEN_PROTOCOL_PREFIX.length);
}

/**
 * The topics a `subscribe` or `unsubscribe` names, each one of `allowed` (the socket's side),
 * or undefined once `problem` has said what is wrong.
 */
export function topicsOf(
  message: Message,
  allowed: readonly LiveTopic[],
  problem: (field: string, message: string) => void,
): LiveTopic[] | undefined {
  const { topics } = message;
  if (!Array.isArray(topics) || !topics.length || topics.length > MAX_TOPICS) {
    problem('topics', `must be a list of 1 to ${MAX_TOPICS} topic names`);
    return undefined;
  }
  for (const [index, topic] of topics.entries())
    if (typeof topic !== 'string' || !allowed.includes(topic as LiveTopic)) {
      problem(`topics[${index}]`, `unknown topic; one of ${allowed.join(', ')}`);
      return undefined;
    }
  return [...new Set(topics as LiveTopic[])];
}

/** A `lastId` that is there is the id of an event: a whole number of at least 0. */
export const isLastId = (lastId: unknown): lastId is number | undefined =>
  lastId === undefined || (typeof lastId === 'number' && Number.isSafeInteger(lastId) && lastId >= 0);

export function liveChannel(app: FastifyInstance, db: Kysely<Database>, hub: LiveHub, settings: ChannelSettings) {
  return (ws: WebSocket, request: FastifyRequest): void => {
    const authenticate = async (token: unknown, refuse: Refuse): Promise<StaffSubscriber | null> => {
      if (typeof token !== 'string' || !token) {
        refuse(CLOSE.unauthenticated, 'token: required, a string');
        return null;
      }
      // an app user's token opens only the app's socket (/app-api/ws)
      if (isAppToken(token)) {
        refuse(CLOSE.unauthenticated, 'token.appUser');
        return null;
      }
      const session = await staffSessionOf(db, token);
      if (!session) {
        refuse(CLOSE.sessionEnded, await whySessionEnded(db, token));
        return null;
      }
      return {
        kind: 'staff',
        ws,
        token,
        sessionId: session.sessionId,
        user: { id: session.id, username: session.username, name: session.name, allProjects: session.allProjects },
        topics: new Map(),
        projectCode: null,
        floor: null,
      };
    };
    // a token may ride beside the subprotocol; else the first message carries it
    liveSocket(ws, request, hub, settings, {
      authHint: '{type:"auth", token}',
      fromUpgrade: (refuse) => {
        const offered = tokenOffered(request);
        return offered === undefined ? null : authenticate(offered, refuse);
      },
      fromMessage: (message, refuse) => authenticate(message.token, refuse),
      welcome: (signedIn) => ({ type: 'ready', user: { id: signedIn.user.id, username: signedIn.user.username } }),
      handle,
    });

    const problem = (field: string, message: string, id?: string | number) =>
      send({ ws }, settings, { type: 'error', field, message, ...(id === undefined ? {} : { id }) });

    async function handle(signedIn: StaffSubscriber, message: Message | undefined): Promise<void> {
      switch (message?.type) {
        case 'subscribe':
          return subscribe(signedIn, message);
        case 'unsubscribe': {
          const topics = topicsOf(message, STAFF_TOPICS, problem);
          if (topics) hub.unsubscribe(signedIn, topics);
          return;
        }
        case 'request':
          return answer(signedIn, message);
        case 'ping':
          return send(signedIn, settings, { type: 'pong' });
        case 'auth':
          return problem('type', 'already authenticated');
        default:
          return problem('type', 'must be one of subscribe, unsubscribe, request, ping');
      }
    }

    async function subscribe(signedIn: StaffSubscriber, message: Message): Promise<void> {
      const topics = topicsOf(message, STAFF_TOPICS, problem);
      if (!topics) return;
      const { lastId, projectCode } = message;
      if (!isLastId(lastId))
        return problem('lastId', 'must be the id of the last event received, a whole number of at least 0');
      if (projectCode !== undefined && (typeof projectCode !== 'string' || projectCode.length > 64))
        return problem('projectCode', 'must be a string of at most 64 characters');
      // the project topics are heard in the project this subscription names (none: all of theirs)
      signedIn.projectCode = projectCode || null;
      const granted = new Map<LiveTopic, Set<string> | null>();
      for (const topic of topics) {
        if (LIVE_TOPICS[topic].whose === 'own') {
          granted.set(topic, null);
          continue;
        }
        const allowed = await allowedProjects(db, signedIn.user, topic, signedIn.projectCode);
        if (allowed instanceof Set) granted.set(topic, allowed);
        else send(signedIn, settings, { type: 'refused', topic, ...allowed });
      }
      if (granted.size) await hub.subscribe(signedIn, granted, lastId);
    }

    /** A write (or read) over the socket: the same route, hooks, project scope and operation log as HTTP. */
    async function answer(signedIn: StaffSubscriber, message: Message): Promise<void> {
      const { id, method, url, body } = message;
      if (typeof id !== 'string' && typeof id !== 'number') return problem('id', 'must be a string or a number');
      if (typeof method !== 'string' || !METHODS.has(method.toUpperCase()))
        return problem('method', `must be one of ${[...METHODS].join(', ')}`, id);
      if (typeof url !== 'string' || !url.startsWith(`${API_PREFIX}/`) || url.split('?')[0] === LIVE_PATH)
        return problem('url', `must be a path under ${API_PREFIX}/ (other than the channel itself)`, id);
      if (body !== undefined && (body === null || typeof body !== 'object'))
        return problem('body', 'must be a JSON object or list', id);
      const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await app.inject({
        method: verb,
        url,
        headers: {
          [TOKEN_HEADER]: signedIn.token,
          ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        remoteAddress: request.ip,
        ...(body === undefined || verb === 'GET' ? {} : { payload: body as object }),
      });
      let answered: unknown = response.body;
      try {
        answered = response.json();
      } catch {
        // not JSON (a file): its text as it is
      }
      send(signedIn, settings, { type: 'reply', id, status: response.statusCode, body: answered });
    }
  };
}
