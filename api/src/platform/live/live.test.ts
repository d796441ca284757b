// The live channel over real sockets: who may connect, what they hear, what a reconnect
// replays, a write sent over it, and the fan-out of two api processes through Redis.
import { sql } from 'kysely';
import { notify } from '../../domain/notifications';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { type LiveClient, type LiveMessage, openLive, signedInLive } from '../../testing/liveClient';
import { CLOSE, LIVE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from '.';

let t: TestApp;
let base: string;
const clients: LiveClient[] = [];

/** No periodic read (a minute away): what arrives was rung by the bell. */
const LIVE = { authTimeoutMs: 300, pollMs: 60_000, recheckMs: 60_000 };

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

async function connect(token: string): Promise<LiveClient> {
  const client = await signedInLive(base, token);
  clients.push(client);
  return client;
}

async function userId(username: string): Promise<number> {
  const row = await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

const notice = (userIdOf: number, title: string) =>
  notify(t.db, { userId: userIdOf, kind: 'notice', title: { 'en-US': title, 'zh-CN': `${title} 中文` } });

const isEvent = (message: LiveMessage) => message.type === 'event';
const titleOf = (message: LiveMessage) =>
  (message.payload as { notification: { texts: { 'en-US': { title: string } } } }).notification.texts['en-US'].title;

describe('signing in', () => {
  it('takes the staff token as the first message or as a subprotocol, never needing the URL', async () => {
    const token = await t.signIn('operator');
    const byMessage = await connect(token);
    byMessage.send({ type: 'ping' });
    expect((await byMessage.next()).type).toBe('pong');

    const byProtocol = await openLive(base, { protocols: [LIVE_PROTOCOL, `${TOKEN_PROTOCOL_PREFIX}${token}`] });
    clients.push(byProtocol);
    expect(byProtocol.ws.protocol).toBe(LIVE_PROTOCOL); // the token is never echoed back
    expect(await byProtocol.next()).toMatchObject({ type: 'ready', user: { username: 'operator' } });
  });

  it('closes a socket that sends no token in time, another message first, or a token that opens nothing', async () => {
    const silent = await openLive(base);
    expect((await silent.closed).code).toBe(CLOSE.unauthenticated);

    const chatty = await openLive(base);
    chatty.send({ type: 'subscribe', topics: ['notifications'] });
    expect(await chatty.closed).toMatchObject({ code: CLOSE.unauthenticated });

    const forged = await openLive(base);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect(await forged.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'expired' });
  });
});

describe('subscriptions', () => {
  it("delivers a user's notices to them alone, as soon as they are stored", async () => {
    const [admin, operator] = await Promise.all([
      connect(await t.signIn('admin')),
      connect(await t.signIn('operator')),
    ]);
    for (const client of [admin, operator]) {
      client.send({ type: 'subscribe', topics: ['notifications'] });
      await client.next((message) => message.type === 'subscribed');
    }
    await notice(await userId('operator'), 'For the operator');
    await notice(await userId('admin'), 'For the admin');
    expect(titleOf(await operator.next(isEvent))).toBe('For the operator');
    // the admin's first event is their own: the operator's never came
    const first = await admin.next(isEvent);
    expect(titleOf(first)).toBe('For the admin');
    expect(first).toMatchObject({
      topic: 'notifications',
      payload: { change: 'new', notification: { kind: 'notice' } },
    });
  });

  it("refuses an unknown topic naming it, and a project topic outside the caller's projects or permissions", async () => {
    const operator = await connect(await t.signIn('operator'));
    operator.send({ type: 'subscribe', topics: ['notifications', 'payments'] });
    expect(await operator.next()).toMatchObject({ type: 'error', field: 'topics[1]' });

    operator.send({ type: 'subscribe', topics: ['export-records'], projectCode: 'drama-jp' });
    expect(await operator.next()).toMatchObject({
      type: 'refused',
      topic: 'export-records',
      status: 403,
      problem: 'project.notMember',
    });
    operator.send({ type: 'subscribe', topics: ['export-records'] });
    expect(await operator.next()).toMatchObject({ type: 'refused', problem: 'scope.chooseProject' });
  });

  it("tells a project's export records of its exports, and not another project's", async () => {
    const adminToken = await t.signIn('admin');
    const admin = await connect(adminToken);
    admin.send({ type: 'subscribe', topics: ['export-records'], projectCode: 'drama-sea' });
    await admin.next((message) => message.type === 'subscribed');
    for (const projectCode of ['drama-us', 'drama-sea']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin-api/setting/user/export',
        headers: { 'client-token': adminToken },
        payload: { projectCode, format: 'csv' },
      });
      expect(response.statusCode).toBe(200);
    }
    const event = await admin.next(isEvent);
    expect(event).toMatchObject({
      topic: 'export-records',
      projectCode: 'drama-sea',
      payload: { change: 'queued', job: { projectCode: 'drama-sea', status: 'queued' } },
    });
  });
});

it("closes a signed-out token's socket at once, saying why", async () => {
  const token = await t.signIn('operator');
  const socket = await connect(token);
  const started = Date.now();
  const response = await t.app.inject({ method: 'POST', url: '/admin-api/logout', headers: { 'client-token': token } });
  expect(response.statusCode).toBe(200);
  expect(await socket.closed).toEqual({ code: CLOSE.sessionEnded, reason: 'signedOut' });
  expect(Date.now() - started).toBeLessThan(1000);
});

it('drops a project topic once the user loses its permission there', async () => {
  const token = await t.signIn('admin');
  const admin = await connect(token);
  admin.send({ type: 'subscribe', topics: ['export-records'], projectCode: 'drama-us' });
  await admin.next((message) => message.type === 'subscribed');
  // the admin role loses the export records' query button (a write the triggers notice)
  await sql`delete from sys_role_menu where menu_id in (
    select id from sys_menu where perms = 'setting:export-record:query')`.execute(t.db);
  const write = await t.app.inject({
    method: 'POST',
    url: '/admin-api/notification/read-all',
    headers: { 'client-token': token },
    payload: {},
  });
  expect(write.statusCode).toBe(200);
  expect(await admin.next((message) => message.type === 'unsubscribed')).toMatchObject({
    topic: 'export-records',
    problem: 'permission.missing',
  });
});

it('replays exactly the missed events to a reconnect with its last id, then goes on live', async () => {
  const token = await t.signIn('normal');
  const normal = await userId('normal');
  const first = await connect(token);
  first.send({ type: 'subscribe', topics: ['notifications'] });
  await first.next((message) => message.type === 'subscribed');
  await notice(normal, 'Seen');
  const seen = await first.next(isEvent);
  await first.close();

  for (const title of ['Missed 1', 'Missed 2', 'Missed 3']) await notice(normal, title);
  const again = await connect(token);
  again.send({ type: 'subscribe', topics: ['notifications'], lastId: seen.id });
  const replayed = [await again.next(isEvent), await again.next(isEvent), await again.next(isEvent)];
  expect(replayed.map(titleOf)).toEqual(['Missed 1', 'Missed 2', 'Missed 3']);
  const ack = await again.next();
  expect(ack).toMatchObject({ type: 'subscribed', lastId: replayed[2].id });
  await notice(normal, 'Live');
  expect(titleOf(await again.next(isEvent))).toBe('Live');
  expect(again.pending()).toEqual([]); // nothing doubled

  const unknown = await connect(token);
  unknown.send({ type: 'subscribe', topics: ['notifications'], lastId: 10 ** 12 });
  // an id never sent (or removed since) is not caught up from: the client is told to read afresh
  expect((await unknown.next()).type).toBe('reset');
  expect((await unknown.next()).type).toBe('subscribed');
});

describe('requests over the socket', () => {
  it('runs a write through the same route, scope and operation log as HTTP', async () => {
    const token = await t.signIn('operator');
    const socket = await connect(token);
    socket.send({
      type: 'request',
      id: 7,
      method: 'POST',
      url: '/admin-api/notification/read-all',
      body: { projectCode: 'drama-us' },
    });
    expect(await socket.next()).toMatchObject({ type: 'reply', id: 7, status: 200, body: { code: 200 } });
    const logged = await t.db
      .selectFrom('sys_oper_log')
      .select(['username', 'project_code', 'http_status'])
      .where('url', '=', '/admin-api/notification/read-all')
      .where('username', '=', 'operator')
      .executeTakeFirst();
    expect(logged).toEqual({ username: 'operator', project_code: 'drama-us', http_status: 200 });
  });

  it('refuses a forbidden write exactly as HTTP does, and bad input naming the field', async () => {
    const token = await t.signIn('normal');
    const write = { method: 'POST', url: '/admin-api/setting/role', body: { projectCode: 'drama-jp', name: 'X' } };
    const http = await t.app.inject({ ...write, payload: write.body, headers: { 'client-token': token } } as never);
    const socket = await connect(token);
    socket.send({ type: 'request', id: 'a', ...write });
    const reply = await socket.next();
    expect(http.statusCode).toBe(403);
    expect(reply).toEqual({ type: 'reply', id: 'a', status: 403, body: http.json() });

    socket.send({ type: 'request', id: 'b', method: 'POST', url: 'http://elsewhere/admin-api/login' });
    expect(await socket.next()).toMatchObject({ type: 'error', id: 'b', field: 'url' });
  });
});
