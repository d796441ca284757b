import { createTestApp, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const BASE = '/admin-api/setting/user';
type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { 'client-token': token }, ...(payload ? { payload } : {}) });
const list = (query = '', token = admin) => call('GET', `/list?${query}`, undefined, token);
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin-api/login', payload: { username, password } });
const getInfo = (token: string) => t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } });
const idOf = async (username: string) =>
  (await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

const newUser = (username: string, overrides: object = {}) => ({
  username,
  name: `User ${username}`,
  email: `${username}@example.com`,
  password: 'secret123',
  projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
  ...overrides,
});

describe('GET /setting/user/list', () => {
  it('lists every user under all for an allProjects admin, with roles per project', async () => {
    const response = await list('sortBy=username&sortType=asc');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(page.list.map((user: { username: string }) => user.username)).toEqual(['admin', 'normal', 'operator']);
    expect(page.list[0]).toMatchObject({
      username: 'admin',
      status: 0,
      allProjects: true,
      projectRoles: [
        { projectCode: 'drama-us', roles: ['admin'] },
        { projectCode: 'drama-sea', roles: ['admin'] },
        { projectCode: 'drama-jp', roles: ['admin'] },
      ],
      createTime: expect.any(String),
    });
    expect(page.list[0]).not.toHaveProperty('passwordHash');
    expect(page.list[0]).not.toHaveProperty('password_hash');
  });

  it("hides another project's users from a project-scoped request", async () => {
    const page = (await list('projectCode=drama-jp&sortBy=username&sortType=asc')).json().data;
    expect(page.list.map((user: { username: string }) => user.username)).toEqual(['admin', 'normal']);
    expect(page.list[1].projectRoles).toEqual([{ projectCode: 'drama-jp', roles: ['normal'] }]);
    const operatorId = await idOf('operator');
    const edit = await call('PUT', `/${operatorId}`, { projectCode: 'drama-jp', name: 'x', email: 'x@example.com', projectRoles: [] });
    expect(edit.statusCode).toBe(404);
  });

  it('filters by username, name, status and role', async () => {
    expect((await list('username=OPER')).json().data.list.map((u: { username: string }) => u.username)).toEqual(['operator']);
    expect((await list('name=avery')).json().data.list.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect((await list('roleCode=normal')).json().data.list.map((u: { username: string }) => u.username)).toEqual(['normal']);
    expect((await list('status=1')).json().data.total).toBe(0);
  });

  it('sorts only by whitelisted names', async () => {
    for (const sortBy of ['deleted,create_time', 'username', 'name', 'status', 'create_time']) {
      expect((await list(`sortBy=${sortBy}`)).statusCode).toBe(200);
    }
    const response = await list('sortBy=password_hash');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'sortBy' })]);
  });

  it('refuses normal and operator (403)', async () => {
    for (const who of ['normal', 'operator'] as const) {
      const token = await t.signIn(who);
      expect((await list('projectCode=drama-us', token)).statusCode).toBe(403);
      expect((await call('POST', '', { ...newUser(`by${who}`), projectCode: 'drama-us' }, token)).statusCode).toBe(403);
      expect((await call('POST', `/${await idOf('admin')}/disable`, { projectCode: 'drama-us' }, token)).statusCode).toBe(403);
      expect((await call('POST', `/${await idOf('admin')}/reset-password`, { projectCode: 'drama-us', password: 'abcdef123' }, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /setting/user', () => {
  it('creates a user who can sign in, and logs it with the password masked', async () => {
    const response = await call('POST', '', newUser('alice.w', { phone: '+65 6100 0009' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      username: 'alice.w',
      name: 'User alice.w',
      phone: '+65 6100 0009',
      status: 0,
      allProjects: false,
      projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
    });
    expect((await signIn('alice.w', 'secret123')).statusCode).toBe(200);

    const row = await eventually(() =>
      t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', 'Create a staff user').where('status', '=', 0).executeTakeFirst(),
    );
    expect(row).toMatchObject({ username: 'admin', method: 'POST', url: BASE, http_status: 200 });
    expect(row.params).toMatchObject({ username: 'alice.w', password: '******' });
    expect(JSON.stringify(row.params)).not.toContain('secret123');
  });

  it('answers 409 naming username on a duplicate', async () => {
    const response = await call('POST', '', newUser('normal'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/username/);
    expect(response.json().errors).toEqual([{ field: 'username', message: 'normal is already taken' }]);
  });

  it('names the fields at fault', async () => {
    const response = await call('POST', '', { username: 'A!', name: '', email: 'nope', password: 'x', projectRoles: [] });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'name', 'email', 'projectRoles']));
  });

  it('applies the user-settings password rules', async () => {
    for (const [password, message] of [
      ['short1', /at least 8/],
      ['lettersonly', /letter and one digit/],
      ['weakuser1', /username/],
    ] as const) {
      const response = await call('POST', '', newUser('weakuser1', { password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'password', message: expect.stringMatching(message) }]);
    }
  });

  it('refuses unknown roles and projects outside the request', async () => {
    const role = await call('POST', '', newUser('roleless', { projectRoles: [{ projectCode: 'drama-us', roles: ['boss'] }] }));
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].field).toBe('projectRoles/0/roles/0');
    const outside = await call('POST', '', { ...newUser('outsider'), projectCode: 'drama-jp' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('projectRoles/0/projectCode');
  });
});

describe('PUT /setting/user/:id', () => {
  it('edits the fields and the roles of the request\'s project only', async () => {
    const created = (await call('POST', '', newUser('bob', { projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }, { projectCode: 'drama-jp', roles: ['normal'] }] }))).json().data;
    const response = await call('PUT', `/${created.id}`, {
      projectCode: 'drama-us',
      name: 'Bob B',
      email: 'bob@example.org',
      projectRoles: [{ projectCode: 'drama-us', roles: ['normal', 'operator'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Bob B', email: 'bob@example.org', phone: '', projectRoles: [{ projectCode: 'drama-us', roles: ['normal', 'operator'] }] });
    const all = (await list('username=bob')).json().data.list[0];
    expect(all.projectRoles).toEqual([
      { projectCode: 'drama-us', roles: ['normal', 'operator'] },
      { projectCode: 'drama-jp', roles: ['normal'] },
    ]);
  });

  it('validates the body naming fields, and answers 404 for an unknown id', async () => {
    const id = await idOf('normal');
    const bad = await call('PUT', `/${id}`, { name: '', email: 'x', projectRoles: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['name', 'email']));
    expect((await call('PUT', '/999999', { name: 'a', email: 'a@b.cd', projectRoles: [] })).statusCode).toBe(404);
  });

  it('refuses to demote the last admin of a project (409)', async () => {
    const id = await idOf('admin');
    const response = await call('PUT', `/${id}`, {
      projectCode: 'drama-jp',
      name: 'Avery Chen',
      email: 'avery.chen@backoffice.example',
      projectRoles: [{ projectCode: 'drama-jp', roles: ['normal'] }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/drama-jp without an enabled admin/);
    const roles = (await list('username=admin&projectCode=drama-jp')).json().data.list[0].projectRoles;
    expect(roles).toEqual([{ projectCode: 'drama-jp', roles: ['admin'] }]);
  });
});

describe('disable, enable and reset-password', () => {
  it('a user cannot disable themselves', async () => {
    const response = await call('POST', `/${await idOf('admin')}/disable`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/your own account/);
  });

  it('refuses to disable the last admin, allows it when another admin remains', async () => {
    await call('POST', '', newUser('boss', { projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }] }));
    const boss = await signIn('boss', 'secret123');
    const bossToken = boss.json().data.token as string;
    const adminId = await idOf('admin');
    const refused = await call('POST', `/${adminId}/disable`, { projectCode: 'drama-us' }, bossToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/last admin/);
    expect((await getInfo(admin)).statusCode).toBe(200);

    // admin may disable boss: admin still admins drama-us.
    const disabled = await call('POST', `/${await idOf('boss')}/disable`, { projectCode: 'drama-us' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ user: { username: 'boss', status: 1 }, revokedSessions: 1 });
  });

  it('a disabled user cannot sign in and their token stops working; enabling restores sign-in', async () => {
    await call('POST', '', newUser('carol'));
    const token = (await signIn('carol', 'secret123')).json().data.token as string;
    expect((await getInfo(token)).statusCode).toBe(200);
    const id = await idOf('carol');

    expect((await call('POST', `/${id}/disable`, { projectCode: 'drama-us' })).statusCode).toBe(200);
    expect((await getInfo(token)).statusCode).toBe(401);
    expect((await signIn('carol', 'secret123')).statusCode).toBe(403);
    expect((await list('status=1&username=carol')).json().data.total).toBe(1);

    const enabled = await call('POST', `/${id}/enable`, {});
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.user.status).toBe(0);
    expect((await getInfo(token)).statusCode).toBe(401);
    expect((await signIn('carol', 'secret123')).statusCode).toBe(200);
  });

  it('resets a password: the rules apply, sessions end, the new password signs in; logged masked', async () => {
    await call('POST', '', newUser('dave'));
    const token = (await signIn('dave', 'secret123')).json().data.token as string;
    const id = await idOf('dave');

    const weak = await call('POST', `/${id}/reset-password`, { password: 'dave' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: expect.stringMatching(/at least 8/) }]);
    const missing = await call('POST', `/${id}/reset-password`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('password');

    const response = await call('POST', `/${id}/reset-password`, { password: 'fresh2024' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user: { username: 'dave' }, revokedSessions: 1 });
    expect((await getInfo(token)).statusCode).toBe(401);
    expect((await signIn('dave', 'secret123')).statusCode).toBe(401);
    expect((await signIn('dave', 'fresh2024')).statusCode).toBe(200);

    const row = await eventually(() =>
      t.db.selectFrom('sys_oper_log').selectAll().where('url', '=', `${BASE}/${id}/reset-password`).where('status', '=', 0).executeTakeFirst(),
    );
    expect(row.params).toEqual({ password: '******' });
  });

  it("answers 404 for a user outside the request's project", async () => {
    await call('POST', '', newUser('erin', { projectRoles: [{ projectCode: 'drama-sea', roles: ['operator'] }] }));
    const id = await idOf('erin');
    expect((await call('POST', `/${id}/disable`, { projectCode: 'drama-jp' })).statusCode).toBe(404);
    expect((await call('POST', `/${id}/reset-password`, { projectCode: 'drama-jp', password: 'abcdef123' })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${BASE}/list`,
        BASE,
        `${BASE}/{id}`,
        `${BASE}/{id}/disable`,
        `${BASE}/{id}/enable`,
        `${BASE}/{id}/reset-password`,
      ]),
    );
    expect(doc.paths[`${BASE}/{id}/reset-password`].post.summary).toBe("Reset a staff user's password");
  });
});
