// The host-federation story in a real browser against the built product.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openUserCenterFromAvatar, signIn, visibleText } from './lib/browser.mjs';
import { productAndBrowser } from './lib/suite.mjs';

const suite = productAndBrowser();

async function newPage() {
  const context = await suite.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  /** every script the page downloaded: its URL and its text */
  const scripts = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  return { page, scripts, context };
}

describe('signing in and opening a remote page', () => {
  it('sends a visitor to login with the target, then lands there with the menu of the server', async () => {
    const { page, scripts, context } = await newPage();
    await page.goto(`${suite.product.url}/dashboard/workplace?range=7`);
    await page.waitForURL(/\/login\?/);
    const loginUrl = new URL(page.url());
    assert.equal(loginUrl.searchParams.get('redirect'), 'dashboard/workplace');
    assert.equal(loginUrl.searchParams.get('range'), '7');

    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(`${suite.product.url}/dashboard/workplace?range=7`);
    await visibleText(page, 'Welcome back').waitFor();
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    await page.locator('.workplace__figure').first().waitFor();

    // The menu is the server's, in its order, hidden items left out.
    const groups = await page.locator('.arco-menu-inline-header').allInnerTexts();
    assert.deepEqual(groups.map((text) => text.trim()).slice(0, 3), ['Dashboard', 'Business', 'Content']);
    assert.equal(await visibleText(page, 'Custom statistics').count(), 0);

    // Each shared singleton arrives once: one file holds react-dom, no script is fetched
    // twice, and Arco's components (they all call getPrefixCls) come from the host only.
    await page.waitForLoadState('networkidle');
    const urls = scripts.map((script) => script.url);
    assert.equal(new Set(urls).size, urls.length, 'no script is downloaded twice');
    const reactDom = scripts.filter((script) => script.body.includes('__reactContainer$'));
    assert.equal(reactDom.length, 1, `react-dom is in ${reactDom.map((script) => script.url).join(', ')}`);
    const arco = scripts.filter((script) => script.body.includes('getPrefixCls'));
    assert.ok(arco.length > 5, 'Arco components come as separate shared modules');
    assert.deepEqual(
      arco.filter((script) => script.url.includes('/remotes/')).map((script) => script.url),
      [],
      'the remote brings no Arco of its own',
    );
    assert.ok(
      urls.some((url) => url.includes('/remotes/dashboard/')),
      'the workplace came from the dashboard remote',
    );
    await context.close();
  });

  it('says a screen that is not granted may not be opened, an unknown path is not found, and logs out clearing the session', async () => {
    const { page, context } = await newPage();
    await page.goto(`${suite.product.url}/login`);
    await signIn(page, 'operator', 'operator123');
    await page.waitForURL(`${suite.product.url}/user-center/index`);
    await page.goto(`${suite.product.url}/setting/user`);
    await visibleText(page, 'You cannot open this screen').waitFor();
    await page.goto(`${suite.product.url}/no/such/page`);
    await visibleText(page, 'Page not found').waitFor();

    await page.locator('.navbar .arco-avatar').click();
    await visibleText(page, 'Log out').click();
    await page.waitForURL(/\/login/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      project: sessionStorage.getItem('projectCode'),
    }));
    assert.deepEqual(stored, { token: null, project: null });
    await page.goto(`${suite.product.url}/dashboard/workplace`);
    await page.waitForURL(/\/login\?redirect=dashboard%2Fworkplace/);
    await context.close();
  });
});

describe('a remote that cannot be loaded', () => {
  it('shows the error panel inside the layout, keeps the rest working, and recovers on retry', async () => {
    const registry = JSON.parse(fs.readFileSync(path.join(suite.product.releasesDir, 'remotes.json'), 'utf8'));
    const manifest = path.join(suite.product.releasesDir, registry.remotes.dashboard.manifest);
    const original = fs.readFileSync(manifest);
    fs.writeFileSync(manifest, '{ this is not a manifest');
    const { page, context } = await newPage();
    try {
      await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
      await signIn(page, 'admin', 'admin123');
      await visibleText(page, 'This area could not be loaded').waitFor();
      assert.ok(await page.locator('.arco-menu').isVisible(), 'the menu stays');
      assert.ok(await page.locator('.navbar').isVisible(), 'the navbar stays');

      await openUserCenterFromAvatar(page);
      await visibleText(page, 'Projects and roles').waitFor();

      await page.goBack();
      await visibleText(page, 'This area could not be loaded').waitFor();
      fs.writeFileSync(manifest, original);
      await page.getByRole('button', { name: 'Retry' }).click();
      await visibleText(page, 'Top-up, last 14 days').waitFor();
    } finally {
      fs.writeFileSync(manifest, original);
      await context.close();
    }
  });
});
