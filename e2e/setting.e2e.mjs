// The setting area as an admin runs it: a new role granting one page, a new user holding it
// who then sees exactly that page; and a normal user kept out of /setting by the guard and
// by the api. Then a list's export from its button to the downloaded file and its record.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { visibleText } from './lib/browser.mjs';
import { productAndBrowser, signedIn as signedInWith } from './lib/suite.mjs';

const suite = productAndBrowser();

const signedIn = (username, password, at = 'user-center%2Findex') =>
  signedInWith(suite, { username, password, at, viewport: { width: 1400, height: 900 }, acceptDownloads: true });

const drawer = (page) => page.locator('.arco-drawer').filter({ visible: true }).last();

/** The menu as the user sees it: each group opened, and the pages listed under it. */
async function visibleMenu(page) {
  const groups = page.locator('.arco-menu-inline-header');
  await groups.first().waitFor();
  const menu = {};
  for (const group of await groups.all()) {
    const name = (await group.innerText()).trim();
    if (!(await group.locator('..').getAttribute('class')).includes('arco-menu-inline-opened')) await group.click();
    const items = group.locator('xpath=following-sibling::*[1]').locator('.arco-menu-item');
    await items.first().waitFor();
    menu[name] = (await items.allInnerTexts()).map((text) => text.trim());
  }
  return menu;
}

describe('the setting area', () => {
  it('an admin grants one page through a new role to a new user, who then sees exactly that page', async () => {
    const { context, page } = await signedIn('admin', 'admin123', 'setting%2Frole');
    await page.getByRole('button', { name: 'New role' }).click();
    await drawer(page).getByLabel('Code').fill('config_keeper');
    await drawer(page).getByLabel('Name').fill('Config keeper');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const roleRow = page.locator('tr', { hasText: 'config_keeper' });
    await roleRow.getByRole('button', { name: 'Permissions' }).click();
    await drawer(page).getByLabel('Filter by name, url or permission').fill('setting/config');
    await drawer(page)
      .locator('.arco-tree-node', { hasText: 'Configuration' })
      .first()
      .locator('.arco-checkbox')
      .click();
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await visibleText(page, 'Permissions of Config keeper saved').waitFor();

    await page.goto(`${suite.product.url}/setting/user`);
    await page.getByRole('button', { name: 'New user' }).click();
    const form = drawer(page);
    await form.getByLabel('Username').fill('kim');
    await form.getByLabel('Name', { exact: true }).fill('Kim Park');
    await form.getByLabel('Email').fill('kim@example.com');
    await form.getByLabel('Password').fill('keeper123');
    await form.getByLabel('Roles in drama-us').click();
    await page.locator('.arco-select-option', { hasText: 'Config keeper' }).click();
    await form.getByText('Roles per project').click(); // closes the options
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('tr', { hasText: 'kim@example.com' }).waitFor();
    await context.close();

    const kim = await signedIn('kim', 'keeper123');
    assert.deepEqual(await visibleMenu(kim.page), { System: ['Configuration'] });
    await kim.page.locator('.arco-menu-item', { hasText: 'Configuration' }).click();
    await visibleText(kim.page, 'support.email').waitFor();
    // the page's buttons came with it: kim may add entries
    await kim.page.getByRole('button', { name: 'New entry' }).waitFor();
    await kim.page.goto(`${suite.product.url}/setting/user`);
    await visibleText(kim.page, 'You cannot open this screen').waitFor();
    await kim.context.close();
  });

  it('keeps a normal user out of /setting, by URL and by api', async () => {
    const { context, page } = await signedIn('normal', 'normal123', 'setting%2Fuser');
    await visibleText(page, 'You cannot open this screen').waitFor();
    assert.equal(new URL(page.url()).pathname, '/setting/user');
    assert.equal(await page.locator('.arco-menu-inline-header', { hasText: 'System' }).count(), 0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    for (const [method, path] of [
      ['GET', '/setting/user/list'],
      ['GET', '/setting/role/list'],
      ['POST', '/setting/config'],
      ['GET', '/export/list'],
    ]) {
      const response = await fetch(`${suite.product.url}/admin-api${path}?projectCode=drama-us`, {
        method,
        headers: { 'client-token': token, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'POST' ? { body: JSON.stringify({ configKey: 'x.y', valueType: 'string', value: 'v' }) } : {}),
      });
      assert.equal(response.status, 403, `${method} ${path}`);
    }
    await context.close();
  });

  it('exports a list from its Export button, downloads the file, and lists the job in the export records', async () => {
    const { context, page } = await signedIn('admin', 'admin123', 'setting%2Fuser');
    await page.locator('tr', { hasText: 'operator' }).first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.locator('.arco-dropdown-menu-item', { hasText: 'CSV' }).click();
    const download = page.getByRole('button', { name: /Download CSV/ });
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    assert.match(file.suggestedFilename(), /\.csv$/);
    const text = await new Promise((resolve, reject) => {
      file.createReadStream().then((stream) => {
        let body = '';
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => resolve(body));
        stream.on('error', reject);
      }, reject);
    });
    assert.match(text, /admin/);
    assert.match(text, /operator/);
    // the file holds the columns the list shows, in its order and under its headers, its times
    // in the browser's time zone, which the time's header names, and each value as the list shows it
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const shown = (await page.locator('.list-page thead th .arco-table-th-item-title').allInnerTexts())
      .map((title) => title.trim())
      .filter((title) => title && title !== 'Actions');
    const [header, ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    assert.deepEqual(
      header.split(','),
      shown.map((title) => (title === 'Created' ? `Created (${zone})` : title)),
    );
    const status = shown.indexOf('Status');
    const operatorLine = lines.find((line) => line.startsWith('operator,') || line.includes(',operator,'));
    assert.equal(operatorLine?.split(',')[status], 'Enabled');
    await page.goto(`${suite.product.url}/setting/export-record`);
    await page.locator('tr', { hasText: 'Staff users' }).first().waitFor();
    await context.close();
  });
});
