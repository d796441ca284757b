// The app users' side stands apart from the staff's: its own tokens, its project by app key,
// its rate limits and its own OpenAPI document.
import Fastify from 'fastify';
import { appClient } from '../testing/appClient';
import { createTestApp, type TestApp } from '../testing/testApp';
import { installRouteDeclarations } from './routes';
import { tokenDigest } from './tokens';

let t: TestApp;
let staff: string;
let app: ReturnType<typeof appClient>;
let appToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn('admin');
  app = appClient(t);
  appToken = (await app.signIn('device-platform-1')).token;
});
afterAll(() => t.close());

describe('tokens', () => {
  it("refuses an app user's token on /admin-api/, saying it opens only /app-api/", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/getInfo',
      headers: { 'client-token': appToken },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, problem: 'token.appUser' });
    expect(response.json().message).toMatch(/only \/app-api\//);
    // and on a project route too
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin-api/user/list/list?projectCode=drama-us',
      headers: { 'client-token': appToken },
    });
    expect(list.statusCode).toBe(401);
  });

  it('refuses a staff token on /app-api/, however it is sent', async () => {
    const asBearer = await app.call('GET', '/me', staff);
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json()).toMatchObject({ problem: 'token.notAppUser' });
    expect(asBearer.json().message).toMatch(/staff token opens only \/admin-api\//);
    const asStaffHeader = await t.app.inject({
      method: 'GET',
      url: '/app-api/me',
      headers: { 'x-app-key': app.key, 'client-token': staff },
    });
    expect(asStaffHeader.statusCode).toBe(401);
    expect(asStaffHeader.json()).toMatchObject({ problem: 'token.notAppUser' });
  });

  it('answers /me to the signed-in app user only', async () => {
    const me = await app.call('GET', '/me', appToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ source: 'guest', project: { code: 'drama-us' } });
    const nobody = await app.call('GET', '/me');
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: 401, problem: 'token.missing', data: null });
    const forged = await app.call('GET', '/me', `app.${'x'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ problem: 'token.expired' });
  });

  it('ends a session at its expiry', async () => {
    const { token } = await app.signIn('device-platform-4');
    await t.db
      .updateTable('app_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenDigest(token))
      .execute();
    const expired = await app.call('GET', '/me', token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ problem: 'token.expired' });
  });

  it("ends a session by signing out, and refuses a token under another project's app key", async () => {
    const { token } = await app.signIn('device-platform-2');
    const elsewhere = await appClient(t, 'drama-jp').call('GET', '/me', token);
    expect(elsewhere.statusCode).toBe(401);
    expect((await app.call('POST', '/sign-out', token)).statusCode).toBe(200);
    const after = await app.call('GET', '/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ problem: 'token.signedOut' });
  });
});

it('answers an address it does not serve with a 404 in the envelope', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/app-api/nowhere',
    headers: { 'x-app-key': app.key, accept: 'text/html' },
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 404, message: 'No such endpoint: GET /app-api/nowhere' });
});

it("refuses to start with a route that mixes the sides: an app user's route outside /app-api/, a staff one inside", async () => {
  for (const [url, access] of [
    ['/admin-api/anything', 'app'],
    ['/app-api/anything', 'user'],
  ] as const) {
    const server = Fastify();
    installRouteDeclarations(server);
    expect(() => server.get(url, { config: { access } }, async () => null)).toThrow(
      /only \/app-api\/ routes are app users'/,
    );
    await server.close();
  }
});

describe('the app key', () => {
  it('is required on every call and must name a project', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: '/app-api/me',
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ field: 'x-app-key', rule: 'required' })]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/app-api/sign-in',
      headers: { 'x-app-key': 'not-a-key-of-ours' },
      payload: { deviceId: 'device-platform-3', platform: 'ios', country: 'US' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ problem: 'appKey.unknown' });
    // nothing was made for the device
    expect(
      await t.db.selectFrom('app_device').select('id').where('device_id', '=', 'device-platform-3').execute(),
    ).toEqual([]);
  });

  it('opens nothing while its project is disabled', async () => {
    const jp = appClient(t, 'drama-jp');
    const { token } = await jp.signIn('device-platform-5');
    await t.db.updateTable('sys_project').set({ status: 1 }).where('code', '=', 'drama-jp').execute();
    try {
      const refused = await jp.call('GET', '/me', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ problem: 'project.disabled', params: { project: 'drama-jp' } });
    } finally {
      await t.db.updateTable('sys_project').set({ status: 0 }).where('code', '=', 'drama-jp').execute();
    }
    expect((await jp.call('GET', '/me', token)).statusCode).toBe(200);
  });

  it('names a field of a bad sign-in', async () => {
    const response = await app.call('POST', '/sign-in', undefined, {
      deviceId: 'a b',
      platform: 'phone',
      country: 'us',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['country', 'deviceId', 'platform']);
  });
});

describe('the OpenAPI documents', () => {
  it("list the app's calls in the app's document and none of them in the staff's", async () => {
    const appDocument = (await t.app.inject({ method: 'GET', url: '/app-api/openapi.json' })).json();
    expect(Object.keys(appDocument.paths)).toEqual(
      expect.arrayContaining(['/app-api/sign-in', '/app-api/me', '/app-api/sign-out']),
    );
    expect(Object.keys(appDocument.paths).every((path) => path.startsWith('/app-api/'))).toBe(true);
    expect(appDocument.paths['/app-api/me'].get.security).toEqual([{ appKey: [], appToken: [] }]);
    expect(appDocument.paths['/app-api/sign-in'].post.security).toEqual([{ appKey: [] }]);
    const staffDocument = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    expect(Object.keys(staffDocument.paths).filter((path) => path.startsWith('/app-api'))).toEqual([]);
    expect(Object.keys(staffDocument.paths).length).toBeGreaterThan(50);
  });
});

describe('rate limits', () => {
  const limited = (rateLimits: object) =>
    createTestApp({
      appApi: {
        rateLimits: {
          perUser: { max: 1000, windowSeconds: 60 },
          perAddress: { max: 1000, windowSeconds: 60 },
          ...rateLimits,
        },
      },
    });
  const me = (u: TestApp, token: string, remoteAddress: string) =>
    u.app.inject({
      method: 'GET',
      url: '/app-api/me',
      remoteAddress,
      headers: { 'x-app-key': app.key, authorization: `Bearer ${token}` },
    });

  it('answers 429 to a user past their limit from any address, naming the limit and when to retry', async () => {
    const u = await limited({ perUser: { max: 3, windowSeconds: 60 } });
    try {
      const client = appClient(u);
      const { token } = await client.signIn('device-limit-1');
      const other = (await client.signIn('device-limit-2')).token;
      const statuses = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
        statuses.push((await me(u, token, address)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await me(u, token, '10.0.0.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 429,
        problem: 'rateLimit.user',
        params: { limit: 3, windowSeconds: 60, retryAfterSeconds: expect.any(Number) },
      });
      expect(refused.json().message).toMatch(/this app user: at most 3 in 60 s\. Retry in \d+ s\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another user from the same address is not held back
      expect((await me(u, other, '10.0.0.4')).statusCode).toBe(200);
    } finally {
      await u.close();
    }
  });

  it('answers 429 to an address past its limit, whoever calls from it, before anything else', async () => {
    const u = await limited({ perAddress: { max: 4, windowSeconds: 60 } });
    try {
      const client = appClient(u);
      const first = (await client.signIn('device-limit-3')).token;
      const second = (await client.signIn('device-limit-4')).token;
      // (the two sign-ins came from inject's default address, 127.0.0.1)
      const statuses = [];
      for (const token of [first, second, first, second, first])
        statuses.push((await me(u, token, '10.1.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const refused = await me(u, second, '10.1.0.1');
      expect(refused.json()).toMatchObject({ problem: 'rateLimit.address', params: { limit: 4 } });
      // even a call without a key is counted and refused from there
      const keyless = await u.app.inject({ method: 'GET', url: '/app-api/me', remoteAddress: '10.1.0.1' });
      expect(keyless.statusCode).toBe(429);
      expect((await me(u, first, '10.1.0.2')).statusCode).toBe(200);
    } finally {
      await u.close();
    }
  });

  it('holds across api processes with Redis: two apps on one database count together', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const appApi = {
      redisUrl,
      rateLimits: {
        perUser: { max: 1000, windowSeconds: 60 },
        perAddress: { max: 3, windowSeconds: 60 },
        // this run's counters only
        namespace: `app-api-rate-test-${process.pid}-${Date.now()}:`,
      },
    };
    const one = await createTestApp({ appApi });
    const two = await one.anotherApp({ exports: { runner: false }, appApi });
    try {
      const { token } = await appClient(one).signIn('device-limit-5');
      const statuses = [];
      for (const server of [one.app, two, one.app, two])
        statuses.push(
          (
            await server.inject({
              method: 'GET',
              url: '/app-api/me',
              remoteAddress: '10.2.0.1',
              headers: { 'x-app-key': app.key, authorization: `Bearer ${token}` },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
