import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DiskStorage } from '../../platform/mediaStorage';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
// the app's media folder, to see what its storage holds
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-subtitles-'));
const storage = new DiskStorage(path.join(mediaDir, 'store'));
/** Waits for a file to leave the storage: it is removed once the change is committed. */
const gone = (key: string) => eventually(async () => (await storage.size(key)) === null);

beforeAll(async () => {
  t = await createTestApp({ media: { dir: mediaDir } });
  tokens = await t.signInAll();
  // drama-us serves three content locales, English the default
  await t.db
    .updateTable('sys_project')
    .set({ content_locales: ['en', 'es', 'pt-BR'], default_content_locale: 'en' })
    .where('code', '=', 'drama-us')
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

type Options = { project?: string; token?: string; type?: string };

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { project = 'drama-us', token = tokens.admin }: Options = {},
) => {
  const response = await t.app.inject({
    method,
    url: `/admin-api/product${url}${method === 'POST' ? '' : `${url.includes('?') ? '&' : '?'}projectCode=${project}`}`,
    headers: { 'client-token': token },
    ...(method === 'POST' ? { payload: { projectCode: project } } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

/** PUTs `file` as episode `id`'s subtitle in `locale`, as the browser does (text/vtt, the scope in the query). */
const upload = async (
  id: number,
  locale: string,
  file: string | Buffer,
  { project = 'drama-us', token = tokens.admin, type = 'text/vtt' }: Options = {},
) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/admin-api/product/episode/${id}/subtitle/${locale}?projectCode=${project}`,
    headers: { 'client-token': token, 'content-type': type },
    payload: file,
  });
  return { status: response.statusCode, body: response.json() };
};

/** A drama of drama-us with episodes of these durations (their videos are not needed here). */
async function dramaWith(code: string, durations: number[]): Promise<{ dramaId: number; episodeIds: number[] }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/product/list',
    headers: { 'client-token': tokens.admin },
    payload: { projectCode: 'drama-us', code, name: code, episodeCount: 60 },
  });
  const dramaId = created.json().data.id as number;
  const rows = await t.db
    .insertInto('episode')
    .values(
      durations.map((duration, index) => ({
        project_code: 'drama-us',
        drama_id: dramaId,
        episode_no: index + 1,
        duration_seconds: duration,
        free: true,
        video_key: duration ? `videos/drama-us/${dramaId}/e${index}.mp4` : '',
        video_type: 'video/mp4',
      })),
    )
    .returning('id')
    .execute();
  return { dramaId, episodeIds: rows.map((row) => Number(row.id)) };
}

const vtt = (...cues: [string, string][]) =>
  ['WEBVTT', '', ...cues.flatMap(([timing, text]) => [timing, text, ''])].join('\n');
const GOOD = vtt(
  ['00:00:01.000 --> 00:00:03.000', 'I never signed that contract.'],
  ['00:00:04.000 --> 00:00:06.500', 'Then who did?'],
);

describe('episode subtitles', () => {
  it('takes a WebVTT file for a served locale, lists what each episode has and misses, replaces and deletes it', async () => {
    const { dramaId, episodeIds } = await dramaWith('SUB-LIFE', [90, 95]);
    const taken = await upload(episodeIds[0], 'pt-br', GOOD);
    expect(taken.status).toBe(200);
    expect(taken.body.data).toMatchObject({
      episodeId: episodeIds[0],
      locale: 'pt-BR',
      cueCount: 2,
      size: Buffer.byteLength(GOOD),
    });
    const [stored] = await t.db
      .selectFrom('episode_subtitle')
      .select(['subtitle_key', 'project_code'])
      .where('episode_id', '=', episodeIds[0])
      .execute();
    // a key of the api's, never the client's
    expect(stored).toEqual({
      project_code: 'drama-us',
      subtitle_key: expect.stringMatching(new RegExp(`^subtitles/drama-us/${episodeIds[0]}/[a-f0-9]{32}\\.vtt$`)),
    });
    expect(await storage.size(stored.subtitle_key)).toBe(Buffer.byteLength(GOOD));

    const listed = await call('GET', `/episode/subtitle/list?dramaId=${dramaId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ dramaId, defaultLocale: 'en', locales: ['en', 'es', 'pt-BR'] });
    expect(
      listed.body.data.episodes.map(
        (row: { episodeNo: number; subtitles: { locale: string }[]; missing: string[] }) => [
          row.episodeNo,
          row.subtitles.map((file) => file.locale),
          row.missing,
        ],
      ),
    ).toEqual([
      [1, ['pt-BR'], ['en', 'es']],
      [2, [], ['en', 'es', 'pt-BR']],
    ]);

    // a second upload replaces the first, file and all
    const again = await upload(episodeIds[0], 'pt-BR', vtt(['00:00:01.000 --> 00:00:02.000', 'Só uma fala.']));
    expect(again.body.data).toMatchObject({ locale: 'pt-BR', cueCount: 1 });
    const rows = await t.db
      .selectFrom('episode_subtitle')
      .select('subtitle_key')
      .where('episode_id', '=', episodeIds[0])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].subtitle_key).not.toBe(stored.subtitle_key);
    expect(await storage.size(rows[0].subtitle_key)).toBe(again.body.data.size);
    await gone(stored.subtitle_key);

    const removed = await call('DELETE', `/episode/${episodeIds[0]}/subtitle/pt-BR`);
    expect(removed).toEqual({
      status: 200,
      body: expect.objectContaining({ data: { episodeId: episodeIds[0], locale: 'pt-BR' } }),
    });
    await gone(rows[0].subtitle_key);
    expect((await call('DELETE', `/episode/${episodeIds[0]}/subtitle/pt-BR`)).status).toBe(404);
    expect((await call('GET', `/episode/subtitle/list?dramaId=${dramaId}`)).body.data.episodes[0].missing).toEqual([
      'en',
      'es',
      'pt-BR',
    ]);
  });

  it('refuses each broken file with a 400 naming subtitle, its line, cue and reason', async () => {
    const { episodeIds } = await dramaWith('SUB-CHECK', [60]);
    const [id] = episodeIds;
    const refusal = async (file: string | Buffer) => {
      const answer = await upload(id, 'es', file);
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await refusal(GOOD.replace('WEBVTT', 'WEBVT'))).toEqual([
      {
        field: 'subtitle',
        message: 'line 1: the file must start with the line WEBVTT (the header of a WebVTT file)',
        rule: 'subtitle',
        params: { why: 'signature', lines: '1', cue: 0 },
      },
    ]);
    expect(await refusal(GOOD.replace('00:00:04.000 -->', '00:00:04 -->'))).toEqual([
      // the parser's own words: no rule, the browser shows them as they are
      { field: 'subtitle', message: expect.stringMatching(/^line 6 \(cue 2\): not WebVTT: /) },
    ]);
    expect(await refusal(vtt(['00:00:05.000 --> 00:00:02.000', 'Backwards']))).toEqual([
      {
        field: 'subtitle',
        message: 'line 3 (cue 1): the cue ends before it starts, or when it starts',
        rule: 'subtitle',
        params: { why: 'endBeforeStart', lines: '3', cue: 1 },
      },
    ]);
    expect(
      await refusal(vtt(['00:00:10.000 --> 00:00:12.000', 'Late'], ['00:00:01.000 --> 00:00:02.000', 'Early'])),
    ).toEqual([
      {
        field: 'subtitle',
        message: 'line 6 (cue 2): the cue starts before the cue above it: cues are in the order they show',
        rule: 'subtitle',
        params: { why: 'order', lines: '6', cue: 2 },
      },
    ]);
    expect(
      await refusal(vtt(['00:00:01.000 --> 00:00:02.000', 'In time'], ['00:00:58.000 --> 00:01:05.000', 'Too long'])),
    ).toEqual([
      {
        field: 'subtitle',
        message: "line 6 (cue 2): ends at 00:01:05.000, after the episode's video (00:01:00.000)",
        rule: 'subtitle',
        params: { why: 'afterVideo', lines: '6', cue: 2, end: '00:01:05.000', video: '00:01:00.000' },
      },
    ]);
    // not text by its bytes, whatever it claims: a PNG, Latin-1
    expect(await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual([
      {
        field: 'subtitle',
        message: 'is not UTF-8 text (its bytes say so, whatever its name): save it as UTF-8 WebVTT',
        rule: 'fileType',
        params: { kind: 'subtitle' },
      },
    ]);
    expect((await refusal(Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOl\xe1\n', 'latin1')))[0].field).toBe(
      'subtitle',
    );
    // nothing was kept of any of them
    expect(await t.db.selectFrom('episode_subtitle').select('id').where('episode_id', '=', id).execute()).toEqual([]);
  });

  it('keeps to the locales the project serves, the size bound, the episode’s project and the people allowed', async () => {
    const { dramaId, episodeIds } = await dramaWith('SUB-BOUNDS', [60, 0]);
    const [id, withoutVideo] = episodeIds;
    const unserved = await upload(id, 'th', GOOD);
    expect(unserved.status).toBe(400);
    expect(unserved.body.errors).toEqual([
      {
        field: 'locale',
        message: 'th is not a content locale of project drama-us (en, es, pt-BR)',
        rule: 'enum',
        params: { allowed: ['en', 'es', 'pt-BR'] },
      },
    ]);
    expect((await upload(id, 'not a locale', GOOD)).body.errors[0].field).toBe('locale');
    expect((await upload(withoutVideo, 'en', GOOD)).status).toBe(409);
    const large = await upload(id, 'en', `${GOOD}\nNOTE ${'x'.repeat(512 * 1024)}\n`);
    expect(large.status).toBe(400);
    expect(large.body.errors[0].field).toBe('body');
    // only as text/vtt (a charset said is fine: the bytes decide): Fastify's own text/plain and JSON
    // parsers also make a string of the body, without the byte check (a Latin-1 file came in with U+FFFD)
    const asText = {
      field: 'body',
      message: 'is taken only as the file itself: send the file as text/vtt',
      rule: 'mediaType',
      params: { allowed: ['text/vtt'] },
    };
    expect((await upload(id, 'en', GOOD, { type: 'text/plain' })).body.errors).toEqual([asText]);
    expect(
      (
        await upload(id, 'en', Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOl\xe1\n', 'latin1'), {
          type: 'text/plain; charset=utf-8',
        })
      ).body.errors,
    ).toEqual([asText]);
    expect((await upload(id, 'en', JSON.stringify(GOOD), { type: 'application/json' })).body.errors).toEqual([asText]);
    expect(
      (await upload(id, 'en', JSON.stringify({ subtitle: GOOD }), { type: 'application/json' })).body.errors,
    ).toEqual([asText]);
    expect((await upload(id, 'en', GOOD, { type: 'application/octet-stream' })).body.errors).toEqual([
      {
        field: 'body',
        message: 'Send the request body as text/vtt',
        rule: 'mediaType',
        params: { allowed: ['text/vtt'] },
      },
    ]);
    expect(await t.db.selectFrom('episode_subtitle').select('id').where('episode_id', '=', id).execute()).toEqual([]);
    expect((await upload(id, 'es', GOOD, { type: 'text/vtt; charset=utf-8' })).status).toBe(200);

    // another project's episode is no episode; the operator role has no content screens
    expect((await upload(id, 'en', GOOD, { project: 'drama-jp' })).status).toBe(404);
    expect((await call('GET', `/episode/subtitle/list?dramaId=${dramaId}`, { project: 'drama-jp' })).status).toBe(404);
    expect((await upload(id, 'en', GOOD, { token: tokens.operator })).status).toBe(403);
    expect((await call('GET', `/episode/subtitle/list?dramaId=${dramaId}`, { token: tokens.operator })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/episode/${id}/subtitle/en`, { token: tokens.operator })).status).toBe(403);
    // normal may edit content in drama-us
    expect((await upload(id, 'en', GOOD, { token: tokens.normal })).status).toBe(200);
  });

  it('serves a subtitle to the player’s <track> by a link: WebVTT, never sniffed', async () => {
    const { episodeIds } = await dramaWith('SUB-PLAY', [60]);
    const [id] = episodeIds;
    await upload(id, 'es', GOOD);
    await upload(id, 'en', GOOD.replace('Then who did?', 'Then who did, then?'));
    const links = await call('POST', `/episode/${id}/subtitle-links`);
    expect(links.status).toBe(200);
    // in the order of the project's locales
    expect(links.body.data.tracks.map((track: { locale: string }) => track.locale)).toEqual(['en', 'es']);
    const served = await t.app.inject({ method: 'GET', url: links.body.data.tracks[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toBe(GOOD);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin-api/product/episode-subtitle/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    // a video's ticket opens no subtitle
    const video = await call('POST', `/episode/${id}/video-link`);
    const videoTicket = (video.body.data.url as string).split('/').pop();
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin-api/product/episode-subtitle/${videoTicket}` })).statusCode,
    ).toBe(404);
    // nor does a subtitle's ticket play as a video
    const subtitleTicket = (links.body.data.tracks[0].url as string).split('/').pop();
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin-api/product/episode-video/${subtitleTicket}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: links.body.data.tracks[0].url })).statusCode).toBe(200);
    expect((await call('POST', `/episode/${id}/subtitle-links`, { project: 'drama-jp' })).status).toBe(404);

    // deleting the episode takes its subtitles with it, files and all
    const files = await t.db
      .selectFrom('episode_subtitle')
      .select('subtitle_key')
      .where('episode_id', '=', id)
      .execute();
    expect(files).toHaveLength(2);
    expect((await call('DELETE', `/episode/${id}`)).status).toBe(200);
    expect(await t.db.selectFrom('episode_subtitle').select('id').where('episode_id', '=', id).execute()).toEqual([]);
    await Promise.all(files.map((file) => gone(file.subtitle_key)));
  });

  it('keeps one file of an episode’s locale when uploads of it cross: the second waits for the first, and replaces it', async () => {
    const { episodeIds } = await dramaWith('SUB-RACE', [60]);
    const [id] = episodeIds;
    // the first file, then two at once (on PostgreSQL, without a lock both read it as the one replaced, and one of theirs stayed)
    expect((await upload(id, 'es', GOOD)).status).toBe(200);
    const sent = await Promise.all(
      ['Uno', 'Dos', 'Tres'].map((line) => upload(id, 'es', vtt(['00:00:01.000 --> 00:00:02.000', line]))),
    );
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [row] = await t.db
      .selectFrom('episode_subtitle')
      .select('subtitle_key')
      .where('episode_id', '=', id)
      .execute();
    const folder = path.join(mediaDir, 'store', 'subtitles', 'drama-us', String(id));
    await eventually(async () => fs.readdirSync(folder).length === 1);
    expect(fs.readdirSync(folder)).toEqual([path.basename(row.subtitle_key)]);
  });

  it('times a subtitle link on the database’s clock, as a video link, which its expiry is checked against', async () => {
    const { episodeIds } = await dramaWith('SUB-CLOCK', [60]);
    const [id] = episodeIds;
    await upload(id, 'es', GOOD);
    // the api's clock two hours behind the database's: an hour of its own would be over before the link is made
    // (PGlite's clock is the process's, so it tells only on PostgreSQL; both agree on PGlite)
    const appNow = jest.spyOn(Date, 'now').mockReturnValue(Date.now() - 2 * 3_600_000);
    try {
      const links = await call('POST', `/episode/${id}/subtitle-links`);
      const { rows } = await sql<{ expected: Date }>`select now() + make_interval(mins => 60) as expected`.execute(
        t.db,
      );
      expect(Math.abs(new Date(links.body.data.expireTime).getTime() - rows[0].expected.getTime())).toBeLessThan(
        60_000,
      );
      expect((await t.app.inject({ method: 'GET', url: links.body.data.tracks[0].url })).statusCode).toBe(200);
    } finally {
      appNow.mockRestore();
    }
  });

  it('writes each change to the operation log, without the file’s text', async () => {
    const { episodeIds } = await dramaWith('SUB-LOG', [60]);
    await upload(episodeIds[0], 'es', GOOD);
    await call('DELETE', `/episode/${episodeIds[0]}/subtitle/es`);
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', `/admin-api/product/episode/${episodeIds[0]}/subtitle/%`)
        .orderBy('id')
        .execute();
      return found.length >= 2 ? found : null;
    });
    expect(rows.map((row) => [row.title, row.method, row.status, row.project_code])).toEqual([
      ["Upload an episode's subtitle", 'PUT', 0, 'drama-us'],
      ["Delete an episode's subtitle", 'DELETE', 0, 'drama-us'],
    ]);
    expect(rows[0].params).toEqual({ projectCode: 'drama-us', locale: 'es', bytes: Buffer.byteLength(GOOD) });
  });
});
