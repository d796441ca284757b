// Delivery through nginx as staff and operators meet it: the cache rules of each kind of
// file, a release and a rollback reaching a session that is open, and a missing version
// folder costing only its own area. The release and rollback are the real CLIs
// (scripts/release.mjs, scripts/rollback.mjs) run on the product's private releases copy.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openUserCenterFromAvatar, signIn, visibleText } from './lib/browser.mjs';
import { ROOT } from './lib/product.mjs';
import { productAndBrowser } from './lib/suite.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const suite = productAndBrowser();

function registry() {
  return JSON.parse(fs.readFileSync(path.join(suite.product.releasesDir, 'remotes.json'), 'utf8'));
}

function liveVersionOf(area) {
  return area === 'host' ? registry().host.version : registry().remotes[area].version;
}

/** Runs a delivery CLI on the private releases copy, as an operator would on the server. */
function runCli(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: suite.product.releasesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * A signed-out browser tab that records every response it gets and every Content Security
 * Policy violation the browser reports (as events and as console errors).
 */
async function openTab() {
  const context = await suite.browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const page = await context.newPage();
  const responses = [];
  const consoleViolations = [];
  page.on('response', (response) =>
    responses.push({ url: new URL(response.url()), status: response.status(), headers: response.headers() }),
  );
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  const violations = async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => window.__cspViolations).catch(() => [])),
  ];
  return { context, page, responses, violations };
}

/** The paths of the dashboard remote's scripts among `responses`. */
function dashboardScripts(responses) {
  return responses
    .filter(({ url }) => url.pathname.startsWith('/remotes/dashboard/') && url.pathname.endsWith('.js'))
    .map(({ url }) => url.pathname);
}

async function openWorkplace(page) {
  const item = page.locator('.arco-menu-item', { hasText: 'Workplace' });
  if (!(await item.isVisible())) await page.locator('.arco-menu-inline-header', { hasText: 'Dashboard' }).click();
  await item.click();
  await page.waitForURL(/\/dashboard\/workplace$/);
}

async function openUserCenter(page) {
  await openUserCenterFromAvatar(page);
  await page.waitForURL(/\/user-center\/index$/);
  await visibleText(page, 'Projects and roles').waitFor();
}

const workplaceShown = (page) => visibleText(page, 'Top-up, last 14 days').waitFor();
const updateDialog = (page) => page.getByRole('dialog').filter({ hasText: 'New version' });

/** Navigates with `go` and says whether the version check of that navigation asked to update. */
async function navigateAndCheck(page, go) {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/version.txt');
  await go(page);
  await checked;
  try {
    await updateDialog(page).waitFor({ timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}

/** Confirms the update dialog; resolves when the reloaded page is there. */
async function confirmUpdate(page, responses) {
  const dialog = updateDialog(page);
  assert.match(await dialog.innerText(), /Please update the new version\?/);
  const reloaded = page.waitForEvent('load');
  const mark = responses.length;
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await reloaded;
  return mark;
}

describe('delivery through nginx', () => {
  it('serves each kind of file with its cache rule, compressed, with the security headers', async () => {
    const { context, page, responses, violations } = await openTab();
    await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
    await signIn(page, 'admin', 'admin123');
    await workplaceShown(page);
    await page.waitForLoadState('networkidle');
    await openUserCenter(page);

    const cacheOf = (predicate, kind) => {
      const matching = responses.filter((response) => response.status === 200 && predicate(response.url.pathname));
      assert.ok(matching.length > 0, `the browser loaded no ${kind}`);
      return [...new Set(matching.map((response) => response.headers['cache-control']))];
    };
    const hostVersion = liveVersionOf('host');
    const remote = `/remotes/dashboard/${liveVersionOf('dashboard')}/`;
    const observed = {
      'index.html (the page itself)': cacheOf((p) => p === '/login', 'page'),
      'remotes.json': cacheOf((p) => p === '/remotes.json', 'registry'),
      'version.txt': cacheOf((p) => p === '/version.txt', 'version.txt'),
      'mf-manifest.json': cacheOf((p) => p === `${remote}mf-manifest.json`, 'manifest'),
      'remoteEntry.js': cacheOf((p) => p === `${remote}remoteEntry.js`, 'remote entry'),
      'host scripts': cacheOf((p) => p.startsWith(`/host/${hostVersion}/`) && p.endsWith('.js'), 'host script'),
      'host stylesheets': cacheOf(
        (p) => p.startsWith(`/host/${hostVersion}/`) && p.endsWith('.css'),
        'host stylesheet',
      ),
      'remote chunks': cacheOf(
        (p) => p.startsWith(remote) && p.endsWith('.js') && !p.endsWith('/remoteEntry.js'),
        'remote chunk',
      ),
    };
    console.log('cache-control seen by the browser:', observed);
    assert.deepEqual(observed, {
      'index.html (the page itself)': ['no-cache'],
      'remotes.json': ['no-cache'],
      'version.txt': ['no-cache'],
      'mf-manifest.json': ['no-cache'],
      'remoteEntry.js': ['no-cache'],
      'host scripts': [IMMUTABLE],
      'host stylesheets': [IMMUTABLE],
      'remote chunks': [IMMUTABLE],
    });
    // The api's answers are the api's business: nginx adds no caching to them.
    const apiAnswers = responses.filter((response) => response.url.pathname.startsWith('/admin-api/'));
    assert.ok(apiAnswers.length > 0);
    assert.ok(apiAnswers.every((response) => response.headers['cache-control'] !== IMMUTABLE));

    // Compressed on the wire.
    const main = responses.find((response) => response.url.pathname === `/host/${hostVersion}/main.js`);
    assert.equal(main.headers['content-encoding'], 'gzip');

    // The page's security headers, and a policy the product lives with.
    const document = responses.find((response) => response.url.pathname === '/login');
    assert.match(document.headers['content-security-policy'], /script-src 'self';/);
    assert.doesNotMatch(document.headers['content-security-policy'], /unsafe-eval/);
    assert.equal(document.headers['x-content-type-options'], 'nosniff');
    assert.equal(document.headers['x-frame-options'], 'DENY');
    assert.equal(document.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.deepEqual(await violations(), [], 'no Content Security Policy violation');
    await context.close();
  });

  it('answers 404 for what is not there or not for browsers, and deep links with the app', async () => {
    const remote = `/remotes/dashboard/${liveVersionOf('dashboard')}/`;
    const get = (pathname, headers = {}) => fetch(`${suite.product.url}${pathname}`, { headers });
    for (const pathname of [
      `${remote}no-such-chunk.1234567890.js`,
      '/host/0.0.0-gone/main.js',
      '/history.jsonl',
      '/.lock',
      '/remotes.json.1.tmp',
    ]) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
    }
    const deepLink = await get('/dashboard/workplace?range=7', { accept: 'text/html' });
    assert.equal(deepLink.status, 200);
    assert.equal(deepLink.headers.get('cache-control'), 'no-cache');
    assert.match(await deepLink.text(), new RegExp(`/host/${liveVersionOf('host')}/main\\.js`));
    // "no-cache" costs a 304, not the file, when nothing changed.
    const version = await get('/version.txt');
    const again = await get('/version.txt', { 'if-none-match': version.headers.get('etag') });
    assert.equal(again.status, 304);
    // The api behind the same origin, with the same headers.
    const health = await get('/admin-api/health');
    assert.equal(health.status, 200);
    assert.equal(health.headers.get('x-content-type-options'), 'nosniff');
  });

  it(
    'tells an open session about a release, gives it the new code on Confirm, and a rollback reaches it too',
    { timeout: 240_000 },
    async () => {
      const { context, page, responses, violations } = await openTab();
      const before = liveVersionOf('dashboard');
      await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
      await signIn(page, 'admin', 'admin123');
      await workplaceShown(page);
      await openUserCenter(page);
      assert.ok(dashboardScripts(responses).length > 0);
      assert.ok(dashboardScripts(responses).every((script) => script.startsWith(`/remotes/dashboard/${before}/`)));
      const storedAtStart = await page.evaluate(() => localStorage.getItem('version'));
      assert.equal(storedAtStart, fs.readFileSync(path.join(suite.product.releasesDir, 'version.txt'), 'utf8').trim());

      // A release of the dashboard while the tab is open.
      await runCli('release.mjs', ['dashboard']);
      const released = liveVersionOf('dashboard');
      assert.notEqual(released, before);
      assert.ok(fs.existsSync(path.join(suite.product.releasesDir, 'remotes/dashboard', released, 'mf-manifest.json')));

      // The next navigation asks; until Confirm the tab keeps running what it loaded.
      assert.equal(await navigateAndCheck(page, openWorkplace), true, 'the release is announced');
      await workplaceShown(page);
      assert.equal(await page.getByRole('dialog').count(), 1);
      let mark = await confirmUpdate(page, responses);
      await workplaceShown(page);
      const afterRelease = dashboardScripts(responses.slice(mark));
      assert.ok(afterRelease.some((script) => script.endsWith('/remoteEntry.js')));
      assert.deepEqual(
        afterRelease.filter((script) => !script.startsWith(`/remotes/dashboard/${released}/`)),
        [],
        'after Confirm the dashboard comes from the new version',
      );
      assert.equal(
        await page.evaluate(() => localStorage.getItem('version')),
        fs.readFileSync(path.join(suite.product.releasesDir, 'version.txt'), 'utf8').trim(),
      );
      // Up to date now: moving on asks nothing.
      assert.equal(await navigateAndCheck(page, openUserCenter), false, 'no question once up to date');

      // A rollback reaches the same tab. Cancel first: the tab keeps working and is asked again.
      await runCli('rollback.mjs', ['dashboard']);
      assert.equal(liveVersionOf('dashboard'), before);
      assert.equal(await navigateAndCheck(page, openWorkplace), true, 'the rollback is announced');
      await updateDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await updateDialog(page).waitFor({ state: 'hidden' });
      await workplaceShown(page);
      assert.equal(await navigateAndCheck(page, openUserCenter), true, 'asked again after Cancel');
      mark = await confirmUpdate(page, responses);
      await visibleText(page, 'Projects and roles').waitFor();
      await openWorkplace(page);
      await workplaceShown(page);
      const afterRollback = dashboardScripts(responses.slice(mark));
      assert.ok(afterRollback.some((script) => script.endsWith('/remoteEntry.js')));
      assert.deepEqual(
        afterRollback.filter((script) => !script.startsWith(`/remotes/dashboard/${before}/`)),
        [],
        'after the rollback the dashboard is the old one again',
      );

      assert.deepEqual(await violations(), [], 'no Content Security Policy violation');
      await context.close();
    },
  );

  it('shows the error panel of an area whose live version folder is gone, while the other areas work', async () => {
    const live = liveVersionOf('dashboard');
    const folder = path.join(suite.product.releasesDir, 'remotes/dashboard', live);
    const aside = path.join(path.dirname(suite.product.releasesDir), `dashboard-${live}`);
    fs.renameSync(folder, aside);
    const { context, page, violations } = await openTab();
    try {
      await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
      await signIn(page, 'admin', 'admin123');
      await visibleText(page, 'This area could not be loaded').waitFor();
      assert.ok(await page.locator('.arco-menu').isVisible(), 'the menu stays');

      await openUserCenter(page);
      assert.equal(await visibleText(page, 'This area could not be loaded').count(), 0);

      await openWorkplace(page);
      await visibleText(page, 'This area could not be loaded').waitFor();
      // The folder is back (say, restored from a backup): Retry brings the area back.
      fs.renameSync(aside, folder);
      await page.getByRole('button', { name: 'Retry' }).click();
      await workplaceShown(page);
      assert.deepEqual(await violations(), [], 'no Content Security Policy violation');
    } finally {
      if (fs.existsSync(aside)) fs.renameSync(aside, folder);
      await context.close();
    }
  });
});
