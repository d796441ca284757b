// The customer-service area's main job: a large bonus gets a reviewer. A normal user's top-up
// over the project's threshold goes to review (the wallet shows it waiting); an admin opens
// it in the applications list, approves it, and the wallet's balance shows the credit once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
const viewport = { width: 1440, height: 900 };
// over every demo project's threshold (10,000 coins unless a project says otherwise)
const LARGE = 25000;

/** The coins of the open wallet drawer, once they have arrived. */
async function coinsOf(drawer) {
  const coinCell = drawer.locator('.arco-descriptions-item-value').first();
  await coinCell.filter({ hasText: /^[\d,]+$/ }).waitFor();
  return Number((await coinCell.innerText()).replace(/,/g, '').trim());
}

describe('the customer-service area', () => {
  it("sends a normal user's large top-up to review, where an admin approves it and the balance shows it", async () => {
    // 1. the normal user tops up a wallet by more than the threshold: it waits for review
    const normal = await signedIn(suite, { username: 'normal', password: 'normal123', at: 'user%2Flist', viewport });
    const row = normal.page.locator('.list-page tbody .arco-table-tr').first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Wallet' }).click();
    const drawer = normal.page.locator('.arco-drawer').filter({ visible: true });
    await drawer.getByText(/^Wallet of /).waitFor();
    const coinsBefore = await coinsOf(drawer);
    const userCode = (
      await row
        .locator('td')
        .filter({ hasText: /^[A-Z]+-U\d+$/ })
        .first()
        .innerText()
    ).trim();
    const reason = `Contest prize ${Date.now()}`;
    await drawer.getByLabel('Amount').fill(String(LARGE));
    await drawer.getByLabel('Reason').fill(reason);
    await drawer.getByRole('button', { name: 'Review the change' }).click();
    const review = normal.page.locator('.arco-modal').filter({ visible: true });
    await review.getByRole('button', { name: 'Confirm' }).click();
    await normal.page.getByText('Sent for review', { exact: false }).first().waitFor();
    await drawer.getByText('Waiting for review').waitFor();
    await drawer.getByText(reason, { exact: false }).waitFor();
    assert.equal(await coinsOf(drawer), coinsBefore, 'nothing is credited before the review');
    const project = await normal.page.evaluate(() => sessionStorage.getItem('projectCode'));
    await normal.context.close();

    // 2. an admin of the same project finds it pending in the applications list and approves it
    const admin = await signedIn(suite, { at: 'dashboard%2Fworkplace', viewport });
    if (project) await admin.page.evaluate((code) => sessionStorage.setItem('projectCode', code), project);
    await admin.page.goto(
      `${suite.product.url}/customer-service/apply/list?status=pending&userCode=${encodeURIComponent(userCode)}`,
    );
    const application = admin.page.locator('.list-page tbody .arco-table-tr', { hasText: reason });
    await application.waitFor();
    assert.ok((await application.innerText()).includes('Pending review'));
    await application.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.page.locator('.arco-modal').filter({ visible: true });
    await dialog.getByText('Approving credits', { exact: false }).waitFor();
    await dialog.getByLabel('Note for the applicant (optional)').fill('Checked against the contest results');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the list, filtered to pending ones, no longer holds it; all states show it approved
    await admin.page.goto(`${suite.product.url}/customer-service/apply/list?userCode=${encodeURIComponent(userCode)}`);
    const decided = admin.page.locator('.list-page tbody .arco-table-tr', { hasText: reason });
    await decided.getByText('Approved').waitFor();

    // 3. the wallet holds the credit, once
    await admin.page.goto(`${suite.product.url}/user/list?userCode=${encodeURIComponent(userCode)}`);
    const user = admin.page.locator('.list-page tbody .arco-table-tr', { hasText: userCode }).first();
    await user.getByRole('button', { name: 'Wallet' }).click();
    const wallet = admin.page.locator('.arco-drawer').filter({ visible: true });
    await wallet.getByText(/^Wallet of /).waitFor();
    assert.equal(await coinsOf(wallet), coinsBefore + LARGE);
    await wallet.locator('tbody tr', { hasText: reason }).first().waitFor();
    assert.equal(await wallet.getByText('Waiting for review').count(), 0);
    await admin.context.close();
  });
});
