// The activities area's main job: a campaign that brings users back, and a prize draw checked
// before users see it. In each interface language an admin creates a check-in with a 7-day
// reward ladder (its title in the project's other content locale too), sets it online over the
// seeded daily check-in by a higher priority, an app user checks in through the app's calls and
// gets day 1 of the ladder, the records screen shows that user's progress, and the admin runs a
// 100,000-draw simulation of the seeded lucky wheel and sees it charted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
const viewport = { width: 1440, height: 900 };

/** The app's side of a demo project: `/app-api` with the app key and, once signed in, the user's token. */
function appOf(project) {
  let token = null;
  return async (method, path, body) => {
    const answer = await fetch(`${suite.product.url}/app-api${path}`, {
      method,
      headers: {
        'x-app-key': `demo-app-${project}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = await answer.json();
    assert.equal(answer.status, 200, `${method} ${path}: ${JSON.stringify(envelope)}`);
    if (path === '/sign-in') token = envelope.data.token;
    return envelope.data;
  };
}

const WORDS = {
  'en-US': {
    newActivity: /New activity/,
    title: 'Title',
    day: (n) => `Day ${n}`,
    priority: 'Priority',
    otherTitle: (locale) => `Title (${locale})`,
    save: 'Save',
    online: 'Set online',
    onlineStatus: 'Online',
    records: 'Records',
    prizes: 'Prizes',
    simulation: 'Simulation',
    run: 'Run 100,000 draws',
    summary: /100,000 draws in \d+ ms/,
  },
  'zh-CN': {
    newActivity: /新建活动/,
    title: '标题',
    day: (n) => `第 ${n} 天`,
    priority: '优先级',
    otherTitle: (locale) => `标题（${locale}）`,
    save: '保存',
    online: '上线',
    onlineStatus: '上线',
    records: '记录',
    prizes: '奖品',
    simulation: '模拟',
    run: '模拟 100,000 次',
    summary: /100,000 次抽奖，用时 \d+ 毫秒/,
  },
};

describe('the activities area', () => {
  for (const [locale, words] of Object.entries(WORDS)) {
    it(`creates a check-in with a 7-day ladder, sets it online, sees an app user check in, and simulates a draw (${locale})`, async () => {
      const { context, page } = await signedIn(suite, { at: 'activity%2Flist', viewport });
      if (locale !== 'en-US') {
        await page.evaluate((language) => localStorage.setItem('arco-locale', language), locale);
        await page.reload();
      }
      const rows = page.locator('.list-page tbody .arco-table-tr');
      await rows.first().waitFor();
      const title = `Week streak ${locale} ${Date.now().toString(36)}`;

      // 1. a check-in (the form's first type) with its ladder, a priority over the seeded daily check-in, and a Spanish title
      await page.getByRole('button', { name: words.newActivity }).click();
      const form = page.locator('.arco-drawer').filter({ visible: true });
      await form.getByLabel(words.title, { exact: true }).fill(title);
      const ladder = [5, 10, 15, 20, 25, 30, 100];
      for (const [index, reward] of ladder.entries()) {
        const day = form.getByLabel(words.day(index + 1), { exact: true });
        await day.fill(String(reward));
      }
      await form.getByLabel(words.priority, { exact: true }).fill(locale === 'en-US' ? '50' : '60');
      const otherTitle = form.getByLabel(words.otherTitle('es'), { exact: true });
      if (await otherTitle.count()) await otherTitle.fill(`Racha semanal ${Date.now().toString(36)}`);
      await form.getByRole('button', { name: words.save, exact: true }).click();
      await form.waitFor({ state: 'hidden' });
      // an economy warning may follow the save: it is a notice, not a refusal
      const warning = page.locator('.arco-modal').filter({ visible: true });
      if (await warning.count()) await warning.getByRole('button').last().click();
      const row = rows.filter({ hasText: title });
      await row.waitFor();

      // 2. online, after the question
      await row.getByRole('button', { name: words.online, exact: true }).click();
      const question = page.locator('.arco-modal').filter({ visible: true });
      await question.getByRole('button', { name: words.online, exact: true }).click();
      await row.locator('.arco-tag', { hasText: words.onlineStatus }).waitFor();

      // 3. an app user of the project checks in: the new activity applies (higher priority), day 1 of its ladder
      const app = appOf('drama-us');
      await app('POST', '/sign-in', {
        deviceId: `e2e-activity-${locale}-${Date.now()}`,
        platform: 'android',
        country: 'US',
      });
      const calendar = await app('GET', '/activities/check-in');
      assert.equal(calendar.activity.title, title, 'the check-in that applies is the new one');
      const checkedIn = await app('POST', `/activities/${calendar.activity.id}/check-in`, {});
      assert.equal(checkedIn.alreadyCheckedIn, false);
      assert.equal(checkedIn.checkIn.reward, ladder[0]);
      assert.equal(checkedIn.checkIn.streak, 1);
      const again = await app('POST', `/activities/${calendar.activity.id}/check-in`, {});
      assert.equal(again.alreadyCheckedIn, true, 'a second check-in the same day says so, and is not an error');

      // 4. the records screen, opened from the row, shows that user at 1 of 7
      await row.getByRole('button', { name: words.records, exact: true }).click();
      await page.waitForURL(/\/activity\/record\?activityId=\d+/);
      const record = page.locator('.list-page tbody .arco-table-tr').filter({ hasText: '1 / 7' });
      await record.first().waitFor();

      // 5. the seeded lucky wheel, simulated 100,000 times on the server and charted
      await page.goto(`${suite.product.url}/activity/drawprize`);
      const wheel = page.locator('.list-page tbody .arco-table-tr').filter({ hasText: 'Lucky wheel' }).first();
      await wheel.getByRole('button', { name: words.prizes, exact: true }).click();
      await page.getByRole('tab', { name: words.simulation }).click();
      await page.getByRole('button', { name: words.run }).click();
      await page.getByText(words.summary).first().waitFor();
      await page.locator('.tab-pages canvas').first().waitFor();
      await context.close();
    });
  }
});
