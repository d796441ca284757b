import { redeemCoupon } from '../../domain/deals';
import { projectRows } from '../../platform/projectRows';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { expireDueCoupons } from './deal-coupon.expiry';

let t: TestApp;
let tokens: Record<DemoUser, string>;
let usCodes: string[];
let seaCode: string;
beforeAll(async () => {
  // the test drives expiry itself: a run in the middle would race it
  t = await createTestApp({ couponExpiry: false });
  tokens = await t.signInAll();
  const users = await t.db
    .selectFrom('app_user')
    .select(['user_code', 'project_code'])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  usCodes = users.filter((user) => user.project_code === 'drama-us').map((user) => user.user_code);
  seaCode = users.find((user) => user.project_code === 'drama-sea')!.user_code;
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
    url: `/admin-api/deal/coupon${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};

const template = (over: object = {}) => ({
  name: `Template ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'amount',
  value: 1999,
  currency: 'USD',
  validity: 'days',
  validDays: 30,
  ...over,
});

const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.[0]?.field;

it("lists one project's templates with what each issued, filtered by kind and sorted by whitelisted names only", async () => {
  const { status, body } = await call('GET', '/list?sortBy=name&sortType=asc');
  expect(status).toBe(200);
  const names = body.data.list.map((row: { name: string }) => row.name);
  expect(names).toEqual([...names].sort());
  expect(names).toContain('Welcome discount');
  const welcome = body.data.list.find((row: { name: string }) => row.name === 'Welcome discount');
  expect(welcome).toMatchObject({ kind: 'amount', value: 199, currency: 'USD', validity: 'days', validDays: 30 });
  expect(welcome.issued).toBeGreaterThan(0);
  const coins = (await call('GET', '/list?kind=coins')).body.data.list;
  expect(coins.length).toBeGreaterThan(0);
  expect(coins.every((row: { kind: string; currency: null }) => row.kind === 'coins' && row.currency === null)).toBe(
    true,
  );
  expect((await call('GET', '/list?sortBy=value')).status).toBe(400);
});

it('refuses a float amount, an unknown or missing currency, a percentage past 100 and a window that ends first, naming the field', async () => {
  expect(fieldOf(await call('POST', '', template({ value: 19.99 })))).toBe('value');
  expect(fieldOf(await call('POST', '', template({ currency: 'XXY' })))).toBe('currency');
  expect(fieldOf(await call('POST', '', template({ currency: undefined })))).toBe('currency');
  expect(fieldOf(await call('POST', '', template({ kind: 'percent', value: 150, currency: undefined })))).toBe('value');
  expect(fieldOf(await call('POST', '', template({ validDays: 0 })))).toBe('validDays');
  const window = { validity: 'window', validFrom: '2026-12-10T00:00:00Z', validTo: '2026-12-01T00:00:00Z' };
  const backwards = await call('POST', '', template(window));
  expect(backwards.status).toBe(400);
  expect(fieldOf(backwards)).toBe('validTo');
  expect((await call('POST', '', template({ name: 'Welcome discount' }))).status).toBe(409);
  // coins carry no currency, whatever was sent
  const coins = await call('POST', '', template({ kind: 'coins', value: 120, currency: 'USD' }));
  expect(coins.status).toBe(200);
  expect(coins.body.data).toMatchObject({ kind: 'coins', value: 120, currency: null, issued: 0 });
});

it('issues to user codes, reporting rows refused as unknown or duplicate, and once for a resent form', async () => {
  const made = (await call('POST', '', template())).body.data;
  const key = 'resend-key-1';
  const text = `${usCodes[0]}\n${usCodes[1]}, nobody-here\n${usCodes[0]}\n${seaCode}`;
  const report = await call('POST', `/${made.id}/issue`, { userCodes: text, idempotencyKey: key });
  expect(report.status).toBe(200);
  expect(report.body.data.issued.map((row: { userCode: string }) => row.userCode)).toEqual([usCodes[0], usCodes[1]]);
  expect(report.body.data.refused).toEqual([
    { row: 2, userCode: 'nobody-here', reason: 'unknownUser' },
    { row: 3, userCode: usCodes[0], reason: 'duplicate' },
    // a user of another project is not one of this template's project
    { row: 4, userCode: seaCode, reason: 'unknownUser' },
  ]);
  const again = await call('POST', `/${made.id}/issue`, { userCodes: text, idempotencyKey: key });
  expect(again.body.data).toEqual(report.body.data);
  const issued = await call('GET', `/issued/list?templateId=${made.id}`);
  expect(issued.body.data.total).toBe(2);
  const first = (await call('GET', `/issued/list?templateId=${made.id}&userCode=${usCodes[0]}`)).body.data.list;
  expect(first).toHaveLength(1);
  expect(first[0]).toMatchObject({ state: 'unused', userCode: usCodes[0], operatorName: expect.any(String) });
  // valid 30 days from its issue
  expect(Date.parse(first[0].expireTime) - Date.parse(first[0].issueTime)).toBe(30 * 86_400_000);
  expect((await call('GET', `/${made.id}`)).body.data.issued).toBe(2);
  const logged = await eventually(() =>
    t.db
      .selectFrom('sys_oper_log')
      .select(['title', 'http_status'])
      .where('url', 'like', `/admin-api/deal/coupon/${made.id}/issue%`)
      .execute()
      .then((rows) => rows.length >= 2 && rows),
  );
  expect(logged[0]).toMatchObject({ title: 'Issue coupons', http_status: 200 });
});

it('issues from a CSV file by its user_code column, rows numbered as the file numbers them', async () => {
  const made = (await call('POST', '', template())).body.data;
  const csv = `name,user_code\n"Doe, Jane",${usCodes[2]}\n\nghost,missing-user\n`;
  const report = (await call('POST', `/${made.id}/issue`, { csv })).body.data;
  expect(report.issued).toEqual([{ row: 2, userCode: usCodes[2], couponId: expect.any(Number) }]);
  expect(report.refused).toEqual([{ row: 4, userCode: 'missing-user', reason: 'unknownUser' }]);
  expect(fieldOf(await call('POST', `/${made.id}/issue`, { csv: 'a,"b\n' }))).toBe('csv');
  expect(fieldOf(await call('POST', `/${made.id}/issue`, { userCodes: ' \n ' }))).toBe('userCodes');
});

it('refuses every row of an off template, and a window that has ended', async () => {
  const off = (await call('POST', '', template({ status: 1 }))).body.data;
  const report = (await call('POST', `/${off.id}/issue`, { userCodes: usCodes[0] })).body.data;
  expect(report).toEqual({ issued: [], refused: [{ row: 1, userCode: usCodes[0], reason: 'templateOff' }] });
  const ended = (
    await call(
      'POST',
      '',
      template({ validity: 'window', validFrom: '2025-01-01T00:00:00Z', validTo: '2025-02-01T00:00:00Z' }),
    )
  ).body.data;
  const late = (await call('POST', `/${ended.id}/issue`, { userCodes: usCodes[0] })).body.data;
  expect(late.refused[0].reason).toBe('templateEnded');
});

it('expires unused coupons on time, and only those due', async () => {
  const made = (await call('POST', '', template({ validDays: 2 }))).body.data;
  await call('POST', `/${made.id}/issue`, { userCodes: `${usCodes[3]}\n${usCodes[4]}` });
  // a day on: seeded coupons due by then expire, these not yet
  await expireDueCoupons(t.db, new Date(Date.now() + 86_400_000));
  const states = async () =>
    (await call('GET', `/issued/list?templateId=${made.id}`)).body.data.list.map((row: { state: string }) => row.state);
  expect(await states()).toEqual(['unused', 'unused']);
  expect(await expireDueCoupons(t.db, new Date(Date.now() + 3 * 86_400_000))).toBeGreaterThanOrEqual(2);
  expect(await states()).toEqual(['expired', 'expired']);
  expect((await call('GET', `/issued/list?templateId=${made.id}&state=unused`)).body.data.total).toBe(0);
});

it("answers 403 to the operator role, and 404 for another project's template, issuing nothing there", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/issued/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = (await call('GET', '/list', undefined, tokens.admin, 'drama-sea')).body.data.list[0];
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
  expect((await call('POST', `/${foreign.id}/issue`, { userCodes: usCodes[0] })).status).toBe(404);
  const seaCoupons = (await call('GET', '/issued/list', undefined, tokens.admin, 'drama-us')).body.data.list;
  expect(seaCoupons.every((row: { projectCode: string }) => row.projectCode === 'drama-us')).toBe(true);
});

it('uses an unused coupon once, refusing a used or expired one with a 409 naming its state', async () => {
  const made = (await call('POST', '', template({ validDays: 1 }))).body.data;
  const report = (await call('POST', `/${made.id}/issue`, { userCodes: `${usCodes[5]}\n${usCodes[6]}` })).body.data;
  const [first, second] = report.issued.map((row: { couponId: number }) => row.couponId);
  const users = await t.db
    .selectFrom('app_user')
    .select(['id', 'user_code'])
    .where('user_code', 'in', [usCodes[5], usCodes[6]])
    .execute();
  const idOf = (code: string) => users.find((user) => user.user_code === code)!.id;
  const projects = await t.db
    .selectFrom('sys_project')
    .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
    .where('code', '=', 'drama-us')
    .execute();
  const redeem = (coupon: number, user: number, at?: Date) =>
    t.db
      .transaction()
      .execute((trx) =>
        redeemCoupon(projectRows(trx, { projectCode: 'drama-us', all: false, projects }), coupon, user, at),
      );
  expect(await redeem(first, idOf(usCodes[5]))).toMatchObject({ state: 'used' });
  await expect(redeem(first, idOf(usCodes[5]))).rejects.toMatchObject({
    statusCode: 409,
    message: expect.stringContaining('used'),
  });
  // another user's coupon is not theirs to use
  await expect(redeem(second, idOf(usCodes[5]))).rejects.toMatchObject({ statusCode: 404 });
  // past its expiry, before the job has marked it
  await expect(redeem(second, idOf(usCodes[6]), new Date(Date.now() + 2 * 86_400_000))).rejects.toMatchObject({
    statusCode: 409,
    message: expect.stringContaining('expired'),
  });
  const states = (await call('GET', `/issued/list?templateId=${made.id}`)).body.data.list.map(
    (row: { userCode: string; state: string }) => [row.userCode, row.state],
  );
  expect(states).toEqual(
    expect.arrayContaining([
      [usCodes[5], 'used'],
      [usCodes[6], 'unused'],
    ]),
  );
});
