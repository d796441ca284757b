// The host's frame as staff use it all day: theme and colour kept across reloads, tabs
// that keep a page's input, the project switch reloading the menu, both languages.
// Screenshots of the frame in each language and theme go to e2e/artifacts/ (not committed).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pickFromHoverMenu, visibleText } from './lib/browser.mjs';
import { productAndBrowser, signedIn as signedInWith } from './lib/suite.mjs';

const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');
const suite = productAndBrowser();

before(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});

const signedIn = (username = 'admin', password = 'admin123', at = 'dashboard%2Fworkplace') =>
  signedInWith(suite, { username, password, at, viewport: { width: 1400, height: 860 } });

const themeOf = (page) =>
  page.evaluate(() => ({
    dark: document.body.getAttribute('arco-theme') === 'dark',
    primary6: getComputedStyle(document.body).getPropertyValue('--primary-6').trim(),
  }));

describe('the frame', () => {
  it('keeps the theme colour and the light theme across a reload', async () => {
    const { context, page } = await signedIn();
    assert.deepEqual((await themeOf(page)).dark, true, 'dark by default');
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('button', { name: 'Theme colour #722ED1' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const chosen = await themeOf(page);
    assert.equal(chosen.dark, false);
    assert.notEqual(chosen.primary6, '');
    await page.reload();
    await page.locator('.layout__navbar').waitFor();
    assert.deepEqual(await themeOf(page), chosen, 'the same theme and palette after a reload');
    await context.close();
  });

  it("keeps a page's unsaved input when switching tabs and back", async () => {
    const { context, page } = await signedIn();
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    await page.goto(`${suite.product.url}/user-center/index?tab=settings`);
    const name = page.getByLabel('Name', { exact: true }).filter({ visible: true });
    await name.fill('Avery Chen (draft)');
    await page.getByRole('tab', { name: /Workplace/ }).click();
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    await page.getByRole('tab', { name: /User center/ }).click();
    assert.equal(await name.inputValue(), 'Avery Chen (draft)');
    await context.close();
  });

  it('scrolls the menu and the page each on their own; a menu entry is a link, and opens its page at the top', async () => {
    const { context, page } = await signedInWith(suite, { viewport: { width: 1400, height: 560 } });
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    const main = page.locator('.layout__main');
    await main.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    assert.ok((await main.evaluate((element) => element.scrollTop)) > 0, 'the workplace is taller than the window');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the window itself does not scroll');
    assert.equal((await page.locator('.layout__sider').boundingBox()).y, 60, 'the menu stays below the navbar');

    const system = page.locator('.arco-menu-inline-header', { hasText: 'System' });
    await system.scrollIntoViewIfNeeded();
    if (!(await system.locator('..').getAttribute('class')).includes('arco-menu-inline-opened')) await system.click();
    const staff = page.getByRole('link', { name: 'Staff users', exact: true });
    assert.equal(await staff.getAttribute('href'), '/setting/user');
    // Ctrl/Cmd-click opens it in a new browser tab and leaves this one where it was
    const [opened] = await Promise.all([context.waitForEvent('page'), staff.click({ modifiers: ['ControlOrMeta'] })]);
    await opened.waitForLoadState('domcontentloaded');
    assert.match(opened.url(), /\/setting\/user$/);
    assert.match(page.url(), /\/dashboard\/workplace$/);
    await opened.close();
    await staff.click();
    await page.waitForURL('**/setting/user');
    await page.getByRole('tab', { name: /Staff users/ }).waitFor();
    assert.equal(await main.evaluate((element) => element.scrollTop), 0, 'the page opens at its top');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });

  it('reloads the menu of the project switched to', async () => {
    const { context, page } = await signedIn();
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    const menuCall = page.waitForRequest((request) => request.url().includes('/admin-api/sysmenu/user/search'));
    await pickFromHoverMenu(page, 'Project', 'Drama SEA');
    const projectId = new URL((await menuCall).url()).searchParams.get('projectId');
    const info = await (
      await fetch(`${suite.product.url}/admin-api/getInfo`, {
        headers: { 'client-token': await page.evaluate(() => localStorage.getItem('token')) },
      })
    ).json();
    assert.equal(Number(projectId), info.data.projects.find((project) => project.name === 'Drama SEA').id);
    await page.locator('.arco-menu-inline-header', { hasText: 'Dashboard' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Project' }).innerText(), 'Drama SEA');
    await context.close();
  });

  it('switches to Chinese and back, remembering the choice, and photographs each language and theme', async () => {
    const { context, page } = await signedIn();
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(ARTIFACTS, 'shell-en-US-dark.png') });
    await pickFromHoverMenu(page, 'Language', '中文');
    await visibleText(page, '近 14 天充值').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('arco-locale')), 'zh-CN');
    await page.screenshot({ path: path.join(ARTIFACTS, 'shell-zh-CN-dark.png') });
    await page.getByRole('button', { name: '切换为亮色主题' }).click();
    await page.screenshot({ path: path.join(ARTIFACTS, 'shell-zh-CN-light.png') });
    await page.reload();
    await visibleText(page, '近 14 天充值').waitFor();
    await pickFromHoverMenu(page, '语言', 'English');
    await visibleText(page, 'Top-up, last 14 days').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('arco-locale')), 'en-US');
    await page.screenshot({ path: path.join(ARTIFACTS, 'shell-en-US-light.png') });
    await context.close();
  });
});
