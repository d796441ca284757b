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
const getInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } });
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
    const edit = await call('PUT', `/${operatorId}`, {
      projectCode: 'drama-jp',
      name: 'x',
      email: 'x@example.com',
      projectRoles: [],
    });
    expect(edit.statusCode).toBe(404);
  });

  it('filters by username, name, status and role', async () => {
    expect((await list('username=OPER')).json().data.list.map((u: { username: string }) => u.username)).toEqual([
      'operator',
    ]);
    expect((await list('name=avery')).json().data.list.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect((await list('roleCode=normal')).json().data.list.map((u: { username: string }) => u.username)).toEqual([
      'normal',
    ]);
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
      expect(
        (await call('POST', `/${await idOf('admin')}/disable`, { projectCode: 'drama-us' }, token)).statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            'POST',
            `/${await idOf('admin')}/reset-password`,
            { projectCode: 'drama-us', password: 'abcdef123' },
            token,
          )
        ).statusCode,
      ).toBe(403);
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
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Create a staff user')
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ username: 'admin', method: 'POST', url: BASE, http_status: 200 });
    expect(row.params).toMatchObject({ username: 'alice.w', password: '******' });
    expect(JSON.stringify(row.params)).not.toContain('secret123');
  });

  it('answers 409 naming username on a duplicate', async () => {
    const response = await call('POST', '', newUser('normal'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/username/);
    expect(response.json().errors).toEqual([{ field: 'username', message: 'normal is already taken', rule: 'taken' }]);
  });

  it('names the fields at fault', async () => {
    const response = await call('POST', '', {
      username: 'A!',
      name: '',
      email: 'nope',
      password: 'x',
      projectRoles: [],
    });
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
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'password', message: expect.stringMatching(message) }),
      ]);
    }
  });

  it('refuses unknown roles and projects outside the request', async () => {
    const role = await call(
      'POST',
      '',
      newUser('roleless', { projectRoles: [{ projectCode: 'drama-us', roles: ['boss'] }] }),
    );
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].field).toBe('projectRoles/0/roles/0');
    const outside = await call('POST', '', { ...newUser('outsider'), projectCode: 'drama-jp' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].field).toBe('projectRoles/0/projectCode');
  });
});

describe('PUT /setting/user/:id', () => {
  it("edits the fields and the roles of the request's project only", async () => {
    const created = (
      await call(
        'POST',
        '',
        newUser('bob', {
          projectRoles: [
            { projectCode: 'drama-us', roles: ['normal'] },
            { projectCode: 'drama-jp', roles: ['normal'] },
          ],
        }),
      )
    ).json().data;
    const response = await call('PUT', `/${created.id}`, {
      projectCode: 'drama-us',
      name: 'Bob B',
      email: 'bob@example.org',
      projectRoles: [{ projectCode: 'drama-us', roles: ['normal', 'operator'] }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Bob B',
      email: 'bob@example.org',
      phone: '',
      projectRoles: [{ projectCode: 'drama-us', roles: ['normal', 'operator'] }],
    });
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
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
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
    const bossToken = (await signIn('boss', 'secret123')).json().data.token as string;
    const adminId = await idOf('admin');
    const bossId = await idOf('boss');
    const adminAccount = { name: 'Admin', email: 'admin@example.com' };
    const seeded = await t.db
      .selectFrom('sys_user')
      .select(['name', 'email', 'phone'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    Object.assign(adminAccount, {
      name: seeded.name,
      email: seeded.email,
      ...(seeded.phone ? { phone: seeded.phone } : {}),
    });

    // admin steps down in drama-us: boss remains its admin, so that is allowed…
    const demoted = await call('PUT', `/${adminId}`, {
      projectCode: 'drama-us',
      ...adminAccount,
      projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
    });
    expect(demoted.statusCode).toBe(200);
    // …but then boss is the last one, and nobody may disable him
    const refused = await call('POST', `/${bossId}/disable`, {}, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/without an enabled admin: demoting or disabling the last admin/);
    expect((await signIn('boss', 'secret123')).statusCode).toBe(200);

    // boss gives admin the role back (roles in his own project are his to change)
    const restored = await call(
      'PUT',
      `/${adminId}`,
      { projectCode: 'drama-us', ...adminAccount, projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }] },
      bossToken,
    );
    expect(restored.statusCode).toBe(200);
    const disabled = await call('POST', `/${bossId}/disable`, { projectCode: 'drama-us' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ user: { username: 'boss', status: 1 }, revokedSessions: 2 });
  });

  it('keeps an admin of one project off the accounts of users who also work elsewhere', async () => {
    await call('POST', '', newUser('usboss', { projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }] }));
    await call(
      'POST',
      '',
      newUser('shared', {
        projectRoles: [
          { projectCode: 'drama-us', roles: ['normal'] },
          { projectCode: 'drama-jp', roles: ['normal'] },
        ],
      }),
    );
    await call('POST', '', newUser('local', { projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }] }));
    const usBoss = (await signIn('usboss', 'secret123')).json().data.token as string;
    const sharedId = await idOf('shared');
    const localId = await idOf('local');

    const page = (await list('projectCode=drama-us&pageSize=100', usBoss)).json().data;
    const editable = Object.fromEntries(
      page.list.map((user: { username: string; accountEditable: boolean }) => [user.username, user.accountEditable]),
    );
    expect(editable).toMatchObject({ shared: false, local: true });

    const before = await t.db.selectFrom('sys_user').selectAll().where('id', '=', sharedId).executeTakeFirstOrThrow();
    for (const [method, url, payload] of [
      ['POST', `/${sharedId}/disable`, { projectCode: 'drama-us' }],
      ['POST', `/${sharedId}/reset-password`, { projectCode: 'drama-us', password: 'other1234' }],
      [
        'PUT',
        `/${sharedId}`,
        {
          projectCode: 'drama-us',
          name: 'Renamed',
          email: 'shared@example.com',
          projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
        },
      ],
      [
        'PUT',
        `/${await idOf('admin')}`,
        {
          projectCode: 'drama-us',
          name: 'Renamed',
          email: 'x@example.com',
          projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }],
        },
      ],
    ] as const) {
      const refused = await call(method, url, payload, usBoss);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 403 });
      expect(refused.json().message).toMatch(/also works in projects you do not administer/);
    }
    const after = await t.db.selectFrom('sys_user').selectAll().where('id', '=', sharedId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);

    // their roles in drama-us are his to change; drama-jp stays as it was
    const roles = await call(
      'PUT',
      `/${sharedId}`,
      {
        projectCode: 'drama-us',
        name: before.name,
        email: before.email,
        projectRoles: [{ projectCode: 'drama-us', roles: ['operator'] }],
      },
      usBoss,
    );
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data).toMatchObject({
      accountEditable: false,
      projectRoles: [{ projectCode: 'drama-us', roles: ['operator'] }],
    });
    const everywhere = (await list('username=shared')).json().data.list[0];
    expect(everywhere.projectRoles).toEqual([
      { projectCode: 'drama-us', roles: ['operator'] },
      { projectCode: 'drama-jp', roles: ['normal'] },
    ]);

    // a user of his project only is his to manage whole
    expect((await call('POST', `/${localId}/disable`, { projectCode: 'drama-us' }, usBoss)).statusCode).toBe(200);
    expect(
      (
        await call(
          'PUT',
          `/${localId}`,
          {
            projectCode: 'drama-us',
            name: 'Local Renamed',
            email: 'local@example.com',
            projectRoles: [{ projectCode: 'drama-us', roles: ['normal'] }],
          },
          usBoss,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('a refused edit changes nothing; taking every role in the scope answers the user as they now are', async () => {
    await call(
      'POST',
      '',
      newUser('fern', {
        projectRoles: [
          { projectCode: 'drama-us', roles: ['normal'] },
          { projectCode: 'drama-jp', roles: ['normal'] },
        ],
      }),
    );
    const id = await idOf('fern');
    const lastAdminOut = await call('PUT', `/${await idOf('admin')}`, {
      projectCode: 'drama-sea',
      name: 'Nobody',
      email: 'nobody@example.com',
      projectRoles: [],
    });
    expect(lastAdminOut.statusCode).toBe(409);
    const admin = await t.db
      .selectFrom('sys_user')
      .select(['name', 'email'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.name).not.toBe('Nobody');
    expect((await list('projectCode=drama-sea&username=admin')).json().data.total).toBe(1);

    const removed = await call('PUT', `/${id}`, {
      projectCode: 'drama-us',
      name: 'Fern E',
      email: 'fern@example.com',
      projectRoles: [],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ name: 'Fern E', projectRoles: [] });
    expect((await list('username=fern')).json().data.list[0].projectRoles).toEqual([
      { projectCode: 'drama-jp', roles: ['normal'] },
    ]);
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
    expect(weak.json().errors).toEqual([
      { field: 'password', message: expect.stringMatching(/at least 8/), rule: 'minLength', params: { limit: 8 } },
    ]);
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
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', '=', `${BASE}/${id}/reset-password`)
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row.params).toEqual({ password: '******' });
  });

  it("answers 404 for a user outside the request's project", async () => {
    await call('POST', '', newUser('erin', { projectRoles: [{ projectCode: 'drama-sea', roles: ['operator'] }] }));
    const id = await idOf('erin');
    expect((await call('POST', `/${id}/disable`, { projectCode: 'drama-jp' })).statusCode).toBe(404);
    expect(
      (await call('POST', `/${id}/reset-password`, { projectCode: 'drama-jp', password: 'abcdef123' })).statusCode,
    ).toBe(404);
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
