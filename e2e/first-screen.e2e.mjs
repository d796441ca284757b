// The first screens' request waterfall (issue 12), by its structure, never by the clock:
// what starts before what. How fast it is, is measured by `npm run bench:pages`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn } from './lib/browser.mjs';
import { productAndBrowser } from './lib/suite.mjs';

const suite = productAndBrowser();

// Runs in the page before its scripts: when main.js has run, and when the login form shows.
function watchFirstScreen() {
  performance.setResourceTimingBufferSize(2000);
  const marks = {};
  window.__firstScreen = marks;
  window.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && /\/main\.js$/.test(event.target.src)) marks.mainEvaluated = performance.now();
    },
    true,
  );
  const frame = () => {
    const rect = document.querySelector('.login-form button[type=submit]')?.getBoundingClientRect();
    if (rect && rect.width > 0 && rect.height > 0) marks.loginForm = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const requestsOf = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })));

describe('the first screens do not wait on what they do not need', () => {
  it('announces the login page\'s chunks in index.html and reads the registry only after the form shows', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen);
    const html = await (await page.goto(`${suite.product.url}/login?redirect=dashboard%2Fworkplace`)).text();
    await page.waitForFunction(() => window.__firstScreen.loginForm);
    await page.waitForLoadState('networkidle');
    const marks = await page.evaluate(() => window.__firstScreen);
    const requests = await requestsOf(page);

    // Every script and stylesheet the login form needed was asked for before main.js had even
    // finished running: they came in one round with it, not one round per step of the runtime.
    const files = requests.filter((request) => /\.(js|css)$/.test(request.path) && !request.path.endsWith('/main.js') && request.end <= marks.loginForm);
    assert.ok(files.some((file) => /\/login\.[0-9a-f]+\.js$/.test(file.path)), 'the login chunk is among them');
    assert.ok(files.length > 10, `the shared modules and Arco components are among them (${files.length} files)`);
    const late = files.filter((file) => file.start >= marks.mainEvaluated);
    assert.deepEqual(late.map((file) => file.path), [], 'no file of the login form waited for main.js to run');
    for (const file of files) assert.ok(html.includes(`href="${file.path}"`), `index.html announces ${file.path}`);

    // The registry is for after sign-in: it is not on the form's path.
    const registry = requests.filter((request) => request.path === '/remotes.json');
    assert.deepEqual(registry.filter((request) => request.start < marks.loginForm), [], 'remotes.json is read after the form shows');
    assert.equal(registry.length, 1, 'and read then, ready for the sign-in');
    await context.close();
  });

  it('after sign-in asks for the workplace\'s data before the chart library has arrived, and shows the figures', async () => {
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
      assert.ok(data.start < chart.end, `the figures were asked for (${data.start.toFixed(0)} ms) before ${chart.path} had arrived (${chart.end.toFixed(0)} ms)`);
    }
    // The figures' card does not carry the chart library: the page's own chunk has none of it.
    const workplaceChunk = requests.find((request) => /\/workplace\.[0-9a-f]+\.js$/.test(request.path));
    assert.ok(workplaceChunk && !chartScripts.includes(workplaceChunk.url), 'the workplace chunk holds no chart code');
    await context.close();
  });
});
