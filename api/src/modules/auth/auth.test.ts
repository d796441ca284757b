import { sql } from 'kysely';
import { tokenDigest } from '../../platform/tokens';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What the browser adds to every call (shared/src/api/prepareRequest.ts): the api must take it and ignore it.
const BROWSER_EXTRAS = {
  sortType: 'desc',
  sortBy: 'deleted, create_time',
  projectCode: 'drama-us',
  tenantCode: 't-us',
};

const login = (payload: unknown, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/admin-api/login', payload: payload as object, remoteAddress });
const getInfo = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/admin-api/getInfo',
    headers: token === undefined ? {} : { 'client-token': token },
  });

describe('POST /login', () => {
  it('answers a token for the right credentials, with the browser extras in the body', async () => {
    const response = await login({ username: 'admin', password: 'admin123', ...BROWSER_EXTRAS });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    // 32 random bytes, base64url
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await getInfo(body.data.token);
    expect(info.statusCode).toBe(200);
    // who signed in comes with the token, as getInfo answers it: no second round before the first screen
    expect(body.data.userInfo).toEqual(info.json().data);
  });

  it('trims the username and password like the browser does', async () => {
    const response = await login({ username: '  operator ', password: ' operator123  ' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown account with 401 and no detail', async () => {
    for (const payload of [
      { username: 'admin', password: 'nope' },
      { username: 'ghost', password: 'admin123' },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 401,
        message: 'Incorrect username or password',
        data: null,
        problem: 'signIn.wrong',
      });
    }
  });

  it('stores only a SHA-256 of the token, and an argon2id hash of the password', async () => {
    const token = (await login({ username: 'normal', password: 'normal123' })).json().data.token;
    const sessions = await t.db.selectFrom('sys_session').select('token_hash').execute();
    expect(sessions.map((session) => session.token_hash)).toContain(tokenDigest(token));
    expect(sessions.some((session) => session.token_hash.includes(token))).toBe(false);
    const user = await t.db
      .selectFrom('sys_user')
      .select('password_hash')
      .where('username', '=', 'normal')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('names each missing or empty field', async () => {
    const response = await login({ username: '', password: null, ...BROWSER_EXTRAS });
    expect(response.statusCode).toBe(400);
    // "" and null are dropped by the request cleaning, so both read as missing.
    expect(response.json()).toMatchObject({
      code: 400,
      data: null,
      errors: [
        { field: 'username', message: 'is required' },
        { field: 'password', message: 'is required' },
      ],
    });
  });

  it('refuses oversized and wrong-typed fields with the field named', async () => {
    const long = await login({ username: 'admin', password: 'x'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'password', message: 'must be at most 64 characters', rule: 'maxLength', params: { limit: 64 } },
    ]);

    const typed = await login({ username: 123, password: ['admin123'] });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual([
      { field: 'username', message: 'must be a string', rule: 'type', params: { type: 'string' } },
      { field: 'password', message: 'must be a string', rule: 'type', params: { type: 'string' } },
    ]);
  });

  it('answers a malformed body with a 400 envelope, never a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON', data: null });
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);

    const huge = await login({ username: 'admin', password: 'x', note: 'y'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 400, message: 'The request body is too large' });

    const notAnObject = await login([1, 2]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().errors).toEqual([
      { field: 'body', message: 'must be an object', rule: 'type', params: { type: 'object' } },
    ]);
  });

  it('refuses a disabled account even with the right password', async () => {
    await t.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'operator').execute();
    try {
      const response = await login({ username: 'operator', password: 'operator123' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/disabled/),
        problem: 'account.disabled',
      });
    } finally {
      await t.db.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'operator').execute();
    }
  });
});

describe('GET /getInfo', () => {
  it('answers every field of the user info for the admin, with all projects and their permissions', async () => {
    const response = await getInfo(await t.signIn('admin'));
    expect(response.statusCode).toBe(200);
    const info = response.json().data;
    expect(Object.keys(info).sort()).toEqual(
      [
        'name',
        'avatar',
        'job',
        'organization',
        'location',
        'email',
        'introduction',
        'personalWebsite',
        'jobName',
        'organizationName',
        'locationName',
        'phone',
        'registrationDate',
        'accountId',
        'account',
        'certification',
        'allProjects',
        'projects',
        'projectRoles',
      ].sort(),
    );
    expect(info).toMatchObject({
      account: 'admin',
      name: 'Avery Chen',
      accountId: '10001',
      certification: 1,
      allProjects: true,
    });
    expect(info.registrationDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.projects).toEqual([
      { id: expect.any(Number), code: 'drama-us', tenantCode: 't-us', name: 'Drama US' },
      { id: expect.any(Number), code: 'drama-sea', tenantCode: 't-sea', name: 'Drama SEA' },
      { id: expect.any(Number), code: 'drama-jp', tenantCode: 't-jp', name: 'Drama JP' },
    ]);
    for (const entry of info.projectRoles) {
      expect(entry.roles).toEqual(['admin']);
      expect(entry.permissions).toEqual(
        expect.arrayContaining([
          'dashboard:workplace:query',
          'setting:user:reset-password',
          'customer-service:oplog:query',
        ]),
      );
    }
  });

  it("gives the operator only its two projects and its role's permissions", async () => {
    const info = (await getInfo(await t.signIn('operator'))).json().data;
    expect(info.allProjects).toBe(false);
    expect(info.projects.map((project: { code: string }) => project.code)).toEqual(['drama-us', 'drama-sea']);
    const [first] = info.projectRoles;
    expect(first).toMatchObject({ projectCode: 'drama-us', roles: ['operator'] });
    expect(first.permissions).toContain('customer-service:online_assistant:reply');
    expect(first.permissions).toContain('dashboard:workplace:query');
    expect(first.permissions).not.toContain('product:list:add');
    expect(first.permissions).not.toContain('customer-service:oplog:query');
  });

  it('gives the normal user a different pair of projects and the content permissions', async () => {
    const info = (await getInfo(await t.signIn('normal'))).json().data;
    expect(info.projects.map((project: { code: string }) => project.code)).toEqual(['drama-us', 'drama-jp']);
    const permissions = info.projectRoles[0].permissions;
    expect(permissions).toEqual(
      expect.arrayContaining(['product:list:add', 'product:list:export', 'customer-service:feed:query']),
    );
    expect(permissions).not.toContain('setting:user:query');
    expect(permissions).not.toContain('customer-service:big_account:query');
  });

  it('answers 401 without a token, with an unknown one, or an expired one', async () => {
    const missing = await getInfo();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 401, message: 'Please sign in first', data: null, reason: 'signedOut' });

    expect((await getInfo('not-a-token')).statusCode).toBe(401);

    const token = await t.signIn('normal');
    await t.db
      .updateTable('sys_session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', tokenDigest(token))
      .execute();
    const expired = await getInfo(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(401);
  });
});

describe('why a session ended (the reason of a 401)', () => {
  const endedSession = async (token: string) => {
    const response = await getInfo(token);
    expect(response.statusCode).toBe(401);
    return response.json() as { code: number; message: string; reason?: string };
  };

  it('says expired for a token past its lifetime, and for one the api does not know', async () => {
    const token = await t.signIn('normal');
    await t.db
      .updateTable('sys_session')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', tokenDigest(token))
      .execute();
    expect(await endedSession(token)).toEqual({
      code: 401,
      message: 'Your session has expired. Please sign in again.',
      data: null,
      reason: 'expired',
    });
    expect((await endedSession('not-a-token')).reason).toBe('expired');
  });

  it('says signed out for a token signed out in another tab, or by a password change elsewhere', async () => {
    const token = await t.signIn('normal');
    await t.app.inject({ method: 'POST', url: '/admin-api/logout', headers: { 'client-token': token } });
    expect(await endedSession(token)).toMatchObject({
      message: 'You were signed out elsewhere. Please sign in again.',
      reason: 'signedOut',
    });

    // the password changed in one session signs the others out
    const kept = await t.signIn('operator');
    const other = await t.signIn('operator');
    const changePassword = (oldPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/user/password',
        headers: { 'client-token': kept },
        payload: { oldPassword, newPassword },
      });
    expect((await changePassword('operator123', 'Another-pass-42')).statusCode).toBe(200);
    try {
      expect((await endedSession(other)).reason).toBe('signedOut');
      expect((await getInfo(kept)).statusCode).toBe(200);
    } finally {
      expect((await changePassword('Another-pass-42', 'operator123')).statusCode).toBe(200);
    }
  });

  it('says disabled when an administrator disabled the account, even though that revoked the session too', async () => {
    const admin = await t.signIn('admin');
    const token = await t.signIn('normal');
    const normal = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'normal')
      .executeTakeFirstOrThrow();
    const disable = await t.app.inject({
      method: 'POST',
      url: `/admin-api/setting/user/${normal.id}/disable`,
      headers: { 'client-token': admin },
      payload: {},
    });
    expect(disable.statusCode).toBe(200);
    try {
      expect(await endedSession(token)).toMatchObject({
        message: 'This account is disabled. Ask an administrator to enable it.',
        reason: 'disabled',
      });
    } finally {
      await t.db.updateTable('sys_user').set({ status: 0 }).where('id', '=', normal.id).execute();
    }
  });

  it("leaves the account's other sessions open on a new sign-in: two tabs, or a sign-in again, sign nobody out", async () => {
    const first = await t.signIn('normal');
    const second = await t.signIn('normal');
    expect((await getInfo(first)).statusCode).toBe(200);
    expect((await getInfo(second)).statusCode).toBe(200);
  });

  it('says no reason for a refused sign-in: that is the credentials, not a session', async () => {
    const response = await login({ username: 'normal', password: 'wrong' });
    expect(response.json()).not.toHaveProperty('reason');
  });
});

describe('POST /logout', () => {
  it('revokes the token: it opens nothing afterwards, while other sessions stay open', async () => {
    const token = await t.signIn('admin');
    const other = await t.signIn('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/logout',
      headers: { 'client-token': token },
      payload: BROWSER_EXTRAS,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'success', data: null });
    expect((await getInfo(token)).statusCode).toBe(401);
    expect((await getInfo(other)).statusCode).toBe(200);
    const session = await t.db
      .selectFrom('sys_session')
      .select('revoked_at')
      .where('token_hash', '=', tokenDigest(token))
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).toBeInstanceOf(Date);
  });

  it('needs a valid token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/admin-api/logout', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('token lifetime', () => {
  it('expires sessions after the configured hours', async () => {
    const token = await t.signIn('admin');
    const row = await t.db
      .selectFrom('sys_session')
      .select(sql<number>`extract(epoch from (expires_at - created_at))::int`.as('seconds'))
      .where('token_hash', '=', tokenDigest(token))
      .executeTakeFirstOrThrow();
    expect(row.seconds).toBe(24 * 3600);
  });
});
