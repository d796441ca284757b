// Two api processes on one database: an event written through one reaches a socket on the
// other through Redis's bell alone (neither reads periodically here), and never twice.
import type { App } from '../../app';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { type LiveClient, signedInLive } from '../../testing/liveClient';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIVE = { redisUrl, pollMs: 60_000, recheckMs: 60_000 };

let first: TestApp;
let second: App;
let socket: LiveClient;

beforeAll(async () => {
  first = await createTestApp({ live: LIVE, exports: { runner: false } });
  // the second process: the same database, its own hub
  second = await first.anotherApp({ exports: { runner: false }, live: LIVE });
  await second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await socket?.close();
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
