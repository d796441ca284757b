import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

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
    url: `/admin-api/activity/drawprize${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};

interface PrizeOut {
  id: number;
  name: string;
  imageUrl: string;
  rewardKind: string;
  rewardAmount: number;
  couponTemplateId: number | null;
  probabilityBp: number;
  stock: number | null;
  dailyCap: number | null;
  sort: number;
}
const asInput = ({
  id,
  name,
  imageUrl,
  rewardKind,
  rewardAmount,
  couponTemplateId,
  probabilityBp,
  stock,
  dailyCap,
  sort,
}: PrizeOut) => ({
  id,
  name,
  imageUrl,
  rewardKind,
  rewardAmount,
  couponTemplateId,
  probabilityBp,
  stock,
  dailyCap,
  sort,
});

const wheel = async (project = 'drama-us') => {
  const list = (await call('GET', '/list?title=Lucky', undefined, tokens.admin, project)).body.data.list;
  return (await call('GET', `/${list[0].id}`, undefined, tokens.admin, project)).body.data;
};

it("lists the project's points games with their settings, prize count, odds sum and today's draws", async () => {
  const { status, body } = await call('GET', '/list?sortBy=sort&sortType=asc');
  expect(status).toBe(200);
  const titles = body.data.list.map((draw: { title: string }) => draw.title);
  expect(titles).toEqual(expect.arrayContaining(['Lucky wheel', 'Treasure box']));
  const lucky = body.data.list.find((draw: { title: string }) => draw.title === 'Lucky wheel');
  expect(lucky).toMatchObject({ configured: true, costKind: 'point', cost: 20, prizeCount: 7, probabilitySum: 10_000 });
  expect((await call('GET', '/list?sortBy=title')).status).toBe(400);
  expect((await call('GET', '/list?title=nothing-like-this')).body.data.total).toBe(0);
});

it('refuses a prize table whose odds do not sum to 100%, saying the current sum, and saves one that does', async () => {
  const draw = await wheel();
  const prizes = draw.prizes.map(asInput);
  prizes[1] = { ...prizes[1], probabilityBp: prizes[1].probabilityBp - 250 };
  const refused = await call('PUT', `/${draw.id}/prizes`, { prizes });
  expect(refused.status).toBe(400);
  expect(refused.body.errors[0]).toMatchObject({ field: 'prizes', params: { sum: '9750', percent: '97.50%' } });
  expect(refused.body.message).toContain('97.50%');

  // several rows at once: 250 moved to a new prize, the whole table checked together
  prizes.push({
    name: 'Sticker pack',
    imageUrl: '',
    rewardKind: 'point',
    rewardAmount: 5,
    couponTemplateId: null,
    probabilityBp: 250,
    stock: 10,
    dailyCap: null,
    sort: 9,
  } as never);
  const saved = await call('PUT', `/${draw.id}/prizes`, { prizes });
  expect(saved.status).toBe(200);
  expect(saved.body.data.prizes).toHaveLength(8);
  expect(saved.body.data.probabilitySum).toBe(10_000);

  const table = saved.body.data.prizes.map(asInput);
  const blank = table.map((prize: PrizeOut, index: number) => (index === 2 ? { ...prize, name: '  ' } : prize));
  expect((await call('PUT', `/${draw.id}/prizes`, { prizes: blank })).body.errors[0].field).toBe('prizes[2].name');
  const noWin = table.map((prize: PrizeOut, index: number) => (index === 0 ? { ...prize, rewardAmount: 3 } : prize));
  expect((await call('PUT', `/${draw.id}/prizes`, { prizes: noWin })).body.errors[0].field).toBe(
    'prizes[0].rewardAmount',
  );

  // a prize with odds cannot be deleted alone; with none it can
  const sticker = saved.body.data.prizes.find((prize: PrizeOut) => prize.name === 'Sticker pack');
  expect((await call('DELETE', `/${draw.id}/prizes/${sticker.id}`)).status).toBe(409);
  const zeroed = saved.body.data.prizes
    .map(asInput)
    .map((prize: PrizeOut) =>
      prize.id === sticker.id
        ? { ...prize, probabilityBp: 0 }
        : prize.sort === 1
          ? { ...prize, probabilityBp: prize.probabilityBp + 250 }
          : prize,
    );
  expect((await call('PUT', `/${draw.id}/prizes`, { prizes: zeroed })).status).toBe(200);
  expect((await call('DELETE', `/${draw.id}/prizes/${sticker.id}`)).status).toBe(200);
  expect((await call('GET', `/${draw.id}`)).body.data.prizes).toHaveLength(7);
});

it('saves the settings, refusing a fallback that can run out, and publishes the odds', async () => {
  const draw = await wheel();
  const limited = draw.prizes.find((prize: PrizeOut) => prize.stock !== null);
  const settings = { costKind: 'point', cost: 30, perUserDailyLimit: 5, pityAfter: 6, fallbackPrizeId: limited.id };
  const refused = await call('PUT', `/${draw.id}`, settings);
  expect(refused.status).toBe(400);
  expect(refused.body.errors[0].field).toBe('fallbackPrizeId');
  const saved = await call('PUT', `/${draw.id}`, { ...settings, fallbackPrizeId: draw.prizes[0].id });
  expect(saved.body.data).toMatchObject({ cost: 30, perUserDailyLimit: 5, pityAfter: 6 });
  expect((await call('PUT', `/${draw.id}`, { ...settings, pityAfter: 1 })).body.errors[0].field).toBe('pityAfter');

  const odds = (await call('GET', `/${draw.id}/odds`)).body.data;
  expect(odds).toMatchObject({ cost: 30, pityAfter: 6 });
  expect(odds.prizes[0]).toMatchObject({
    name: 'Better luck next time',
    percent: expect.stringMatching(/^\d+\.\d\d%$/),
  });
});

it('simulates 100,000 draws with the real algorithm in under a second, the same for the same seed', async () => {
  const draw = await wheel();
  const first = await call('POST', `/${draw.id}/simulate`, { draws: 100_000, seed: 42 });
  expect(first.status).toBe(200);
  expect(first.body.data.milliseconds).toBeLessThan(1000);
  expect(first.body.data.prizes.reduce((sum: number, row: { drawn: number }) => sum + row.drawn, 0)).toBe(100_000);
  const rare = first.body.data.prizes.find((row: { name: string }) => row.name === '100 coins');
  // a daily cap of 2: the rest of the 100 coins drawn turned into the fallback
  expect(rare.given).toBeLessThanOrEqual(2);
  expect(rare.fallbackTurns).toBe(rare.drawn - rare.given);
  const again = await call('POST', `/${draw.id}/simulate`, { draws: 100_000, seed: 42 });
  expect(again.body.data.prizes).toEqual(first.body.data.prizes);
  expect((await call('POST', `/${draw.id}/simulate`, { draws: 0 })).body.errors[0].field).toBe('draws');
});

it("answers 403 to the operator, 404 for another project's draw, and logs a change", async () => {
  const draw = await wheel();
  expect((await call('GET', '/list', undefined, tokens.operator)).status).toBe(403);
  expect((await call('POST', `/${draw.id}/simulate`, { draws: 10 }, tokens.operator)).status).toBe(403);
  expect((await call('GET', '/list', undefined, tokens.normal)).status).toBe(200);
  const foreign = await wheel('drama-sea');
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
  expect((await call('PUT', `/${foreign.id}/prizes`, { prizes: foreign.prizes.map(asInput) })).status).toBe(404);
  expect((await call('GET', `/${foreign.id}/odds`)).status).toBe(404);

  await call('PUT', `/${draw.id}`, {
    costKind: 'point',
    cost: 25,
    perUserDailyLimit: null,
    pityAfter: null,
    fallbackPrizeId: null,
  });
  const logged = await t.db
    .selectFrom('sys_oper_log')
    .select(['method', 'http_status'])
    .where('url', '=', `/admin-api/activity/drawprize/${draw.id}`)
    .where('method', '=', 'PUT')
    .execute();
  expect(logged.some((row) => row.http_status === 200)).toBe(true);
});
