// What a browser test file runs against: the built product (nginx in front of a fresh api)
// and one Chromium, started before its tests and stopped after them.
import { after, before } from 'node:test';
import { launchBrowser, signIn } from './browser.mjs';
import { startProduct } from './product.mjs';

/** Registers the file's before/after hooks; `suite.product` and `suite.browser` are set once its tests run. */
export function productAndBrowser() {
  const suite = { product: null, browser: null };
  before(async () => {
    suite.product = await startProduct();
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}

/**
 * A new browser context signed in through the login page as a person does, on the page
 * `at` (a route name, as the login redirect carries it). Other options go to the context.
 */
export async function signedIn(
  suite,
  { username = 'admin', password = 'admin123', at = 'dashboard%2Fworkplace', ...contextOptions } = {},
) {
  const context = await suite.browser.newContext({ locale: 'en-US', ...contextOptions });
  const page = await context.newPage();
  await page.goto(`${suite.product.url}/login?redirect=${at}`);
  await signIn(page, username, password);
  await page.locator('.layout__navbar').waitFor();
  return { context, page };
}

/** The api as the signed-in page's session calls it (its token): a test's own reads, answered as the envelope's JSON. */
export async function apiOf(suite, page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return (path) =>
    fetch(`${suite.product.url}/admin-api${path}`, { headers: { 'client-token': token } }).then((answer) =>
      answer.json(),
    );
}
