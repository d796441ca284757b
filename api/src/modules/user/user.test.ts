import { MASK } from '../../platform/operationLog';
import { createTestApp, eventually, type TestApp } from '../../testing/testApp';
import { passwordWeakness } from '../../domain/staff';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/admin-api/user/profile', headers: { 'client-token': token }, payload });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/admin-api/user/password', headers: { 'client-token': token }, payload });
const getInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username, password } });
const logRows = (username: string, url: string) =>
  t.db
    .selectFrom('sys_oper_log')
    .selectAll()
    .where('username', '=', username)
    .where('url', '=', url)
    .orderBy('id')
    .execute();

const PROFILE = {
  name: '  Olivia P.  ',
  email: 'olivia.p@backoffice.example',
  phone: '+63 (2) 8100-0002',
  introduction: 'Leads VIP support.',
  personalWebsite: 'https://olivia.example/about?tab=1',
  jobName: 'Support lead',
  organizationName: 'Customer service',
  locationName: 'Manila',
  projectCode: 'drama-us', // the browser adds these to every call; ignored here
  tenantCode: 't-us',
};

describe('PUT /user/profile', () => {
  it('updates the editable fields and answers the getInfo shape', async () => {
    const token = await t.signIn('operator');
    const response = await put(token, PROFILE);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Olivia P.',
      email: 'olivia.p@backoffice.example',
      phone: '+63 (2) 8100-0002',
      introduction: 'Leads VIP support.',
      personalWebsite: 'https://olivia.example/about?tab=1',
      jobName: 'Support lead',
      organizationName: 'Customer service',
      locationName: 'Manila',
      account: 'operator',
      accountId: '10002',
    });
    expect(data.projects.map((project: { code: string }) => project.code)).toEqual(['drama-us', 'drama-sea']);
    expect((await getInfo(token)).json().data).toEqual(data);
  });

  it('clears the optional fields not sent (a cleared field arrives as "" and is dropped)', async () => {
    const token = await t.signIn('operator');
    const response = await put(token, {
      name: 'Olivia Park',
      email: 'olivia.park@backoffice.example',
      phone: '',
      personalWebsite: '   ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Olivia Park',
      phone: '',
      personalWebsite: '',
      introduction: '',
      jobName: '',
      organizationName: '',
      locationName: '',
    });
    expect(
      (await put(token, { name: 'Olivia Park', email: 'o@b.example', personalWebsite: 'ftp://files.example.org/pub' }))
        .statusCode,
    ).toBe(200);
  });

  it('names every field at fault', async () => {
    const token = await t.signIn('operator');
    const response = await put(token, {
      name: 'x'.repeat(41),
      email: 'not-an-email',
      phone: 'call me',
      introduction: 'x'.repeat(501),
      personalWebsite: 'javascript:alert(1)',
      jobName: 'x'.repeat(61),
      organizationName: 'x'.repeat(61),
      locationName: 'x'.repeat(61),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', message: 'must be at most 40 characters' }),
        expect.objectContaining({ field: 'email', message: 'must be an email address such as name@example.com' }),
        expect.objectContaining({ field: 'phone', message: 'must be a phone number such as +65 6100 0001' }),
        { field: 'introduction', message: 'must be at most 500 characters', rule: 'maxLength', params: { limit: 500 } },
        {
          field: 'personalWebsite',
          message: 'must be an http, https or ftp address such as https://example.com',
          rule: 'pattern',
          params: { hint: 'an http, https or ftp address such as https://example.com' },
        },
        expect.objectContaining({ field: 'jobName', message: 'must be at most 60 characters' }),
        expect.objectContaining({ field: 'organizationName', message: 'must be at most 60 characters' }),
        expect.objectContaining({ field: 'locationName', message: 'must be at most 60 characters' }),
      ]),
    );
    expect(response.json().errors).toHaveLength(8);

    const missing = await put(token, { name: '   ' });
    expect(missing.json().errors).toEqual([
      { field: 'name', message: 'is required', rule: 'required' },
      { field: 'email', message: 'is required', rule: 'required' },
    ]);
    const long = await put(token, { name: 'x', email: `${'a'.repeat(110)}@example.com` });
    expect(long.json().errors).toEqual([
      { field: 'email', message: 'must be at most 120 characters', rule: 'maxLength', params: { limit: 120 } },
    ]);
    for (const website of ['mailto:a@b.example', 'http://', 'https://no spaces.example', 'www.example.com']) {
      const answer = await put(token, { name: 'x', email: 'a@b.example', personalWebsite: website });
      expect([website, answer.statusCode]).toEqual([website, 400]);
    }
    // Nothing was changed by the failures.
    expect((await getInfo(token)).json().data.email).toBe('o@b.example');
  });

  it('needs a signed-in user and is recorded in the operation log', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/admin-api/user/profile', payload: PROFILE })).statusCode).toBe(
      401,
    );
    const [row] = await eventually(async () => {
      const rows = await logRows('operator', '/admin-api/user/profile');
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({ title: 'Update my profile', method: 'PUT', status: 0, project_code: 'drama-us' });
    expect(row.params).toMatchObject({ name: 'Olivia P.', email: 'olivia.p@backoffice.example' });
  });
});

describe('POST /user/password', () => {
  it('refuses a wrong current password, naming oldPassword', async () => {
    const token = await t.signIn('normal');
    const response = await changePassword(token, { oldPassword: 'not-it', newPassword: 'fresh-pass-42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'oldPassword', message: 'is not your current password', rule: 'currentPassword' },
    ]);
    expect((await signIn('normal', 'normal123')).statusCode).toBe(200);
    expect((await getInfo(token)).statusCode).toBe(200);
  });

  it('refuses weak passwords, naming newPassword and why', async () => {
    const token = await t.signIn('normal');
    // why, in English and as the rule (and its limit) the browser words in the user's language
    const cases: Array<[string, string, object]> = [
      ['abc123', 'must be at least 8 characters', { rule: 'minLength', params: { limit: 8 } }],
      ['lettersonly', 'must contain at least one letter and one digit', { rule: 'weakPassword' }],
      ['1234567890', 'must contain at least one letter and one digit', { rule: 'weakPassword' }],
      ['normal123', 'must differ from the current password', { rule: 'sameAsCurrent' }],
      [`a1${'x'.repeat(63)}`, 'must be at most 64 characters', { rule: 'maxLength', params: { limit: 64 } }],
    ];
    for (const [newPassword, message, rule] of cases) {
      const response = await changePassword(token, { oldPassword: 'normal123', newPassword });
      expect([newPassword, response.statusCode, response.json().errors]).toEqual([
        newPassword,
        400,
        [{ field: 'newPassword', message, ...rule }],
      ]);
    }
    // Both at once.
    const both = await changePassword(token, { oldPassword: 'wrong', newPassword: 'short' });
    expect(both.json().errors).toEqual([
      { field: 'oldPassword', message: 'is not your current password', rule: 'currentPassword' },
      { field: 'newPassword', message: 'must be at least 8 characters', rule: 'minLength', params: { limit: 8 } },
    ]);
    expect((await changePassword(token, {})).json().errors).toEqual([
      { field: 'oldPassword', message: 'is required', rule: 'required' },
      { field: 'newPassword', message: 'is required', rule: 'required' },
    ]);
    expect((await signIn('normal', 'normal123')).statusCode).toBe(200);
  });

  it('refuses the username as a password', () => {
    expect(passwordWeakness('Agent007x', 'agent007X', 'old-pass-1')).toBe('must not be the username');
    expect(passwordWeakness('correct-horse-7', 'agent', 'old-pass-1')).toBeNull();
    expect(passwordWeakness('mot-de-passé-9', 'agent', 'old')).toBeNull();
  });

  it('re-hashes the password and signs out every other session, keeping this one', async () => {
    const current = await t.signIn('normal');
    const other = await t.signIn('normal');
    const another = await t.signIn('normal');
    const adminToken = await t.signIn('admin');
    const userId = (
      await t.db.selectFrom('sys_user').select('id').where('username', '=', 'normal').executeTakeFirstOrThrow()
    ).id;
    const openBefore = await t.db
      .selectFrom('sys_session')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();

    const response = await changePassword(current, { oldPassword: 'normal123', newPassword: 'Better-pass-2024' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revokedSessions: openBefore.length - 1 });

    expect((await getInfo(current)).statusCode).toBe(200);
    expect((await getInfo(other)).statusCode).toBe(401);
    expect((await getInfo(another)).statusCode).toBe(401);
    expect((await getInfo(adminToken)).statusCode).toBe(200); // other users keep their sessions

    expect((await signIn('normal', 'normal123')).statusCode).toBe(401);
    expect((await signIn('normal', 'Better-pass-2024')).statusCode).toBe(200);
    const account = await t.db
      .selectFrom('sys_user')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('records password changes with both passwords masked', async () => {
    const rows = await eventually(async () => {
      const found = await logRows('normal', '/admin-api/user/password');
      return found.some((row) => row.status === 0) ? found : null;
    });
    expect(rows.every((row) => row.title === 'Change my password')).toBe(true);
    const success = rows.find((row) => row.status === 0)!;
    expect(success.params).toEqual({ oldPassword: MASK, newPassword: MASK });
    const failed = rows.find((row) => row.status === 1)!;
    expect(failed).toMatchObject({ http_status: 400, params: { oldPassword: MASK, newPassword: MASK } });
    const text = JSON.stringify(rows.map((row) => row.params));
    for (const secret of ['normal123', 'Better-pass-2024', 'fresh-pass-42', 'lettersonly'])
      expect(text).not.toContain(secret);
  });
});

describe('guessing the current password', () => {
  it('counts as failed sign-ins of the account: limited like sign-in (429)', async () => {
    const token = await t.signIn('operator');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await changePassword(token, { oldPassword: `guess-${attempt}`, newPassword: 'Another-pass-1' })).statusCode,
      ).toBe(400);
    }
    const limited = await changePassword(token, { oldPassword: 'operator123', newPassword: 'Another-pass-1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-in attempts for this account/);
    expect((await signIn('operator', 'operator123')).statusCode).toBe(429);
    expect((await getInfo(token)).statusCode).toBe(200); // the session itself stays
  });
});

describe('the OpenAPI document', () => {
  it('describes the user settings routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    const profile = doc.paths['/admin-api/user/profile'].put;
    expect(profile.summary).toBe('Update my profile');
    expect(profile.requestBody.content['application/json'].schema.required).toEqual(['name', 'email']);
    const password = doc.paths['/admin-api/user/password'].post;
    expect(password.summary).toBe('Change my password');
    expect(password.requestBody.content['application/json'].schema.required).toEqual(['oldPassword', 'newPassword']);
  });
});
