import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const workplace = (user: DemoUser, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/admin-api/dashboard/workplace?sortType=desc&sortBy=deleted,create_time${query}`,
    headers: { 'client-token': tokens[user] },
  });

/** The same figures, counted straight from the tables. */
async function expected(codes: string[]) {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const dramas = await t.db
    .selectFrom('drama')
    .select(sql<number>`count(*)`.as('n'))
    .where('project_code', 'in', codes)
    .executeTakeFirstOrThrow();
  const users = await t.db
    .selectFrom('app_user')
    .select([sql<number>`count(*)`.as('n'), sql<number>`count(*) filter (where create_time >= ${today})`.as('today')])
    .where('project_code', 'in', codes)
    .executeTakeFirstOrThrow();
  const paid = await t.db
    .selectFrom('topup_order')
    .select([sql<number>`coalesce(sum(amount_minor), 0)::int8`.as('amount'), sql<number>`count(*)`.as('orders')])
    .where('project_code', 'in', codes)
    .where('status', '=', 1)
    .where('sandbox', '=', false)
    .where('pay_time', '>=', today)
    .executeTakeFirstOrThrow();
  return {
    dramaCount: dramas.n,
    userCount: users.n,
    newUsersToday: users.today,
    topUpToday: { amountMinor: paid.amount, currency: 'USD' },
    paidOrdersToday: paid.orders,
  };
}

describe('GET /dashboard/workplace', () => {
  it("answers the project's figures, money as integer minor units with a currency", async () => {
    const response = await workplace('normal', '&projectCode=drama-us&tenantCode=t-us');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ ...(await expected(['drama-us'])), currency: 'USD' });
    expect(Number.isSafeInteger(data.topUpToday.amountMinor)).toBe(true);
    expect(data.topUpTrend).toHaveLength(14);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.topUpTrend.at(-1)).toEqual({
      date: today,
      amountMinor: data.topUpToday.amountMinor,
      orders: data.paidOrdersToday,
    });
    const dates = data.topUpTrend.map((day: { date: string }) => day.date);
    expect(dates).toEqual([...dates].sort());
    // the seed spreads paid orders over the last 30 days
    expect(data.topUpTrend.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0)).toBeGreaterThan(0);
  });

  it('never counts a sandbox purchase as revenue', async () => {
    const before = (await workplace('normal', '&projectCode=drama-us&tenantCode=t-us')).json().data;
    const user = await t.db
      .selectFrom('app_user')
      .select(['id', 'user_code'])
      .where('project_code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const order = (sandbox: boolean, orderNo: string) => ({
      project_code: 'drama-us',
      order_no: orderNo,
      user_code: user.user_code,
      user_id: user.id,
      amount_minor: 10_000,
      currency: 'USD',
      status: 1,
      sandbox,
      pay_time: new Date(),
    });
    await t.db
      .insertInto('topup_order')
      .values([order(true, `SANDBOX-${process.pid}`), order(false, `REAL-${process.pid}`)])
      .execute();
    const after = (await workplace('normal', '&projectCode=drama-us&tenantCode=t-us')).json().data;
    expect(after.topUpToday.amountMinor - before.topUpToday.amountMinor).toBe(10_000);
    expect(after.paidOrdersToday - before.paidOrdersToday).toBe(1);
  });

  it('answers every project together for the admin under `all` or no project', async () => {
    const everything = await expected(['drama-us', 'drama-sea', 'drama-jp']);
    for (const query of ['&projectCode=all', '']) {
      const response = await workplace('admin', query);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(everything);
    }
  });

  it('is open to all three roles in their own projects', async () => {
    expect((await workplace('operator', '&projectCode=drama-sea&tenantCode=t-sea')).statusCode).toBe(200);
    expect((await workplace('normal', '&projectCode=drama-jp')).statusCode).toBe(200);
  });

  it('refuses a project the user is not in, a wrong tenant, and `all` for users who may not use it', async () => {
    const foreign = await workplace('operator', '&projectCode=drama-jp');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 403,
      message: 'You are not a member of project drama-jp',
      data: null,
      problem: 'project.notMember',
      params: { project: 'drama-jp' },
    });

    const unknown = await workplace('admin', '&projectCode=drama-mars');
    expect(unknown.statusCode).toBe(403);

    const tenant = await workplace('normal', '&projectCode=drama-us&tenantCode=t-jp');
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json()).toMatchObject({
      message: 'Tenant t-jp is not the tenant of project drama-us',
      problem: 'project.tenant',
      params: { tenant: 't-jp', project: 'drama-us' },
    });

    expect((await workplace('normal', '&projectCode=all')).statusCode).toBe(403);
    const none = await workplace('normal');
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ message: 'Choose a project first', problem: 'scope.chooseProject' });
  });

  it('refuses a member whose roles do not grant the permission', async () => {
    const role = await t.db
      .selectFrom('sys_role')
      .select('id')
      .where('code', '=', 'operator')
      .executeTakeFirstOrThrow();
    const button = await t.db
      .selectFrom('sys_menu')
      .select('id')
      .where('perms', '=', 'dashboard:workplace:query')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('sys_role_menu').where('role_id', '=', role.id).where('menu_id', '=', button.id).execute();
    try {
      const response = await workplace('operator', '&projectCode=drama-us');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'You do not have the permission dashboard:workplace:query in project drama-us',
      );
    } finally {
      await t.db.insertInto('sys_role_menu').values({ role_id: role.id, menu_id: button.id }).execute();
    }
  });

  it('refuses to add up different currencies under `all`', async () => {
    await t.db.updateTable('sys_project').set({ currency: 'JPY' }).where('code', '=', 'drama-jp').execute();
    try {
      const response = await workplace('admin', '&projectCode=all');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/different currencies \(USD, JPY\)/);
    } finally {
      await t.db.updateTable('sys_project').set({ currency: 'USD' }).where('code', '=', 'drama-jp').execute();
    }
  });

  it('checks the type of projectCode', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/dashboard/workplace?projectCode=a&projectCode=b',
      headers: { 'client-token': tokens.admin! },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'projectCode', message: 'must be a string', rule: 'type', params: { type: 'string' } },
    ]);
  });
});
