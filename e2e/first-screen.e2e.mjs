// The first screens' request waterfall (issue 12), by its structure, never by the clock:
// what starts before what. How fast it is, is measured by `npm run bench:pages`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn } from './lib/browser.mjs';
import { productAndBrowser } from './lib/suite.mjs';

const suite = productAndBrowser();

// Runs in the page before its scripts: when main.js has run, when the login form first shows
// (pre-drawn into index.html), and when React has taken it over (its props are on the button).
function watchFirstScreen() {
  performance.setResourceTimingBufferSize(2000);
  const marks = {};
  window.__firstScreen = marks;
  // On the document: a load event is never dispatched through the window.
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && /\/main\.js$/.test(event.target.src))
        marks.mainEvaluated = performance.now();
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

/**
 * Holds main.js back until the drawn form has shown: the form must show with no script run, and
 * whether main.js would have run before the first frame otherwise is a matter of timing.
 */
async function holdMainUntilTheFormShows(page) {
  await page.route(/\/main\.js$/, async (route) => {
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
      await holdMainUntilTheFormShows(page);
      const html = await (await page.goto(`${suite.product.url}/login`)).text();
      await page.waitForFunction(() => window.__firstScreen.loginReady);
      const marks = await page.evaluate(() => window.__firstScreen);
      assert.ok(html.includes(`<template data-login="${locale}">`), `index.html carries the ${locale} form`);
      assert.ok(
        marks.loginForm < marks.mainEvaluated,
        `the form showed (${marks.loginForm.toFixed(0)} ms) before main.js had run (${marks.mainEvaluated.toFixed(0)} ms)`,
      );
      await page.getByRole('button', { name: submit }).waitFor();
      await context.close();
    }
    // Signed out, any address leads to the same drawing, the step to login taken at once.
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen);
    await holdMainUntilTheFormShows(page);
    await page.goto(`${suite.product.url}/setting/account?status=1`);
    await page.waitForFunction(() => window.__firstScreen.loginReady);
    const marks = await page.evaluate(() => window.__firstScreen);
    assert.ok(marks.loginForm < marks.mainEvaluated, 'the form showed before main.js had run');
    assert.equal(new URL(page.url()).search, '?redirect=setting%2Faccount&status=1');
    await context.close();
  });

  it('keeps what was typed into the drawn form before the scripts arrived, and signs in with it', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    let releaseMain;
    const mainHeld = new Promise((resolve) => (releaseMain = resolve));
    await page.route(/\/main\.js$/, async (route) => {
      await mainHeld;
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
    releaseMain();
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

  it("announces the login page's chunks in index.html; what sign-in leads to comes once the form is usable", async () => {
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

    // Every script and stylesheet the login form needed to work was asked for before main.js
    // had even finished running: they came in one round with it, not one round per step of the runtime.
    const files = requests.filter(
      (request) =>
        /\.(js|css)$/.test(request.path) && !request.path.endsWith('/main.js') && request.end <= marks.loginReady,
    );
    assert.ok(
      files.some((file) => /\/login\.[0-9a-f]+\.js$/.test(file.path)),
      'the login chunk is among them',
    );
    assert.ok(files.length > 10, `the shared modules and Arco components are among them (${files.length} files)`);
    const late = files.filter((file) => file.start >= marks.mainEvaluated);
    assert.deepEqual(
      late.map((file) => file.path),
      [],
      'no file of the login form waited for main.js to run',
    );
    for (const file of files) assert.ok(html.includes(`href="${file.path}"`), `index.html announces ${file.path}`);

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
