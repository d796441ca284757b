// The first screens' request waterfall (issue 12), by its structure, never by the clock:
// what starts before what. How fast it is, is measured by `npm run bench:pages`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn } from './lib/browser.mjs';
import { productAndBrowser } from './lib/suite.mjs';

const suite = productAndBrowser();

// Runs in the page before its scripts: when the page's first script of its own has run (the login
// island on a signed-out visit), when the login form first shows (pre-drawn into index.html), and
// when React has taken it over (its props are on the button).
function watchFirstScreen() {
  performance.setResourceTimingBufferSize(2000);
  const marks = {};
  window.__firstScreen = marks;
  // On the document: a load event is never dispatched through the window.
  document.addEventListener(
    'load',
    (event) => {
      if (
        event.target instanceof HTMLScriptElement &&
        /\/(main|login-island\.[0-9a-f]+)\.js$/.test(event.target.src) &&
        !marks.scriptRan
      )
        marks.scriptRan = performance.now();
    },
    true,
  );
  const frame = () => {
    const button = document.querySelector('.login-form button[type=submit]');
    const rect = button?.getBoundingClientRect();
    if (!marks.loginForm && rect && rect.width > 0 && rect.height > 0) marks.loginForm = performance.now();
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps')))
      marks.loginReady = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const requestsOf = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );

/** The login island's script: React and the login page, which make the drawn form work. */
const ISLAND = /\/login-island\.[0-9a-f]+\.js$/;

/**
 * Holds the island back until the drawn form has shown: the form must show with no script run, and
 * whether the island would have run before the first frame otherwise is a matter of timing.
 */
async function holdIslandUntilTheFormShows(page) {
  await page.route(ISLAND, async (route) => {
    await page.waitForFunction(() => window.__firstScreen.loginForm);
    await route.continue();
  });
}

describe('the first screens do not wait on what they do not need', () => {
  it("shows the login form drawn into index.html before any script has run, in the visitor's language", async () => {
    for (const [locale, submit] of [
      ['en-US', 'Sign in'],
      ['zh-CN', '登录'],
    ]) {
      const context = await suite.browser.newContext({ locale });
      const page = await context.newPage();
      await page.addInitScript(watchFirstScreen);
      await holdIslandUntilTheFormShows(page);
      const html = await (await page.goto(`${suite.product.url}/login`)).text();
      await page.waitForFunction(() => window.__firstScreen.loginReady);
      const marks = await page.evaluate(() => window.__firstScreen);
      assert.ok(html.includes(`<template data-login="${locale}">`), `index.html carries the ${locale} form`);
      assert.ok(
        marks.loginForm < marks.scriptRan,
        `the form showed (${marks.loginForm.toFixed(0)} ms) before any script had run (${marks.scriptRan.toFixed(0)} ms)`,
      );
      await page.getByRole('button', { name: submit }).waitFor();
      await context.close();
    }
    // Signed out, any address leads to the same drawing, the step to login taken at once.
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen);
    await holdIslandUntilTheFormShows(page);
    await page.goto(`${suite.product.url}/setting/account?status=1`);
    await page.waitForFunction(() => window.__firstScreen.loginReady);
    const marks = await page.evaluate(() => window.__firstScreen);
    assert.ok(marks.loginForm < marks.scriptRan, 'the form showed before any script had run');
    assert.equal(new URL(page.url()).search, '?redirect=setting%2Faccount&status=1');
    await context.close();
  });

  it('keeps what was typed into the drawn form before the scripts arrived, and signs in with it', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    let releaseIsland;
    const islandHeld = new Promise((resolve) => (releaseIsland = resolve));
    await page.route(ISLAND, async (route) => {
      await islandHeld;
      await route.continue();
    });
    await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`, { waitUntil: 'commit' });
    await page.getByPlaceholder('Username').waitFor();
    // Drawn as the app will show it: in the product's default dark theme, not light then dark.
    assert.equal(await page.evaluate(() => document.body.getAttribute('arco-theme')), 'dark');
    await page.getByPlaceholder('Username').fill('admin');
    await page.getByPlaceholder('Password').fill('admin123');
    // Enter before React is there: the browser must not post the form (the password would go
    // into the address); nothing happens until the scripts have arrived.
    await page.getByPlaceholder('Password').press('Enter');
    assert.equal(new URL(page.url()).search, '?redirect=dashboard%2Fworkplace');
    releaseIsland();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.login-form button[type=submit]')).some((key) =>
        key.startsWith('__reactProps'),
      ),
    );
    assert.equal(await page.getByPlaceholder('Username').inputValue(), 'admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.workplace__figure').first().waitFor();
    await context.close();
  });

  it("says a refused sign-in on the island in the visitor's language, in the app's words", async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/login`);
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await page.locator('.login-form__error', { hasText: '用户名或密码错误' }).waitFor();
    await context.close();
  });

  it("signs in even when the app's scripts could not be loaded while the visitor typed", async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    let refused = 0;
    await page.route(/\/main\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.login-form button[type=submit]')).some((key) =>
        key.startsWith('__reactProps'),
      ),
    );
    await signIn(page, 'admin', 'admin123');
    // the island keeps the session and loads the page anew, the app's entry with it
    await page.locator('.workplace__figure').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard/workplace');
    assert.equal(refused, 2, "the app's entry was refused once, then loaded with the page");
    await context.close();
  });

  it('makes the login form work with a script of its own; what sign-in leads to comes once the form is usable', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen);
    const html = await (await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`)).text();
    await page.waitForFunction(() => window.__firstScreen.loginReady);
    // What sign-in leads to is asked for a frame after the form is usable: on a busy machine that
    // frame can come after the network has been quiet for a while, so wait for the page's chunk
    // itself (the end of the chain registry → manifest → entry → routes → page), then for quiet.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/page-workplace-index-tsx\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)),
    );
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => window.__firstScreen);
    const requests = await requestsOf(page);

    // The login form needed the first-paint script, the island and the island's stylesheet, all
    // announced by index.html: not the federation runtime, the shared modules or the shell.
    const files = requests.filter((request) => /\.(js|css)$/.test(request.path) && request.end <= marks.loginReady);
    assert.deepEqual(
      files.map((file) => file.path.replace(/^\/host\/[^/]+\//, '').replace(/\.[0-9a-f]{10}\./, '.')).sort(),
      ['first-paint.js', 'login-island.css', 'login-island.js'],
      'the form works with the island alone',
    );
    for (const file of files) assert.ok(html.includes(`"${file.path}"`), `index.html announces ${file.path}`);
    const main = requests.filter((request) => request.path.endsWith('/main.js'));
    assert.equal(main.length, 1, "the app's entry is asked for once");
    assert.ok(main[0].start >= marks.loginReady, "the app's entry is asked for once the form is usable");

    // The registry, the signed-in shell and the workplace's code are for after sign-in: none is on
    // the form's path, and all are asked for while the visitor types, before any click.
    const forAfterSignIn = {
      'the registry': (request) => request.path === '/remotes.json',
      "the shell's chunk": (request) => /\/shell\.[0-9a-f]+\.js$/.test(request.path),
      "the dashboard's manifest": (request) => /\/remotes\/dashboard\/[^/]+\/mf-manifest\.json$/.test(request.path),
      "the workplace's chunk": (request) => /\/page-workplace-index-tsx\.[0-9a-f]+\.js$/.test(request.path),
    };
    for (const [what, matches] of Object.entries(forAfterSignIn)) {
      const asked = requests.filter(matches);
      assert.equal(asked.length, 1, `${what} is asked for once, before the click`);
      assert.ok(asked[0].start >= marks.loginReady, `${what} is asked for after the form is usable`);
    }
    assert.deepEqual(
      requests.filter((request) => request.path.startsWith('/admin-api/')).map((request) => request.path),
      [],
      'nothing is asked of the api before the sign-in',
    );

    // The click then waits for the sign-in's round and one round of data: who signed in comes
    // with the sign-in's answer, the figures' data and the menu are asked for at once after it,
    // and no code is left to fetch on the way to the figures.
    const clickedAt = await page.evaluate(() => performance.now());
    await signIn(page, 'admin', 'admin123');
    await page.locator('.workplace__figure').first().waitFor();
    const figuresAt = await page.evaluate(() => performance.now());
    const afterClick = (await requestsOf(page)).filter(
      (request) => request.start >= clickedAt && request.end <= figuresAt,
    );
    const signInRequest = afterClick.find((request) => request.path === '/admin-api/login');
    const data = afterClick.find((request) => request.path === '/admin-api/dashboard/workplace');
    assert.ok(signInRequest && data, "the sign-in and the figures' data were asked for");
    assert.equal(
      afterClick.filter((request) => request.path === '/admin-api/getInfo').length,
      0,
      'who signed in came with the sign-in',
    );
    assert.ok(data.start >= signInRequest.end, "the figures' data needs the sign-in's token");
    const between = afterClick.filter(
      (request) => request !== signInRequest && request.end <= data.start && request.start >= signInRequest.start,
    );
    assert.deepEqual(
      between.map((request) => request.path),
      [],
      "nothing came between the sign-in's answer and the figures' data being asked for",
    );
    for (const what of ["the shell's chunk", "the workplace's chunk"]) {
      assert.equal(afterClick.filter(forAfterSignIn[what]).length, 0, `${what} was not fetched again after the click`);
    }
    await context.close();
  });

  it("after sign-in asks for the workplace's data before the chart library has arrived, and shows the figures", async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    const chartScripts = [];
    page.on('response', async (response) => {
      const body = /\.js$/.test(new URL(response.url()).pathname) ? await response.text().catch(() => '') : '';
      if (body.includes('ECharts') || body.includes('echarts')) chartScripts.push(response.url());
    });
    await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`);
    await signIn(page, 'admin', 'admin123');
    await page.locator('.workplace__figure').first().waitFor();
    await page.getByTestId('top-up-trend-chart').locator('canvas').waitFor();
    await page.waitForLoadState('networkidle');
    const requests = await requestsOf(page);

    const data = requests.find((request) => request.path === '/admin-api/dashboard/workplace');
    assert.ok(data, 'the workplace asked for its figures');
    const charts = requests.filter((request) => chartScripts.includes(request.url));
    assert.ok(charts.length > 0, 'the chart library came as a script of its own');
    for (const chart of charts) {
      assert.ok(
        data.start < chart.end,
        `the figures were asked for (${data.start.toFixed(0)} ms) before ${chart.path} had arrived (${chart.end.toFixed(0)} ms)`,
      );
    }
    // The figures' card does not carry the chart library: the page's own chunk has none of it.
    const workplaceChunk = requests.find((request) => /\/page-workplace-index-tsx\.[0-9a-f]+\.js$/.test(request.path));
    assert.ok(workplaceChunk && !chartScripts.includes(workplaceChunk.url), 'the workplace chunk holds no chart code');
    await context.close();
  });
});
