// npm run report: the figures of the built product, measured in one run.
//   - each app's production build time
//   - gzip bytes of JS and CSS a browser downloads to show the login page, and to show
//     Dashboard → Workplace after signing in (cumulative, as a person experiences it), and
//     what the first list screen (System → Staff users) adds after that
//   node scripts/report.mjs --no-build   measures the live releases/ only
//   … --added                             also lists the files the first setting screen adds
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
try {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  const files = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.(js|css)(\?|$)/.test(url) || files.has(url)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(url, { raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
  });
  const total = (only = () => true) =>
    [...files.entries()].filter(([url]) => only(url)).reduce((sum, [, file]) => sum + file.gzip, 0);
  const fromHost = (url) => !new URL(url).pathname.startsWith('/remotes/');

  await page.goto(`${product.url}/login`, { waitUntil: 'networkidle' });
  const login = total();
  const loginHost = total(fromHost);
  const loginFiles = new Set(files.keys());
  await signIn(page, 'admin', 'admin123');
  await page.waitForURL(/user-center/);
  await page.goto(`${product.url}/dashboard/workplace`, { waitUntil: 'networkidle' });
  await page.getByTestId('top-up-trend-chart').waitFor();
  await page.waitForLoadState('networkidle');
  const workplace = total();
  const workplaceHost = total(fromHost);
  const workplaceFiles = new Set(files.keys());
  await page.goto(`${product.url}/setting/user`, { waitUntil: 'networkidle' });
  await page.locator('.list-page .arco-table-tr', { hasText: 'operator' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const staffUsers = total() - workplace;
  const staffUsersHost = total(fromHost) - workplaceHost;
  if (process.argv.includes('--added')) {
    // what the first setting screen adds after the workplace, file by file
    const added = [...files.entries()].filter(([url]) => !workplaceFiles.has(url)).sort(([, a], [, b]) => b.gzip - a.gzip);
    console.table(added.map(([url, file]) => ({ file: new URL(url).pathname, gzip: `${(file.gzip / 1024).toFixed(1)} KB` })));
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table([
    { page: 'login', 'gzip JS+CSS': kb(login), 'of it the host': kb(loginHost), budget: kb(BUDGET.login), 'share of budget': `${((login / BUDGET.login) * 100).toFixed(0)}%` },
    { page: 'workplace (after sign-in)', 'gzip JS+CSS': kb(workplace), 'of it the host': kb(workplaceHost), budget: kb(BUDGET.workplace), 'share of budget': `${((workplace / BUDGET.workplace) * 100).toFixed(0)}%` },
    { page: 'then staff users (added)', 'gzip JS+CSS': `+${kb(staffUsers)}`, 'of it the host': `+${kb(staffUsersHost)}`, budget: '', 'share of budget': '' },
  ]);
  const largest = [...files.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, Number(process.env.REPORT_FILES || 15))
    .map(([url, size]) => ({ file: new URL(url).pathname.replace(/\/(host|remotes\/\w+)\/[^/]+\//, '/$1/…/'), gzip: kb(size.gzip), 'on login': loginFiles.has(url) ? 'yes' : '' }));
  console.table(largest);
} finally {
  await browser.close();
  await product.stop();
}
