// npm run report: the figures of the built product, measured in one run.
//   - each app's production build time
//   - gzip bytes of JS and CSS a browser downloads to show the login page (until its form is
//     usable: what it fetches while the visitor types is for after sign-in), and to show
//     Dashboard → Workplace after signing in there (cumulative, as a person experiences it, and as
//     Arco Design Pro, the budgets' anchor, lands on its workplace), and what each area's first
//     screen adds when opened from there within the app, each in a fresh profile (budget: about 190 KB)
//   node scripts/report.mjs --no-build   measures the live releases/ only
//   … --added                             also lists the files each first screen adds
/* global window, document, requestAnimationFrame, PopStateEvent -- page.evaluate code runs in the page */
import zlib from 'node:zlib';
import { listApps } from './lib/apps.mjs';
import { buildApp } from './lib/buildApp.mjs';
import { readRegistry, switchLive } from './lib/releases.mjs';
import { launchBrowser, signIn } from '../e2e/lib/browser.mjs';
import { startProduct } from '../e2e/lib/product.mjs';

const BUDGET = { login: 298 * 1024, workplace: 554 * 1024 }; // 0.6 × Arco Design Pro

if (!process.argv.includes('--no-build')) {
  const timings = listApps().map((app) => {
    const { version, seconds } = buildApp(app);
    switchLive(app, version, readRegistry());
    return { app: app.name, 'build seconds': Number(seconds.toFixed(1)) };
  });
  console.table(timings);
}

const product = await startProduct();
const browser = await launchBrowser();
// each area's first screen, opened after the workplace in a fresh browser profile of its own
const FIRST_SCREENS = [
  {
    name: 'staff users',
    path: '/setting/user',
    ready: (page) => page.locator('.list-page .arco-table-tr', { hasText: 'operator' }).first(),
  },
  { name: 'app users', path: '/user/list', ready: (page) => page.locator('.list-page tbody .arco-table-tr').first() },
  { name: 'dramas', path: '/product/list', ready: (page) => page.locator('.list-page tbody .arco-table-tr').first() },
  {
    name: 'top-up records',
    path: '/deal/topup-record',
    ready: (page) => page.locator('.list-page tbody .arco-table-tr').first(),
  },
  {
    name: 'activities',
    path: '/activity/list',
    ready: (page) => page.locator('.list-page tbody .arco-table-tr').first(),
  },
  {
    name: 'customer-service chat',
    path: '/customer-service/online_assistant',
    ready: (page) => page.locator('.chat-row').first(),
  },
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const fromHost = (url) => !new URL(url).pathname.startsWith('/remotes/');

/** A fresh profile that records each JS and CSS file it downloads, gzipped. */
async function recordingPage() {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url) || files.has(url)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(url, { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
  });
  // the moment React owns the login form's submit button (the form is usable)
  await page.addInitScript(() => {
    const frame = (time) => {
      const submit = document.querySelector('.login-form button[type=submit]');
      if (submit && Object.keys(submit).some((key) => key.startsWith('__reactProps'))) window.__loginUsable = time;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const total = (only = () => true) =>
    [...files.entries()].filter(([url]) => only(url)).reduce((sum, [, file]) => sum + file.gzip, 0);
  return { page, files, total };
}

/** Login, then the workplace after signing in: the bytes of each, cumulative. */
async function loginAndWorkplace({ page, files, total }) {
  await page.goto(`${product.url}/login?redirect=dashboard%2Fworkplace`, { waitUntil: 'networkidle' });
  // The login page's own files are those asked for before its form was usable: what it fetches
  // after that, while the visitor types, is for after sign-in (the shell), counted with the workplace.
  await page.waitForFunction(() => window.__loginUsable);
  const own = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__loginUsable)
        .map((entry) => entry.name),
    ),
  );
  const login = {
    all: total((url) => own.has(url)),
    host: total((url) => own.has(url) && fromHost(url)),
    files: new Set([...files.keys()].filter((url) => own.has(url))),
  };
  await signIn(page, 'admin', 'admin123');
  await page.waitForURL(/\/dashboard\/workplace$/);
  await page.getByTestId('top-up-trend-chart').waitFor();
  await page.waitForLoadState('networkidle');
  return { login, workplace: { all: total(), host: total(fromHost), files: new Set(files.keys()) } };
}

try {
  const first = await recordingPage();
  const { login, workplace } = await loginAndWorkplace(first);
  const rows = [
    {
      page: 'login',
      'gzip JS+CSS': kb(login.all),
      'of it the host': kb(login.host),
      budget: kb(BUDGET.login),
      'share of budget': `${((login.all / BUDGET.login) * 100).toFixed(0)}%`,
    },
    {
      page: 'workplace (after sign-in)',
      'gzip JS+CSS': kb(workplace.all),
      'of it the host': kb(workplace.host),
      budget: kb(BUDGET.workplace),
      'share of budget': `${((workplace.all / BUDGET.workplace) * 100).toFixed(0)}%`,
    },
  ];
  for (const [index, screen] of FIRST_SCREENS.entries()) {
    const recording = index === 0 ? first : await recordingPage();
    const before = index === 0 ? workplace : (await loginAndWorkplace(recording)).workplace;
    // opened within the app, as from the menu: no page load, the router follows the address (with
    // a state keyed as its own navigate's, so the tabs open the page as a new one)
    await recording.page.evaluate((path) => {
      const idx = (window.history.state?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `report-${idx}`, idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    await screen.ready(recording.page).waitFor();
    await recording.page.waitForLoadState('networkidle');
    rows.push({
      page: `then ${screen.name} (added)`,
      'gzip JS+CSS': `+${kb(recording.total() - before.all)}`,
      'of it the host': `+${kb(recording.total(fromHost) - before.host)}`,
      budget: '+190.0 KB',
      'share of budget': `${(((recording.total() - before.all) / (190 * 1024)) * 100).toFixed(0)}%`,
    });
    if (process.argv.includes('--added')) {
      // what the area's first screen adds after the workplace, file by file
      const added = [...recording.files.entries()]
        .filter(([url]) => !before.files.has(url))
        .sort(([, a], [, b]) => b.gzip - a.gzip);
      console.log(`added by ${screen.name}:`);
      console.table(added.map(([url, file]) => ({ file: new URL(url).pathname, gzip: kb(file.gzip) })));
    }
    if (index > 0) await recording.page.context().close();
  }
  console.table(rows);
  const largest = [...first.files.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, Number(process.env.REPORT_FILES || 15))
    .map(([url, size]) => ({
      file: new URL(url).pathname.replace(/\/(host|remotes\/\w+)\/[^/]+\//, '/$1/…/'),
      gzip: kb(size.gzip),
      'on login': login.files.has(url) ? 'yes' : '',
    }));
  console.table(largest);
} finally {
  await browser.close();
  await product.stop();
}
