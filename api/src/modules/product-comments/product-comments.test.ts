import { sql } from 'kysely';
import { TIMELINE_COUNT_CAP } from '../../platform/listQuery';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { reconcileDramaCounts } from '../../domain/dramas';

let t: TestApp;
let tokens: Record<DemoUser, string>;

type Comment = {
  id: number;
  projectCode: string;
  dramaId: number;
  dramaCode: string;
  dramaName: string;
  userId: number;
  userCode: string;
  username: string;
  episodeNo: number | null;
  content: string;
  state: 'visible' | 'hidden' | 'deleted';
  createTime: string;
};
type Page = {
  list: Comment[];
  total: number;
  totalExact: boolean;
  pageNum: number;
  pageSize: number;
  next: string | null;
  previous: string | null;
};
type Moves = {
  moved: number;
  refused: number;
  results: {
    id: number;
    outcome: 'moved' | 'refused';
    state: string | null;
    dramaId: number | null;
    reason: string | null;
  }[];
  dramas: { id: number; code: string; commentCount: number }[];
};

/** a drama-us drama and user whose comments are written here, at times no seeded comment has */
let drama: { id: number; code: string; name: string };
let other: { id: number; code: string };
let user: { id: number; userCode: string; username: string };
let jpComment: number;

const add = async (values: {
  dramaId: number;
  userId: number;
  content: string;
  state?: string;
  time: string;
  project?: string;
  episodeNo?: number | null;
}) => {
  const [row] = (
    await sql<{ id: number }>`
      insert into comment (project_code, drama_id, user_id, episode_no, content, state, create_time)
      values (${values.project ?? 'drama-us'}, ${values.dramaId}, ${values.userId}, ${values.episodeNo ?? null}, ${values.content}, ${values.state ?? 'visible'}, ${values.time}::timestamptz)
      returning id`.execute(t.db)
  ).rows;
  return Number(row.id);
};

/** Every drama whose stored comment count is not its visible comments. */
const countsOff = async () =>
  (
    await sql<{ id: number }>`
      select d.id from drama d where d.comment_count <> (select count(*) from comment c where c.drama_id = d.id and c.state = 'visible')`.execute(
      t.db,
    )
  ).rows.map((row) => Number(row.id));

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
  const dramas = (
    await sql<{
      id: number;
      code: string;
      name: string;
    }>`select id, code, name from drama where project_code = 'drama-us' and deleted = 0 order by id limit 2`.execute(
      t.db,
    )
  ).rows;
  drama = { ...dramas[0], id: Number(dramas[0].id) };
  other = { id: Number(dramas[1].id), code: dramas[1].code };
  const [found] = (
    await sql<{
      id: number;
      user_code: string;
      username: string;
    }>`select id, user_code, username from app_user where project_code = 'drama-us' order by id limit 1`.execute(t.db)
  ).rows;
  user = { id: Number(found.id), userCode: found.user_code, username: found.username };
  // two comments a microsecond apart and two at the same instant: the order and the cursors hold to the microsecond and the id
  await add({
    dramaId: drama.id,
    userId: user.id,
    content: 'First, by a microsecond',
    time: '2031-01-01T10:00:00.000001Z',
    episodeNo: 2,
  });
  await add({
    dramaId: drama.id,
    userId: user.id,
    content: 'Second, by a microsecond',
    time: '2031-01-01T10:00:00.000002Z',
  });
  await add({
    dramaId: other.id,
    userId: user.id,
    content: 'The same instant, first written',
    time: '2031-01-01T09:00:00Z',
  });
  await add({
    dramaId: other.id,
    userId: user.id,
    content: 'The same instant, then THIS 100% one',
    time: '2031-01-01T09:00:00Z',
    state: 'hidden',
  });
  // enough rows of one project for four pages of three, whatever the seed's size
  for (let n = 1; n <= 9; n += 1)
    await add({ dramaId: drama.id, userId: user.id, content: `Filler ${n}`, time: `2031-01-01T08:00:0${n}Z` });
  const [jpDrama] = (
    await sql<{ id: number; user_id: number }>`
    select d.id, (select u.id from app_user u where u.project_code = 'drama-jp' order by u.id limit 1) as user_id
    from drama d where d.project_code = 'drama-jp' order by d.id limit 1`.execute(t.db)
  ).rows;
  jpComment = await add({
    dramaId: Number(jpDrama.id),
    userId: Number(jpDrama.user_id),
    content: 'A drama-jp comment',
    time: '2031-01-01T11:00:00Z',
    project: 'drama-jp',
  });
  // the counts as they stand, the rows written here included
  await reconcileDramaCounts(t.db);
});
afterAll(() => t.close());

const request = async (method: 'GET' | 'POST', path: string, payload?: object, who: DemoUser | string = 'admin') => {
  const token = who in tokens ? tokens[who as DemoUser] : who;
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/comments${path}`,
    headers: { 'client-token': token },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const queue = async (query: string, project = 'drama-us', who: DemoUser | string = 'admin') => {
  const answer = await request('GET', `/list?projectCode=${project}&${query}`, undefined, who);
  expect([answer.status, answer.body.message]).toEqual([200, 'success']);
  return answer.body.data as Page;
};
const move = async (
  action: 'hide' | 'restore' | 'delete',
  ids: number[],
  extra: object = {},
  who: DemoUser | string = 'admin',
  project = 'drama-us',
) => request('POST', `/${action}`, { projectCode: project, ids, ...extra }, who);
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);
const stateOf = async (id: number) =>
  (await sql<{ state: string }>`select state from comment where id = ${id}`.execute(t.db)).rows[0].state;
const commentCountOf = async (id: number) =>
  Number(
    (await sql<{ count: number }>`select comment_count as count from drama where id = ${id}`.execute(t.db)).rows[0]
      .count,
  );

describe('GET /product/comments/list: the moderation queue', () => {
  it("answers one project's comments newest first, to the microsecond and then by id, each with its drama and user", async () => {
    const page = await queue('pageSize=4');
    expect(page.list.map((comment) => comment.content)).toEqual([
      'Second, by a microsecond',
      'First, by a microsecond',
      'The same instant, then THIS 100% one',
      'The same instant, first written',
    ]);
    expect(page.list[1]).toMatchObject({
      projectCode: 'drama-us',
      dramaId: drama.id,
      dramaCode: drama.code,
      dramaName: drama.name,
      userId: user.id,
      userCode: user.userCode,
      username: user.username,
      episodeNo: 2,
      state: 'visible',
      createTime: '2031-01-01T10:00:00.000Z',
    });
    const [{ count }] = (
      await sql<{ count: number }>`select count(*)::int as count from comment where project_code = 'drama-us'`.execute(
        t.db,
      )
    ).rows;
    expect([page.total, page.totalExact]).toEqual([count, true]);
    expect(page.previous).toBeNull();
    expect(page.next).toMatch(/^2031-01-01T09:00:00\.000000Z_\d+$/);
    // oldest first when asked; what every browser request carries means the default
    const oldest = await queue('pageSize=3&sortType=asc');
    expect(oldest.list.map((comment) => comment.createTime)).toEqual(
      [...oldest.list.map((comment) => comment.createTime)].sort(),
    );
    expect((await queue('pageSize=2&sortBy=deleted,create_time&sortType=desc')).list[0].content).toBe(
      'Second, by a microsecond',
    );
  });

  it('filters by drama (id or code in any case), user, a part of the text, state and time', async () => {
    const contents = async (query: string) =>
      (await queue(`pageSize=100&${query}`)).list.map((comment) => comment.content);
    const ofDrama = (await queue(`pageSize=100&dramaId=${drama.id}`)).list;
    expect(ofDrama.every((comment) => comment.dramaId === drama.id)).toBe(true);
    expect(ofDrama.slice(0, 2).map((comment) => comment.content)).toEqual([
      'Second, by a microsecond',
      'First, by a microsecond',
    ]);
    expect(await contents(`dramaCode=${other.code.toLowerCase()}&createdFrom=2031-01-01T00:00:00Z`)).toEqual([
      'The same instant, then THIS 100% one',
      'The same instant, first written',
    ]);
    expect(await contents('dramaCode=NO-SUCH-DRAMA')).toEqual([]);
    const ofUser = (await queue(`pageSize=100&userCode=${user.userCode}`)).list;
    expect(ofUser.length).toBeGreaterThanOrEqual(4);
    expect(ofUser.every((comment) => comment.userCode === user.userCode)).toBe(true);
    expect(await contents('userCode=NOBODY')).toEqual([]);
    expect(await contents(`content=${encodeURIComponent('this 100%')}`)).toEqual([
      'The same instant, then THIS 100% one',
    ]);
    // % and _ are characters, not wildcards
    expect(await contents('content=e_i')).toEqual([]);
    expect(await contents('state=hidden&createdFrom=2031-01-01T00:00:00Z')).toEqual([
      'The same instant, then THIS 100% one',
    ]);
    // from, inclusive; to, exclusive
    expect(await contents('createdFrom=2031-01-01T09:00:00.001Z')).toEqual([
      'Second, by a microsecond',
      'First, by a microsecond',
    ]);
    expect(await contents('createdFrom=2031-01-01T09:00:00Z&createdTo=2031-01-01T10:00:00Z')).toEqual([
      'The same instant, then THIS 100% one',
      'The same instant, first written',
    ]);
  });

  it('pages by number and by keyset alike: next and previous walk the same pages a jump reaches', async () => {
    const byNumber = await Promise.all([1, 2, 3, 4].map((pageNum) => queue(`pageSize=3&pageNum=${pageNum}`)));
    const ids = (page: Page) => page.list.map((comment) => comment.id);
    let page = byNumber[0];
    for (const expected of byNumber.slice(1)) {
      page = await queue(`pageSize=3&after=${page.next}`);
      expect(ids(page)).toEqual(ids(expected));
    }
    // and back: previous from page 4 is page 3, from page 3 page 2, then page 1 with no previous
    for (const expected of [byNumber[2], byNumber[1], byNumber[0]]) {
      page = await queue(`pageSize=3&before=${page.previous}`);
      expect(ids(page)).toEqual(ids(expected));
    }
    expect(page.previous).toBeNull();
    // a jump has a previous page; the page after a jump is the next number's
    expect(byNumber[2].previous).not.toBeNull();
    expect(ids(await queue(`pageSize=3&after=${byNumber[2].next}`))).toEqual(ids(byNumber[3]));
    // filtered the same way: a drama's comments
    const drama1 = await queue(`pageSize=1&dramaId=${drama.id}`);
    expect((await queue(`pageSize=1&dramaId=${drama.id}&after=${drama1.next}`)).list[0].content).toBe(
      'First, by a microsecond',
    );
  });

  it('ends: the last page has no next, and past the end is empty', async () => {
    const all = await queue('pageSize=100&content=by a microsecond');
    expect(all.list).toHaveLength(2);
    expect(all.next).toBeNull();
    const past = await queue('pageSize=100&pageNum=50&content=by a microsecond');
    expect([past.list, past.total, past.next]).toEqual([[], 2, null]);
  });

  it('refuses what it cannot read with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['state=removed', 'state'],
      ['sortBy=content', 'sortBy'],
      ['sortBy=create_time,id', 'sortBy'],
      ['after=yesterday', 'after'],
      ['after=2031-02-30T10:00:00.000001Z_5', 'after'],
      ['before=2031-01-01T10:00:00Z_5', 'before'],
      ['after=2031-01-01T10:00:00.000001Z_5&before=2031-01-01T10:00:00.000001Z_6', 'before'],
      ['dramaId=first', 'dramaId'],
      [`content=${'x'.repeat(101)}`, 'content'],
      ['createdFrom=monday', 'createdFrom'],
      ['pageSize=101', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const answer = await request('GET', `/list?projectCode=drama-us&${query}`);
      expect([query, answer.status, fieldOf(answer)]).toEqual([query, 400, [field]]);
    }
  });

  it("never shows another project's comments; under all, those of every project of the caller", async () => {
    const us = await queue('pageSize=100&createdFrom=2031-01-01T00:00:00Z');
    expect(us.list.every((comment) => comment.projectCode === 'drama-us')).toBe(true);
    expect(us.list.map((comment) => comment.id)).not.toContain(jpComment);
    const all = await queue('pageSize=100&createdFrom=2031-01-01T00:00:00Z', 'all');
    expect(all.list[0].id).toBe(jpComment);
    expect(all.list).toHaveLength(us.list.length + 1);
    // the operator does not moderate comments (admin and normal do)
    expect((await request('GET', '/list?projectCode=drama-us', undefined, 'operator')).status).toBe(403);
    expect((await queue('pageSize=1', 'drama-us', 'normal')).list).toHaveLength(1);
  });

  it(`counts exactly up to ${TIMELINE_COUNT_CAP.toLocaleString('en-US')} comments, then answers an estimate flagged as such, and a deep page still reads`, async () => {
    const [sea] = (
      await sql<{ drama_id: number; user_id: number }>`
      select (select id from drama where project_code = 'drama-sea' order by id limit 1) as drama_id,
             (select id from app_user where project_code = 'drama-sea' order by id limit 1) as user_id`.execute(t.db)
    ).rows;
    // hidden, so no drama's count changes; long ago, so no other test reads them
    await sql`
      insert into comment (project_code, drama_id, user_id, content, state, create_time)
      select 'drama-sea', ${sea.drama_id}, ${sea.user_id}, 'Bulk ' || n, 'hidden', timestamptz '2020-01-01' + n * interval '1 second'
      from generate_series(1, ${TIMELINE_COUNT_CAP + 50}) as n`.execute(t.db);
    const [{ count }] = (
      await sql<{ count: number }>`select count(*)::int as count from comment where project_code = 'drama-sea'`.execute(
        t.db,
      )
    ).rows;
    const first = await queue('pageSize=10', 'drama-sea');
    expect(first.totalExact).toBe(false);
    expect(first.total).toBeGreaterThan(TIMELINE_COUNT_CAP);
    const deep = await queue(`pageSize=10&pageNum=${Math.floor(count / 10)}`, 'drama-sea');
    expect(deep.list.length).toBeGreaterThan(0);
    expect(deep.total).toBeGreaterThanOrEqual((Math.floor(count / 10) - 1) * 10 + deep.list.length);
    // narrowed below the cap, exact again
    const narrowed = await queue(
      'pageSize=10&createdFrom=2020-01-01T00:00:00Z&createdTo=2020-01-01T00:01:40Z',
      'drama-sea',
    );
    expect([narrowed.total, narrowed.totalExact]).toEqual([99, true]);
  });
});

describe('POST /product/comments/hide, …/restore and …/delete', () => {
  let written: { visible: number; visible2: number; hidden: number; deleted: number };
  beforeAll(async () => {
    written = {
      visible: await add({ dramaId: drama.id, userId: user.id, content: 'To hide', time: '2030-06-01T10:00:00Z' }),
      visible2: await add({
        dramaId: other.id,
        userId: user.id,
        content: 'To hide on the other drama',
        time: '2030-06-01T10:00:01Z',
      }),
      hidden: await add({
        dramaId: drama.id,
        userId: user.id,
        content: 'Hidden already',
        time: '2030-06-01T10:00:02Z',
        state: 'hidden',
      }),
      deleted: await add({
        dramaId: drama.id,
        userId: user.id,
        content: 'Deleted already',
        time: '2030-06-01T10:00:03Z',
        state: 'deleted',
      }),
    };
    await reconcileDramaCounts(t.db);
  });

  it('hides what is visible, says for each id what happened and why, and each drama touched keeps its count in step', async () => {
    const before = { drama: await commentCountOf(drama.id), other: await commentCountOf(other.id) };
    const answer = await move(
      'hide',
      [written.visible, written.hidden, written.visible2, written.deleted, 999_999, jpComment],
      { reason: 'Spam' },
    );
    expect(answer.status).toBe(200);
    const result = answer.body.data as Moves;
    expect([result.moved, result.refused]).toEqual([2, 4]);
    expect(result.results).toEqual([
      { id: written.visible, outcome: 'moved', state: 'hidden', dramaId: drama.id, reason: null },
      {
        id: written.hidden,
        outcome: 'refused',
        state: 'hidden',
        dramaId: drama.id,
        reason: `Comment ${written.hidden} is hidden: only a visible comment can be hidden`,
      },
      { id: written.visible2, outcome: 'moved', state: 'hidden', dramaId: other.id, reason: null },
      {
        id: written.deleted,
        outcome: 'refused',
        state: 'deleted',
        dramaId: drama.id,
        reason: `Comment ${written.deleted} is deleted: only a visible comment can be hidden`,
      },
      { id: 999_999, outcome: 'refused', state: null, dramaId: null, reason: 'No comment 999999 in your projects' },
      // another project's comment is as absent
      {
        id: jpComment,
        outcome: 'refused',
        state: null,
        dramaId: null,
        reason: `No comment ${jpComment} in your projects`,
      },
    ]);
    expect(result.dramas).toEqual(
      [
        { id: drama.id, code: drama.code, commentCount: before.drama - 1 },
        { id: other.id, code: other.code, commentCount: before.other - 1 },
      ].sort((a, b) => a.id - b.id),
    );
    expect(await countsOff()).toEqual([]);
    expect(await stateOf(jpComment)).toBe('visible');
  });

  it('restores what is hidden, and only that; a deleted comment stays deleted', async () => {
    const before = await commentCountOf(drama.id);
    const answer = (await move('restore', [written.visible, written.hidden, written.deleted])).body.data as Moves;
    expect(answer.results.map((result) => [result.outcome, result.state])).toEqual([
      ['moved', 'visible'],
      ['moved', 'visible'],
      ['refused', 'deleted'],
    ]);
    expect(answer.results[2].reason).toBe(
      `Comment ${written.deleted} is deleted: only a hidden comment can be restored`,
    );
    expect(answer.dramas).toEqual([{ id: drama.id, code: drama.code, commentCount: before + 2 }]);
    expect(await countsOff()).toEqual([]);
  });

  it('deletes visible and hidden comments, counting down only the visible ones', async () => {
    const restoredOther = (await move('restore', [written.visible2])).body.data as Moves;
    expect(restoredOther.moved).toBe(1);
    await move('hide', [written.hidden]);
    const before = await commentCountOf(drama.id);
    const answer = (await move('delete', [written.visible, written.hidden, written.deleted])).body.data as Moves;
    expect(answer.results.map((result) => [result.outcome, result.state])).toEqual([
      ['moved', 'deleted'],
      ['moved', 'deleted'],
      ['refused', 'deleted'],
    ]);
    expect(answer.results[2].reason).toBe(
      `Comment ${written.deleted} is deleted: only a visible or a hidden comment can be deleted`,
    );
    expect(answer.dramas).toEqual([{ id: drama.id, code: drama.code, commentCount: before - 1 }]);
    expect(await countsOff()).toEqual([]);
    expect((await move('restore', [written.visible])).body.data.refused).toBe(1);
    // what the queue then shows
    expect((await queue(`pageSize=100&state=deleted&dramaId=${drama.id}`)).list.map((comment) => comment.id)).toEqual(
      expect.arrayContaining([written.visible, written.hidden, written.deleted]),
    );
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ ids: [] }, 'ids'],
      [{ ids: Array.from({ length: 201 }, (_, index) => index + 1) }, 'ids'],
      [{ ids: [written.visible2, written.visible2] }, 'ids'],
      [{ ids: [0] }, 'ids[0]'],
      [{ ids: [written.visible2], reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const answer = await request('POST', '/hide', { projectCode: 'drama-us', ...body });
      expect([answer.status, fieldOf(answer)]).toEqual([400, [field]]);
    }
    expect(await stateOf(written.visible2)).toBe('visible');
    // 200 ids at once is the most
    const most = await move(
      'hide',
      Array.from({ length: 200 }, (_, index) => 900_000 + index),
    );
    expect([most.status, most.body.data.refused]).toEqual([200, 200]);
  });

  it('is refused to the operator, and every move is one operation-log row with the ids and the reason', async () => {
    expect((await move('hide', [written.visible2], {}, 'operator')).status).toBe(403);
    expect((await move('delete', [written.visible2], {}, 'operator')).status).toBe(403);
    expect(await stateOf(written.visible2)).toBe('visible');
    const logged = () =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/product/comments/%')
        .where('username', '=', 'normal');
    const [{ last }] = await logged()
      .clearSelect()
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('last'))
      .execute();
    expect((await move('hide', [written.visible2, 999_998], { reason: 'Insults the cast' }, 'normal')).status).toBe(
      200,
    );
    expect((await move('restore', [written.visible2], {}, 'normal')).status).toBe(200);
    const rows = await eventually(async () => {
      const found = await logged().where('id', '>', Number(last)).orderBy('id').execute();
      return found.length === 2 ? found : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    expect(
      rows.map((row) => [row.title, row.url, row.status, row.project_code, paramsOf(row).ids, paramsOf(row).reason]),
    ).toEqual([
      [
        'Hide comments',
        '/admin-api/product/comments/hide',
        0,
        'drama-us',
        [written.visible2, 999_998],
        'Insults the cast',
      ],
      ['Restore hidden comments', '/admin-api/product/comments/restore', 0, 'drama-us', [written.visible2], undefined],
    ]);
    expect(await countsOff()).toEqual([]);
  });

  it('declares hide and restore as product:comments:review, delete as product:comments:delete', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json() as {
      paths: Record<string, { post: { description: string } }>;
    };
    const permissionOf = (action: string) =>
      /requires permission `([^`]+)`/.exec(
        document.paths[`/admin-api/product/comments/${action}`].post.description,
      )?.[1];
    expect(['hide', 'restore', 'delete'].map(permissionOf)).toEqual([
      'product:comments:review',
      'product:comments:review',
      'product:comments:delete',
    ]);
  });
});
