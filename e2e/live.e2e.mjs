// The live channel through the one origin: the page opens one WebSocket to /admin-api/ws
// through nginx (the token goes in its first message, not its URL), and the message box's
// bell counts the notice of a finished export without a reload, within a second of the end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiOf, productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();

/** The bell's unread count, as its label says it. */
const BELL = '.layout__navbar button[aria-label^="Messages"]';
const unreadOf = (label) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

describe('the live channel', () => {
  it('counts the notice of a finished export in the bell without a reload, within a second of its end', async (t) => {
    const signing = await signedIn(suite, { at: 'setting%2Fuser', viewport: { width: 1400, height: 900 } });
    const { context } = signing;
    // a tab of its own, watched from its first request (the signed-in session is the context's):
    // a socket the sign-in tab opened as it went is not this tab's
    const page = await context.newPage();
    const sockets = [];
    page.on('websocket', (socket) => sockets.push(socket));
    const subscribed = new Promise((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => String(payload).includes('"subscribed"') && resolve()),
      ),
    );
    await page.goto(signing.page.url());
    await signing.page.close();
    await page.locator('tr', { hasText: 'operator' }).first().waitFor();
    await subscribed;
    const open = sockets.filter((socket) => !socket.isClosed());
    assert.equal(open.length, 1, 'one connection per tab');
    assert.equal(open[0].url(), `${suite.product.url.replace(/^http/, 'ws')}/admin-api/ws`);

    // once subscribed, the bell asks for its count once more (what came before was not heard): let it
    await page.waitForLoadState('networkidle');
    const before = unreadOf(await page.locator(BELL).getAttribute('aria-label'));
    await page.evaluate(() => (window.notReloaded = true));
    const countCalls = [];
    page.on('request', (request) => request.url().includes('/notification/unread-count') && countCalls.push(request));

    await page.getByRole('button', { name: 'Export' }).click();
    await page.locator('.arco-dropdown-menu-item', { hasText: 'CSV' }).click();
    // the moment the bell shows one more, read in the page as it paints
    const counted = await page.waitForFunction(
      ({ selector, expected }) => {
        const label = document.querySelector(selector)?.getAttribute('aria-label') ?? '';
        return label === `Messages, ${expected} unread` && Date.now();
      },
      { selector: BELL, expected: before + 1 },
      { polling: 'raf', timeout: 30_000 },
    );
    const countedAt = await counted.jsonValue();

    const api = await apiOf(suite, page);
    const { data } = await api('/export/mine?listKey=setting.user&pageSize=1&projectCode=drama-us');
    const job = data.list[0];
    assert.equal(job.status, 'succeeded');
    const late = countedAt - Date.parse(job.finishTime);
    assert.ok(late >= 0 && late < 1000, `the bell counted the notice ${late} ms after the export finished`);
    t.diagnostic(`the bell counted the notice ${late} ms after the export finished`);
    assert.equal(await page.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
    assert.equal(countCalls.length, 0, 'the count came over the live channel, not by asking the api');
    // the export button followed the job to its end too
    await page.getByRole('button', { name: /Download CSV/ }).waitFor();
    await context.close();
  });
});
