// The content area's main job, as an operator does it: add a drama, upload its first
// episodes' videos at once (numbered from their file names, each with its progress), play
// one where it is, put the drama online and find it on the online screen.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
// a 3-second H.264 clip (160×90), made once with ffmpeg; every episode uploads a copy of it
const CLIP = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'episode.mp4'));

describe('the content area', () => {
  it('adds a drama, uploads three episodes in bulk, plays one, puts the drama online and finds it there', async () => {
    const { context, page } = await signedIn(suite, { at: 'product%2Flist', viewport: { width: 1440, height: 900 } });
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const name = `Midnight Contract ${code}`;

    await page.getByRole('button', { name: 'New drama' }).click();
    const form = page.locator('.arco-drawer').filter({ visible: true });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Episodes').fill('60');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as a draft: take it online when it is ready').waitFor();

    await page.getByPlaceholder('A part of the name or the code').fill(code);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.list-page tbody .arco-table-tr', { hasText: name });
    await row.getByText('Draft').waitFor();

    // the season's first three videos, dropped at once
    await row.getByRole('button', { name: 'Episodes' }).click();
    const drawer = page.locator('.arco-drawer').filter({ hasText: `Episodes of ${name}` });
    await drawer.getByText('No episodes yet').waitFor();
    const files = ['S01E03.mp4', 'S01E01.mp4', 'S01E02.mp4'].map((fileName) => ({ name: fileName, mimeType: 'video/mp4', buffer: CLIP }));
    await drawer.locator('.bulk-upload input[type="file"]').setInputFiles(files);
    const numbers = drawer.getByRole('spinbutton', { name: /^Episode number of/ });
    assert.deepEqual(await numbers.evaluateAll((boxes) => boxes.map((box) => box.value)), ['1', '2', '3']);
    assert.equal(await drawer.getByRole('progressbar').count(), 3);
    await drawer.getByRole('button', { name: 'Upload 3 videos' }).click();
    await drawer.getByText('Done · 0:03').nth(2).waitFor({ timeout: 30_000 });
    await drawer.getByText('3 episodes of 60 planned; 3 with video').waitFor();

    // played where it is: the video link streams with byte ranges into a <video>
    await drawer.locator('li', { hasText: 'Episode 2' }).getByRole('button', { name: 'Play' }).click();
    const player = page.locator('video.episodes__player');
    await player.waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('video.episodes__player');
      return video && video.readyState >= 1 && Math.round(video.duration) === 3;
    });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // online, after asking; then on the online screen
    await row.getByRole('button', { name: 'Online' }).click();
    await page.locator('.arco-modal').filter({ visible: true }).getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Online').first().waitFor();
    await page.goto(`${suite.product.url}/product/online`);
    await page.getByText(name).waitFor();
    await context.close();
  });
});
