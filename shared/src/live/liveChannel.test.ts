// The tab's connection against a WebSocket double playing the api: how it signs in, what it
// subscribes, and how it catches up after a drop.
import { waitFor } from '@testing-library/react';
import { installLiveDouble, type LiveDouble } from '../testing/liveDouble';
import { LiveChannel, type LiveEvent } from './liveChannel';

let server: LiveDouble;
let channel: LiveChannel;
let token: string | null;

beforeEach(() => {
  server = installLiveDouble();
  token = 'token-1';
  channel = new LiveChannel({
    url: 'ws://localhost/admin-api/ws',
    session: { token: () => token, projectCode: () => 'drama-us' },
    reconnectMs: { min: 10, max: 20 },
  });
});
afterEach(() => channel.close());

const ofType = (type: string) => server.sent.filter((message) => message.type === type);

it('signs in with its first message (the token is never in the URL) and subscribes what is listened to', async () => {
  const heard: LiveEvent[] = [];
  expect(channel.status).toBe('closed');
  channel.listen('export-records', (event) => heard.push(event));
  await waitFor(() => expect(channel.status).toBe('open'));
  expect(server.sockets[0].url).toBe('ws://localhost/admin-api/ws');
  expect(server.sent.slice(0, 2)).toEqual([
    { type: 'auth', token: 'token-1' },
    { type: 'subscribe', topics: ['export-records'], projectCode: 'drama-us' },
  ]);
  server.push({ id: 5, topic: 'export-records', payload: { change: 'queued' } });
  await waitFor(() => expect(heard.map((event) => event.id)).toEqual([5]));
});

it('after a drop, reconnects and asks for what it missed since its last event, which it hears as replayed', async () => {
  const heard: Array<[number, boolean]> = [];
  channel.listen('notifications', (event, replayed) => heard.push([event.id, replayed]));
  await waitFor(() => expect(channel.status).toBe('open'));
  server.push({ id: 7, topic: 'notifications', payload: {} });
  await waitFor(() => expect(heard).toEqual([[7, false]]));

  server.missed.push({ id: 8, topic: 'notifications', payload: {} });
  server.open()!.close(1006, 'gone');
  expect(channel.status).toBe('connecting');
  await waitFor(() => expect(channel.status).toBe('open'));
  expect(ofType('auth')).toHaveLength(2);
  expect(ofType('subscribe')[1]).toEqual({
    type: 'subscribe',
    topics: ['notifications'],
    projectCode: 'drama-us',
    lastId: 7,
  });
  server.push({ id: 9, topic: 'notifications', payload: {} });
  await waitFor(() =>
    expect(heard).toEqual([
      [7, false],
      [8, true],
      [9, false],
    ]),
  );
});

it('stops for good when the api says the session ended, and closes once nobody listens', async () => {
  const stop = channel.listen('exports', () => undefined);
  await waitFor(() => expect(channel.status).toBe('open'));
  server.open()!.close(4001, 'signedOut');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(channel.status).toBe('closed');
  expect(server.sockets).toHaveLength(1); // no reconnection with a dead token

  stop();
  token = 'token-2';
  const again = channel.listen('exports', () => undefined);
  await waitFor(() => expect(channel.status).toBe('open'));
  expect(ofType('auth').at(-1)).toEqual({ type: 'auth', token: 'token-2' });
  again();
  expect(channel.status).toBe('closed');
});
