// Drawing through the app: the cost charged once through the wallet ledger, a retried clientId
// answered with its first result, the daily limit; and, with a rigged random source, the
// fallback of a prize out of stock and the pity counter's guaranteed win.
import { drawPrize, type LiveDraw } from '../../domain/activities';
import { projectRows } from '../../platform/projectRows';
import { appClient } from '../../testing/appClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let app: ReturnType<typeof appClient>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  app = appClient(t);
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/admin-api${url}${method === 'GET' ? `${url.includes('?') ? '&' : '?'}projectCode=drama-us` : ''}`,
    headers: { 'client-token': admin },
    ...(payload && { payload: { projectCode: 'drama-us', ...payload } }),
  });

async function pointsOf(userCode: string): Promise<number> {
  return (await staff('GET', `/user/wallet/${userCode}`)).json().data.balances.point;
}
async function givePoints(userCode: string, amount: number) {
  const response = await staff('POST', '/user/wallet/adjust', {
    userCode,
    kind: 'point',
    direction: 'top-up',
    amount,
    reason: 'test points',
    idempotencyKey: `test-points-${userCode}-${amount}`,
  });
  expect(response.statusCode).toBe(200);
}

interface AppDraw {
  id: number;
  title: string;
  cost: number;
  drawsLeftToday: number | null;
  pity: { after: number; misses: number } | null;
  odds: { probabilityBp: number; percent: string }[];
}

it('lists the open draws with their published odds, cost and draws left today', async () => {
  const { token } = await app.signIn('device-draw-list');
  const { list } = (await app.call('GET', '/draws', token)).json().data as { list: AppDraw[] };
  const wheel = list.find((draw) => draw.title === 'Lucky wheel')!;
  expect(wheel).toMatchObject({ cost: 20, balance: 0, drawsLeftToday: 10, pity: { after: 8, misses: 0 } });
  expect(wheel.odds.reduce((sum, prize) => sum + prize.probabilityBp, 0)).toBe(10_000);
  expect((await app.call('GET', '/draws')).statusCode).toBe(401);
});

it('charges the cost once and answers a replayed clientId with the first result', async () => {
  const { token, user } = await app.signIn('device-draw-replay');
  await givePoints(user.userCode, 1000);
  const wheel = ((await app.call('GET', '/draws', token)).json().data.list as AppDraw[]).find(
    (draw) => draw.title === 'Lucky wheel',
  )!;
  const before = await pointsOf(user.userCode);
  const first = await app.call('POST', `/draws/${wheel.id}/draw`, token, { clientId: 'replay-1' });
  expect(first.statusCode).toBe(200);
  const again = await app.call('POST', `/draws/${wheel.id}/draw`, token, { clientId: 'replay-1' });
  expect(again.json().data).toMatchObject({ ...first.json().data, repeated: true, drawsLeftToday: 9 });
  const prize = first.json().data.prize as { rewardKind: string; rewardAmount: number };
  const won = prize.rewardKind === 'point' ? prize.rewardAmount : 0;
  expect(await pointsOf(user.userCode)).toBe(before - 20 + won);
  const entries = await t.db.selectFrom('prize_draw_entry').select('id').where('client_id', '=', 'replay-1').execute();
  expect(entries).toHaveLength(1);
});

it("refuses a draw past the user's daily limit, and one the wallet cannot pay", async () => {
  const { token, user } = await app.signIn('device-draw-limit');
  await givePoints(user.userCode, 2000);
  const box = ((await app.call('GET', '/draws', token)).json().data.list as AppDraw[]).find(
    (draw) => draw.title === 'Treasure box',
  )!;
  for (let n = 0; n < 5; n++)
    expect((await app.call('POST', `/draws/${box.id}/draw`, token, { clientId: `limit-${n}` })).statusCode).toBe(200);
  const refused = await app.call('POST', `/draws/${box.id}/draw`, token, { clientId: 'limit-5' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('5 times today');

  const poor = await app.signIn('device-draw-poor');
  const unpaid = await app.call('POST', `/draws/${box.id}/draw`, poor.token, { clientId: 'poor-1' });
  expect(unpaid.statusCode).toBe(409);
  expect(await t.db.selectFrom('prize_draw_entry').select('id').where('client_id', '=', 'poor-1').execute()).toEqual(
    [],
  );
});

it('turns a drawn prize out of stock into the fallback, and guarantees a win after pityAfter misses', async () => {
  const { token, user } = await app.signIn('device-draw-pity');
  await givePoints(user.userCode, 5000);
  const wheelId = ((await app.call('GET', '/draws', token)).json().data.list as AppDraw[]).find(
    (draw) => draw.title === 'Lucky wheel',
  )!.id;
  const detail = (await staff('GET', `/activity/drawprize/${wheelId}`)).json().data;
  // the first prize in order is the no-win slot; the second (10 points) is made out of stock
  const prizes = detail.prizes.map((prize: Record<string, unknown>, index: number) => ({
    id: prize.id,
    name: prize.name,
    imageUrl: prize.imageUrl,
    rewardKind: prize.rewardKind,
    rewardAmount: prize.rewardAmount,
    couponTemplateId: prize.couponTemplateId,
    probabilityBp: prize.probabilityBp,
    stock: index === 1 ? 0 : prize.stock,
    dailyCap: prize.dailyCap,
    sort: prize.sort,
  }));
  expect((await staff('PUT', `/activity/drawprize/${wheelId}/prizes`, { prizes })).statusCode).toBe(200);
  const row = await t.db
    .selectFrom('prize_draw')
    .selectAll()
    .where('activity_id', '=', wheelId)
    .executeTakeFirstOrThrow();
  const [project] = Object.entries(await t.projectIds()).filter(([code]) => code === 'drama-us');
  const rows = projectRows(t.db, {
    projectCode: 'drama-us',
    all: false,
    projects: [{ id: project[1], code: 'drama-us', tenantCode: '', name: '', currency: 'USD' }],
  });
  const appUser = await t.db
    .selectFrom('app_user')
    .select(['id', 'project_code', 'user_code'])
    .where('user_code', '=', user.userCode)
    .executeTakeFirstOrThrow();
  const live: LiveDraw = {
    id: row.id,
    activityId: wheelId,
    title: 'Lucky wheel',
    costKind: 'point',
    cost: 20,
    perUserDailyLimit: null,
    pityAfter: 3,
    fallbackPrizeId: detail.prizes[0].id,
    timezone: 'UTC',
  };
  const tenPoints = detail.prizes[1].id;
  // a roll landing on the 10 points (past the no-win slot's 4,500): out of stock, the fallback instead
  const onTenPoints = () => 4500;
  const turned = await drawPrize(rows, appUser, live, 'stock-1', { random: onTenPoints });
  expect(turned).toMatchObject({ drawnPrizeId: tenPoints, prizeId: detail.prizes[0].id, won: false });
  // two more misses (a roll of 0 is the no-win slot), then the pity draw wins whatever the roll
  await drawPrize(rows, appUser, live, 'pity-1', { random: () => 0 });
  await drawPrize(rows, appUser, live, 'pity-2', { random: () => 0 });
  const guaranteed = await drawPrize(rows, appUser, live, 'pity-3', { random: () => 0 });
  expect(guaranteed.won).toBe(true);
  // the first winner still in stock, not the 10 points
  expect(guaranteed.prizeId).toBe(detail.prizes[2].id);
  const stock = await t.db.selectFrom('prize').select('stock').where('id', '=', tenPoints).executeTakeFirstOrThrow();
  expect(stock.stock).toBe(0);
});
