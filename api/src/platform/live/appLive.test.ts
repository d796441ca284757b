// The app users' end of the live channel, /app-api/ws, over real sockets: who may connect (an
// app user of the app key's project, never a staff member, and no app user on the staff's end),
// what they hear (their own chat alone), what a reconnect replays, and a session that ends.
import { createTestApp, type TestApp } from '../../testing/testApp';
import { appClient } from '../../testing/appClient';
import {
  APP_LIVE_PATH,
  appLive,
  appLiveListening,
  type LiveClient,
  type LiveMessage,
  openLive,
  signedInLive,
} from '../../testing/liveClient';
import { tokenDigest } from '../tokens';
import { CLOSE, publish } from '.';

let t: TestApp;
let base: string;
const clients: LiveClient[] = [];
const us = () => appClient(t, 'drama-us');
const jp = () => appClient(t, 'drama-jp');

/** No periodic read (a minute away): what arrives was rung by the bell. Sessions are looked at again every 200 ms. */
const LIVE = { authTimeoutMs: 300, pollMs: 60_000, recheckMs: 200 };

beforeAll(async () => {
  t = await createTestApp({ live: LIVE, exports: { runner: false } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => t.close());

const kept = (client: LiveClient) => {
  clients.push(client);
  return client;
};

/** A signed-in app user of a project: their token and id. */
async function appUser(client: ReturnType<typeof appClient>, deviceId: string) {
  const { token } = await client.signIn(deviceId);
  const session = await t.db
    .selectFrom('app_session')
    .select('user_id')
    .where('token_hash', '=', tokenDigest(token))
    .executeTakeFirstOrThrow();
  return { token, id: session.user_id, appKey: client.key };
}

const chat = (appUserId: number, projectCode: string, label: string) =>
  publish(t.db, { topic: 'chat', appUserId, projectCode, payload: { change: 'typing', label } });

const isEvent = (message: LiveMessage) => message.type === 'event';
const labelOf = (message: LiveMessage) => (message.payload as { label: string }).label;

describe('signing in', () => {
  it('takes the app key and token as the first message or on the upgrade headers, and answers pings', async () => {
    const user = await appUser(us(), 'live-sign-in');
    const byMessage = kept(await openLive(base, { path: APP_LIVE_PATH }));
    byMessage.send({ type: 'auth', appKey: user.appKey, token: user.token });
    expect(await byMessage.next()).toMatchObject({ type: 'ready', projectCode: 'drama-us' });
    byMessage.send({ type: 'ping' });
    expect(await byMessage.next()).toEqual({ type: 'pong' });

    const byHeaders = kept(await appLive(base, { ...user, via: 'headers' }));
    byHeaders.send({ type: 'ping' });
    expect(await byHeaders.next()).toEqual({ type: 'pong' });
  });

  it('refuses a staff token however it is sent, an unknown app key, and another project’s key', async () => {
    const staff = await t.signIn('admin');
    const user = await appUser(us(), 'live-refused');

    const staffByMessage = await openLive(base, { path: APP_LIVE_PATH });
    staffByMessage.send({ type: 'auth', appKey: us().key, token: staff });
    expect(await staffByMessage.closed).toEqual({ code: CLOSE.unauthenticated, reason: 'token.notAppUser' });

    const staffAsBearer = await openLive(base, {
      path: APP_LIVE_PATH,
      headers: { 'x-app-key': us().key, authorization: `Bearer ${staff}` },
    });
    expect(await staffAsBearer.closed).toEqual({ code: CLOSE.unauthenticated, reason: 'token.notAppUser' });

    const staffHeader = await openLive(base, { path: APP_LIVE_PATH, headers: { 'client-token': staff } });
    expect(await staffHeader.closed).toEqual({ code: CLOSE.unauthenticated, reason: 'token.notAppUser' });

    const unknownKey = await openLive(base, { path: APP_LIVE_PATH });
    unknownKey.send({ type: 'auth', appKey: 'no-such-app', token: user.token });
    expect(await unknownKey.closed).toEqual({ code: CLOSE.unauthenticated, reason: 'appKey.unknown' });

    // a token is of one project: under another project's key it opens nothing
    const otherProject = await openLive(base, { path: APP_LIVE_PATH });
    otherProject.send({ type: 'auth', appKey: jp().key, token: user.token });
    expect(await otherProject.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'token.expired' });

    const silent = await openLive(base, { path: APP_LIVE_PATH });
    expect((await silent.closed).code).toBe(CLOSE.unauthenticated);
  });

  it("refuses an app user's token on the staff's socket", async () => {
    const user = await appUser(us(), 'live-on-staff');
    const staffSocket = await openLive(base);
    staffSocket.send({ type: 'auth', token: user.token });
    expect(await staffSocket.closed).toEqual({ code: CLOSE.unauthenticated, reason: 'token.appUser' });
  });
});

describe('what an app user hears', () => {
  it("delivers their own chat events, not another user's nor another project's", async () => {
    const [mine, neighbour, abroad] = await Promise.all([
      appUser(us(), 'live-mine'),
      appUser(us(), 'live-neighbour'),
      appUser(jp(), 'live-abroad'),
    ]);
    const [mySocket, neighbourSocket, abroadSocket] = await Promise.all(
      [mine, neighbour, abroad].map(async (user) => kept(await appLiveListening(base, user))),
    );
    await chat(neighbour.id, 'drama-us', 'for the neighbour');
    await chat(abroad.id, 'drama-jp', 'for the user abroad');
    // an event naming this app user in a project that is not theirs is not theirs either
    await chat(mine.id, 'drama-jp', 'wrong project');
    await chat(mine.id, 'drama-us', 'for me');

    const first = await mySocket.next(isEvent);
    expect(first).toMatchObject({
      type: 'event',
      topic: 'chat',
      projectCode: 'drama-us',
      payload: { label: 'for me' },
    });
    expect(mySocket.pending()).toEqual([]);
    expect(labelOf(await neighbourSocket.next(isEvent))).toBe('for the neighbour');
    expect(labelOf(await abroadSocket.next(isEvent))).toBe('for the user abroad');
  });

  it("keeps each side to its own topics: no staff topic on an app socket, no app user's topic on a staff one", async () => {
    const user = await appUser(us(), 'live-sides');
    const app = kept(await appLive(base, user));
    app.send({ type: 'subscribe', topics: ['chat', 'chat-online_assistant'] });
    expect(await app.next()).toMatchObject({ type: 'error', field: 'topics[1]' });
    app.send({ type: 'subscribe', topics: ['notifications'] });
    expect(await app.next()).toMatchObject({ type: 'error', field: 'topics[0]' });

    const staff = kept(await signedInLive(base, await t.signIn('admin')));
    staff.send({ type: 'subscribe', topics: ['notifications', 'chat'] });
    expect(await staff.next()).toMatchObject({ type: 'error', field: 'topics[1]' });
  });

  it("delivers a queue's events to the staff holding its permission in the project, and never to the app", async () => {
    const user = await appUser(us(), 'live-queue');
    const app = kept(await appLiveListening(base, user));
    const admin = kept(await signedInLive(base, await t.signIn('admin')));
    admin.send({ type: 'subscribe', topics: ['chat-online_assistant'], projectCode: 'drama-us' });
    expect(await admin.next()).toMatchObject({ type: 'subscribed', topics: ['chat-online_assistant'] });
    const normal = kept(await signedInLive(base, await t.signIn('normal')));
    normal.send({ type: 'subscribe', topics: ['chat-online_assistant'], projectCode: 'drama-us' });
    expect(await normal.next()).toMatchObject({ type: 'refused', status: 403, problem: 'permission.missing' });

    for (const projectCode of ['drama-jp', 'drama-us'])
      await publish(t.db, {
        topic: 'chat-online_assistant',
        projectCode,
        appUserId: user.id,
        payload: { change: 'conversation', label: projectCode },
      });
    await chat(user.id, 'drama-us', 'the app user’s own');
    expect(labelOf(await admin.next(isEvent))).toBe('drama-us');
    expect(labelOf(await app.next(isEvent))).toBe('the app user’s own');
    expect([...admin.pending(), ...app.pending()]).toEqual([]);
  });

  it("refuses an event of an app user's topic that names no app user", async () => {
    await expect(publish(t.db, { topic: 'chat', projectCode: 'drama-us', payload: {} })).rejects.toThrow(/appUserId/);
  });

  it('takes no requests: the app writes over HTTP', async () => {
    const user = await appUser(us(), 'live-request');
    const app = kept(await appLive(base, user));
    app.send({ type: 'request', id: 1, method: 'POST', url: '/app-api/sign-out' });
    expect(await app.next()).toMatchObject({ type: 'error', field: 'type' });
    // the sign-out never ran: still signed in
    expect((await us().call('GET', '/me', user.token)).statusCode).toBe(200);
  });
});

it('replays exactly the missed events to a reconnect with its last id, then goes on live', async () => {
  const user = await appUser(us(), 'live-reconnect');
  const first = await appLiveListening(base, user);
  await chat(user.id, 'drama-us', 'seen');
  const seen = await first.next(isEvent);
  await first.close();

  for (const label of ['missed 1', 'missed 2', 'missed 3']) await chat(user.id, 'drama-us', label);
  await chat((await appUser(us(), 'live-reconnect-other')).id, 'drama-us', 'not theirs');
  const again = kept(await appLive(base, user));
  again.send({ type: 'subscribe', topics: ['chat'], lastId: seen.id });
  const replayed = [await again.next(), await again.next(), await again.next()];
  expect(replayed.map(labelOf)).toEqual(['missed 1', 'missed 2', 'missed 3']);
  expect(await again.next()).toMatchObject({ type: 'subscribed', lastId: expect.any(Number) });
  await chat(user.id, 'drama-us', 'live');
  expect(labelOf(await again.next(isEvent))).toBe('live');
  expect(again.pending()).toEqual([]); // nothing doubled
});

describe('a session that ends', () => {
  it("closes a signed-out session's socket, saying why", async () => {
    const user = await appUser(us(), 'live-sign-out');
    const socket = kept(await appLiveListening(base, user));
    expect((await us().call('POST', '/sign-out', user.token)).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'token.signedOut' });
  });

  it('closes the socket once its project is disabled', async () => {
    const user = await appUser(jp(), 'live-disabled');
    const socket = kept(await appLiveListening(base, user));
    await t.db.updateTable('sys_project').set({ status: 1 }).where('code', '=', 'drama-jp').execute();
    try {
      expect(await socket.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'project.disabled' });
    } finally {
      await t.db.updateTable('sys_project').set({ status: 0 }).where('code', '=', 'drama-jp').execute();
    }
  });

  it("closes a removed app user's socket", async () => {
    const user = await appUser(us(), 'live-removed');
    const socket = kept(await appLiveListening(base, user));
    await t.db.updateTable('app_user').set({ deleted: 1 }).where('id', '=', user.id).execute();
    expect(await socket.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'appUser.removed' });
  });
});
