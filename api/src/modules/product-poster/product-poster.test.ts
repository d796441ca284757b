import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);

const upload = (
  bytes: Buffer,
  { type = 'image/png', screen = 'list', project = 'drama-us', token = tokens.admin } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/product/${screen}/poster?projectCode=${project}`,
    headers: { 'client-token': token, 'content-type': type },
    payload: bytes,
  });

it('keeps an uploaded poster and serves it at the address it answers, as it was, never sniffed', async () => {
  const answer = await upload(JPEG, { type: 'image/jpeg' });
  expect(answer.statusCode).toBe(200);
  const { url } = answer.json().data;
  expect(url).toMatch(/^\/admin-api\/product\/poster\/file\/drama-us\/[a-f0-9]{32}\.jpg$/);
  const served = await t.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload.equals(JPEG)).toBe(true);

  // the address is a poster a drama can hold
  const drama = await t.app.inject({
    method: 'POST',
    url: '/admin-api/product/list',
    headers: { 'client-token': tokens.admin },
    payload: { projectCode: 'drama-us', code: 'POSTERED', name: 'With a poster', episodeCount: 10, poster: url },
  });
  expect(drama.json().data.poster).toBe(url);
});

it('takes an image by its bytes: a PNG sent as a JPEG is kept as a PNG, anything else is refused', async () => {
  expect((await upload(PNG, { type: 'image/jpeg' })).json().data.url).toMatch(/\.png$/);
  const refused = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {
    type: 'image/png',
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual([
    {
      field: 'poster',
      message: 'is not a JPEG, PNG or WebP image (its bytes say so, whatever its name)',
      rule: 'fileType',
      params: { kind: 'image' },
    },
  ]);
  const tooLarge = await upload(Buffer.alloc(3 * 1024 * 1024, 0xff), { type: 'image/jpeg' });
  // the platform's answer to any body over its route's limit
  expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([400, 'The request body is too large']);
  expect((await upload(PNG, { type: 'text/html' })).statusCode).toBe(400);
});

it('needs the screen’s edit button in one project, and never serves a path that is not a poster', async () => {
  expect((await upload(PNG, { token: tokens.operator })).statusCode).toBe(403);
  expect((await upload(PNG, { project: 'all' })).statusCode).toBe(400);
  expect((await upload(PNG, { screen: 'category' })).statusCode).toBe(200);
  for (const path of [
    '../../../etc/passwd',
    'drama-us/..%2F..%2Fsecret.jpg',
    'drama-us/0123456789abcdef0123456789abcdef.svg',
  ]) {
    expect([400, 404]).toContain(
      (await t.app.inject({ method: 'GET', url: `/admin-api/product/poster/file/${path}` })).statusCode,
    );
  }
});
