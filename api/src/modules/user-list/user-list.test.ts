import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const list = async (query: string, who: DemoUser = 'admin') => {
  const response = await t.app.inject({ method: 'GET', url: `/admin-api/user/list/list?${query}`, headers: { 'client-token': tokens[who] } });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /user/list/list', () => {
  it("answers one project's app users by the list contract, with their coin balance", async () => {
    const { status, body } = await list('projectCode=drama-us&pageSize=5');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 5, total: expect.any(Number) });
    expect(body.data.list).toHaveLength(5);
    expect(body.data.list.every((user: { userCode: string; coins: number }) => user.userCode.startsWith('US-') && Number.isInteger(user.coins))).toBe(true);
  });

  it('filters by a part of the email, by VIP and by when they registered, and sorts by whitelisted names only', async () => {
    const [first] = (await list('projectCode=drama-us&pageSize=1')).body.data.list;
    const part = first.email.slice(1, 6);
    const byEmail = (await list(`projectCode=drama-us&email=${encodeURIComponent(part)}`)).body.data.list;
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((user: { email: string }) => user.email.includes(part))).toBe(true);
    const vip = (await list('projectCode=drama-us&vip=1&pageSize=100')).body.data.list;
    expect(vip.every((user: { vip: number }) => user.vip === 1)).toBe(true);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const recent = (await list(`projectCode=drama-us&registeredFrom=${since}&pageSize=100`)).body.data.list;
    expect(recent.every((user: { createTime: string }) => user.createTime >= since)).toBe(true);
    const sorted = (await list('projectCode=drama-us&sortBy=username&sortType=asc&pageSize=20')).body.data.list.map((user: { username: string }) => user.username);
    expect(sorted).toEqual([...sorted].sort());
    const refused = await list('projectCode=drama-us&sortBy=password');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('sortBy');
  });

  it("never shows another project's users, and is refused to the operator", async () => {
    const { body } = await list('projectCode=drama-jp&pageSize=100');
    expect(body.data.list.every((user: { userCode: string }) => user.userCode.startsWith('JP-'))).toBe(true);
    expect((await list('projectCode=drama-us', 'operator')).status).toBe(403);
  });
});
