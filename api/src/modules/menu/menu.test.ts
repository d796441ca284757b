import type { Static } from '@sinclair/typebox';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';
import { MenuItem } from '../../domain/menu';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let projectIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  projectIds = await t.projectIds();
});
afterAll(() => t.close());

/** A menu item as the api answers it. */
type Item = Static<typeof MenuItem>;

const menuOf = (user: DemoUser, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/admin-api/sysmenu/user/search?${query}&sortType=desc&sortBy=deleted,create_time`,
    headers: { 'client-token': tokens[user] },
  });

async function itemsOf(user: DemoUser, project: string): Promise<Item[]> {
  const response = await menuOf(user, `projectId=${projectIds[project]}&projectCode=${project}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const groups = (items: Item[]) => items.filter((item) => item.menuType === 'M').map((item) => item.menuName);

describe('GET /sysmenu/user/search', () => {
  it('gives the admin the whole menu of screens.json in its top-level order', async () => {
    const items = await itemsOf('admin', 'drama-us');
    expect(groups(items)).toEqual([
      'dashboard',
      'business',
      'product',
      'user',
      'deal',
      'activity',
      'promotion',
      'setting',
      'customer-service',
    ]);
    const dashboard = items.find((item) => item.menuName === 'dashboard')!;
    expect(dashboard).toEqual({
      id: dashboard.id,
      parentId: 0,
      menuName: 'dashboard',
      menuType: 'M',
      url: '/dashboard',
      orderNum: 0,
      icon: 'IconDashboard',
      visible: '1',
      remark: 'menu.dashboard',
      perms: '',
    });
    const orders = Object.fromEntries(
      items.filter((item) => item.menuType === 'M').map((item) => [item.menuName, item.orderNum]),
    );
    expect(orders).toEqual({
      dashboard: 0,
      business: 1,
      product: 2,
      user: 3,
      deal: 4,
      activity: 5,
      promotion: 7,
      setting: 8,
      'customer-service': 10,
    });
    // ordered by orderNum
    const orderNums = items.map((item) => item.orderNum);
    expect(orderNums).toEqual([...orderNums].sort((a, b) => a - b));
  });

  it('names screens by their path, hides the hidden ones and gives each action a button', async () => {
    const items = await itemsOf('admin', 'drama-us');
    const screens = new Map(items.filter((item) => item.menuType === 'C').map((item) => [item.menuName, item]));
    expect(screens.get('customer-service/apply/list')).toMatchObject({
      url: '/customer-service/apply/list',
      visible: '1',
      remark: 'menu.customer-service.apply',
    });
    expect(screens.get('user/product/:userCode')).toMatchObject({
      url: '/user/product/:userCode',
      visible: '0',
      remark: 'menu.user.product',
    });
    expect(screens.get('user/product-detail/:id')).toMatchObject({ visible: '0', remark: 'menu.user.product-detail' });
    const hidden = [...screens.values()]
      .filter((item) => item.visible === '0')
      .map((item) => item.menuName)
      .sort();
    expect(hidden).toEqual([
      'activity/record',
      'dashboard/stat',
      'product/comments',
      'product/comments-follow',
      'user/product-detail/:id',
      'user/product/:userCode',
    ]);
    expect(screens.size).toBe(49); // every screen of shared/src/catalogue/screens.json

    const workplace = screens.get('dashboard/workplace')!;
    const buttons = items.filter((item) => item.menuType === 'F');
    expect(buttons.filter((item) => item.parentId === workplace.id).map((item) => item.perms)).toEqual([
      'dashboard:workplace:query',
    ]);
    const list = screens.get('product/list')!;
    expect(buttons.filter((item) => item.parentId === list.id).map((item) => [item.menuName, item.perms])).toEqual([
      ['Query', 'product:list:query'],
      ['Add', 'product:list:add'],
      ['Edit', 'product:list:edit'],
      ['Delete', 'product:list:delete'],
      ['Export', 'product:list:export'],
    ]);
    // every screen can at least be queried
    for (const screen of screens.values()) {
      expect(buttons.some((item) => item.parentId === screen.id && item.perms.endsWith(':query'))).toBe(true);
    }
    const perms = buttons.map((item) => item.perms);
    expect(perms).toEqual(
      expect.arrayContaining([
        'setting:user:reset-password',
        'customer-service:oplog:query',
        'customer-service:apply-list:query',
        'user:product:query',
      ]),
    );
    expect(new Set(perms).size).toBe(perms.length);
  });

  it('gives the normal user only the screens screens.json opens to it', async () => {
    const items = await itemsOf('normal', 'drama-us');
    expect(groups(items)).toEqual(['dashboard', 'business', 'product', 'user', 'deal', 'activity', 'customer-service']);
    const service = items.filter((item) => item.menuType === 'C' && item.url.startsWith('/customer-service/'));
    expect(service.map((item) => item.menuName)).toEqual(['customer-service/feed']);
    expect(items.some((item) => item.perms.startsWith('setting:') || item.perms.startsWith('promotion:'))).toBe(false);
  });

  it('gives the operator the dashboard, the chat screens and frequent replies', async () => {
    const items = await itemsOf('operator', 'drama-sea');
    expect(groups(items)).toEqual(['dashboard', 'customer-service']);
    const screens = items
      .filter((item) => item.menuType === 'C' && item.url.startsWith('/customer-service/'))
      .map((item) => item.menuName);
    expect(screens).toEqual([
      'customer-service/online_assistant',
      'customer-service/vip_official_customer',
      'customer-service/big_account',
      'customer-service/reply-mange',
    ]);
  });

  it('brings the page and group of a granted button into the menu', async () => {
    // Grant the operator one button of a screen it does not otherwise have.
    const button = await t.db
      .selectFrom('sys_menu')
      .select(['id', 'parent_id'])
      .where('perms', '=', 'deal:coupon:query')
      .executeTakeFirstOrThrow();
    const role = await t.db
      .selectFrom('sys_role')
      .select('id')
      .where('code', '=', 'operator')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('sys_role_menu').values({ role_id: role.id, menu_id: button.id }).execute();
    try {
      const items = await itemsOf('operator', 'drama-us');
      expect(items.find((item) => item.id === button.parent_id)?.menuName).toBe('deal/coupon');
      expect(groups(items)).toEqual(['dashboard', 'deal', 'customer-service']);
    } finally {
      await t.db.deleteFrom('sys_role_menu').where('role_id', '=', role.id).where('menu_id', '=', button.id).execute();
    }
  });

  it('narrows the menu to one of the roles the user holds there ("switch roles"), and refuses one not held', async () => {
    const normal = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'normal')
      .executeTakeFirstOrThrow();
    const operator = await t.db
      .selectFrom('sys_role')
      .select('id')
      .where('code', '=', 'operator')
      .executeTakeFirstOrThrow();
    const grant = { user_id: normal.id, project_id: projectIds['drama-us'], role_id: operator.id };
    await t.db.insertInto('sys_user_project_role').values(grant).execute();
    try {
      const both = await itemsOf('normal', 'drama-us');
      expect(groups(both)).toEqual([
        'dashboard',
        'business',
        'product',
        'user',
        'deal',
        'activity',
        'customer-service',
      ]);
      expect(both.some((item) => item.menuName === 'customer-service/online_assistant')).toBe(true);

      const asOperator = await menuOf('normal', `projectId=${projectIds['drama-us']}&role=operator`);
      expect(groups(asOperator.json().data)).toEqual(['dashboard', 'customer-service']);
      const asNormal = await menuOf('normal', `projectId=${projectIds['drama-us']}&role=normal`);
      expect(asNormal.json().data.some((item: Item) => item.menuName === 'customer-service/online_assistant')).toBe(
        false,
      );

      const notHeld = await menuOf('normal', `projectId=${projectIds['drama-us']}&role=admin`);
      expect(notHeld.statusCode).toBe(403);
      expect(notHeld.json().message).toMatch(/do not hold the role "admin"/);
    } finally {
      await t.db
        .deleteFrom('sys_user_project_role')
        .where('user_id', '=', grant.user_id)
        .where('project_id', '=', grant.project_id)
        .where('role_id', '=', grant.role_id)
        .execute();
    }
  });

  it('refuses a project the user is not in', async () => {
    const response = await menuOf('operator', `projectId=${projectIds['drama-jp']}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, message: expect.stringMatching(/not a member/) });
  });

  it('answers the union for projectId 0 (all) to users allowed all projects only', async () => {
    const all = await menuOf('admin', 'projectId=0');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength((await itemsOf('admin', 'drama-us')).length);
    expect((await menuOf('normal', 'projectId=0')).statusCode).toBe(403);
  });

  it('validates projectId', async () => {
    const missing = await menuOf('admin', 'x=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'projectId', message: 'is required', rule: 'required' }]);
    const text = await menuOf('admin', 'projectId=abc');
    expect(text.json().errors).toEqual([
      { field: 'projectId', message: 'must be a whole number', rule: 'type', params: { type: 'integer' } },
    ]);
    const negative = await menuOf('admin', 'projectId=-1');
    expect(negative.json().errors).toEqual([
      { field: 'projectId', message: 'must be at least 0', rule: 'min', params: { limit: 0 } },
    ]);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/admin-api/sysmenu/user/search?projectId=1` });
    expect(response.statusCode).toBe(401);
  });
});
