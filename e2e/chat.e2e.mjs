// The customer-service chat's main job, end to end through nginx: an app user writes (the app's
// own calls and live socket), the agent sees the conversation arrive in the queue without a
// reload, answers with a frequent reply by its shortcut (the user's name filled in), the user
// hears the answer live, and the agent closes the conversation, after which the user is asked to
// rate it. Then the same screen in Chinese.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import WebSocket from 'ws';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
const APP_KEY = 'demo-app-drama-us';

/** An app user of drama-us, as the app signs one in, with a live socket that keeps what it hears. */
async function appUser(deviceId) {
  const base = suite.product.url;
  const call = async (method, path, body) => {
    const answer = await fetch(`${base}/app-api${path}`, {
      method,
      headers: {
        'x-app-key': APP_KEY,
        'content-type': 'application/json',
        ...(user?.token && { authorization: `Bearer ${user.token}` }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    const envelope = await answer.json();
    assert.equal(answer.status, 200, `${method} ${path}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  let user;
  user = await call('POST', '/sign-in', { deviceId, platform: 'android', country: 'US' });
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/app-api/ws`, {
    headers: { 'x-app-key': APP_KEY, authorization: `Bearer ${user.token}` },
  });
  const heard = [];
  socket.on('message', (data) => heard.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'subscribe', topics: ['chat'] }));
  const until = async (match, what, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = heard.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`the app user did not hear ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await until((message) => message.type === 'subscribed', 'the subscription');
  return { user: user.user, call, until, close: () => socket.close() };
}

describe('customer-service chat', () => {
  it('a user writes, the agent answers with a frequent reply, the user hears it and the conversation closes with a survey', async () => {
    const { page, context } = await signedIn(suite, {
      username: 'operator',
      password: 'operator123',
      at: 'customer-service%2Fonline_assistant',
      viewport: { width: 1440, height: 900 },
    });
    const queue = page.locator('.chat-screen');
    await queue.waitFor();

    // the app user writes after the screen is open: the queue shows them without a reload
    const app = await appUser(`e2e-chat-${Date.now()}`);
    const conversation = await app.call('POST', '/chat/conversations', { serviceCode: 'online_assistant' });
    await app.call('POST', `/chat/conversations/${conversation.id}/messages`, {
      clientId: 'e2e-1',
      body: 'My episode will not load',
    });
    const row = page.getByText(app.user.username, { exact: true }).first();
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    await page.getByText('My episode will not load').waitFor();

    // "/" and the shortcut, Enter inserts the reply (the user's name in it), Enter sends it
    const composer = page.getByRole('textbox', { name: /Write a reply/ });
    await composer.click();
    await composer.pressSequentially('/hello');
    await page.getByRole('listbox', { name: 'Frequent replies' }).waitFor();
    await composer.press('Enter');
    const filled = `Hi ${app.user.username}, thanks for reaching out!`;
    assert.ok((await composer.inputValue()).startsWith(filled), await composer.inputValue());
    await composer.press('Enter');

    // the user hears the answer live, once
    const answer = await app.until(
      (message) => message.type === 'event' && message.payload?.message?.author === 'agent',
      'the answer',
    );
    assert.ok(answer.payload.message.body.startsWith(filled));
    assert.equal(answer.payload.message.staff.name, 'Olivia Park');

    // the agent closes it (asked first); the user is asked to rate it
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.locator('.arco-modal').getByRole('button', { name: 'Close' }).click();
    await app.until((message) => message.type === 'event' && message.payload?.message?.kind === 'survey', 'the survey');
    const closed = await app.until(
      (message) => message.type === 'event' && message.payload?.conversation?.status === 2,
      'the conversation closed',
    );
    assert.equal(closed.payload.conversation.id, conversation.id);
    const rated = await app.call('POST', `/chat/conversations/${conversation.id}/satisfaction`, { score: 5 });
    assert.equal(rated.satisfaction, 5);
    app.close();
    await context.close();
  });

  it('reads in Chinese, with the queue counts in the menu', async () => {
    const { page, context } = await signedIn(suite, {
      username: 'operator',
      password: 'operator123',
      at: 'customer-service%2Fonline_assistant',
      viewport: { width: 1440, height: 900 },
    });
    await page.locator('.chat-screen').waitFor();
    await page.evaluate(() => localStorage.setItem('arco-locale', 'zh-CN'));
    await page.reload();
    await page.locator('.chat-screen').waitFor();
    await page.getByText('排队中', { exact: false }).first().waitFor();
    // the seeded queue has people waiting: the menu entry shows a count
    await page.locator('.side-menu__badge').first().waitFor();
    await context.close();
  });
});
