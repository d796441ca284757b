// Every screen as a person meets it at 1440 × 900: no serious or critical accessibility
// violation (axe-core, WCAG 2 A and AA), and lists that fit without scrolling sideways, in
// both languages and under one project or all of them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accessibilityProblems } from './lib/axe.mjs';
import { visibleText } from './lib/browser.mjs';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
const VIEWPORT = { width: 1440, height: 900 };
/** where the shell keeps a user's display settings (shared/src/settings/settingsSlice.ts) */
const SETTINGS_KEY = 'settings';

const LISTS = [
  '/setting/user',
  '/setting/account',
  '/setting/role',
  '/setting/menu',
  '/setting/config',
  '/setting/export-record',
];

/** The lists checked for their fit too: the widest of the product's. */
const DEALS = [
  '/deal/package',
  '/deal/topup-record',
  '/deal/coupon',
  '/deal/package-award',
  '/deal/fastpackagetemplate',
];
/** The customer-service area's lists. */
const CUSTOMER_SERVICE = ['/customer-service/reply-mange', '/customer-service/feed'];
/** The activities area's lists. */
const ACTIVITIES = ['/activity/list', '/activity/record', '/activity/drawprize', '/activity/medalconfig'];
const FITTING = [
  ...LISTS,
  '/user/list',
  '/product/list',
  '/customer-service/apply/list',
  ...DEALS,
  ...CUSTOMER_SERVICE,
  ...ACTIVITIES,
];

/** The page on screen once its content is drawn: a list's rows, or the screen's own text. */
async function shown(page, path) {
  const screen = page.locator('.tab-pages');
  if (FITTING.includes(path))
    await screen.locator('tbody .arco-table-tr:not(.arco-table-empty-row)').filter({ visible: true }).first().waitFor();
  else await screen.locator('.arco-result, .arco-card, .arco-tabs').filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** An export of the staff users, so the export records list has rows. */
async function exportStaffUsers(page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${suite.product.url}/admin-api/setting/user/export`, {
    method: 'POST',
    headers: { 'client-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'csv', projectCode: 'drama-us' }),
  });
  assert.equal(response.status, 200);
}

describe('every screen', () => {
  it('has no serious or critical accessibility violation, signed out or in', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    const login = await context.newPage();
    await login.goto(`${suite.product.url}/login`);
    await login.getByPlaceholder('Username').waitFor();
    assert.deepEqual(await accessibilityProblems(login), [], '/login');
    await context.close();

    const { context: signedInContext, page } = await signedIn(suite, { viewport: VIEWPORT });
    await exportStaffUsers(page);
    const screens = [
      '/dashboard/workplace',
      '/user-center/index',
      '/user-center/index?tab=settings',
      ...LISTS,
      '/product/list',
      ...DEALS,
      ...CUSTOMER_SERVICE,
      ...ACTIVITIES,
      // the chat: its queue's tabs, the conversation and the user's card
      '/customer-service/online_assistant',
      '/no/such/page',
    ];
    // the dark theme (the default), then the light one a user may pick in the settings
    for (const theme of ['dark', 'light']) {
      if (theme === 'light')
        await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ theme: 'light' })), SETTINGS_KEY);
      for (const path of screens) {
        await page.goto(`${suite.product.url}${path}`);
        await shown(page, path.split('?')[0]);
        assert.equal(await page.evaluate(() => document.body.getAttribute('arco-theme') ?? 'light'), theme);
        assert.deepEqual(await accessibilityProblems(page), [], `${path} (${theme})`);
      }
    }
    await signedInContext.close();
  });

  it('lists fit a 1440 px screen without scrolling sideways, their filter labels and the menu labels on one line, in both languages and under all projects', async () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const { context, page } = await signedIn(suite, { viewport: VIEWPORT });
      await page.evaluate((language) => localStorage.setItem('arco-locale', language), locale);
      await exportStaffUsers(page);
      for (const project of ['drama-us', 'all']) {
        await page.evaluate((code) => sessionStorage.setItem('projectCode', code), project);
        for (const path of FITTING) {
          await page.goto(`${suite.product.url}${path}`);
          await shown(page, path);
          // a label on two lines is taller than its control (32 px)
          const wrapped = await page
            .locator('.tab-pages .list-search .arco-form-label-item')
            .filter({ visible: true })
            .evaluateAll((labels) =>
              labels.filter((label) => label.getBoundingClientRect().height > 40).map((label) => label.textContent),
            );
          assert.deepEqual(wrapped, [], `${locale} ${project} ${path}: filter labels on two lines`);
          const table = page.locator('.tab-pages .arco-table-content-inner').filter({ visible: true }).first();
          const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
          }));
          assert.ok(
            scrollWidth <= clientWidth,
            `${locale} ${project} ${path}: the table is ${scrollWidth} px wide in ${clientWidth} px`,
          );
        }
      }
      // every menu label read whole (the groups opened: their items shown)
      const closed = page.locator('.layout__sider .arco-menu-inline-header[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();
      const cut = await page
        .locator('.layout__sider .arco-menu-item-inner')
        .filter({ visible: true })
        .evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
        );
      assert.deepEqual(cut, [], `${locale}: menu labels cut`);
      // the rows under all projects say whose they are, by the project's name
      await page.goto(`${suite.product.url}/setting/config?configKey=ads.rewarded_enabled`);
      // the filtered rows, once drawn (not the empty or the previous list's rows)
      await visibleText(page, 'ads.rewarded_enabled').first().waitFor();
      const rows = page
        .locator('.tab-pages tbody .arco-table-tr:not(.arco-table-empty-row)')
        .filter({ visible: true, hasText: 'ads.rewarded_enabled' });
      await page.waitForFunction(
        () => document.querySelectorAll('.tab-pages tbody .arco-table-tr:not(.arco-table-empty-row)').length >= 3,
      );
      const projects = await rows.evaluateAll((elements) =>
        elements.map((row) => row.querySelector('.arco-table-td')?.textContent),
      );
      assert.deepEqual(projects.sort(), ['Drama JP', 'Drama SEA', 'Drama US']);
      await context.close();
    }
  });
});
