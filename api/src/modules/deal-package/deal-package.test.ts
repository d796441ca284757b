import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Pack = {
  id: number;
  projectCode: string;
  name: string;
  priceMinor: number;
  currency: string;
  listPriceMinor: number | null;
  savingPercent: number | null;
  status: number;
  platforms: string[];
  countries: { code: string; icon: string; name: string }[];
  channels: { code: string; name: string }[];
  createBy: string;
  updateBy: string;
};

const call = async (method: Method, path: string, payload?: object, project = 'drama-us', token = tokens.admin) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/deal/package${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
};
const list = async (query: string, project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, project);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Pack[]; total: number };
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);
const body = (more: object = {}) => ({
  name: 'Test pack',
  priceMinor: 1999,
  currency: 'USD',
  listPriceMinor: 2499,
  coins: 2000,
  bonusCoins: 100,
  platforms: ['web', 'android'],
  countries: ['US', 'CA'],
  channels: ['card', 'google-play'],
  googlePlayProductId: 'com.drama.us.test_pack',
  ...more,
});

describe('GET /deal/package/list', () => {
  it("answers the project's packages with countries and channels, filtered and sorted on the server", async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(12);
    expect(all.list.every((row) => row.projectCode === 'drama-us')).toBe(true);
    const brl = await list('currency=BRL&sortBy=price_minor&sortType=asc');
    expect(brl.list.map((row) => row.priceMinor)).toEqual([490, 4990, 24990]);
    expect(brl.list[0].countries.map((country) => country.code)).toEqual(['BR']);
    expect((await list('status=1')).list.map((row) => row.name)).toEqual(['Starter pack']);
    expect((await list('name=weekend')).list.map((row) => row.name)).toEqual(['Weekend special']);
    // the weekend special is not sold on iOS nor through the App Store
    expect((await list('platform=ios&pageSize=100')).total).toBe(11);
    expect((await list('channel=app-store&pageSize=100')).total).toBe(11);
    expect((await list('country=BR')).total).toBe(3);
    const sorted = (await list('sortBy=sort&sortType=asc&pageSize=3')).list;
    // 1999 against 2498 saves 19.97%: rounded down, never overstated
    expect(sorted[0]).toMatchObject({ name: 'Weekend special', savingPercent: 19 });
    expect(sorted[0].countries[0]).toMatchObject({ code: 'AU', icon: '🇦🇺' });
    const refused = await call('GET', '/list?sortBy=coins');
    expect([refused.status, fieldOf(refused)]).toEqual([400, ['sortBy']]);
  });

  it("never shows another project's packages, countries or channels", async () => {
    const jp = await list('pageSize=100', 'drama-jp');
    const us = await list('pageSize=100');
    expect(jp.list.some((row) => us.list.some((other) => other.id === row.id))).toBe(false);
    expect((await call('GET', `/${jp.list[0].id}`)).status).toBe(404);
    expect((await call('PUT', `/${jp.list[0].id}`, body())).status).toBe(404);
    expect((await call('DELETE', `/${jp.list[0].id}`)).status).toBe(404);
    const countries = (await call('GET', '/countries')).body.data as { projectCode: string }[];
    expect(countries.every((country) => country.projectCode === 'drama-us')).toBe(true);
  });

  it('never answers a channel secret, on any route', async () => {
    const secrets = await t.db.selectFrom('deal_payment_channel').select('secret').execute();
    const channels = await call('GET', '/channels');
    expect(channels.body.data.map((channel: { code: string }) => channel.code)).toEqual([
      'card',
      'app-store',
      'google-play',
      'test',
    ]);
    const answers = [channels.text, (await call('GET', '/list?pageSize=100')).text];
    const id = (await list('pageSize=1')).list[0].id;
    answers.push((await call('GET', `/${id}`)).text);
    for (const answer of answers) {
      expect(answer).not.toMatch(/secret/i);
      for (const { secret } of secrets) expect(answer).not.toContain(secret);
    }
  });
});

describe('adding, editing and deleting a package', () => {
  it('adds a package in minor units with its countries and channels, and edits and deletes it', async () => {
    const added = await call('POST', '', body());
    expect(added.status).toBe(200);
    const pack = added.body.data as Pack;
    expect(pack).toMatchObject({
      name: 'Test pack',
      priceMinor: 1999,
      listPriceMinor: 2499,
      savingPercent: 20,
      createBy: expect.any(String),
      status: 0,
    });
    expect(pack.countries.map((country) => country.code)).toEqual(['CA', 'US']);
    expect(pack.channels.map((channel) => channel.code)).toEqual(['card', 'google-play']);
    const edited = await call(
      'PUT',
      `/${pack.id}`,
      body({ name: 'Test pack 2', currency: 'JPY', priceMinor: 3000, listPriceMinor: null, countries: ['JP'] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Test pack 2',
      currency: 'JPY',
      priceMinor: 3000,
      savingPercent: null,
    });
    expect(edited.body.data.countries.map((country: { code: string }) => country.code)).toEqual(['JP']);
    expect((await call('DELETE', `/${pack.id}`)).status).toBe(200);
    expect((await call('GET', `/${pack.id}`)).status).toBe(404);
    const row = await t.db
      .selectFrom('deal_package')
      .select(['deleted'])
      .where('id', '=', pack.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
  });

  it('refuses wrong money and wrong packages with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ priceMinor: 19.99 }, 'priceMinor'],
      [{ priceMinor: -1 }, 'priceMinor'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'usd' }, 'currency'],
      [{ listPriceMinor: 1000 }, 'listPriceMinor'],
      [{ firstPriceMinor: 5000 }, 'firstPriceMinor'],
      [{ coins: -5 }, 'coins'],
      [{ bonusCoins: 1.5 }, 'bonusCoins'],
      [{ vipPlan: 'weekly' }, 'vipDays'],
      [{ platforms: [] }, 'platforms'],
      [{ platforms: ['windows'] }, 'platforms[0]'],
      [{ countries: ['ZZ'] }, 'countries'],
      [{ channels: ['paypal'] }, 'channels'],
      [{ googlePlayProductId: '' }, 'googlePlayProductId'],
      [{ platforms: ['ios'], channels: ['app-store'] }, 'appStoreProductId'],
      [{ saleStart: '2026-12-10T00:00:00Z', saleEnd: '2026-12-01T00:00:00Z' }, 'saleEnd'],
      [{ name: '  ' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('POST', '', body({ name: 'Refused pack', ...change }));
      expect([change, answer.status, fieldOf(answer)]).toEqual([change, 400, [field]]);
    }
    expect((await list('name=Refused')).total).toBe(0);
    const all = await call('POST', '', body(), 'all');
    expect([all.status, fieldOf(all)]).toEqual([400, ['projectCode']]);
  });

  it('writes the operation log for each change, and a refused one as failed', async () => {
    const added = (await call('POST', '', body({ name: 'Logged pack' }))).body.data as Pack;
    await call('PUT', `/${added.id}`, body({ name: 'Logged pack', sort: 3 }));
    await call('POST', '', body({ name: 'Logged bad', priceMinor: 9.5 }));
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/deal/package%')
        .orderBy('id')
        .execute();
      return found.some((row) => row.http_status === 400 && JSON.stringify(row.params).includes('Logged bad'))
        ? found
        : null;
    });
    const logged = rows
      .filter((row) => JSON.stringify(row.params).includes('Logged'))
      .map((row) => [row.title, row.method, row.status, row.project_code]);
    expect(logged).toEqual([
      ['Add a payment package', 'POST', 0, 'drama-us'],
      ['Edit a payment package', 'PUT', 0, 'drama-us'],
      ['Add a payment package', 'POST', 1, 'drama-us'],
    ]);
  });
});

describe('who may', () => {
  it('lets normal work in their projects and refuses the operator every route (403)', async () => {
    expect((await call('GET', '/list', undefined, 'drama-jp', tokens.normal)).status).toBe(200);
    const id = (await list('pageSize=1')).list[0].id;
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', '/countries'],
      ['GET', '/channels'],
      ['GET', `/${id}`],
      ['POST', '', body({ name: 'By operator' })],
      ['PUT', `/${id}`, body({ name: 'By operator' })],
      ['DELETE', `/${id}`],
    ];
    for (const [method, path, payload] of calls)
      expect([method, path, (await call(method, path, payload, 'drama-us', tokens.operator)).status]).toEqual([
        method,
        path,
        403,
      ]);
    expect((await list('name=operator')).total).toBe(0);
  });
});
