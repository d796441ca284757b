// Two api processes on one database: an event written through one reaches a socket on the
// other (a staff member's or an app user's) through Redis's bell alone (neither reads
// periodically here), and never twice.
import type { App } from '../../app';
import { appClient } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { appLiveListening, type LiveClient, signedInLive } from '../../testing/liveClient';
import { tokenDigest } from '../tokens';
import { publish } from './events';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIVE = { redisUrl, pollMs: 60_000, recheckMs: 60_000 };

let first: TestApp;
let second: App;
let socket: LiveClient;
let appSocket: LiveClient | undefined;
const secondUrl = () => {
  const address = second.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  first = await createTestApp({ live: LIVE, exports: { runner: false } });
  // the second process: the same database, its own hub
  second = await first.anotherApp({ exports: { runner: false }, live: LIVE });
  await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await socket?.close();
  await appSocket?.close();
  await second.close();
  await first.close();
});

it('delivers an event published through one process to a socket on another', async () => {
  const token = await first.signIn('admin');
  const address = second.server.address();
  socket = await signedInLive(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, token);
  socket.send({ type: 'subscribe', topics: ['exports'] });
  await socket.next((message) => message.type === 'subscribed');

  const exportOnFirst = async () => {
    const response = await first.app.inject({
      method: 'POST',
      url: '/admin-api/setting/user/export',
      headers: { 'client-token': token },
      payload: { projectCode: 'drama-us', format: 'csv' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.id as number;
  };
  const started = Date.now();
  const one = await exportOnFirst();
  const event = await socket.next((message) => message.type === 'event', 2000);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(event).toMatchObject({ topic: 'exports', payload: { change: 'queued', job: { id: one } } });
  // the next event is the next export's: the first one was delivered once
  const two = await exportOnFirst();
  const next = await socket.next(() => true, 2000);
  expect(next).toMatchObject({ type: 'event', payload: { job: { id: two } } });
});

it("delivers an app user's chat event published through one process to their socket on another, once", async () => {
  const app = appClient(first);
  const { token } = await app.signIn('fanout-device');
  const { user_id: appUserId } = await first.db
    .selectFrom('app_session')
    .select('user_id')
    .where('token_hash', '=', tokenDigest(token))
    .executeTakeFirstOrThrow();
  appSocket = await appLiveListening(secondUrl(), { appKey: app.key, token });

  // Stored in a transaction of the test's own (which rings no hub), then rung by a write on the
  // first process (its bell rings after every write): only Redis can tell the second.
  await first.db.transaction().execute(async (trx) => {
    for (const label of ['one', 'two'])
      await publish(trx, { topic: 'chat', appUserId, projectCode: 'drama-us', payload: { label } });
  });
  const started = Date.now();
  const write = await first.app.inject({
    method: 'POST',
    url: '/admin-api/notification/read-all',
    headers: { 'client-token': await first.signIn('operator') },
    payload: {},
  });
  expect(write.statusCode).toBe(200);
  expect(await appSocket.next(() => true, 2000)).toMatchObject({
    type: 'event',
    topic: 'chat',
    payload: { label: 'one' },
  });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(await appSocket.next(() => true, 2000)).toMatchObject({ type: 'event', payload: { label: 'two' } });
  expect(appSocket.pending()).toEqual([]);
});
