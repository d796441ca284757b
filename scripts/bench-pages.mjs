// npm run bench:pages: how soon a person sees the login form and, after signing in, the
// workplace's figures, over fresh-profile runs of the built product through nginx (as
// `npm run test:e2e` starts it: HTTP/2 over TLS with a self-signed certificate; E2E_TLS=0 for
// plain HTTP/1.1). Medians and ranges; the figures are not asserted anywhere.
//
//   npm run bench:pages [-- --runs 9] [--chain] [--timeline] [--releases DIR] [--baseline DIR [--baseline-http1]]
//
// --releases DIR: measure that build instead of releases/.
// --baseline DIR: another build of the product (a releases/ folder, say of an older commit:
// `RELEASES_DIR=/tmp/before node scripts/build.mjs` in a worktree of it) measured in the same
// session, run for run in turn with releases/, so both see the same load of the machine;
// --baseline-http1 serves it over plain HTTP/1.1 (as before nginx had a certificate).
//
// Per run, a new browser (empty cache, new connections) opens /login?redirect=dashboard/workplace:
//   - navigation → login submit visible: the first animation frame in which the Sign in button
//     has a non-zero size, relative to performance.timeOrigin (the form is drawn into index.html);
//   - navigation → login usable: the first frame in which React owns the submit button (has
//     taken the drawn form over), so a click signs in;
//   - sign-in → figures visible: from the click on Sign in to the first frame in which a figure
//     of the workplace has a non-zero size;
//   - request rounds on each path: the longest chain of requests in which each one started only
//     after the one before it had finished (see longestChain; the document counts on the login
//     path), among the requests that finished before the mark, ending in one the screen needs
//     (a script or stylesheet of the login form; the figures' data or the page's chunk);
//     requests started before the click are free;
//   - gzip bytes as sent by nginx (encodedBodySize): the login page's JS asked for before it was
//     usable, and once idle (with the shell and the first page fetched for after sign-in), the JS received
//     when the figures show and when the workplace is complete (its chart drawn, network idle).
// --chain prints the chain of the median run of each path; --timeline every request of the
// median run's sign-in path.
/* global window, document, addEventListener, Element, requestAnimationFrame -- page.evaluate code runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, signIn } from '../e2e/lib/browser.mjs';
import { startProduct } from '../e2e/lib/product.mjs';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 9;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs needs a whole number');
const SHOW_CHAIN = args.includes('--chain');
const SHOW_TIMELINE = args.includes('--timeline');
const baselineArg = args.indexOf('--baseline');
const BASELINE = baselineArg >= 0 ? path.resolve(args[baselineArg + 1]) : null;
const BASELINE_HTTP1 = args.includes('--baseline-http1');
const releasesArg = args.indexOf('--releases');
const RELEASES = releasesArg >= 0 ? path.resolve(args[releasesArg + 1]) : null;
if (RELEASES && !fs.existsSync(path.join(RELEASES, 'index.html')))
  throw new Error(`--releases ${RELEASES} holds no built product (index.html)`);
if (BASELINE && !fs.existsSync(path.join(BASELINE, 'index.html')))
  throw new Error(`--baseline ${BASELINE} holds no built product (index.html)`);

// Runs in the page before any of its scripts: records the first frame in which each watched
// element has a size, and the moment of the click on the login form's submit button.
function watchMarks() {
  performance.setResourceTimingBufferSize(2000);
  const watched = {
    loginSubmit: '.login-form button[type=submit]',
    figures: '.workplace__figure',
    chart: '[data-testid="top-up-trend-chart"] canvas',
  };
  const marks = {};
  window.__benchMarks = marks;
  addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.login-form button[type=submit]') && !marks.signIn)
        marks.signIn = event.timeStamp;
    },
    true,
  );
  const frame = (time) => {
    for (const [name, selector] of Object.entries(watched)) {
      if (marks[name]) continue;
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      if (rect && rect.width > 0 && rect.height > 0) marks[name] = time;
    }
    // The pre-drawn form is usable once React owns it: its props are on the submit button.
    const submit = document.querySelector(watched.loginSubmit);
    if (!marks.loginReady && submit && Object.keys(submit).some((key) => key.startsWith('__reactProps')))
      marks.loginReady = time;
    if (!marks.loginReady || Object.keys(watched).some((name) => !marks[name])) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Every request of the page so far (the document first), times relative to timeOrigin. */
function readRequests() {
  const [nav] = performance.getEntriesByType('navigation');
  const entries = [nav, ...performance.getEntriesByType('resource')];
  return entries.map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: entry.responseEnd,
    bytes: entry.encodedBodySize,
    type: entry.initiatorType,
  }));
}

/**
 * The longest chain of requests each started after the previous one had finished. Requests
 * started within a few milliseconds of one another were started together (one task asks for
 * several chunks, and a small one may be back before the task asks for the next): such a
 * burst counts as started at its first request.
 */
function longestChain(requests, isTarget = () => true, burstGapMs = 8) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const burstStart = new Map();
  sorted.forEach((request, index) => {
    const previous = sorted[index - 1];
    burstStart.set(
      request,
      previous && request.start - previous.start <= burstGapMs ? burstStart.get(previous) : request.start,
    );
  });
  const best = new Map();
  for (const request of sorted) {
    let chain = [];
    for (const earlier of sorted) {
      if (earlier.end <= burstStart.get(request) && (best.get(earlier)?.length ?? 0) > chain.length)
        chain = best.get(earlier);
    }
    best.set(request, [...chain, request]);
  }
  return [...best.entries()]
    .filter(([request]) => isTarget(request))
    .map(([, chain]) => chain)
    .reduce((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

const isJs = (url) => /\.js(\?|$)/.test(url);
const isCss = (url) => /\.css(\?|$)/.test(url);
function bytesOf(requests, only) {
  const seen = new Map();
  for (const request of requests)
    if (only(request.url)) seen.set(request.url, Math.max(seen.get(request.url) ?? 0, request.bytes));
  return { bytes: [...seen.values()].reduce((sum, size) => sum + size, 0), count: seen.size };
}

async function oneRun(product) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(watchMarks);
    await page.goto(`${product.url}/login?redirect=dashboard%2Fworkplace`);
    await page.waitForFunction(() => window.__benchMarks.loginReady);
    await page.waitForLoadState('networkidle');
    const loginRequests = await page.evaluate(readRequests);
    await signIn(page, 'admin', 'admin123');
    await page.waitForFunction(() => window.__benchMarks.figures);
    const figuresRequests = await page.evaluate(readRequests);
    await page.waitForFunction(() => window.__benchMarks.chart);
    await page.waitForLoadState('networkidle');
    const allRequests = await page.evaluate(readRequests);
    const marks = await page.evaluate(() => window.__benchMarks);

    const loginPath = loginRequests.filter((request) => request.end <= marks.loginSubmit);
    const signInPath = figuresRequests.filter(
      (request) => request.start >= marks.signIn && request.end <= marks.figures,
    );
    // What each screen is waiting for: the login form, for its scripts and stylesheets; the
    // figures, for their data and the page's chunk (version checks, counters and the like that
    // happen to go out meanwhile are on no path to them).
    const loginChain = longestChain(loginPath, (request) => /\.(js|css)$/.test(new URL(request.url).pathname));
    const signInChain = longestChain(signInPath, (request) =>
      /\/admin-api\/dashboard\/workplace$|\/page-workplace-index-tsx\.[0-9a-f]+\.js$/.test(
        new URL(request.url).pathname,
      ),
    );
    const figuresJs = bytesOf(
      figuresRequests.filter((request) => request.end <= marks.figures),
      isJs,
    );
    return {
      login: marks.loginSubmit,
      loginReady: marks.loginReady,
      signIn: marks.figures - marks.signIn,
      loginRounds: loginChain.length,
      signInRounds: signInChain.length,
      loginJs: bytesOf(loginRequests, isJs),
      // what the form itself needed, apart from what is fetched for after sign-in once it is usable
      loginUsableJs: bytesOf(
        loginRequests.filter((request) => request.start < marks.loginReady),
        isJs,
      ),
      loginCss: bytesOf(loginRequests, isCss),
      figuresJs,
      workplaceJs: bytesOf(allRequests, isJs),
      loginChain,
      signInChain,
      signInStart: marks.signIn,
      signInRequests: figuresRequests.filter((request) => request.start >= marks.signIn),
      marks,
      protocol: await page.evaluate(() => performance.getEntriesByType('navigation')[0].nextHopProtocol),
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const shortPath = (url) => new URL(url).pathname.replace(/\/(host|remotes\/\w+)\/[^/]+\//, '/$1/…/');
const medianRun = (runs, key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)];

const FIGURES = [
  ['navigation → login submit visible (ms)', (run) => run.login],
  ['navigation → login usable (ms)', (run) => run.loginReady],
  ['  request rounds on that path', (run) => run.loginRounds],
  ['sign-in → workplace figures visible (ms)', (run) => run.signIn],
  ['  request rounds on that path', (run) => run.signInRounds],
  ['login page JS gz until usable', (run) => run.loginUsableJs.bytes, kb],
  ['login page JS gz (idle, with what sign-in leads to)', (run) => run.loginJs.bytes, kb],
  ['login page CSS gz (idle)', (run) => run.loginCss.bytes, kb],
  ['login page JS+CSS requests', (run) => run.loginJs.count + run.loginCss.count],
  ['JS gz when the figures show', (run) => run.figuresJs.bytes, kb],
  ['JS gz when the workplace is complete', (run) => run.workplaceJs.bytes, kb],
];

function report(subjects) {
  const cell = (runs, read, format = (value) => value.toFixed(0)) => {
    const values = runs.map(read);
    return `${format(median(values))} (${format(Math.min(...values))} – ${format(Math.max(...values))})`;
  };
  console.log(`\n${RUNS} fresh-profile runs each${subjects.length > 1 ? ', interleaved' : ''}: median (range)`);
  console.table(
    FIGURES.map(([figure, read, format]) => {
      const row = { figure };
      for (const subject of subjects) row[subject.label] = cell(subject.runs, read, format);
      if (subjects.length === 2)
        row['ratio of medians'] = (median(subjects[0].runs.map(read)) / median(subjects[1].runs.map(read))).toFixed(2);
      return row;
    }),
  );
  for (const subject of subjects) {
    if (SHOW_CHAIN) {
      const show = (chain, from = 0) =>
        console.table(
          chain.map((request) => ({
            request: shortPath(request.url),
            start: (request.start - from).toFixed(0),
            end: (request.end - from).toFixed(0),
          })),
        );
      console.log(`${subject.label}: login path, median run:`);
      show(medianRun(subject.runs, 'login').loginChain);
      const signInRun = medianRun(subject.runs, 'signIn');
      console.log(`${subject.label}: sign-in path, median run (ms after the click):`);
      show(signInRun.signInChain, signInRun.signInStart);
    }
    if (SHOW_TIMELINE) {
      const run = medianRun(subject.runs, 'signIn');
      console.log(
        `${subject.label}: every request after the click, median run (figures visible at ${run.signIn.toFixed(0)} ms):`,
      );
      console.table(
        run.signInRequests
          .sort((a, b) => a.start - b.start)
          .map((request) => ({
            request: shortPath(request.url),
            start: (request.start - run.signInStart).toFixed(0),
            end: (request.end - run.signInStart).toFixed(0),
            'gz KB': (request.bytes / 1024).toFixed(1),
          })),
      );
    }
  }
}

const subjects = [
  { name: RELEASES ? path.basename(RELEASES) : 'releases/', options: RELEASES ? { releasesFrom: RELEASES } : {} },
];
if (BASELINE)
  subjects.push({
    name: path.basename(BASELINE),
    options: { releasesFrom: BASELINE, ...(BASELINE_HTTP1 ? { tls: false } : {}) },
  });
try {
  for (const subject of subjects) {
    subject.product = await startProduct(subject.options);
    subject.runs = [];
    const warmUp = await oneRun(subject.product); // the api's and nginx's first answers are not a visitor's
    subject.label = `${subject.name} (${warmUp.protocol})`;
  }
  for (let index = 0; index < RUNS; index += 1) {
    for (const subject of subjects) {
      const run = await oneRun(subject.product);
      subject.runs.push(run);
      process.stdout.write(
        `run ${index + 1}/${RUNS} ${subject.label} (${run.protocol}): login ${run.login.toFixed(0)} ms, usable ${run.loginReady.toFixed(0)} ms, sign-in ${run.signIn.toFixed(0)} ms\n`,
      );
    }
  }
  report(subjects);
} finally {
  for (const subject of subjects) await subject.product?.stop();
}
