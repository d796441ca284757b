// Customer-service chat across api processes, for real: two api processes on one PostgreSQL
// behind nginx, Redis ringing between them, an app user's socket on one process and an agent's
// on the other. Every message is stored before it is announced and the clients catch up by id,
// so when Redis is restarted mid-way nothing is lost or doubled: the hubs' periodic read carries
// the messages while the bell is down, and the bell rings again once Redis is back.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, startProduct } from './lib/product.mjs';

const APP_KEY = 'demo-app-drama-us';
const TOPIC = 'chat-online_assistant';

/** A Redis of this test's own, which it stops and starts again on the same port. */
async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

const stopChild = (child) =>
  child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

/** A socket's messages, and waiting for one that matches. */
function listen(ws) {
  const received = [];
  const waiters = [];
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    received.push(message);
    for (const waiter of [...waiters])
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
  });
  return {
    received,
    next(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      });
    },
  };
}

const opened = (ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

let product;
let redis;
let redisPort;
let database;
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });

before(async () => {
  database = `backoffice_chat_e2e_${process.pid}`;
  await admin.connect();
  await admin.query(`create database ${database}`);
  redisPort = await freePort();
  redis = await startRedis(redisPort);
  product = await startProduct({
    apis: 2,
    env: {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    },
  });
});
after(async () => {
  await product?.stop();
  if (redis) await stopChild(redis);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

describe('the chat across two api processes', () => {
  it('relays every message once, in order, while Redis is restarted mid-way', async () => {
    const [first, second] = product.apiUrls;
    const call = async (url, options = {}) => {
      const answer = await fetch(`${product.url}${url}`, {
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      });
      const body = await answer.json();
      assert.equal(answer.status, 200, `${url}: ${JSON.stringify(body)}`);
      return body.data;
    };
    // the app user, through nginx
    const appUser = await call('/app-api/sign-in', {
      method: 'POST',
      headers: { 'x-app-key': APP_KEY },
      body: JSON.stringify({ deviceId: `relay-${process.pid}`, platform: 'android', country: 'US' }),
    });
    const asUser = { 'x-app-key': APP_KEY, authorization: `Bearer ${appUser.token}` };
    const conversation = await call('/app-api/chat/conversations', { method: 'POST', headers: asUser, body: '{}' });
    // the agent, through nginx
    const { token } = await call('/admin-api/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'operator', password: 'operator123' }),
    });

    // the app user's socket on the first process, the agent's on the second
    const userSocket = new WebSocket(`${first.replace('http', 'ws')}/app-api/ws`, { headers: asUser });
    const agentSocket = new WebSocket(`${second.replace('http', 'ws')}/admin-api/ws`, [
      'backoffice-live',
      `client-token.${token}`,
    ]);
    await Promise.all([opened(userSocket), opened(agentSocket)]);
    const user = listen(userSocket);
    const agent = listen(agentSocket);
    userSocket.send(JSON.stringify({ type: 'subscribe', topics: ['chat'] }));
    agentSocket.send(JSON.stringify({ type: 'subscribe', topics: [TOPIC], projectCode: 'drama-us' }));
    await Promise.all([
      user.next((message) => message.type === 'subscribed'),
      agent.next((message) => message.type === 'subscribed'),
    ]);

    const write = (index) =>
      call(`/app-api/chat/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: asUser,
        body: JSON.stringify({ clientId: `relay-${index}`, body: `message ${index}` }),
      });
    const heard = (index, timeoutMs) =>
      agent.next(
        (message) => message.type === 'event' && message.payload?.message?.body === `message ${index}`,
        timeoutMs,
      );

    // Redis up: the agent hears the user within a second
    let started = Date.now();
    await write(1);
    await heard(1, 2000);
    assert.ok(Date.now() - started < 1000, `delivered in ${Date.now() - started} ms`);
    // and the user hears the agent's answer, written through the other process
    await call(`/admin-api/customer-service/online_assistant/${conversation.id}/messages`, {
      method: 'POST',
      headers: { 'client-token': token },
      body: JSON.stringify({ projectCode: 'drama-us', clientId: 'agent-1', body: 'How can I help?' }),
    });
    await user.next((message) => message.type === 'event' && message.payload?.message?.body === 'How can I help?');

    // Redis down: stored all the same, carried by the hubs' periodic read
    await stopChild(redis);
    for (const index of [2, 3, 4]) await write(index);
    for (const index of [2, 3, 4]) await heard(index, 5000);

    // Redis back on the same port: the bell rings again
    redis = await startRedis(redisPort);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the clients reconnect on their own schedule
    started = Date.now();
    await write(5);
    await heard(5, 3000);

    const bodies = agent.received
      .filter((message) => message.type === 'event' && message.payload?.change === 'message')
      .map((message) => message.payload.message.body)
      .filter((body) => body.startsWith('message '));
    assert.deepEqual(bodies, ['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);

    // a reconnect with the last id seen replays exactly what was missed, and the app user catches up by message id
    const lastSeen = agent.received.filter((message) => message.type === 'event').at(-1).id;
    agentSocket.close();
    for (const index of [6, 7]) await write(index);
    const again = new WebSocket(`${first.replace('http', 'ws')}/admin-api/ws`, [
      'backoffice-live',
      `client-token.${token}`,
    ]);
    await opened(again);
    const resumed = listen(again);
    again.send(JSON.stringify({ type: 'subscribe', topics: [TOPIC], projectCode: 'drama-us', lastId: lastSeen }));
    await resumed.next((message) => message.type === 'subscribed');
    const replayed = resumed.received
      .filter((message) => message.type === 'event' && message.payload?.change === 'message')
      .map((message) => message.payload.message.body);
    assert.deepEqual(
      replayed.filter((body) => body.startsWith('message ')),
      ['message 6', 'message 7'],
    );
    const caughtUp = await call(
      `/app-api/chat/conversations/${conversation.id}/messages?after=${conversation.lastMessageId}&limit=100`,
      { headers: asUser },
    );
    const userBodies = caughtUp.list.filter((message) => message.author === 'user').map((message) => message.body);
    assert.deepEqual(
      userBodies,
      [1, 2, 3, 4, 5, 6, 7].map((index) => `message ${index}`),
    );
    again.close();
    userSocket.close();
  });
});
