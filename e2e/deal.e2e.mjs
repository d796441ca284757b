// The deals area's main job: what users buy, and taking it back. An admin creates a package sold
// in two countries, an app user in one of them buys it as the simulator's purchase scenario does
// (the app's calls, the test provider's checkout and its signed callback), the admin finds the
// paid order in the top-up records and refunds it, and the order's history says who and why.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
const viewport = { width: 1440, height: 900 };

/** Picks `option` in the open dropdown of the multiple select labelled `label` inside `form`. */
async function choose(page, form, label, option) {
  await form.getByLabel(label, { exact: true }).click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

/** The app's side of the demo project, as the app and the simulator call it: `/app-api` with the app key and the user's token. */
function appOf(project) {
  let token = null;
  return async (method, path, body, headers = {}) => {
    const answer = await fetch(`${suite.product.url}/app-api${path}`, {
      method,
      headers: {
        'x-app-key': `demo-app-${project}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const envelope = await answer.json();
    assert.equal(answer.status, 200, `${method} ${path}: ${JSON.stringify(envelope)}`);
    if (path === '/sign-in') token = envelope.data.token;
    return envelope.data;
  };
}

describe('the deals area', () => {
  it('creates a package for two countries, sees an app user pay for it, finds the order in the top-up records and refunds it', async () => {
    const { context, page } = await signedIn(suite, { at: 'deal%2Fpackage', viewport });
    await page.getByRole('button', { name: 'Project' }).filter({ hasText: 'Drama US' }).waitFor();
    await page.locator('.list-page tbody .arco-table-tr').first().waitFor();
    const name = `Maple pack ${Date.now().toString(36)}`;

    // 1. a package sold in Canada and the United Kingdom through the test provider, priced in dollars
    await page.getByRole('button', { name: 'New package' }).click();
    const form = page.locator('.arco-drawer').filter({ visible: true });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, form, 'Countries', '(CA)');
    await choose(page, form, 'Countries', '(GB)');
    await form.getByLabel('Name', { exact: true }).click();
    // the first country's currency is the price's
    await form.locator('.arco-form-item', { hasText: 'Currency' }).getByText('CAD', { exact: true }).waitFor();
    await choose(page, form, 'Payment channels', 'Test provider');
    await form.getByLabel('Name', { exact: true }).click();
    await form.getByLabel('Price', { exact: true }).fill('4.99');
    await form.getByLabel('Coins', { exact: true }).fill('550');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const packageRow = page.locator('.list-page tbody .arco-table-tr', { hasText: name });
    await packageRow.waitFor();
    const shown = await packageRow.innerText();
    assert.ok(shown.includes('CA$4.99') || shown.includes('$4.99'), `the price in dollars and cents: ${shown}`);
    assert.ok(shown.includes('CA') && shown.includes('GB'), `both countries: ${shown}`);

    // 2. an app user in Canada buys it: the order, the test provider's checkout, its signed callback
    const app = appOf('drama-us');
    await app('POST', '/sign-in', { deviceId: `e2e-deal-${Date.now()}`, platform: 'android', country: 'CA' });
    const forSale = await app('GET', '/packages');
    const bought = forSale.list.find((one) => one.name === name);
    assert.ok(bought, 'the new package is for sale in Canada');
    const order = await app('POST', '/orders', { packageId: bought.id, channelCode: 'test' });
    const checkout = await app('POST', `/orders/${order.orderNo}/test-checkout`, { outcome: 'paid' });
    const callbackPath = checkout.callbackPath.replace(/^\/app-api/, '');
    await app('POST', callbackPath, checkout.body, { 'x-signature': checkout.signature });
    // a replay of the same callback credits nothing again
    await app('POST', callbackPath, checkout.body, { 'x-signature': checkout.signature });
    const me = await app('GET', `/orders/${order.orderNo}`);
    assert.equal(me.status, 1, 'paid');

    // 3. the admin finds it paid in the top-up records, with the amount in its currency
    await page.goto(`${suite.product.url}/deal/topup-record?orderNo=${order.orderNo}`);
    const orderRow = page.locator('.list-page tbody .arco-table-tr', { hasText: order.orderNo });
    await orderRow.getByText('Successful').waitFor();
    assert.ok((await orderRow.innerText()).includes('4.99'));

    // 4. refunded after a confirmation with a reason; the row says so and the history says who and why
    await orderRow.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.locator('.arco-modal').filter({ visible: true });
    await dialog.getByText('550', { exact: false }).first().waitFor();
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByText('Say why the order is refunded').waitFor();
    await dialog.getByLabel('Reason').fill('Charged twice by the bank');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await orderRow.getByText('Refunded').first().waitFor();
    await orderRow.getByRole('button', { name: 'Details' }).click();
    const drawer = page.locator('.arco-drawer').filter({ visible: true });
    await drawer.getByText('Charged twice by the bank', { exact: false }).waitFor();
    await context.close();
  });
});
