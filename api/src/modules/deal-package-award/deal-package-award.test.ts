import { sql } from 'kysely';
import { grantPackageAwards } from '../../domain/deals';
import { projectRows } from '../../platform/projectRows';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let packageId: number;
let seaPackageId: number;
let templateId: number;
let user: { id: number; user_code: string };
beforeAll(async () => {
  t = await createTestApp({ couponExpiry: false });
  tokens = await t.signInAll();
  const packageOf = async (project: string, name: string) =>
    (
      await t.db
        .insertInto('deal_package')
        .values({ project_code: project, name, price_minor: 499, currency: 'USD', coins: 500, platforms: ['web'] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  packageId = await packageOf('drama-us', 'Award test pack');
  seaPackageId = await packageOf('drama-sea', 'Sea pack');
  templateId = (
    await t.db
      .selectFrom('deal_coupon_template')
      .select('id')
      .where('project_code', '=', 'drama-us')
      .where('status', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  user = await t.db
    .selectFrom('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', 'drama-us')
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = tokens.admin,
  project = 'drama-us',
) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/deal/package-award${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.[0]?.field;

/** An order of the package for the user, as the payment path would have it. */
async function orderOf(pack = packageId) {
  const { id } = await t.db
    .insertInto('topup_order')
    .values({
      project_code: 'drama-us',
      order_no: `AW${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      user_code: user.user_code,
      user_id: user.id,
      package_id: pack,
      amount_minor: 499,
      currency: 'USD',
      status: 1,
      pay_channel: 'test',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, project_code: 'drama-us', user_id: user.id, package_id: pack };
}

const coins = async () =>
  Number(
    (
      await sql<{ balance: string }>`select coalesce(sum(balance), 0) as balance from wallet
        where user_id = ${user.id} and kind = 'coin'`.execute(t.db)
    ).rows[0].balance,
  );

it('adds awards of each kind, refusing a missing value, a foreign package or template and a window that ends first', async () => {
  expect(fieldOf(await call('POST', '', { packageId, kind: 'coins' }))).toBe('coins');
  expect(fieldOf(await call('POST', '', { packageId, kind: 'coins', coins: 1.5 }))).toBe('coins');
  expect(fieldOf(await call('POST', '', { packageId, kind: 'coupon' }))).toBe('couponTemplateId');
  expect(fieldOf(await call('POST', '', { packageId, kind: 'badge', badgeCode: 'Big Spender' }))).toBe('badgeCode');
  expect(fieldOf(await call('POST', '', { packageId: seaPackageId, kind: 'coins', coins: 5 }))).toBe('packageId');
  const window = { startTime: '2026-12-10T00:00:00Z', endTime: '2026-12-01T00:00:00Z' };
  expect(fieldOf(await call('POST', '', { packageId, kind: 'coins', coins: 5, ...window }))).toBe('endTime');
  const badge = await call('POST', '', { packageId, kind: 'badge', badgeCode: 'first-buyer', coins: 9 });
  expect(badge.status).toBe(200);
  expect(badge.body.data).toMatchObject({ kind: 'badge', badgeCode: 'first-buyer', coins: null, granted: 0 });
  const edited = await call('PUT', `/${badge.body.data.id}`, {
    packageId,
    kind: 'coupon',
    couponTemplateId: templateId,
  });
  expect(edited.body.data).toMatchObject({ kind: 'coupon', badgeCode: null, couponTemplateId: templateId });
  expect((await call('DELETE', `/${badge.body.data.id}`)).status).toBe(200);
  expect((await call('GET', `/${badge.body.data.id}`)).status).toBe(404);
  const options = (await call('GET', '/options')).body.data;
  expect(options.packages).toContainEqual({ id: packageId, name: 'Award test pack' });
  expect(options.packages.map((pack: { id: number }) => pack.id)).not.toContain(seaPackageId);
  expect(options.couponTemplates.length).toBeGreaterThan(0);
  expect(options.badges).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'big-spender', status: 0 })]));
  const logged = await eventually(() =>
    t.db
      .selectFrom('sys_oper_log')
      .select('title')
      .where('url', 'like', '/admin-api/deal/package-award%')
      .where('http_status', '=', 200)
      .execute()
      .then((rows) => rows.length >= 3 && rows),
  );
  expect(logged.map((row) => row.title)).toEqual(
    expect.arrayContaining(['Add a package award', 'Edit a package award', 'Delete a package award']),
  );
});

it('grants the awards whose conditions hold, once an order however often the payment arrives', async () => {
  const add = async (body: object) => (await call('POST', '', { packageId, ...body })).body.data.id as number;
  const bonus = await add({ kind: 'coins', coins: 70 });
  const firstOnly = await add({ kind: 'coins', coins: 1000, firstPurchaseOnly: true });
  const coupon = await add({ kind: 'coupon', couponTemplateId: templateId });
  const badge = await add({ kind: 'badge', badgeCode: 'big-spender' });
  await add({ kind: 'coins', coins: 5, startTime: '2020-01-01T00:00:00Z', endTime: '2020-02-01T00:00:00Z' });
  await add({ kind: 'coins', coins: 6, status: 1 });

  const before = await coins();
  const order = await orderOf();
  // as the payment path calls it: in its transaction, scoped to the order's project
  const scoped = (forOrder = order, firstPurchase = false) =>
    t.db.transaction().execute(async (trx) => {
      const projects = await trx
        .selectFrom('sys_project')
        .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
        .where('code', '=', 'drama-us')
        .execute();
      return grantPackageAwards(projectRows(trx, { projectCode: 'drama-us', all: false, projects }), forOrder, {
        firstPurchase,
        at: new Date(),
      });
    });
  const granted = await scoped();
  expect(granted.map((row) => row.awardId).sort()).toEqual([bonus, coupon, badge].sort());
  expect(granted.find((row) => row.awardId === coupon)!.couponId).toEqual(expect.any(Number));
  expect(granted.find((row) => row.awardId === badge)).toMatchObject({ badgeCode: 'big-spender', badgeAwarded: true });
  // the badges screen's big-spender (seeded), held by the buyer from the package award
  const holding = await t.db
    .selectFrom('user_badge')
    .innerJoin('badge', 'badge.id', 'user_badge.badge_id')
    .select(['user_badge.source', 'badge.holders'])
    .where('badge.project_code', '=', 'drama-us')
    .where('badge.code', '=', 'big-spender')
    .where('user_badge.user_id', '=', user.id)
    .where('user_badge.revoke_time', 'is', null)
    .execute();
  expect(holding).toEqual([{ source: 'award', holders: expect.any(Number) }]);
  expect(await coins()).toBe(before + 70);
  // the payment delivered again: nothing more
  expect(await scoped()).toEqual([]);
  expect(await coins()).toBe(before + 70);
  const coupons = await t.db
    .selectFrom('deal_coupon')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `award:${order.id}:%`)
    .execute();
  expect(coupons).toEqual([{ idempotency_key: `award:${order.id}:${coupon}:${user.id}` }]);
  expect((await call('GET', `/${bonus}`)).body.data.granted).toBe(1);
  expect((await call('GET', `/${firstOnly}`)).body.data.granted).toBe(0);
  // a first purchase also gets the first-purchase award
  const first = await scoped(await orderOf(), true);
  expect(first.map((row) => row.awardId)).toContain(firstOnly);
  expect(await coins()).toBe(before + 70 + 70 + 1000);
});

it("answers 403 to the operator role, and 404 for another project's award", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = (
    await call('POST', '', { packageId: seaPackageId, kind: 'coins', coins: 5 }, tokens.admin, 'drama-sea')
  ).body.data;
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
  expect((await call('DELETE', `/${foreign.id}`)).status).toBe(404);
  const list = (await call('GET', `/list?packageId=${packageId}`)).body.data;
  expect(list.total).toBeGreaterThan(0);
  expect(list.list.every((row: { projectCode: string }) => row.projectCode === 'drama-us')).toBe(true);
});
