// A session that ends while a form is open keeps the typed work: the server ends the session,
// the save is refused with a reason, the user signs in again over the page, and the save goes
// through with what they typed. A second tab of the browser takes the new token as well.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { visibleText } from './lib/browser.mjs';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();

const api = (path, token, init = {}) =>
  fetch(`${suite.product.url}/admin-api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'client-token': token, ...init.headers },
  }).then((response) => response.json());

describe('a session ending under an open form', () => {
  it('asks to sign in again over the page, then saves the typed values', async () => {
    const { context, page } = await signedIn(suite, {
      username: 'normal',
      password: 'normal123',
      at: 'user-center%2Findex&tab=settings',
      viewport: { width: 1440, height: 900 },
    });
    const other = await context.newPage(); // a second tab of the same browser
    await other.goto(`${suite.product.url}/dashboard/workplace`);
    await other.locator('.layout__navbar').waitFor();

    const name = page.getByLabel('Name', { exact: true }).filter({ visible: true });
    await name.waitFor();
    await name.fill('Noor Kept-Through-Sign-In');
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    // the session is ended on the server, as a sign-out elsewhere does
    assert.equal((await api('/logout', oldToken, { method: 'POST', body: '{}' })).code, 200);

    await page.getByRole('button', { name: 'Save' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Signed out elsewhere' });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel('Username').inputValue(), 'normal');
    await dialog.getByLabel('Password').fill('normal123');
    // the other tab reads the user's info again with the token this sign-in brings (the storage event)
    const otherTabFollows = other.waitForRequest(
      (request) => request.url().includes('/admin-api/getInfo') && request.headers()['client-token'] !== oldToken,
    );
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    await visibleText(page, 'Your profile was saved').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await name.inputValue(), 'Noor Kept-Through-Sign-In');

    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    assert.notEqual(newToken, oldToken);
    const info = await api('/getInfo', newToken);
    assert.equal(info.data.name, 'Noor Kept-Through-Sign-In');
    // the other tab took the new token without a word, and is still signed in where it was
    assert.equal((await otherTabFollows).headers()['client-token'], newToken);
    await other.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.equal(new URL(other.url()).pathname, '/dashboard/workplace');
    await context.close();
  });
});
