import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
/** a drama-us user with plays of more than one drama, and a drama-jp user with plays */
let us: { id: number; userCode: string };
let jp: { userCode: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  const watchers = async (project: string) =>
    (
      await sql<{ id: number; user_code: string }>`
        select u.id, u.user_code from app_user u join interaction i on i.user_id = u.id
        where u.project_code = ${project} group by u.id, u.user_code
        order by count(distinct i.drama_id) desc, count(*) desc, u.id limit 1`.execute(t.db)
    ).rows[0];
  const usUser = await watchers('drama-us');
  us = { id: Number(usUser.id), userCode: usUser.user_code };
  jp = { userCode: (await watchers('drama-jp')).user_code };
});
afterAll(() => t.close());

const get = async (path: string, who: DemoUser = 'admin') => {
  const response = await t.app.inject({ method: 'GET', url: `/admin-api/user/product/${path}`, headers: { 'client-token': tokens[who] } });
  return { status: response.statusCode, body: response.json() };
};
const plays = async (query: string, who: DemoUser = 'admin') => get(`list?projectCode=drama-us&userCode=${us.userCode}&pageSize=100&${query}`, who);
type Play = { id: number; type: number; dramaCode: string; dramaName: string; episodeNo: number; playTimeSeconds: number; totalTimeSeconds: number; completionPermille: number; createTime: string };

describe('GET /user/product/list', () => {
  it("answers the user's plays by the list contract, newest first, each with its drama's code and name", async () => {
    const { status, body } = await plays('');
    expect(status).toBe(200);
    const [{ count }] = (await sql<{ count: number }>`select count(*)::int as count from interaction where user_id = ${us.id}`.execute(t.db)).rows;
    expect(body.data.total).toBe(count);
    const list: Play[] = body.data.list;
    expect(list.length).toBe(Math.min(count, 100));
    expect(list.every((play) => play.dramaCode.startsWith('US-D') && play.dramaName !== '' && play.playTimeSeconds <= play.totalTimeSeconds)).toBe(true);
    const times = list.map((play) => play.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by type, by a part of the drama name and by when it was played, and sorts by play time or completion', async () => {
    const all: Play[] = (await plays('')).body.data.list;
    const free: Play[] = (await plays('type=1')).body.data.list;
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((play) => play.type === 1)).toBe(true);
    const part = all[0].dramaName.split(' ').slice(-1)[0].toLowerCase();
    const byDrama: Play[] = (await plays(`drama=${encodeURIComponent(part)}`)).body.data.list;
    expect(byDrama.length).toBeGreaterThan(0);
    expect(byDrama.every((play) => play.dramaName.toLowerCase().includes(part))).toBe(true);
    const since = all[Math.floor(all.length / 2)].createTime;
    const recent: Play[] = (await plays(`playedFrom=${since}`)).body.data.list;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((play) => play.createTime >= since)).toBe(true);
    expect(recent.length).toBeLessThan(all.length);
    const before: Play[] = (await plays(`playedTo=${since}`)).body.data.list;
    expect(before.every((play) => play.createTime < since)).toBe(true);
    expect(before.length + recent.length).toBe(all.length);
    const byCompletion = (await plays('sortBy=completionPermille&sortType=asc')).body.data.list.map((play: Play) => play.completionPermille);
    expect(byCompletion).toEqual([...byCompletion].sort((a, b) => a - b));
    const byPlayTime = (await plays('sortBy=playTimeSeconds&sortType=desc')).body.data.list.map((play: Play) => play.playTimeSeconds);
    expect(byPlayTime).toEqual([...byPlayTime].sort((a, b) => b - a));
  });

  it('answers the completion exactly: play time over total time in per mille, rounded half up', async () => {
    const [user] = (await sql<{ id: number; drama_id: number }>`
      select u.id, d.id as drama_id from app_user u, drama d
      where u.project_code = 'drama-us' and d.project_code = 'drama-us' and not exists (select 1 from interaction i where i.user_id = u.id)
      order by u.id, d.id limit 1`.execute(t.db)).rows;
    const times: [number, number][] = [[2, 3], [1, 3], [45, 60], [59, 60], [0, 90], [1, 2000], [1, 1999], [120, 120]];
    await t.db
      .insertInto('interaction')
      .values(times.map(([play, total], index) => ({ project_code: 'drama-us', user_id: user.id, drama_id: user.drama_id, episode_no: index + 1, type: 1, play_time_seconds: play, total_time_seconds: total })))
      .execute();
    const [code] = (await sql<{ user_code: string }>`select user_code from app_user where id = ${user.id}`.execute(t.db)).rows;
    const { body } = await get(`list?projectCode=drama-us&userCode=${code.user_code}&sortBy=id&sortType=asc`);
    expect(body.data.list.map((play: Play) => [play.playTimeSeconds, play.totalTimeSeconds, play.completionPermille])).toEqual([
      [2, 3, 667], [1, 3, 333], [45, 60, 750], [59, 60, 983], [0, 90, 0], [1, 2000, 1], [1, 1999, 1], [120, 120, 1000],
    ]);
  });

  it('refuses a missing user code, an unknown type and a sort it does not whitelist, naming the field', async () => {
    const missing = await get('list?projectCode=drama-us');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('userCode');
    const type = await plays('type=5');
    expect(type.status).toBe(400);
    expect(type.body.errors[0].field).toBe('type');
    const sort = await plays('sortBy=content');
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].field).toBe('sortBy');
  });

  it("never shows another project's user, and is refused to the operator", async () => {
    const other = await get(`list?projectCode=drama-us&userCode=${jp.userCode}`);
    expect(other.status).toBe(404);
    expect((await get(`${jp.userCode}?projectCode=drama-us`)).status).toBe(404);
    const own = await get(`list?projectCode=drama-jp&userCode=${jp.userCode}&pageSize=100`);
    expect(own.status).toBe(200);
    expect(own.body.data.list.every((play: Play) => play.dramaCode.startsWith('JP-D'))).toBe(true);
    expect((await plays('', 'operator')).status).toBe(403);
    expect((await get(`list?projectCode=drama-sea&userCode=${jp.userCode}`, 'normal')).status).toBe(403);
  });
});

describe('GET /user/product/follows and /user/product/{userCode}', () => {
  type Follow = { type: number; dramaCode: string; episodeNo: number | null; coins: number; playId: number | null };
  const follows = async (query: string) => (await get(`follows?projectCode=drama-us&userCode=${us.userCode}&pageSize=100&${query}`)).body.data;

  it('lists a watch of exactly each drama played, each opening a play of it, and unlocks of one episode with their price', async () => {
    const watched: Follow[] = (await follows('type=3')).list;
    const played = new Set(
      (await sql<{ code: string }>`select distinct d.code from interaction i join drama d on d.id = i.drama_id where i.user_id = ${us.id}`.execute(t.db)).rows.map((row) => row.code),
    );
    expect(new Set(watched.map((follow) => follow.dramaCode))).toEqual(played);
    expect(watched.every((follow) => follow.playId !== null && follow.episodeNo === null && follow.coins === 0)).toBe(true);
    const unlocks: Follow[] = (await follows('type=10')).list;
    expect(unlocks.every((follow) => follow.episodeNo !== null && follow.coins > 0)).toBe(true);
    const refused = await get(`follows?projectCode=drama-us&userCode=${us.userCode}&type=4`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('type');
  });

  it('sums up the user: plays, dramas, follows by type and the coins spent on unlocks, as the lists count them', async () => {
    const { status, body } = await get(`${us.userCode}?projectCode=drama-us`);
    expect(status).toBe(200);
    const summary = body.data;
    expect(summary.user.userCode).toBe(us.userCode);
    expect(summary.plays).toBe((await plays('')).body.data.total);
    expect(summary.dramas).toBeGreaterThan(1);
    expect(summary.follows.map((entry: { type: number }) => entry.type)).toEqual([1, 2, 3, 10, 11]);
    for (const entry of summary.follows as { type: number; count: number }[]) expect((await follows(`type=${entry.type}`)).total).toBe(entry.count);
    const coins = ((await follows('type=10')).list as Follow[]).reduce((sum, follow) => sum + follow.coins, 0);
    expect(summary.unlockCoins).toBe(coins);
    expect((await get('nobody?projectCode=drama-us')).status).toBe(404);
  });
});
