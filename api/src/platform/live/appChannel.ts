// The app users' end of the channel, /app-api/ws: the app user's own topics (their customer-
// service chat), delivered by the same hub as the staff's. The app signs in with its app key
// and the app-user token, on the upgrade's headers as /app-api's calls send them (x-app-key,
// Authorization: Bearer app.…) or as the first message {type:'auth', appKey, token}; never in
// the URL, which lands in logs. The socket only listens: the app writes over HTTP.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/types';
import { APP_AUTHORIZATION, APP_KEY_HEADER } from '../appApi';
import { APP_API_PREFIX } from '../http';
import { isAppToken, TOKEN_HEADER } from '../tokens';
import { appSocketSessionOf } from './appSession';
import { isLastId, topicsOf } from './channel';
import { type ChannelSettings, liveSocket, type Message, type Refuse } from './socket';
import { type AppSubscriber, CLOSE, type LiveHub, send } from './hub';
import { APP_USER_TOPICS, type LiveTopic } from './topics';

export const APP_LIVE_PATH = `${APP_API_PREFIX}/ws`;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

export function appLiveChannel(db: Kysely<Database>, hub: LiveHub, settings: ChannelSettings) {
  return (ws: WebSocket, request: FastifyRequest): void => {
    const authenticate = async (appKey: unknown, token: unknown, refuse: Refuse): Promise<AppSubscriber | null> => {
      if (typeof appKey !== 'string' || !appKey.trim()) {
        refuse(CLOSE.unauthenticated, 'appKey.required');
        return null;
      }
      if (typeof token !== 'string' || !token) {
        refuse(CLOSE.unauthenticated, 'token.missing');
        return null;
      }
      // a staff token opens only the staff's socket (/admin-api/ws)
      if (!isAppToken(token)) {
        refuse(CLOSE.unauthenticated, 'token.notAppUser');
        return null;
      }
      const session = await appSocketSessionOf(db, appKey.trim(), token);
      if (typeof session === 'string') {
        // a key that opens no project is the app's mistake, not a session that ended
        const wrongKey = session === 'appKey.unknown' || session === 'project.disabled';
        refuse(wrongKey ? CLOSE.unauthenticated : CLOSE.sessionEnded, session);
        return null;
      }
      return {
        kind: 'app',
        ws,
        token,
        appKey: appKey.trim(),
        sessionId: session.sessionId,
        appUser: {
          id: session.appUser.id,
          projectCode: session.projectCode,
          userCode: session.appUser.userCode,
          username: session.appUser.username,
        },
        topics: new Map(),
        projectCode: session.projectCode,
        floor: null,
      };
    };

    const keyHeader = header(request, APP_KEY_HEADER);
    liveSocket(ws, request, hub, settings, {
      authHint: '{type:"auth", appKey, token}',
      // the headers an app sends /app-api's calls; a staff client says who it is with its own, refused at once
      fromUpgrade: (refuse) => {
        if (header(request, TOKEN_HEADER)) {
          refuse(CLOSE.unauthenticated, 'token.notAppUser');
          return Promise.resolve(null);
        }
        const authorization = header(request, 'authorization');
        const bearer = authorization ? APP_AUTHORIZATION.exec(authorization)?.[1] : undefined;
        if (authorization && !bearer) {
          refuse(CLOSE.unauthenticated, 'token.missing');
          return Promise.resolve(null);
        }
        return bearer ? authenticate(keyHeader, bearer, refuse) : null;
      },
      fromMessage: (message, refuse) => authenticate(message.appKey ?? keyHeader, message.token, refuse),
      welcome: (signedIn) => ({
        type: 'ready',
        appUser: { userCode: signedIn.appUser.userCode, username: signedIn.appUser.username },
        projectCode: signedIn.appUser.projectCode,
      }),
      handle,
    });

    const problem = (field: string, message: string) => send({ ws }, settings, { type: 'error', field, message });

    async function handle(signedIn: AppSubscriber, message: Message | undefined): Promise<void> {
      switch (message?.type) {
        case 'subscribe': {
          const topics = topicsOf(message, APP_USER_TOPICS, problem);
          if (!topics) return;
          if (!isLastId(message.lastId))
            return problem('lastId', 'must be the id of the last event received, a whole number of at least 0');
          // the app user's own topics: what names them, in their app key's project
          return hub.subscribe(
            signedIn,
            new Map(topics.map((topic): [LiveTopic, null] => [topic, null])),
            message.lastId,
          );
        }
        case 'unsubscribe': {
          const topics = topicsOf(message, APP_USER_TOPICS, problem);
          if (topics) hub.unsubscribe(signedIn, topics);
          return;
        }
        case 'ping':
          return send(signedIn, settings, { type: 'pong' });
        case 'auth':
          return problem('type', 'already authenticated');
        case 'request':
          return problem('type', "an app socket only listens: the app's writes go over HTTP (/app-api/)");
        default:
          return problem('type', 'must be one of subscribe, unsubscribe, ping');
      }
    }
  };
}
