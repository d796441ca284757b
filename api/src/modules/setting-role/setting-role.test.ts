import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { type Item, type Method, settingMenuKit } from '../../testing/settingMenu';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let projectIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  projectIds = await t.projectIds();
});
afterAll(() => t.close());

const { call, byPerms, byUrl, group } = settingMenuKit(
  () => t,
  () => tokens,
);

const expectField = (response: { statusCode: number; json(): { errors: unknown } }, field: string, message: RegExp) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
};

interface RoleRow {
  id: number;
  code: string;
  name: string;
  remark: string;
  status: number;
  userCount: number;
  menuIds: number[];
}

async function roles(): Promise<RoleRow[]> {
  const response = await call('GET', 'role/list?pageSize=100');
  expect(response.statusCode).toBe(200);
  return response.json().data.list;
}
const roleOf = async (code: string) => (await roles()).find((role) => role.code === code)!;

describe('roles', () => {
  it('lists the roles with their users and grants', async () => {
    const list = await roles();
    expect(list.map((role) => role.code)).toEqual(expect.arrayContaining(['admin', 'operator', 'normal']));
    const admin = list.find((role) => role.code === 'admin')!;
    expect(admin.userCount).toBeGreaterThanOrEqual(1);
    expect(admin.menuIds).toContain((await byPerms('setting:role:query')).id);
    expect(list.find((role) => role.code === 'operator')!.menuIds).not.toContain(
      (await byPerms('setting:role:query')).id,
    );
  });

  it('answers the list contract: filtered by keyword, sorted and paged by the server', async () => {
    const page = (await call('GET', 'role/list?pageSize=2&sortBy=code&sortType=asc')).json().data;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.map((role: RoleRow) => role.code)).toEqual(['admin', 'normal']);
    const matching = (await call('GET', 'role/list?keyword=OPERA')).json().data;
    expect(matching.list.map((role: RoleRow) => role.code)).toContain('operator');
    expect(matching.list.map((role: RoleRow) => role.code)).not.toContain('admin');
    for (const role of matching.list as RoleRow[])
      expect(`${role.code} ${role.name} ${role.remark}`.toLowerCase()).toContain('opera');
    expect(matching.total).toBe(matching.list.length);
    const bad = await call('GET', 'role/list?sortBy=remark');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('sortBy');
  });

  it('adds, edits, grants and deletes a role; refuses a taken code', async () => {
    const created = await call('POST', 'role', { code: 'auditor', name: 'Auditor', remark: 'reads' });
    expect(created.statusCode).toBe(200);
    const role: RoleRow = created.json().data;
    expect(role).toMatchObject({
      code: 'auditor',
      name: 'Auditor',
      remark: 'reads',
      status: 0,
      userCount: 0,
      menuIds: [],
    });

    const taken = await call('POST', 'role', { code: 'operator', name: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^code "operator" is already/);
    expect((await call('PUT', `role/${role.id}`, { code: 'normal', name: 'x' })).statusCode).toBe(409);
    expectField(await call('POST', 'role', { code: '', name: 'x' }), 'code', /./);
    expectField(await call('POST', 'role', { code: 'ok' }), 'name', /required/);

    const edited = await call('PUT', `role/${role.id}`, { code: 'auditors', name: 'Auditors', remark: 'reads all' });
    expect(edited.json().data).toMatchObject({ id: role.id, code: 'auditors', name: 'Auditors', remark: 'reads all' });
    // an edit replaces: a remark cleared in the form arrives absent (request cleaning drops empty strings)
    const cleared = await call('PUT', `role/${role.id}`, { code: 'auditors', name: 'Auditors' });
    expect(cleared.json().data).toMatchObject({ remark: '', status: 0 });

    const ids = [
      (await group('setting')).id,
      (await byUrl('/setting/menu')).id,
      (await byPerms('setting:menu:query')).id,
    ];
    const granted = await call('PUT', `role/${role.id}/menus`, { menuIds: [...ids, ids[0]] });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.menuIds).toEqual([...ids].sort((a, b) => a - b));
    const unknown = await call('PUT', `role/${role.id}/menus`, { menuIds: [ids[0], 999999] });
    expectField(unknown, 'menuIds', /names no menu item: 999999/);
    expect((await roleOf('auditors')).menuIds).toHaveLength(3); // untouched

    expect((await call('DELETE', `role/${role.id}`)).statusCode).toBe(200);
    expect(await roleOf('auditors')).toBeUndefined();
    expect((await call('DELETE', `role/${role.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a role users hold, and the admin role', async () => {
    const operator = await roleOf('operator');
    const held = await call('DELETE', `role/${operator.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/still held by/);
    const admin = await roleOf('admin');
    const refused = await call('DELETE', `role/${admin.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/admin role cannot be deleted/);
    expectField(
      await call('PUT', `role/${admin.id}`, { code: 'root', name: 'Root' }),
      'code',
      /admin role cannot change/,
    );
  });

  it("takes effect on the holders' next menu load", async () => {
    const operator = await roleOf('operator');
    const coupon = await byUrl('/deal/coupon');
    const operatorMenu = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/admin-api/sysmenu/user/search?projectId=${projectIds['drama-us']}`,
        headers: { 'client-token': tokens.operator! },
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as Item[]).map((item) => item.id);
    };
    expect(await operatorMenu()).not.toContain(coupon.id);
    const granted = await call('PUT', `role/${operator.id}/menus`, { menuIds: [...operator.menuIds, coupon.id] });
    expect(granted.statusCode).toBe(200);
    expect(await operatorMenu()).toContain(coupon.id);
    await call('PUT', `role/${operator.id}/menus`, { menuIds: operator.menuIds });
    expect(await operatorMenu()).not.toContain(coupon.id);
  });
});

describe('access', () => {
  it.each(['normal', 'operator'] as const)('refuses every route to %s (403)', async (user) => {
    const project = user === 'operator' ? 'drama-sea' : 'drama-us';
    const role = await roleOf('normal');
    const calls: [Method, string, object?][] = [
      ['GET', 'role/list'],
      ['POST', 'role', { code: 'x', name: 'x' }],
      ['PUT', `role/${role.id}`, { code: 'x', name: 'x' }],
      ['PUT', `role/${role.id}/menus`, { menuIds: [] }],
      ['DELETE', `role/${role.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const response = await call(method, path, payload, user, project);
      expect([method, path, response.statusCode]).toEqual([method, path, 403]);
    }
    expect(await roleOf('normal')).toEqual(role);
  });

  it('lets an admin of one project read the roles, never change them (every project shares them)', async () => {
    const made = await call('POST', 'user', {
      username: 'usadmin',
      name: 'US admin',
      email: 'usadmin@example.com',
      password: 'secret123',
      projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }],
    });
    expect(made.statusCode).toBe(200);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: 'usadmin', password: 'secret123' },
      })
    ).json().data.token;
    const as = (method: Method, path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/admin-api/setting/${path}${method === 'GET' || method === 'DELETE' ? '?projectCode=drama-us' : ''}`,
        headers: { 'client-token': token },
        ...(payload ? { payload: { projectCode: 'drama-us', ...payload } } : {}),
      });
    const role = await roleOf('operator');
    expect((await as('GET', 'role/list')).statusCode).toBe(200);
    const writes: [Method, string, object?][] = [
      ['POST', 'role', { code: 'x', name: 'x' }],
      ['PUT', `role/${role.id}`, { code: role.code, name: role.name, status: 1 }],
      ['PUT', `role/${role.id}/menus`, { menuIds: [] }],
      ['DELETE', `role/${role.id}`],
    ];
    for (const [method, path, payload] of writes) {
      const response = await as(method, path, payload);
      expect([method, path, response.statusCode, response.json().message]).toEqual([
        method,
        path,
        403,
        'Only an admin of all projects may change this: every project shares it',
      ]);
    }
    expect(await roleOf('operator')).toEqual(role);

    // getInfo gives them none of those buttons, so the screen shows none
    const info = (
      await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } })
    ).json().data;
    const permissions: string[] = info.projectRoles[0].permissions;
    expect(permissions).toEqual(expect.arrayContaining(['setting:role:query', 'setting:user:add']));
    expect(permissions.filter((permission) => /^setting:role:(add|edit|delete)$/.test(permission))).toEqual([]);
    const adminInfo = (
      await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': tokens.admin } })
    ).json().data;
    expect(adminInfo.projectRoles[0].permissions).toEqual(
      expect.arrayContaining(['setting:role:add', 'setting:role:edit', 'setting:role:delete']),
    );
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/setting/role/list' })).statusCode).toBe(401);
  });
});

describe('the operation log', () => {
  it('records the changes under their summaries', async () => {
    const created = await call('POST', 'role', { code: 'logged', name: 'Logged' });
    const id = created.json().data.id;
    await call('DELETE', `role/${id}`);
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/setting/role%')
        .where('username', '=', 'admin')
        .orderBy('id')
        .execute();
      const titles = found.map((row) => row.title);
      return titles.includes('Add a role') && titles.includes('Delete a role') ? found : null;
    });
    expect(rows.find((row) => row.title === 'Add a role')).toMatchObject({
      method: 'POST',
      status: 0,
      http_status: 200,
      project_code: 'drama-us',
    });
    expect(rows.find((row) => row.title === 'Delete a role')).toMatchObject({ method: 'DELETE', status: 0 });
    const refused = await eventually(async () =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Add a role')
        .where('status', '=', 1)
        .executeTakeFirst(),
    );
    expect(refused.error_msg).not.toBe('');
  });
});

describe('the OpenAPI document', () => {
  it('describes the setting role routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    const paths = doc.paths;
    expect(paths['/admin-api/setting/role/list'].get.summary).toBe('Roles');
    expect(paths['/admin-api/setting/role'].post.summary).toBe('Add a role');
    expect(paths['/admin-api/setting/role/{id}'].put.summary).toBe('Edit a role');
    expect(paths['/admin-api/setting/role/{id}/menus'].put.summary).toBe("Set a role's menu items");
    expect(paths['/admin-api/setting/role/{id}'].delete.summary).toBe('Delete a role');
  });
});
