// The live channel, /admin-api/ws for the staff and /app-api/ws for the app users: events
// stored in the writer's transaction (publish), a hub in each api process that delivers them to
// the sockets allowed them (of either side), Redis (with REDIS_URL) only ringing the hubs of the
// other processes. The one door.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { API_PREFIX } from '../http';
import { APP_LIVE_PATH, appLiveChannel } from './appChannel';
import { openBell } from './bell';
import { type ChannelSettings, chooseProtocol, liveChannel, LIVE_PATH } from './channel';
import { published } from './events';
import { LiveHub } from './hub';

export { CLOSE, type ServerMessage } from './hub';
export { LIVE_PATH, LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from './channel';
export { APP_LIVE_PATH } from './appChannel';
export type { AppSocketProblem } from './appSession';
export { LIVE_EVENT_KEEP_HOURS, type LiveEvent, pruneLiveEventsJob, publish, removeOldLiveEvents } from './events';
export { APP_USER_TOPICS, LIVE_TOPICS, type LiveTopic, STAFF_TOPICS } from './topics';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface LiveSettings extends ChannelSettings {
  /** Redis to ring the other api processes through; null: this process alone */
  redisUrl: string | null;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  redisUrl: null,
  pollMs: 1000,
  recheckMs: 30_000,
  authTimeoutMs: 5000,
  maxBufferedBytes: 4 * 1024 * 1024,
  replayMax: 1000,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** this process's live hub: how many sockets it serves */
    liveHub: LiveHub;
  }
}

/**
 * Serves the channel on `app` from ready to close. `db` is the modules' (request-scoped) one and
 * `root` the pool under it: publish() through either rings this hub.
 */
export async function installLive(
  app: FastifyInstance,
  db: Kysely<Database>,
  root: Kysely<Database>,
  settings: Partial<LiveSettings> = {},
): Promise<void> {
  const live = { ...DEFAULT_LIVE_SETTINGS, ...settings };
  const hub = new LiveHub(db, live, app.log);
  const bell = openBell(() => hub.wake(), live.redisUrl, app.log);
  const onPublished = (by: unknown) => {
    if (by === db || by === root) bell.ring();
  };
  app.decorate('liveHub', hub);
  await app.register(websocket, {
    options: { maxPayload: 1024 * 1024, handleProtocols: (protocols) => chooseProtocol(protocols) },
  });
  app.get(
    LIVE_PATH,
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    liveChannel(app, db, hub, live) as never,
  );
  // the app users' socket beside /app-api's routes, outside their plugin: its app key and token
  // may come in the first message, after the upgrade those routes' checks would refuse
  app.get(
    APP_LIVE_PATH,
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    appLiveChannel(db, hub, live) as never,
  );
  // A write may have changed someone's access (the database's triggers stored that as an event):
  // once it is committed, the hubs look at once rather than at their next periodic read.
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && request.url.startsWith(API_PREFIX) && reply.statusCode < 400) bell.ring();
  });
  app.addHook('onReady', async () => {
    await hub.start();
    published.on('published', onPublished);
  });
  // before the database closes (onClose), after the sockets are told (@fastify/websocket's preClose)
  app.addHook('preClose', async () => {
    published.off('published', onPublished);
    await hub.stop();
    await bell.close();
  });
}
