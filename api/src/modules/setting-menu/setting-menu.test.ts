import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { type Item, type Method, settingMenuKit } from '../../testing/settingMenu';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const { call, tree, byPerms, byUrl, group } = settingMenuKit(
  () => t,
  () => tokens,
);

async function newPage(url: string, parentName = 'setting'): Promise<Item> {
  const parent = await group(parentName);
  const response = await call('POST', 'menu', {
    parentId: parent.id,
    menuName: url.slice(1),
    menuType: 'C',
    url,
    orderNum: 50,
    remark: 'menu.test',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const expectField = (response: { statusCode: number; json(): { errors: unknown } }, field: string, message: RegExp) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
};

describe('GET /setting/menu/tree', () => {
  it('answers every item, hidden ones and buttons included, ordered by parent then orderNum', async () => {
    const items = await tree();
    expect(items.some((item) => item.visible === '0')).toBe(true);
    expect(items.some((item) => item.perms === 'setting:menu:delete')).toBe(true);
    const keys = items.map((item) => [item.parentId, item.orderNum]);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(items.filter((item) => item.parentId === 0).map((item) => item.menuName)[0]).toBe('dashboard');
  });
});

describe('menu changes', () => {
  it('adds, edits and deletes a page and its button', async () => {
    const page = await newPage('/setting/test-a');
    expect(page).toMatchObject({ menuType: 'C', url: '/setting/test-a', visible: '1', orderNum: 50 });
    const button = await call('POST', 'menu', {
      parentId: page.id,
      menuName: 'Query',
      menuType: 'F',
      perms: 'setting:test-a:query',
    });
    expect(button.statusCode).toBe(200);
    const buttonId = button.json().data.id;

    const edited = await call('PUT', `menu/${page.id}`, {
      parentId: page.parentId,
      menuName: 'setting/test-b',
      menuType: 'C',
      url: '/setting/test-b',
      visible: '0',
      orderNum: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: page.id, url: '/setting/test-b', visible: '0', orderNum: 3 });

    const refused = await call('DELETE', `menu/${page.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has items under it/);
    expect(refused.json().errors).toBeUndefined(); // a refusal about no one field

    expect((await call('DELETE', `menu/${buttonId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `menu/${page.id}`)).statusCode).toBe(200);
    expect((await tree()).some((item) => item.id === page.id || item.id === buttonId)).toBe(false);
    expect((await call('DELETE', `menu/${page.id}`)).statusCode).toBe(404);
  });

  it('refuses a cycle on parentId', async () => {
    const setting = await group('setting');
    const product = await group('product');
    // a group under its own page (it is a descendant)
    const page = await byUrl('/setting/menu');
    const self = await call('PUT', `menu/${setting.id}`, {
      parentId: setting.id,
      menuName: 'setting',
      menuType: 'M',
      url: '/setting',
    });
    expectField(self, 'parentId', /under itself or one of its descendants/);
    const underChild = await call('PUT', `menu/${setting.id}`, {
      parentId: page.id,
      menuName: 'setting',
      menuType: 'M',
      url: '/setting',
    });
    expectField(underChild, 'parentId', /under itself or one of its descendants/);
    const reorder = await call('POST', 'menu/reorder', {
      items: [
        { id: product.id, parentId: setting.id, orderNum: 1 },
        { id: setting.id, parentId: product.id, orderNum: 1 },
      ],
    });
    expectField(reorder, 'items/0/parentId', /under itself or one of its descendants/);
    // the list's item keeps the problem's rule, for the browser to word it
    expect(reorder.json().errors[0].rule).toBe('placement');
  });

  it('refuses a duplicate page url (409 naming url)', async () => {
    const setting = await group('setting');
    const response = await call('POST', 'menu', {
      parentId: setting.id,
      menuName: 'dup',
      menuType: 'C',
      url: '/setting/menu',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^url "\/setting\/menu" is already/);
    expect(response.json().errors).toEqual([
      {
        field: 'url',
        message: expect.stringMatching(/^"\/setting\/menu" is already the url of page \d+$/),
        rule: 'taken',
      },
    ]);
    const other = await byUrl('/setting/role');
    const edit = await call('PUT', `menu/${other.id}`, {
      parentId: setting.id,
      menuName: other.menuName,
      menuType: 'C',
      url: '/setting/menu',
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses a button without perms, a page without url and perms of the wrong form', async () => {
    const page = await byUrl('/setting/menu');
    const setting = await group('setting');
    expectField(
      await call('POST', 'menu', { parentId: page.id, menuName: 'X', menuType: 'F' }),
      'perms',
      /required for a button/,
    );
    expectField(
      await call('POST', 'menu', { parentId: page.id, menuName: 'X', menuType: 'F', perms: 'setting:menu' }),
      'perms',
      /<group>:<screen>:<action>/,
    );
    expectField(
      await call('POST', 'menu', { parentId: page.id, menuName: 'X', menuType: 'F', perms: 'a b:c:d' }),
      'perms',
      /<group>:<screen>:<action>/,
    );
    expectField(
      await call('POST', 'menu', { parentId: setting.id, menuName: 'x', menuType: 'C', url: ' ' }),
      'url',
      /required for a page/,
    );
    expectField(await call('POST', 'menu', { parentId: setting.id, menuName: 'x', menuType: 'X' }), 'menuType', /./);
  });

  it('keeps pages under groups and buttons under pages', async () => {
    const page = await byUrl('/setting/menu');
    const setting = await group('setting');
    const button = await byPerms('setting:menu:query');
    expectField(
      await call('POST', 'menu', { parentId: 0, menuName: 'x', menuType: 'C', url: '/x' }),
      'parentId',
      /must name a group \(M\)/,
    );
    expectField(
      await call('POST', 'menu', { parentId: page.id, menuName: 'x', menuType: 'C', url: '/x' }),
      'parentId',
      /cannot sit under a page \(C\)/,
    );
    expectField(
      await call('POST', 'menu', { parentId: setting.id, menuName: 'X', menuType: 'F', perms: 'a:b:c' }),
      'parentId',
      /must name a page \(C\)/,
    );
    expectField(
      await call('POST', 'menu', { parentId: button.id, menuName: 'X', menuType: 'F', perms: 'a:b:c' }),
      'parentId',
      /must name a page/,
    );
    expectField(
      await call('POST', 'menu', { parentId: setting.id, menuName: 'x', menuType: 'M' }),
      'parentId',
      /must be 0/,
    );
    expectField(
      await call('POST', 'menu', { parentId: 999999, menuName: 'X', menuType: 'F', perms: 'a:b:c' }),
      'parentId',
      /names no menu item/,
    );
    // a page with buttons cannot become a button
    const asButton = await call('PUT', `menu/${page.id}`, {
      parentId: setting.id,
      menuName: 'x',
      menuType: 'F',
      perms: 'a:b:c',
    });
    expect(asButton.statusCode).toBe(400);
  });

  it('reorders and moves items in one transaction, all or nothing', async () => {
    const setting = await group('setting');
    const product = await group('product');
    const menuPage = await byUrl('/setting/menu');
    const rolePage = await byUrl('/setting/role');
    const moved = await call('POST', 'menu/reorder', {
      items: [
        { id: menuPage.id, parentId: product.id, orderNum: 90 },
        { id: rolePage.id, parentId: setting.id, orderNum: 0 },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(await byUrl('/setting/menu')).toMatchObject({ parentId: product.id, orderNum: 90 });
    expect(await byUrl('/setting/role')).toMatchObject({ parentId: setting.id, orderNum: 0 });

    const button = await byPerms('setting:menu:query');
    const refused = await call('POST', 'menu/reorder', {
      items: [
        { id: menuPage.id, parentId: setting.id, orderNum: 5 },
        { id: button.id, parentId: setting.id, orderNum: 0 },
      ],
    });
    expectField(refused, 'items/1/parentId', /must name a page/);
    expect(await byUrl('/setting/menu')).toMatchObject({ parentId: product.id, orderNum: 90 }); // untouched
    expectField(
      await call('POST', 'menu/reorder', { items: [{ id: 999999, parentId: 0, orderNum: 0 }] }),
      'items/0/id',
      /names no menu item/,
    );

    expect(
      (
        await call('POST', 'menu/reorder', {
          items: [
            { id: menuPage.id, parentId: setting.id, orderNum: menuPage.orderNum },
            { id: rolePage.id, parentId: setting.id, orderNum: rolePage.orderNum },
          ],
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('access', () => {
  it.each(['normal', 'operator'] as const)('refuses every route to %s (403)', async (user) => {
    const project = user === 'operator' ? 'drama-sea' : 'drama-us';
    const page = await byUrl('/setting/menu');
    const calls: [Method, string, object?][] = [
      ['GET', 'menu/tree'],
      ['POST', 'menu', { parentId: page.id, menuName: 'X', menuType: 'F', perms: 'a:b:c' }],
      ['PUT', `menu/${page.id}`, { parentId: page.parentId, menuName: 'x', menuType: 'C', url: '/x' }],
      ['DELETE', `menu/${page.id}`],
      ['POST', 'menu/reorder', { items: [{ id: page.id, parentId: page.parentId, orderNum: 0 }] }],
    ];
    for (const [method, path, payload] of calls) {
      const response = await call(method, path, payload, user, project);
      expect([method, path, response.statusCode]).toEqual([method, path, 403]);
    }
    expect(await byUrl('/setting/menu')).toEqual(page);
  });

  it('lets an admin of one project read the menu, never change it (every project shares it)', async () => {
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
    const page = await byUrl('/setting/menu');
    const before = await tree();
    expect((await as('GET', 'menu/tree')).statusCode).toBe(200);
    const writes: [Method, string, object?][] = [
      ['POST', 'menu', { parentId: page.id, menuName: 'X', menuType: 'F', perms: 'a:b:c' }],
      ['PUT', `menu/${page.id}`, { parentId: page.parentId, menuName: 'x', menuType: 'C', url: '/x' }],
      ['DELETE', `menu/${page.id}`],
      ['POST', 'menu/reorder', { items: [{ id: page.id, parentId: page.parentId, orderNum: 0 }] }],
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
    expect(await tree()).toEqual(before);

    // getInfo gives them none of those buttons, so the screen shows none
    const info = (
      await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } })
    ).json().data;
    const permissions: string[] = info.projectRoles[0].permissions;
    expect(permissions).toEqual(expect.arrayContaining(['setting:menu:query', 'setting:user:add']));
    expect(permissions.filter((permission) => /^setting:menu:(add|edit|delete)$/.test(permission))).toEqual([]);
    const adminInfo = (
      await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': tokens.admin } })
    ).json().data;
    expect(adminInfo.projectRoles[0].permissions).toEqual(
      expect.arrayContaining(['setting:menu:add', 'setting:menu:edit', 'setting:menu:delete']),
    );
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/setting/menu/tree' })).statusCode).toBe(401);
  });
});

describe('the operation log', () => {
  it('records the changes under their summaries', async () => {
    const page = await newPage('/setting/logged');
    await call('DELETE', `menu/${page.id}`);
    // this page's own add and delete (the tests above made and refused others)
    const ours = (row: { params: unknown; url: string }) =>
      (row.params as { url?: string }).url === '/setting/logged' || row.url === `/admin-api/setting/menu/${page.id}`;
    const rows = await eventually(async () => {
      const found = (
        await t.db
          .selectFrom('sys_oper_log')
          .selectAll()
          .where('url', 'like', '/admin-api/setting/menu%')
          .where('username', '=', 'admin')
          .orderBy('id')
          .execute()
      ).filter(ours);
      const titles = found.map((row) => row.title);
      return titles.includes('Add a menu item') && titles.includes('Delete a menu item') ? found : null;
    });
    expect(rows.find((row) => row.title === 'Add a menu item')).toMatchObject({
      method: 'POST',
      status: 0,
      http_status: 200,
      project_code: 'drama-us',
    });
    expect(rows.find((row) => row.title === 'Delete a menu item')).toMatchObject({ method: 'DELETE', status: 0 });
    const refused = await eventually(async () =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Add a menu item')
        .where('status', '=', 1)
        .executeTakeFirst(),
    );
    expect(refused.error_msg).not.toBe('');
  });
});

describe('the OpenAPI document', () => {
  it('describes the setting menu routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    const paths = doc.paths;
    expect(paths['/admin-api/setting/menu/tree'].get.summary).toBe('Every menu item');
    expect(paths['/admin-api/setting/menu'].post.summary).toBe('Add a menu item');
    expect(paths['/admin-api/setting/menu/reorder'].post.summary).toBe('Move and reorder menu items');
    expect(paths['/admin-api/setting/menu/{id}'].put.summary).toBe('Edit a menu item');
    expect(paths['/admin-api/setting/menu/{id}'].delete.summary).toBe('Delete a menu item');
  });
});
