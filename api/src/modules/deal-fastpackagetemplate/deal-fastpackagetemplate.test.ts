import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
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
    url: `/admin-api/deal/fastpackagetemplate${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.[0]?.field;

// drama-us sells in the US (USD), Canada (CAD) and Japan (JPY, no minor digits) among others
const ladder = (over: object = {}) => ({
  name: `Ladder ${Math.random().toString(36).slice(2, 8)}`,
  platforms: ['web'],
  countries: ['US', 'CA', 'JP'],
  channels: ['card', 'test'],
  steps: [
    {
      coins: 100,
      prices: [
        { currency: 'USD', priceMinor: 99 },
        { currency: 'CAD', priceMinor: 139 },
        { currency: 'JPY', priceMinor: 150 },
      ],
    },
    {
      coins: 500,
      bonusCoins: 50,
      prices: [
        { currency: 'USD', priceMinor: 499 },
        { currency: 'CAD', priceMinor: 699 },
        { currency: 'JPY', priceMinor: 750 },
      ],
    },
  ],
  ...over,
});

const packageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('deal_package')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('project_code', '=', 'drama-us')
        .executeTakeFirstOrThrow()
    ).n,
  );

it("lists one project's templates, sorted by whitelisted names only", async () => {
  const { status, body } = await call('GET', '/list?sortBy=name&sortType=asc');
  expect(status).toBe(200);
  expect(body.data.list[0]).toMatchObject({ name: 'Standard coin ladder', appliedCount: 0 });
  expect(body.data.list[0].steps.length).toBeGreaterThan(0);
  // the demo ladder is one the package checks take: every currency of its countries priced
  const seeded = await call('GET', `/${body.data.list[0].id}/preview`);
  expect(seeded.status).toBe(200);
  expect(seeded.body.data.packages.length).toBe(body.data.list[0].steps.length * 4);
  expect((await call('GET', '/list?sortBy=remark')).status).toBe(400);
  const options = (await call('GET', '/options')).body.data;
  expect(options.countries).toContainEqual(expect.objectContaining({ code: 'JP', currency: 'JPY' }));
  expect(options.channels.map((channel: { code: string }) => channel.code)).toContain('card');
});

it('refuses a step without a price in a currency its countries pay in, a float price, an unknown country and a taken name', async () => {
  const missing = await call(
    'POST',
    '',
    ladder({
      steps: [
        {
          coins: 100,
          prices: [
            { currency: 'USD', priceMinor: 99 },
            { currency: 'JPY', priceMinor: 150 },
          ],
        },
      ],
    }),
  );
  expect(missing.status).toBe(400);
  expect(fieldOf(missing)).toBe('steps[0].prices');
  expect(missing.body.errors[0].message).toContain('CAD');
  expect(
    (
      await call(
        'POST',
        '',
        ladder({
          steps: [
            {
              coins: 1,
              prices: [
                { currency: 'USD', priceMinor: 0.99 },
                { currency: 'CAD', priceMinor: 1 },
                { currency: 'JPY', priceMinor: 1 },
              ],
            },
          ],
        }),
      )
    ).status,
  ).toBe(400);
  expect(fieldOf(await call('POST', '', ladder({ countries: ['US', 'ZZ'] })))).toBe('countries');
  expect((await call('POST', '', ladder({ name: 'Standard coin ladder' }))).status).toBe(409);
});

it('previews one package a step and currency, each in the countries of its currency, and applies them in one step', async () => {
  const made = (await call('POST', '', ladder({ productPrefix: 'com.drama.coins' }))).body.data;
  const preview = await call('GET', `/${made.id}/preview`);
  expect(preview.status).toBe(200);
  expect(preview.body.data.packages).toHaveLength(6);
  expect(preview.body.data.packages[2]).toMatchObject({
    priceMinor: 150,
    currency: 'JPY',
    coins: 100,
    countries: ['JP'],
    channels: ['card', 'test'],
  });
  expect(preview.body.data.packages[3]).toMatchObject({ priceMinor: 499, currency: 'USD', bonusCoins: 50 });

  const before = await packageCount();
  const applied = await call('POST', `/${made.id}/apply`);
  expect(applied.status).toBe(200);
  expect(applied.body.data.created.map((row: { currency: string }) => row.currency)).toEqual([
    'USD',
    'CAD',
    'JPY',
    'USD',
    'CAD',
    'JPY',
  ]);
  expect(await packageCount()).toBe(before + 6);
  const created = await t.db
    .selectFrom('deal_package')
    .select(['status', 'price_minor', 'coins', 'bonus_coins'])
    .where('id', '=', applied.body.data.created[4].id)
    .executeTakeFirstOrThrow();
  // off sale until staff put it on sale
  expect(created).toEqual({ status: 1, price_minor: 699, coins: 500, bonus_coins: 50 });
  expect((await call('GET', `/${made.id}`)).body.data.appliedCount).toBe(1);
  const logged = await eventually(() =>
    t.db
      .selectFrom('sys_oper_log')
      .select('title')
      .where('url', 'like', `/admin-api/deal/fastpackagetemplate/${made.id}/apply%`)
      .executeTakeFirst(),
  );
  expect(logged.title).toBe('Apply a quick package template');
});

it('refuses a preview and an apply by the package checks, naming the package and field, and creates none', async () => {
  // sold on iOS through the App Store, a package needs its store product id: no prefix gives none
  const made = (await call('POST', '', ladder({ platforms: ['ios'], channels: ['app-store'] }))).body.data;
  const preview = await call('GET', `/${made.id}/preview`);
  expect(preview.status).toBe(400);
  expect(fieldOf(preview)).toBe('packages[0].appStoreProductId');
  const before = await packageCount();
  const applied = await call('POST', `/${made.id}/apply`);
  expect(applied.status).toBe(400);
  expect(fieldOf(applied)).toBe('packages[0].appStoreProductId');
  expect(await packageCount()).toBe(before);
});

it("answers 403 to the operator role, and 404 for another project's template, creating nothing there", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = (await call('GET', '/list', undefined, tokens.admin, 'drama-sea')).body.data.list[0];
  expect((await call('GET', `/${foreign.id}/preview`)).status).toBe(404);
  expect((await call('POST', `/${foreign.id}/apply`)).status).toBe(404);
});
