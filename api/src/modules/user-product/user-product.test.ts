import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

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
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/user/product/${path}`,
    headers: { 'client-token': tokens[who] },
  });
  return { status: response.statusCode, body: response.json() };
};
const plays = async (query: string, who: DemoUser = 'admin') =>
  get(`list?projectCode=drama-us&userCode=${us.userCode}&pageSize=100&${query}`, who);
type Play = {
  id: number;
  type: number;
  dramaCode: string;
  dramaName: string;
  episodeNo: number;
  playTimeSeconds: number;
  totalTimeSeconds: number;
  completionPermille: number;
  createTime: string;
};

describe('GET /user/product/list', () => {
  it("answers the user's plays by the list contract, newest first, each with its drama's code and name", async () => {
    const { status, body } = await plays('');
    expect(status).toBe(200);
    const [{ count }] = (
      await sql<{ count: number }>`select count(*)::int as count from interaction where user_id = ${us.id}`.execute(
        t.db,
      )
    ).rows;
    expect(body.data.total).toBe(count);
    const list: Play[] = body.data.list;
    expect(list.length).toBe(Math.min(count, 100));
    expect(
      list.every(
        (play) =>
          play.dramaCode.startsWith('US-D') && play.dramaName !== '' && play.playTimeSeconds <= play.totalTimeSeconds,
      ),
    ).toBe(true);
    const times = list.map((play) => play.createTime);
    expect(times).toEqual([...times].sort().reverse());
    // the default sort is by time alone (a play has no `deleted`), either way
    const oldestFirst = (await plays('sortType=asc')).body.data.list.map((play: Play) => play.createTime);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect(oldestFirst[0] <= times[times.length - 1]).toBe(true);
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
    const byCompletion = (await plays('sortBy=completionPermille&sortType=asc')).body.data.list.map(
      (play: Play) => play.completionPermille,
    );
    expect(byCompletion).toEqual([...byCompletion].sort((a, b) => a - b));
    const byPlayTime = (await plays('sortBy=playTimeSeconds&sortType=desc')).body.data.list.map(
      (play: Play) => play.playTimeSeconds,
    );
    expect(byPlayTime).toEqual([...byPlayTime].sort((a, b) => b - a));
  });

  it('answers the completion exactly: play time over total time in per mille, rounded half up', async () => {
    const [user] = (
      await sql<{ id: number; drama_id: number }>`
      select u.id, d.id as drama_id from app_user u, drama d
      where u.project_code = 'drama-us' and d.project_code = 'drama-us' and not exists (select 1 from interaction i where i.user_id = u.id)
      order by u.id, d.id limit 1`.execute(t.db)
    ).rows;
    const times: [number, number][] = [
      [2, 3],
      [1, 3],
      [45, 60],
      [59, 60],
      [0, 90],
      [1, 2000],
      [1, 1999],
      [120, 120],
    ];
    await t.db
      .insertInto('interaction')
      .values(
        times.map(([play, total], index) => ({
          project_code: 'drama-us',
          user_id: user.id,
          drama_id: user.drama_id,
          episode_no: index + 1,
          type: 1,
          play_time_seconds: play,
          total_time_seconds: total,
        })),
      )
      .execute();
    const [code] = (
      await sql<{ user_code: string }>`select user_code from app_user where id = ${user.id}`.execute(t.db)
    ).rows;
    const { body } = await get(`list?projectCode=drama-us&userCode=${code.user_code}&sortBy=id&sortType=asc`);
    expect(
      body.data.list.map((play: Play) => [play.playTimeSeconds, play.totalTimeSeconds, play.completionPermille]),
    ).toEqual([
      [2, 3, 667],
      [1, 3, 333],
      [45, 60, 750],
      [59, 60, 983],
      [0, 90, 0],
      [1, 2000, 1],
      [1, 1999, 1],
      [120, 120, 1000],
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
    // nothing is deleted here to sort by
    const deleted = await plays('sortBy=deleted');
    expect(deleted.status).toBe(400);
    expect(deleted.body.errors[0].field).toBe('sortBy');
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
  type Follow = {
    type: number;
    dramaCode: string;
    episodeNo: number | null;
    coins: number;
    playId: number | null;
    createTime: string;
  };
  const follows = async (query: string) =>
    (await get(`follows?projectCode=drama-us&userCode=${us.userCode}&pageSize=100&${query}`)).body.data;

  it('lists a watch of exactly each drama played, each opening a play of it, and unlocks of one episode with their price', async () => {
    const watched: Follow[] = (await follows('type=3')).list;
    const played = new Set(
      (
        await sql<{
          code: string;
        }>`select distinct d.code from interaction i join drama d on d.id = i.drama_id where i.user_id = ${us.id}`.execute(
          t.db,
        )
      ).rows.map((row) => row.code),
    );
    expect(new Set(watched.map((follow) => follow.dramaCode))).toEqual(played);
    expect(watched.every((follow) => follow.playId !== null && follow.episodeNo === null && follow.coins === 0)).toBe(
      true,
    );
    const unlocks: Follow[] = (await follows('type=10')).list;
    expect(unlocks.every((follow) => follow.episodeNo !== null && follow.coins > 0)).toBe(true);
    // newest first without a sortBy (a follow has no `deleted`)
    const times = ((await follows('')).list as Follow[]).map((follow) => follow.createTime);
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort().reverse());
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
    for (const entry of summary.follows as { type: number; count: number }[])
      expect((await follows(`type=${entry.type}`)).total).toBe(entry.count);
    const coins = ((await follows('type=10')).list as Follow[]).reduce((sum, follow) => sum + follow.coins, 0);
    expect(summary.unlockCoins).toBe(coins);
    expect((await get('nobody?projectCode=drama-us')).status).toBe(404);
  });
});

describe("an app user's comments: GET /user/product/comments, POST …/{id}/hide and …/{id}/restore", () => {
  type Comment = {
    id: number;
    dramaCode: string;
    dramaName: string;
    episodeNo: number | null;
    content: string;
    state: string;
    createTime: string;
  };
  /** the user's own comments written here, on one drama: two visible, one deleted; and one of a drama-jp user */
  let drama: { id: number; code: string };
  let written: { visibleOld: number; visibleNew: number; deleted: number; jp: number };

  const call = async (path: string, payload: object, who: DemoUser | string = 'admin') => {
    const token = who in tokens ? tokens[who as DemoUser] : who;
    const response = await t.app.inject({
      method: 'POST',
      url: `/admin-api/user/product/comments/${path}`,
      headers: { 'client-token': token },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const comments = async (
    query = '',
    project = 'drama-us',
    userCode = us.userCode,
    who: DemoUser | string = 'admin',
  ) => {
    const token = who in tokens ? tokens[who as DemoUser] : who;
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin-api/user/product/comments?projectCode=${project}&userCode=${userCode}&pageSize=100&${query}`,
      headers: { 'client-token': token },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const stateOf = async (id: number) =>
    (await sql<{ state: string }>`select state from comment where id = ${id}`.execute(t.db)).rows[0].state;
  /** the drama's comment_count, and what it should be: its visible comments */
  const counts = async () =>
    (
      await sql<{ stored: number; visible: number }>`
        select d.comment_count::int as stored, (select count(*)::int from comment c where c.drama_id = d.id and c.state = 'visible') as visible
        from drama d where d.id = ${drama.id}`.execute(t.db)
    ).rows[0];

  beforeAll(async () => {
    drama = (
      await sql<{
        id: number;
        code: string;
      }>`select id, code from drama where project_code = 'drama-us' order by id limit 1`.execute(t.db)
    ).rows[0];
    drama = { id: Number(drama.id), code: drama.code };
    const add = async (
      project: string,
      userCode: string,
      values: {
        episode_no: number | null;
        content: string;
        state: 'visible' | 'hidden' | 'deleted';
        create_time: Date;
      },
    ) => {
      const [row] = (
        await sql<{ id: number }>`
          insert into comment (project_code, drama_id, user_id, episode_no, content, state, create_time)
          select ${project}, d.id, u.id, ${values.episode_no}, ${values.content}, ${values.state}, ${values.create_time}
          from app_user u, drama d where u.user_code = ${userCode} and d.project_code = ${project} order by d.id limit 1
          returning id`.execute(t.db)
      ).rows;
      return Number(row.id);
    };
    written = {
      visibleOld: await add('drama-us', us.userCode, {
        episode_no: null,
        content: 'Loved the whole drama',
        state: 'visible',
        create_time: new Date('2030-01-01T10:00:00Z'),
      }),
      visibleNew: await add('drama-us', us.userCode, {
        episode_no: 3,
        content: 'The worst episode, you idiots',
        state: 'visible',
        create_time: new Date('2030-01-02T10:00:00Z'),
      }),
      deleted: await add('drama-us', us.userCode, {
        episode_no: 4,
        content: 'Deleted by its writer',
        state: 'deleted',
        create_time: new Date('2030-01-03T10:00:00Z'),
      }),
      jp: await add('drama-jp', jp.userCode, {
        episode_no: 1,
        content: 'A drama-jp comment',
        state: 'visible',
        create_time: new Date('2030-01-01T10:00:00Z'),
      }),
    };
    // the count as the seed keeps it, the two visible comments written here included
    await sql`update drama set comment_count = (select count(*) from comment c where c.drama_id = drama.id and c.state = 'visible') where id = ${drama.id}`.execute(
      t.db,
    );
  });

  it("lists the user's comments newest first with the drama's code and name and the episode, filtered by state and a part of the text", async () => {
    const { status, body } = await comments();
    expect(status).toBe(200);
    const list: Comment[] = body.data.list;
    const [{ count }] = (
      await sql<{ count: number }>`select count(*)::int as count from comment where user_id = ${us.id}`.execute(t.db)
    ).rows;
    expect(body.data.total).toBe(count);
    expect(
      list.slice(0, 3).map((comment) => [comment.id, comment.dramaCode, comment.episodeNo, comment.state]),
    ).toEqual([
      [written.deleted, drama.code, 4, 'deleted'],
      [written.visibleNew, drama.code, 3, 'visible'],
      [written.visibleOld, drama.code, null, 'visible'],
    ]);
    expect(list.every((comment) => comment.dramaName !== '')).toBe(true);
    const times = list.map((comment) => comment.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const deleted: Comment[] = (await comments('state=deleted')).body.data.list;
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((comment) => comment.state === 'deleted')).toBe(true);
    const byText: Comment[] = (await comments('content=IDIOTS')).body.data.list;
    expect(byText.map((comment) => comment.id)).toEqual([written.visibleNew]);
    // a % is a character, not a wildcard
    expect((await comments('content=%25')).body.data.total).toBe(0);
  });

  it('refuses a missing user code, an unknown state and a sort it does not whitelist, naming the field', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin-api/user/product/comments?projectCode=drama-us',
      headers: { 'client-token': tokens.admin },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('userCode');
    const state = await comments('state=removed');
    expect(state.status).toBe(400);
    expect(state.body.errors[0].field).toBe('state');
    const sort = await comments('sortBy=content');
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].field).toBe('sortBy');
    expect((await comments('sortBy=deleted')).body.errors[0].field).toBe('sortBy');
  });

  it("hides a visible comment and restores it, the drama's count of visible comments following each way", async () => {
    const before = await counts();
    expect(before.stored).toBe(before.visible);
    const hidden = await call(`${written.visibleNew}/hide`, { projectCode: 'drama-us', reason: 'Insults the cast' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({
      id: written.visibleNew,
      state: 'hidden',
      dramaCode: drama.code,
      dramaCommentCount: before.stored - 1,
    });
    expect(await counts()).toEqual({ stored: before.stored - 1, visible: before.visible - 1 });
    const shown: Comment[] = (await comments('state=hidden')).body.data.list;
    expect(shown.map((comment) => comment.id)).toContain(written.visibleNew);

    const restored = await call(`${written.visibleNew}/restore`, { projectCode: 'drama-us' });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({
      id: written.visibleNew,
      state: 'visible',
      dramaCode: drama.code,
      dramaCommentCount: before.stored,
    });
    expect(await counts()).toEqual(before);
    expect(await stateOf(written.visibleNew)).toBe('visible');
  });

  it('makes only the real moves: any other state is a 409 naming it, and nothing changes', async () => {
    const before = await counts();
    const restoreVisible = await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' });
    expect(restoreVisible.status).toBe(409);
    expect(restoreVisible.body.message).toBe(
      `Comment ${written.visibleOld} is visible: only a hidden comment can be restored`,
    );
    const restoreDeleted = await call(`${written.deleted}/restore`, { projectCode: 'drama-us' });
    expect(restoreDeleted.status).toBe(409);
    expect(restoreDeleted.body.message).toBe(
      `Comment ${written.deleted} is deleted: only a hidden comment can be restored`,
    );
    const hideDeleted = await call(`${written.deleted}/hide`, { projectCode: 'drama-us' });
    expect(hideDeleted.status).toBe(409);
    expect(hideDeleted.body.message).toMatch(/is deleted/);

    expect((await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us' })).status).toBe(200);
    const twice = await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Comment ${written.visibleOld} is hidden: only a visible comment can be hidden`);
    // hidden once, counted down once
    expect(await counts()).toEqual({ stored: before.stored - 1, visible: before.visible - 1 });
    expect(await stateOf(written.deleted)).toBe('deleted');
    expect((await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' })).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('is a 400 naming the reason past 200 characters or a bad id, and changes nothing', async () => {
    const long = await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us', reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('reason');
    const id = await call('first/hide', { projectCode: 'drama-us' });
    expect(id.status).toBe(400);
    expect(id.body.errors[0].field).toBe('id');
    expect(await stateOf(written.visibleOld)).toBe('visible');
    expect(
      (await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us', reason: 'x'.repeat(200) })).status,
    ).toBe(200);
    expect((await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' })).status).toBe(200);
  });

  it("is a 404 for another project's comment, which stays as it was", async () => {
    // the normal account works in drama-us and drama-jp: under drama-us the drama-jp comment is not there
    expect((await call(`${written.jp}/hide`, { projectCode: 'drama-us' }, 'normal')).status).toBe(404);
    expect((await call(`${written.jp}/hide`, { projectCode: 'drama-us' })).status).toBe(404);
    expect((await comments('', 'drama-us', jp.userCode)).status).toBe(404);
    expect(await stateOf(written.jp)).toBe('visible');
    expect((await call(`${written.jp}/hide`, { projectCode: 'drama-jp' }, 'normal')).status).toBe(200);
    expect((await call(`${written.jp}/restore`, { projectCode: 'drama-jp' }, 'normal')).status).toBe(200);
  });

  it('is refused to the operator, and to a role that may read the screen but not review', async () => {
    expect((await comments('', 'drama-us', us.userCode, 'operator')).status).toBe(403);
    expect((await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us' }, 'operator')).status).toBe(403);
    expect((await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' }, 'operator')).status).toBe(403);

    const setting = (method: 'POST' | 'PUT', path: string, payload: object) =>
      t.app.inject({
        method,
        url: `/admin-api/setting/${path}`,
        headers: { 'client-token': tokens.admin },
        payload: { projectCode: 'drama-us', ...payload },
      });
    const tree = (
      await t.app.inject({
        method: 'GET',
        url: '/admin-api/setting/menu/tree?projectCode=drama-us',
        headers: { 'client-token': tokens.admin },
      })
    ).json().data as {
      id: number;
      perms: string;
      url: string;
      menuName: string;
      menuType: string;
    }[];
    const granted = tree.filter(
      (item) =>
        item.perms === 'user:product:query' ||
        (item.menuType === 'C' && item.url === '/user/product/:userCode') ||
        (item.menuType === 'M' && item.menuName === 'user'),
    );
    expect(granted).toHaveLength(3);
    const role = (await setting('POST', 'role', { code: 'watch-reader', name: 'Watch reader' })).json().data;
    expect(
      (await setting('PUT', `role/${role.id}/menus`, { menuIds: granted.map((item) => item.id) })).statusCode,
    ).toBe(200);
    const user = await setting('POST', 'user', {
      username: 'watchreader',
      name: 'Watch reader',
      email: 'watchreader@example.com',
      password: 'secret123',
      projectRoles: [{ projectCode: 'drama-us', roles: ['watch-reader'] }],
    });
    expect(user.statusCode).toBe(200);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: 'watchreader', password: 'secret123' },
      })
    ).json().data.token as string;

    expect((await comments('', 'drama-us', us.userCode, token)).status).toBe(200);
    expect((await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us' }, token)).status).toBe(403);
    expect((await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' }, token)).status).toBe(403);
    expect(await stateOf(written.visibleOld)).toBe('visible');
  });

  it('writes the operation-log row: who hid which comment in which project and why, and a refused move as failed', async () => {
    const url = `/admin-api/user/product/comments/${written.visibleOld}`;
    const logged = () =>
      t.db.selectFrom('sys_oper_log').selectAll().where('url', 'like', `${url}/%`).where('username', '=', 'admin');
    const [{ last }] = await logged()
      .clearSelect()
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
      .execute();
    expect((await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us', reason: 'Spam link' })).status).toBe(
      200,
    );
    expect((await call(`${written.visibleOld}/hide`, { projectCode: 'drama-us', reason: 'Again' })).status).toBe(409);
    expect((await call(`${written.visibleOld}/restore`, { projectCode: 'drama-us' })).status).toBe(200);
    // a refused change is logged after its answer: wait for it
    const rows = await eventually(async () => {
      const found = await logged().where('id', '>', Number(last)).execute();
      return found.length === 3 ? found : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    const entries = rows.map((row) => [
      row.title,
      row.method,
      row.url,
      row.status,
      row.http_status,
      row.project_code,
      paramsOf(row).reason,
    ]);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        ["Hide an app user's comment", 'POST', `${url}/hide`, 0, 200, 'drama-us', 'Spam link'],
        ["Hide an app user's comment", 'POST', `${url}/hide`, 1, 409, 'drama-us', 'Again'],
        ["Restore an app user's hidden comment", 'POST', `${url}/restore`, 0, 200, 'drama-us', undefined],
      ]),
    );
    expect(rows.find((row) => row.http_status === 409)?.error_msg).toMatch(/is hidden/);
  });
});
