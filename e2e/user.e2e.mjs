// The users area's main job, as customer service does it: find an app user by a part of
// their email, top up their coins after a confirmation showing the balance before and
// after, see the new balance and the ledger entry, and find the change in the operation log.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
/** A number as the screens write it in English: 12,550. */
const grouped = (number) => number.toLocaleString('en-US');

describe('the users area', () => {
  it('finds a user by a part of their email and tops up their wallet, exactly and logged', async () => {
    const { context, page } = await signedIn(suite, { at: 'user%2Flist', viewport: { width: 1440, height: 900 } });
    await page.getByPlaceholder('A part of the email').fill('@mail.exam');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/email=%40mail.exam/);
    const row = page.locator('.list-page tbody .arco-table-tr').first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Wallet' }).click();
    const drawer = page.locator('.arco-drawer').filter({ visible: true });
    const title = drawer.getByText(/^Wallet of /);
    await title.waitFor();
    const username = (await title.innerText()).replace('Wallet of ', '').trim();
    assert.ok((await row.innerText()).includes(username), 'the drawer is the wallet of the row clicked');
    // the balances arrive after the drawer opens: read the coins once they are a number
    const coinCell = drawer.locator('.arco-descriptions-item-value').first();
    await coinCell.filter({ hasText: /^[\d,]+$/ }).waitFor();
    const coinsBefore = Number((await coinCell.innerText()).trim().replaceAll(',', ''));
    await drawer.getByLabel('Amount').fill('120');
    await drawer.getByLabel('Reason').fill('Refund for a failed unlock');
    await drawer.getByRole('button', { name: 'Review the change' }).click();
    const dialog = page.locator('.arco-modal').filter({ visible: true });
    await dialog.getByText(`Balance: ${grouped(coinsBefore)} → ${grouped(coinsBefore + 120)}.`).waitFor();
    await dialog.getByText('Applied at once: a top-up of at most', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Done: the balance is ${grouped(coinsBefore + 120)}`).waitFor();
    await drawer.locator('tbody tr', { hasText: 'Refund for a failed unlock' }).first().waitFor();
    // the balances are a query of their own, refetched beside the ledger: read them once they have arrived
    await coinCell.filter({ hasText: grouped(coinsBefore + 120) }).waitFor({ timeout: 5000 });
    assert.equal(
      Number((await drawer.locator('.arco-descriptions-item-value').first().innerText()).trim().replaceAll(',', '')),
      coinsBefore + 120,
    );

    // the operation log holds the change, read by the api as the log screen will
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const log = await fetch(`${suite.product.url}/admin-api/oplog/list?projectCode=all&pageSize=5`, {
      headers: { 'client-token': token },
    }).then((answer) => answer.json());
    assert.ok(
      log.data.list.some((entry) => entry.url.includes('/user/wallet/adjust') && entry.status === 0),
      JSON.stringify(log.data.list.map((entry) => entry.url)),
    );
    await context.close();
  });
});

describe('a wallet change that cannot be made', () => {
  it('refuses a deduction past the balance and an amount out of range before any review, names the threshold of a large top-up, and shows a refusal in the review itself', async () => {
    const { context, page } = await signedIn(suite, { at: 'user%2Flist', viewport: { width: 1440, height: 900 } });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const call = (path, init = {}) =>
      fetch(`${suite.product.url}/admin-api${path}`, {
        ...init,
        headers: { 'client-token': token, 'content-type': 'application/json', ...init.headers },
      }).then((answer) => answer.json());
    // a drama-us user holding a few coins, and the project's threshold, as the screens read them
    const users = (await call('/user/list/list?projectCode=drama-us&pageSize=50')).data.list;
    let holder = null;
    let largeBonusThresholds = null;
    for (const user of users) {
      const wallet = (await call(`/user/wallet/${user.userCode}?projectCode=drama-us`)).data;
      if (wallet.balances.coin >= 2) {
        holder = { ...user, coins: wallet.balances.coin };
        largeBonusThresholds = wallet.largeBonusThresholds;
        break;
      }
    }
    assert.ok(holder, 'a seeded user of drama-us holds coins');

    await page.getByPlaceholder('A part of the username').fill(holder.username);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.list-page tbody .arco-table-tr', { hasText: holder.userCode });
    await row.getByRole('button', { name: 'Wallet' }).click();
    const drawer = page.locator('.arco-drawer').filter({ visible: true });
    const coinCell = drawer.locator('.arco-descriptions-item-value').first();
    await coinCell.filter({ hasText: grouped(holder.coins) }).waitFor();
    const dialog = page.locator('.arco-modal').filter({ visible: true });
    const amount = drawer.getByLabel('Amount');

    // past the balance: said beside the amount, and no review opens
    await drawer.locator('.arco-radio-button', { hasText: 'Deduct' }).click();
    await amount.fill(String(holder.coins + 1));
    await drawer.getByLabel('Reason').fill('Duplicate grant');
    await drawer.getByRole('button', { name: 'Review the change' }).click();
    await drawer
      .getByText(`Amount: more than the Coins balance, ${grouped(holder.coins)}; a deduction cannot take it below 0`)
      .waitFor();
    assert.equal(await dialog.count(), 0);

    // what the control would have capped stays as typed, refused with why
    await drawer.locator('.arco-radio-button', { hasText: 'Top up' }).click();
    await amount.fill('999999999');
    await amount.blur();
    await drawer.getByText('Amount must be at most 100,000,000').waitFor();
    assert.equal(await amount.inputValue(), '999999999');
    await amount.fill('-50');
    await amount.blur();
    await drawer.getByText('Amount must be at least 1').waitFor();
    assert.equal(await amount.inputValue(), '-50');

    // over the threshold: the review says it goes to review, and the threshold
    await amount.fill(String(largeBonusThresholds.coin + 1));
    await drawer.getByRole('button', { name: 'Review the change' }).click();
    await dialog
      .getByText(
        `Sent for review, not credited now: a top-up of more than ${grouped(largeBonusThresholds.coin)} Coins waits for a second admin's approval.`,
        { exact: false },
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // the whole balance, spent elsewhere while the review is open: the refusal shows in the review
    await drawer.locator('.arco-radio-button', { hasText: 'Deduct' }).click();
    await amount.fill(String(holder.coins));
    await drawer.getByRole('button', { name: 'Review the change' }).click();
    await dialog.getByText(`Deduct ${grouped(holder.coins)} Coins for ${holder.username}?`).waitFor();
    const spent = await call('/user/wallet/adjust', {
      method: 'POST',
      body: JSON.stringify({
        projectCode: 'drama-us',
        userCode: holder.userCode,
        kind: 'coin',
        direction: 'deduction',
        amount: 1,
        reason: 'Spent in the app meanwhile',
        idempotencyKey: `e2e-${Date.now()}`,
      }),
    });
    assert.equal(spent.code, 200, JSON.stringify(spent));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Not applied').waitFor();
    await dialog
      .getByText(
        'The balance changed meanwhile: this deduction would take it below 0. Check the new balance and review again.',
      )
      .waitFor();
    assert.equal(await page.locator('.arco-message-error').count(), 0, 'no toast behind the dialog');
    await coinCell.filter({ hasText: grouped(holder.coins - 1) }).waitFor();
    await context.close();
  });
});

describe('what an app user watched', () => {
  it("opens a user's plays from the list, then one play's drama as they saw it", async () => {
    const { context, page } = await signedIn(suite, { at: 'user%2Flist', viewport: { width: 1440, height: 900 } });
    // a user of drama-us who has played something, found through the api as the screens read it
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const call = (path) =>
      fetch(`${suite.product.url}/admin-api${path}`, { headers: { 'client-token': token } }).then((answer) =>
        answer.json(),
      );
    const users = (await call('/user/list/list?projectCode=drama-us&pageSize=50')).data.list;
    let watcher = null;
    for (const user of users) {
      if ((await call(`/user/product/list?projectCode=drama-us&userCode=${user.userCode}&pageSize=1`)).data.total > 0) {
        watcher = user;
        break;
      }
    }
    assert.ok(watcher, 'a seeded user of drama-us has plays');

    await page.getByPlaceholder('A part of the username').fill(watcher.username);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.list-page tbody .arco-table-tr', { hasText: watcher.userCode });
    await row.getByRole('button', { name: 'Viewing history' }).click();
    await page.waitForURL(new RegExp(`/user/product/${watcher.userCode}`));
    // the users list stays open in its tab, hidden: the plays are the visible rows once it is
    // (CI once took a row of the users list, still shown for a moment, and waited on its hidden Details)
    await page.waitForFunction(
      () => [...document.querySelectorAll('.list-page')].filter((list) => list.getClientRects().length).length === 1,
    );
    const play = page.locator('.list-page tbody .arco-table-tr').filter({ visible: true }).first();
    await play.waitFor();
    await play.getByRole('button', { name: 'Details' }).filter({ visible: true }).first().click();
    await page.waitForURL(/\/user\/product-detail\/\d+/);
    await page.getByText('Episodes watched').waitFor();
    await page.getByText(`as ${watcher.username} saw it`, { exact: false }).first().waitFor();
    await context.close();
  });
});
