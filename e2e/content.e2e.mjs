// The content area's main job, as an operator does it: add a drama with a poster uploaded and
// cropped to 3:4, upload its first episodes' videos at once (numbered from their file names,
// each with its progress), give one a subtitle in a content locale and play it where it is
// with that subtitle, translate the drama's name into another locale, put the drama online and
// find it on the online screen.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pickFromHoverMenu } from './lib/browser.mjs';
import { apiOf, productAndBrowser, signedIn } from './lib/suite.mjs';

const suite = productAndBrowser();
// a 3-second H.264 clip (160×90), made once with ffmpeg; every episode uploads a copy of it
const CLIP = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'episode.mp4'));

// a landscape 320×200 PNG (a grid of colours, 1 KB), so that the 3:4 frame has something to crop
const POSTER = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'poster.png'));

// two Spanish cues within the 3-second clip
const SUBTITLE =
  'WEBVTT\n\n00:00:00.000 --> 00:00:01.200\n¿Firmaste el contrato?\n\n00:00:01.400 --> 00:00:02.800\nA medianoche.\n';

describe('the content area', () => {
  it('adds a drama with a cropped poster, uploads three episodes in bulk, subtitles and plays one, translates its name, puts it online and finds it there', async () => {
    const { context, page } = await signedIn(suite, { at: 'product%2Flist', viewport: { width: 1440, height: 900 } });
    // the admin starts on the first project, Drama US: its content locales are en (the default), es and pt-BR
    await page.getByRole('button', { name: 'Project' }).filter({ hasText: 'Drama US' }).waitFor();
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const name = `Midnight Contract ${code}`;

    await page.getByRole('button', { name: 'New drama' }).click();
    const form = page.locator('.arco-drawer').filter({ visible: true });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Episodes').fill('60');

    // a poster: an image chosen, cropped to 3:4 in the dialog, uploaded as a JPEG
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: /^Choose or drop an image/ }).click();
    await (await chooser).setFiles({ name: 'midnight-contract.png', mimeType: 'image/png', buffer: POSTER });
    const crop = page.getByRole('dialog', { name: 'Crop the poster' });
    await crop.getByRole('group', { name: 'The poster’s frame: the arrow keys move the image' }).waitFor();
    const uploaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/admin-api/product/list/poster',
    );
    // the form shows the poster once uploaded: the first load of its address (the list's row reads it from the cache)
    const served = page.waitForResponse((response) => response.url().includes('/admin-api/product/poster/file/'));
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    assert.equal((await uploaded).request().headers()['content-type'], 'image/jpeg');
    await crop.waitFor({ state: 'detached' });
    await form.getByText('Replace: choose or drop another image').waitFor();
    // the field shows the uploaded image, not the server's own path of it
    assert.equal(await form.getByLabel('Poster', { exact: true }).inputValue(), '');
    const posterUrl = await form.locator('.poster-field').getByRole('img', { name: 'Poster' }).getAttribute('src');
    assert.match(posterUrl, /^\/admin-api\/product\/poster\/file\/drama-us\/[a-f0-9]{32}\.jpg$/);
    const poster = await served;
    assert.equal(new URL(poster.url()).pathname, posterUrl);
    assert.equal(poster.status(), 200);
    assert.equal(poster.headers()['content-type'], 'image/jpeg');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as a draft: take it online when it is ready').waitFor();

    await page.getByPlaceholder('A part of the name or the code').fill(code);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.list-page tbody .arco-table-tr', { hasText: name });
    await row.getByText('Draft').waitFor();
    // the row shows the poster, drawn from the uploaded file: the 3:4 crop at 600×800
    const rowPoster = row.getByRole('img', { name: 'Poster', exact: true });
    assert.equal(await rowPoster.getAttribute('src'), posterUrl);
    await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await rowPoster.elementHandle());
    assert.deepEqual(await rowPoster.evaluate((image) => [image.naturalWidth, image.naturalHeight]), [600, 800]);

    // the season's first three videos, dropped at once
    await row.getByRole('button', { name: 'Episodes', exact: true }).click();
    const drawer = page.locator('.arco-drawer').filter({ hasText: `Episodes of ${name}` });
    await drawer.getByText('No episodes yet').waitFor();
    const files = ['S01E03.mp4', 'S01E01.mp4', 'S01E02.mp4'].map((fileName) => ({
      name: fileName,
      mimeType: 'video/mp4',
      buffer: CLIP,
    }));
    // a file that is not a video, among them: named and left out
    await drawer
      .locator('.bulk-upload input[type="file"]')
      .setInputFiles([...files, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('cast list') }]);
    await drawer.getByText('1 file is not a video and was left out').waitFor();
    await drawer.getByText('notes.txt: not an MP4 or MOV video').waitFor();
    const numbers = drawer.getByRole('spinbutton', { name: /^Episode number of/ });
    assert.deepEqual(await numbers.evaluateAll((boxes) => boxes.map((box) => box.value)), ['1', '2', '3']);
    assert.equal(await drawer.getByRole('progressbar').count(), 3);
    await drawer.getByRole('button', { name: 'Upload 3 videos' }).click();
    await drawer.getByText('Done · 0:03').nth(2).waitFor({ timeout: 30_000 });
    await drawer.getByText('3 episodes of 60 planned; 3 with video').waitFor();

    // episode 2 gets its Spanish subtitle: one line per content locale of the project, es uploaded
    const episode2 = drawer.locator('li', { hasText: 'Episode 2' });
    await episode2.getByText('es missing').waitFor();
    await episode2.getByRole('button', { name: 'Subtitles of Episode 2' }).click();
    const subtitles = page.getByRole('dialog', { name: 'Subtitles of Episode 2' });
    const localeList = subtitles.getByRole('list', { name: 'Subtitles per content locale' });
    await localeList.waitFor();
    const locales = localeList.getByRole('listitem');
    assert.deepEqual(await locales.locator('strong').allInnerTexts(), ['en', 'es', 'pt-BR']);
    const subtitleChooser = page.waitForEvent('filechooser');
    await subtitles.getByRole('button', { name: 'Upload the es subtitle' }).click();
    await (
      await subtitleChooser
    ).setFiles({ name: 'S01E02.es.vtt', mimeType: 'text/vtt', buffer: Buffer.from(SUBTITLE) });
    await locales
      .filter({ has: page.getByText('es', { exact: true }) })
      .getByText('2 cues')
      .waitFor();
    await subtitles.getByRole('button', { name: 'Replace the es subtitle' }).waitFor();
    await subtitles.getByRole('button', { name: 'Close' }).click();
    await subtitles.waitFor({ state: 'detached' });
    await episode2.getByText('es missing').waitFor({ state: 'detached' });

    // played where it is: the video link streams with byte ranges into a <video>, the subtitle as its <track>
    const subtitleServed = page.waitForResponse((response) =>
      response.url().includes('/admin-api/product/episode-subtitle/'),
    );
    await episode2.getByRole('button', { name: 'Play' }).click();
    const player = page.locator('video.episodes__player');
    await player.waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('video.episodes__player');
      return video && video.readyState >= 1 && Math.round(video.duration) === 3;
    });
    const track = player.locator('track[kind="subtitles"][srclang="es"]');
    const trackSrc = await track.evaluate((element) => element.src);
    const vtt = await subtitleServed;
    assert.equal(vtt.url(), trackSrc);
    assert.equal(vtt.status(), 200);
    assert.match(vtt.headers()['content-type'], /^text\/vtt\b/);
    assert.equal(vtt.headers()['x-content-type-options'], 'nosniff');
    // the browser read both cues from it
    await page.waitForFunction(
      (element) => element.readyState === 2 && element.track.cues?.length === 2,
      await track.elementHandle(),
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // the drama's name in Spanish, in its translations: es and pt-BR miss it until then
    await row.getByText('es', { exact: true }).waitFor();
    await row.getByText('pt-BR', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Translations', exact: true }).click();
    const translations = page.locator('.arco-drawer').filter({ hasText: `Translations of ${name}` });
    const spanish = translations.getByRole('region', { name: 'es', exact: true });
    await spanish.getByText('1 field missing').waitFor();
    await spanish.getByText('Missing', { exact: true }).waitFor();
    await spanish.getByRole('button', { name: 'Edit es' }).click();
    const spanishForm = page.locator('.arco-drawer').filter({ hasText: `${name} in es · español` });
    await spanishForm.getByLabel('Name').fill(`Contrato de medianoche ${code}`);
    await spanishForm.getByRole('button', { name: 'Save' }).click();
    await spanishForm.waitFor({ state: 'hidden' });
    await spanish.getByText('Complete').waitFor();
    await spanish.getByText(`Contrato de medianoche ${code}`).waitFor();
    assert.equal(await spanish.getByText('Missing', { exact: true }).count(), 0);
    await translations.getByRole('region', { name: 'pt-BR', exact: true }).getByText('1 field missing').waitFor();
    await page.keyboard.press('Escape');
    await translations.waitFor({ state: 'hidden' });
    await row.getByText('es', { exact: true }).waitFor({ state: 'detached' });
    await row.getByText('pt-BR', { exact: true }).waitFor();

    // the row counts the episodes uploaded of those planned
    await row.getByLabel('Episodes: 3 of 60 uploaded').getByText('3 / 60').waitFor();

    // online, after a warning that it is incomplete; then on the online screen
    await row.getByRole('button', { name: 'Online' }).click();
    const asked = page.locator('.arco-modal').filter({ visible: true });
    await asked
      .getByText('Only 3 of its 60 planned episodes have a video: app users will find it incomplete.')
      .waitFor();
    await asked.getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Online').first().waitFor();
    await page.goto(`${suite.product.url}/product/online`);
    await page.getByText(name).waitFor();
    await context.close();
  });

  it("opens from each of a drama's counts exactly the records it counted, the filter shown", async () => {
    const { context, page } = await signedIn(suite, { at: 'product%2Flist', viewport: { width: 1440, height: 900 } });
    await page.getByRole('button', { name: 'Project' }).filter({ hasText: 'Drama US' }).waitFor();
    const call = await apiOf(suite, page);
    // a seeded drama with a few follows and unlocks (each fits one page of records)
    const dramas = (await call('/product/list/list?projectCode=drama-us&pageSize=100')).data.list;
    const drama = dramas.find(
      (candidate) =>
        candidate.followCount > 0 &&
        candidate.followCount <= 10 &&
        candidate.unlockCount > 0 &&
        candidate.unlockCount <= 10,
    );
    assert.ok(drama, 'a seeded drama of drama-us has a few follows and unlocks');

    const openFrom = async (label) => {
      await page.goto(`${suite.product.url}/product/list?keyword=${drama.code}`);
      const row = page.locator('.list-page tbody .arco-table-tr', { hasText: drama.code });
      await row.getByLabel(label).click();
    };
    // the rows drawn (not the empty list's row, drawn while the records load)
    const records = page
      .locator('.list-page tbody .arco-table-tr:not(.arco-table-empty-row)')
      .filter({ visible: true });
    const filterItem = (label) =>
      page
        .locator('.arco-form-item')
        .filter({ visible: true })
        .filter({ has: page.locator('label', { hasText: new RegExp(`^\\s*${label}:?$`) }) });

    // follows: only "follow drama" records, as many as counted
    await openFrom(`Follow records of ${drama.name}`);
    await page.waitForURL(new RegExp(`/product/comments-follow\\?dramaId=${drama.id}&type=2`));
    await filterItem('Type').getByText('Follow drama').waitFor();
    await records.nth(drama.followCount - 1).waitFor();
    assert.equal(await records.count(), drama.followCount);
    assert.deepEqual(
      [...new Set((await records.locator('td:first-child').allInnerTexts()).map((text) => text.trim()))],
      ['Follow drama'],
    );

    // unlocks: both kinds, as many as counted
    await openFrom(`Unlocks of ${drama.name}`);
    await page.waitForURL(new RegExp(`/product/comments-follow\\?dramaId=${drama.id}&unlocks=1`));
    await filterItem('Unlocks').getByText('Unlocks (coins or VIP)').waitFor();
    await records.nth(drama.unlockCount - 1).waitFor();
    assert.equal(await records.count(), drama.unlockCount);
    for (const type of await records.locator('td:first-child').allInnerTexts())
      assert.ok(['Unlock', 'VIP unlock'].includes(type.trim()), type);

    // comments: the visible ones
    await openFrom(`Comments on ${drama.name}`);
    await page.waitForURL(new RegExp(`/product/comments\\?dramaId=${drama.id}&state=visible`));
    await filterItem('State').getByText('Visible').waitFor();
    await context.close();
  });

  it("under all projects a new drama and a new category start with their project, the drama's labels are that project's, and the rows name their project", async () => {
    const { context, page } = await signedIn(suite, { at: 'product%2Flist', viewport: { width: 1440, height: 900 } });
    await page.getByRole('button', { name: 'Project' }).filter({ hasText: 'Drama US' }).waitFor();
    const call = await apiOf(suite, page);
    const seaLabels = (await call('/product/label/options?projectCode=drama-sea')).data.map((label) => label.title);
    assert.ok(seaLabels.length > 0, 'Drama SEA has labels');
    await pickFromHoverMenu(page, 'Project', 'All projects');
    await page.getByRole('button', { name: 'Project' }).filter({ hasText: 'All projects' }).waitFor();

    // the form asks first which project the drama goes to; its labels follow the choice
    await page.getByRole('button', { name: 'New drama' }).click();
    const form = page.locator('.arco-drawer').filter({ visible: true });
    const labelsOf = form.locator('.arco-form-item').filter({ has: page.locator('label', { hasText: /^\s*Project/ }) });
    assert.equal((await form.locator('.arco-form-item label').first().innerText()).trim(), 'Project');
    await labelsOf.locator('.arco-select').click();
    await page.getByRole('option', { name: 'Drama SEA' }).click();
    // the project's list closes before the labels' opens (both are the page's select popups)
    await page.getByRole('option', { name: 'Drama SEA' }).waitFor({ state: 'hidden' });
    const code = `SEA-${Date.now().toString(36).toUpperCase()}`;
    await form.getByLabel('Name').fill(`Harbour Lights ${code}`);
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Episodes').fill('12');
    await form
      .locator('.arco-form-item')
      .filter({ has: page.locator('label', { hasText: /^\s*Labels/ }) })
      .locator('.arco-select')
      .click();
    const offered = page.locator('.arco-select-popup .arco-select-option').filter({ visible: true });
    await offered.first().waitFor();
    assert.deepEqual((await offered.allInnerTexts()).map((text) => text.trim()).sort(), [...seaLabels].sort());
    await offered.first().click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved as a draft: take it online when it is ready').waitFor();
    // the row says whose it is, by the project's name
    await page.goto(`${suite.product.url}/product/list?keyword=${code}`);
    const row = page.locator('.list-page tbody .arco-table-tr', { hasText: code }).filter({ visible: true });
    await row.getByText('Drama SEA').waitFor();

    // a category too: its poster waits for the project, then goes into it
    await page.goto(`${suite.product.url}/product/category`);
    await page.getByRole('button', { name: 'New category' }).click();
    const categoryForm = page.locator('.arco-drawer').filter({ visible: true });
    await categoryForm.getByRole('button', { name: /^Choose the project above first/ }).waitFor();
    await categoryForm
      .locator('.arco-form-item')
      .filter({ has: page.locator('label', { hasText: /^\s*Project/ }) })
      .locator('.arco-select')
      .click();
    await page.getByRole('option', { name: 'Drama SEA' }).click();
    const chooser = page.waitForEvent('filechooser');
    await categoryForm.getByRole('button', { name: /^Choose or drop an image/ }).click();
    await (await chooser).setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: POSTER });
    const crop = page.getByRole('dialog', { name: 'Crop the poster' });
    await crop.getByRole('group', { name: 'The poster’s frame: the arrow keys move the image' }).waitFor();
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    await categoryForm.getByText('Replace: choose or drop another image').waitFor();
    assert.match(
      await categoryForm.locator('.poster-field').getByRole('img', { name: 'Poster' }).getAttribute('src'),
      /^\/admin-api\/product\/poster\/file\/drama-sea\/[a-f0-9]{32}\.jpg$/,
    );
    await categoryForm.getByLabel('Title').fill(`Harbour ${code}`);
    await categoryForm.getByLabel('Code').fill(code.toLowerCase());
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await categoryForm.waitFor({ state: 'hidden' });
    const categoryRow = page.locator('.list-page tbody .arco-table-tr', { hasText: `Harbour ${code}` });
    await categoryRow.filter({ visible: true }).getByText('Drama SEA').waitFor();
    await context.close();
  });
});
