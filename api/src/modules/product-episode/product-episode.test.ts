import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { sampleVideo } from '../../testing/sampleVideo';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ media: { maxBytes: 8 * 1024 * 1024 } });
  // tus runs over real HTTP: the bytes stream, a connection drops, a client resumes
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Episode = {
  id: number;
  episodeNo: number;
  title: string;
  durationSeconds: number;
  free: boolean;
  unlockCoins: number;
  hasVideo: boolean;
  videoSize: number;
  videoType: string;
};

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  { project = 'drama-us', token = tokens.admin } = {},
) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/product${url}${inQuery ? `${url.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};

/** A new drama of `project`, with no episodes. */
async function newDrama(code: string, project = 'drama-us'): Promise<number> {
  const { status, body } = await call('POST', '/list', { code, name: `Drama ${code}`, episodeCount: 60 }, { project });
  expect(status).toBe(200);
  return body.data.id;
}

interface Sent {
  url: string;
  /** the offset each PATCH started at, as the client reported its chunks */
  accepted: number[];
}

/** Uploads `bytes` by tus; `stopAfter` bytes aborts it (a dropped connection) and answers where it got to. */
function upload(
  bytes: Buffer,
  metadata: Record<string, string>,
  { project = 'drama-us', token = tokens.admin, uploadUrl = null as string | null, stopAfter = Infinity } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const accepted: number[] = [];
    const tus: Upload = new Upload(bytes, {
      endpoint: `${base}/admin-api/product/episode/upload?projectCode=${project}`,
      uploadUrl,
      headers: { 'client-token': token },
      metadata,
      chunkSize: 256 * 1024,
      retryDelays: null,
      onChunkComplete: (_chunk, bytesAccepted) => {
        accepted.push(bytesAccepted);
        if (bytesAccepted >= stopAfter) {
          void tus.abort().then(() => resolve({ url: tus.url!, accepted }));
        }
      },
      onSuccess: () => resolve({ url: tus.url!, accepted }),
      onError: reject,
    });
    tus.start();
  });
}
const idOf = (url: string) => new URL(url, base).pathname.split('/').pop()!;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('bulk upload of episode videos (tus)', () => {
  it('resumes an upload cut off half-way at the byte the api has, and the stored video is the file sent', async () => {
    const dramaId = await newDrama('TUS-RESUME');
    const video = sampleVideo({ durationMs: 125_400, size: 3 * 1024 * 1024, moovLast: true });
    const first = await upload(video, { dramaId: String(dramaId), filename: 'EP07.mp4' }, { stopAfter: 1024 * 1024 });
    expect(first.accepted.at(-1)).toBeGreaterThanOrEqual(1024 * 1024);
    expect(first.accepted.at(-1)).toBeLessThan(video.length);

    // the api says how far it got, and the second run starts there, not at 0
    const head = await fetch(first.url.startsWith('http') ? first.url : `${base}${first.url}`, {
      method: 'HEAD',
      headers: { 'client-token': tokens.admin, 'tus-resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(first.accepted.at(-1));
    const second = await upload(video, { dramaId: String(dramaId), filename: 'EP07.mp4' }, { uploadUrl: first.url });
    expect(second.accepted[0]).toBe(offset + 256 * 1024);

    const attached = await call('POST', '/episode/attach', { dramaId, uploadId: idOf(first.url), episodeNo: 7 });
    expect(attached.status).toBe(200);
    const episode = attached.body.data as Episode;
    expect(episode).toMatchObject({
      episodeNo: 7,
      durationSeconds: 125,
      hasVideo: true,
      videoSize: video.length,
      videoType: 'video/mp4',
      free: false,
      unlockCoins: 30,
    });

    // played back by a <video> element: a link, then byte ranges, never sniffed
    const link = await call('POST', `/episode/${episode.id}/video-link`, {});
    expect(link.status).toBe(200);
    const whole = await fetch(`${base}${link.body.data.url}`);
    expect(whole.status).toBe(200);
    expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(video));
    const part = await fetch(`${base}${link.body.data.url}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);
    expect(
      (await fetch(`${base}${link.body.data.url}`, { headers: { range: `bytes=${video.length + 10}-` } })).status,
    ).toBe(416);
    expect((await fetch(`${base}/admin-api/product/episode-video/${'x'.repeat(43)}`)).status).toBe(404);

    // the staged upload is gone once attached, the episode is listed
    const listed = await call('GET', `/episode/list?dramaId=${dramaId}`);
    expect(listed.body.data.episodes.map((row: Episode) => row.episodeNo)).toEqual([7]);
    const again = await call('POST', '/episode/attach', { dramaId, uploadId: idOf(first.url), episodeNo: 8 });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('uploadId');
  });

  it('refuses a file that is not a video by its bytes, whatever its name, and keeps nothing of it', async () => {
    const dramaId = await newDrama('TUS-NOTVIDEO');
    const notVideo = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 7)]);
    const sent = await upload(notVideo, { dramaId: String(dramaId), filename: 'EP01.mp4' });
    const attached = await call('POST', '/episode/attach', { dramaId, uploadId: idOf(sent.url), episodeNo: 1 });
    expect(attached.status).toBe(400);
    expect(attached.body.errors).toEqual([
      {
        field: 'uploadId',
        message: 'EP01.mp4 is refused: it is not an MP4 or QuickTime video (its bytes say so, whatever its name)',
        rule: 'fileType',
        params: { kind: 'video', file: 'EP01.mp4' },
      },
    ]);
    expect((await call('GET', `/episode/list?dramaId=${dramaId}`)).body.data.episodes).toEqual([]);
  });

  it('stores a video under a name of its own: a file name that climbs out of the folder goes nowhere', async () => {
    const dramaId = await newDrama('TUS-TRAVERSAL');
    const video = sampleVideo();
    const sent = await upload(video, { dramaId: String(dramaId), filename: '../../../../etc/cron.d/evil.mp4' });
    const attached = await call('POST', '/episode/attach', { dramaId, uploadId: idOf(sent.url), episodeNo: 1 });
    expect(attached.status).toBe(200);
    const [row] = await t.db
      .selectFrom('episode')
      .select('video_key')
      .where('id', '=', attached.body.data.id)
      .execute();
    expect(row.video_key).toMatch(new RegExp(`^videos/drama-us/${dramaId}/[a-f0-9]{32}\\.mp4$`));
    // an upload id that is a path is no upload
    const traversal = await fetch(
      `${base}/admin-api/product/episode/upload/..%2F..%2Fetc%2Fpasswd?projectCode=drama-us`,
      {
        method: 'HEAD',
        headers: { 'client-token': tokens.admin, 'tus-resumable': '1.0.0' },
      },
    );
    expect([400, 404]).toContain(traversal.status);
    const attachPath = await call('POST', '/episode/attach', { dramaId, uploadId: '../../etc/passwd', episodeNo: 2 });
    expect(attachPath.status).toBe(400);
  });

  it('bounds the size, and keeps uploads to the project and the people allowed', async () => {
    const dramaId = await newDrama('TUS-BOUNDS');
    await expect(
      upload(Buffer.alloc(9 * 1024 * 1024), { dramaId: String(dramaId), filename: 'EP01.mp4' }),
    ).rejects.toThrow(/413/);
    // another project's drama, a drama of nobody, no drama
    await expect(
      upload(sampleVideo(), { dramaId: String(dramaId), filename: 'EP01.mp4' }, { project: 'drama-sea' }),
    ).rejects.toThrow(/404/);
    await expect(upload(sampleVideo(), { filename: 'EP01.mp4' })).rejects.toThrow(/400/);
    // the operator role has no content screens
    await expect(
      upload(sampleVideo(), { dramaId: String(dramaId), filename: 'EP01.mp4' }, { token: tokens.operator }),
    ).rejects.toThrow(/403/);
    // an upload of drama-us cannot be written or attached from another project
    const sent = await upload(
      sampleVideo({ size: 600 * 1024 }),
      { dramaId: String(dramaId), filename: 'EP01.mp4' },
      { stopAfter: 256 * 1024 },
    );
    const elsewhere = await fetch(`${base}/admin-api/product/episode/upload/${idOf(sent.url)}?projectCode=drama-sea`, {
      method: 'HEAD',
      headers: { 'client-token': tokens.admin, 'tus-resumable': '1.0.0' },
    });
    expect(elsewhere.status).toBe(404);
    const early = await call('POST', '/episode/attach', { dramaId, uploadId: idOf(sent.url), episodeNo: 1 });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/is not finished: 262144 of \d+ bytes/);
  });
});

describe('a drama’s episodes', () => {
  async function withEpisodes(code: string, count: number): Promise<{ dramaId: number; episodes: Episode[] }> {
    const dramaId = await newDrama(code);
    for (let episodeNo = 1; episodeNo <= count; episodeNo += 1) {
      const sent = await upload(sampleVideo({ durationMs: 60_000 + episodeNo * 1000 }), {
        dramaId: String(dramaId),
        filename: `E${episodeNo}.mp4`,
      });
      expect((await call('POST', '/episode/attach', { dramaId, uploadId: idOf(sent.url), episodeNo })).status).toBe(
        200,
      );
    }
    return { dramaId, episodes: (await call('GET', `/episode/list?dramaId=${dramaId}`)).body.data.episodes };
  }

  it('lists them in order, free first, and edits a title and a price (0 coins is free)', async () => {
    const { episodes } = await withEpisodes('EPS-EDIT', 6);
    expect(
      episodes.map((episode) => [episode.episodeNo, episode.free, episode.unlockCoins, episode.durationSeconds]),
    ).toEqual([
      [1, true, 0, 61],
      [2, true, 0, 62],
      [3, true, 0, 63],
      [4, true, 0, 64],
      [5, true, 0, 65],
      [6, false, 30, 66],
    ]);
    const edited = await call('PUT', `/episode/${episodes[5].id}`, { title: '  The wedding  ', unlockCoins: 0 });
    expect(edited.body.data).toMatchObject({ title: 'The wedding', free: true, unlockCoins: 0 });
    // no title: the app shows "Episode 6"
    expect((await call('PUT', `/episode/${episodes[5].id}`, { unlockCoins: 45 })).body.data).toMatchObject({
      title: '',
      free: false,
      unlockCoins: 45,
    });
    const refused = await call('PUT', `/episode/${episodes[5].id}`, { title: 'Too dear', unlockCoins: 100_001 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('unlockCoins');
  });

  it('renumbers them in the order sent, which must name each once', async () => {
    const { dramaId, episodes } = await withEpisodes('EPS-ORDER', 3);
    const [one, two, three] = episodes.map((episode) => episode.id);
    const moved = await call('PUT', '/episode/order', { dramaId, episodeIds: [three, one, two] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.episodes.map((episode: Episode) => [episode.id, episode.episodeNo])).toEqual([
      [three, 1],
      [one, 2],
      [two, 3],
    ]);
    const partial = await call('PUT', '/episode/order', { dramaId, episodeIds: [three, one] });
    expect(partial.status).toBe(400);
    expect(partial.body.errors[0]).toEqual({
      field: 'episodeIds',
      message: `the order leaves out episode ${two}: name every episode of the drama once`,
      rule: 'incomplete',
    });
  });

  it('deletes one, its video with it', async () => {
    const { dramaId, episodes } = await withEpisodes('EPS-DELETE', 1);
    const link = await call('POST', `/episode/${episodes[0].id}/video-link`, {});
    expect((await call('DELETE', `/episode/${episodes[0].id}`)).status).toBe(200);
    expect((await call('GET', `/episode/list?dramaId=${dramaId}`)).body.data.episodes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${base}${link.body.data.url}`)).status).toBe(404);
  });
});
