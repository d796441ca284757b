import { sql } from 'kysely';
import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

type Follow = {
  id: number;
  projectCode: string;
  type: number;
  userId: number;
  userCode: string;
  username: string;
  dramaId: number;
  dramaCode: string;
  dramaName: string;
  episodeNo: number | null;
  coins: number;
  createTime: string;
};
type Page = { list: Follow[]; total: number; totalExact: boolean; next: string | null; previous: string | null };

/** a drama-us drama and two users whose records are written here, at times no seeded record has */
let drama: { id: number; code: string; name: string };
let users: { id: number; userCode: string; username: string }[];
let jpDrama: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  const [found] = (
    await sql<{
      id: number;
      code: string;
      name: string;
    }>`select id, code, name from drama where project_code = 'drama-us' order by id desc limit 1`.execute(t.db)
  ).rows;
  drama = { ...found, id: Number(found.id) };
  users = (
    await sql<{ id: number; user_code: string; username: string }>`
      select id, user_code, username from app_user where project_code = 'drama-us' and id not in (select user_id from follow where drama_id = ${drama.id}) order by id limit 2`.execute(
      t.db,
    )
  ).rows.map((row) => ({ id: Number(row.id), userCode: row.user_code, username: row.username }));
  const add = (user: number, type: number, time: string, episodeNo: number | null = null, coins = 0) =>
    sql`insert into follow (project_code, user_id, drama_id, type, episode_no, coins, create_time)
        values ('drama-us', ${user}, ${drama.id}, ${type}, ${episodeNo}, ${coins}, ${time}::timestamptz)`.execute(t.db);
  await add(users[0].id, 3, '2031-02-01T10:00:00Z');
  await add(users[0].id, 2, '2031-02-01T10:05:00Z');
  await add(users[0].id, 10, '2031-02-01T10:10:00Z', 11, 40);
  await add(users[0].id, 10, '2031-02-01T10:10:00Z', 12, 40);
  await add(users[1].id, 1, '2031-02-01T11:00:00Z');
  await add(users[1].id, 11, '2031-02-01T11:30:00Z', 11);
  jpDrama = Number(
    (await sql<{ id: number }>`select id from drama where project_code = 'drama-jp' order by id limit 1`.execute(t.db))
      .rows[0].id,
  );
});
afterAll(() => t.close());

const request = async (query: string, project = 'drama-us', who: DemoUser = 'admin') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/product/comments-follow/list?projectCode=${project}&${query}`,
    headers: { 'client-token': tokens[who] },
  });
  return { status: response.statusCode, body: response.json() };
};
const records = async (query: string, project = 'drama-us', who: DemoUser = 'admin') => {
  const answer = await request(query, project, who);
  expect([answer.status, answer.body.message]).toEqual([200, 'success']);
  return answer.body.data as Page;
};
const summary = (page: Page) =>
  page.list.map((follow) => [follow.type, follow.userCode, follow.episodeNo, follow.coins]);

describe('GET /product/comments-follow/list', () => {
  it("answers a drama's records newest first (then by id), each with its user, drama, episode and coins", async () => {
    const page = await records(`dramaId=${drama.id}&pageSize=6`);
    expect(summary(page)).toEqual([
      [11, users[1].userCode, 11, 0],
      [1, users[1].userCode, null, 0],
      [10, users[0].userCode, 12, 40],
      [10, users[0].userCode, 11, 40],
      [2, users[0].userCode, null, 0],
      [3, users[0].userCode, null, 0],
    ]);
    expect(page.list[0]).toMatchObject({
      projectCode: 'drama-us',
      dramaId: drama.id,
      dramaCode: drama.code,
      dramaName: drama.name,
      userId: users[1].id,
      username: users[1].username,
      createTime: '2031-02-01T11:30:00.000Z',
    });
    const [{ count }] = (
      await sql<{ count: number }>`select count(*)::int as count from follow where drama_id = ${drama.id}`.execute(t.db)
    ).rows;
    expect([page.total, page.totalExact]).toEqual([count, true]);
  });

  it("answers a user's records, of a drama too, filtered by type and time", async () => {
    const ofUser = await records(`userCode=${users[0].userCode}&pageSize=100`);
    expect(ofUser.list.every((follow) => follow.userId === users[0].id)).toBe(true);
    expect(summary(ofUser).slice(0, 4)).toEqual([
      [10, users[0].userCode, 12, 40],
      [10, users[0].userCode, 11, 40],
      [2, users[0].userCode, null, 0],
      [3, users[0].userCode, null, 0],
    ]);
    expect(summary(await records(`userCode=${users[1].userCode}&dramaId=${drama.id}`))).toEqual([
      [11, users[1].userCode, 11, 0],
      [1, users[1].userCode, null, 0],
    ]);
    expect(summary(await records(`dramaId=${drama.id}&type=10&createdFrom=2031-01-01T00:00:00Z`))).toEqual([
      [10, users[0].userCode, 12, 40],
      [10, users[0].userCode, 11, 40],
    ]);
    expect(
      summary(await records(`dramaId=${drama.id}&createdFrom=2031-02-01T10:05:00Z&createdTo=2031-02-01T11:00:00Z`)).map(
        ([type]) => type,
      ),
    ).toEqual([10, 10, 2]);
  });

  it("answers exactly what a drama's follow and unlock counts count: its follow-drama records, its unlocks with coins or VIP", async () => {
    const since = 'createdFrom=2031-01-01T00:00:00Z';
    expect(summary(await records(`dramaId=${drama.id}&type=2&${since}`))).toEqual([[2, users[0].userCode, null, 0]]);
    expect(summary(await records(`dramaId=${drama.id}&unlocks=1&${since}`))).toEqual([
      [11, users[1].userCode, 11, 0],
      [10, users[0].userCode, 12, 40],
      [10, users[0].userCode, 11, 40],
    ]);
    // the same rule as the counts (dramaCounts.ts): every record of the drama, seeded ones too
    const [{ follows, unlocks }] = (
      await sql<{ follows: number; unlocks: number }>`
        select count(*) filter (where type = 2)::int as follows, count(*) filter (where type in (10, 11))::int as unlocks
        from follow where drama_id = ${drama.id}`.execute(t.db)
    ).rows;
    expect((await records(`dramaId=${drama.id}&type=2`)).total).toBe(follows);
    expect((await records(`dramaId=${drama.id}&unlocks=1`)).total).toBe(unlocks);
    expect(
      (await request(`dramaId=${drama.id}&unlocks=2`)).body.errors.map((error: { field: string }) => error.field),
    ).toEqual(['unlocks']);
  });

  it('pages by number and by keyset alike', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((pageNum) =>
        records(`dramaId=${drama.id}&pageSize=2&pageNum=${pageNum}&createdFrom=2031-01-01T00:00:00Z`),
      ),
    );
    const ids = (page: Page) => page.list.map((follow) => follow.id);
    const second = await records(
      `dramaId=${drama.id}&pageSize=2&createdFrom=2031-01-01T00:00:00Z&after=${pages[0].next}`,
    );
    expect(ids(second)).toEqual(ids(pages[1]));
    const third = await records(`dramaId=${drama.id}&pageSize=2&createdFrom=2031-01-01T00:00:00Z&after=${second.next}`);
    expect(ids(third)).toEqual(ids(pages[2]));
    expect(third.next).toBeNull();
    const back = await records(
      `dramaId=${drama.id}&pageSize=2&createdFrom=2031-01-01T00:00:00Z&before=${third.previous}`,
    );
    expect(ids(back)).toEqual(ids(pages[1]));
  });

  it('needs a drama or a user: a 400 naming dramaId; bad input is a 400 naming the field', async () => {
    const neither = await request('type=2');
    expect([neither.status, neither.body.errors?.map((error: { field: string }) => error.field)]).toEqual([
      400,
      ['dramaId'],
    ]);
    expect(neither.body.message).toMatch(/userCode/);
    for (const [query, field] of [
      [`dramaId=${drama.id}&type=4`, 'type'],
      ['dramaId=0', 'dramaId'],
      [`dramaId=${drama.id}&after=soon`, 'after'],
      [`dramaId=${drama.id}&sortBy=coins`, 'sortBy'],
    ]) {
      const answer = await request(query);
      expect([query, answer.status, answer.body.errors?.map((error: { field: string }) => error.field)]).toEqual([
        query,
        400,
        [field],
      ]);
    }
  });

  it("is a 404 for another project's drama or user, and refused to the operator", async () => {
    expect((await request(`dramaId=${jpDrama}`)).status).toBe(404);
    expect((await request('userCode=NOBODY')).status).toBe(404);
    expect(
      (await records(`dramaId=${jpDrama}`, 'drama-jp', 'normal')).list.every(
        (follow) => follow.projectCode === 'drama-jp',
      ),
    ).toBe(true);
    expect((await request(`dramaId=${drama.id}`, 'drama-us', 'operator')).status).toBe(403);
  });
});
