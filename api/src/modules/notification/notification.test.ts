import { createTestApp, eventually, type TestApp } from '../../testing/testApp';
import { notify } from '../../domain/notifications';

let t: TestApp;
let admin: string;
let normal: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, normal, operator] = await Promise.all([t.signIn('admin'), t.signIn('normal'), t.signIn('operator')]);
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/admin-api/notification/${url}`, headers: { 'client-token': token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/admin-api/notification/${url}`, headers: { 'client-token': token }, payload });
const list = async (query: string, token: string) => {
  const response = await get(`list?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    list: Array<Record<string, unknown> & { id: number }>;
    total: number;
    pageNum: number;
    pageSize: number;
  };
};
const counts = async (query: string, token: string) => {
  const response = await get(`unread-count?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { message: number; notice: number; todo: number; total: number };
};
const userId = async (username: string) =>
  (await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('GET /notification/list', () => {
  it("pages the caller's notifications of the project plus project-less ones, newest first", async () => {
    const data = await list(
      'projectCode=drama-us&tenantCode=t-us&pageNum=1&pageSize=100&sortType=desc&sortBy=deleted, create_time',
      admin,
    );
    // 3 project-less + 3 of drama-us + the to-dos of its 2 pending large-bonus applications (seed)
    expect(data.total).toBe(8);
    expect(data.list).toHaveLength(8);
    expect(new Set(data.list.map((item) => item.projectCode))).toEqual(new Set(['drama-us', null]));
    const times = data.list.map((item) => item.createTime as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.list.find((item) => item.kind === 'message' && item.projectCode === 'drama-us')).toEqual({
      id: expect.any(Number),
      projectCode: 'drama-us',
      kind: 'message',
      title: 'Weekly report is ready (drama-us)',
      content: expect.stringContaining('workplace'),
      link: '/dashboard/workplace',
      exportId: null,
      read: false,
      readAt: null,
      deleted: 0,
      createTime: expect.any(String),
    });
    expect(new Set(data.list.map((item) => item.kind))).toEqual(new Set(['message', 'notice', 'todo']));

    const page2 = await list('projectCode=drama-us&pageNum=2&pageSize=3', admin);
    expect(page2).toMatchObject({ total: 8, pageNum: 2, pageSize: 3 });
    expect(page2.list.map((item) => item.id)).toEqual(data.list.slice(3, 6).map((item) => item.id));
  });

  it('filters by kind and read state', async () => {
    const todos = await list('projectCode=drama-us&kind=todo', admin);
    expect(todos.total).toBe(3);
    expect(todos.list.every((item) => item.kind === 'todo')).toBe(true);
    const unread = await list('projectCode=drama-us&unread=true', admin);
    expect(unread.total).toBe(5);
    expect(unread.list.every((item) => item.read === false && item.readAt === null)).toBe(true);
    const read = await list('projectCode=drama-us&unread=false', admin);
    expect(read.total).toBe(3);
    expect(read.list.every((item) => item.read === true && typeof item.readAt === 'string')).toBe(true);
  });

  it('under `all` (or no project) shows every project of the caller', async () => {
    expect((await list('projectCode=all', admin)).total).toBe(18);
    expect((await list('', admin)).total).toBe(18);
  });

  it('sorts by whitelisted names only and validates its query', async () => {
    const byRead = await list('projectCode=drama-us&sortBy=read_at&sortType=asc&pageSize=100', admin);
    const readTimes = byRead.list
      .map((item) => item.readAt)
      .filter((value): value is string => typeof value === 'string');
    expect(readTimes).toEqual([...readTimes].sort());

    const bad = await get('list?sortBy=title', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject([
      { field: 'sortBy', message: expect.stringMatching(/^cannot sort by "title"; use deleted, create_time/) },
    ]);
    const kind = await get('list?kind=alert', admin);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors).toMatchObject([{ field: 'kind', message: 'must be one of: message, notice, todo' }]);
    expect((await get('list?unread=maybe', admin)).json().errors).toMatchObject([
      { field: 'unread', message: 'must be true or false' },
    ]);
  });

  it("never shows another user's notifications", async () => {
    const adminId = await userId('admin');
    const mine = await t.db.selectFrom('sys_notification').select('id').where('user_id', '=', adminId).execute();
    const theirs = await list('projectCode=drama-us&pageSize=100', normal);
    expect(theirs.total).toBe(6);
    const adminIds = new Set(mine.map((row) => row.id));
    expect(theirs.list.some((item) => adminIds.has(item.id))).toBe(false);
  });

  it("keeps to the caller's projects", async () => {
    const outsider = await get('list?projectCode=drama-sea', normal);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({
      message: 'You are not a member of project drama-sea',
      problem: 'project.notMember',
      params: { project: 'drama-sea' },
    });
    const tenant = await get('unread-count?projectCode=drama-us&tenantCode=t-jp', normal);
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json()).toMatchObject({ problem: 'project.tenant', params: { tenant: 't-jp', project: 'drama-us' } });
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/notification/list' })).statusCode).toBe(401);
    expect((await post('read-all', normal, { projectCode: 'drama-sea' })).statusCode).toBe(403);
    // `all` is for users allowed all projects, here as on every route
    expect((await get('list?projectCode=all', normal)).statusCode).toBe(403);
    expect((await get('unread-count?projectCode=all', normal)).statusCode).toBe(403);
    expect((await post('read-all', normal, { projectCode: 'all' })).statusCode).toBe(403);
    expect((await get('list?projectCode=all', admin)).statusCode).toBe(200);
    const someone = await t.db
      .selectFrom('sys_notification')
      .select('id')
      .where('user_id', '=', await userId('normal'))
      .executeTakeFirstOrThrow();
    expect((await post('read', normal, { projectCode: 'drama-sea', ids: [someone.id] })).statusCode).toBe(403);
  });
});

describe('reading notifications', () => {
  it('counts unread ones by kind, in the project plus project-less ones', async () => {
    expect(await counts('projectCode=drama-sea', operator)).toEqual({ message: 2, notice: 1, todo: 0, total: 3 });
    expect(await counts('', operator)).toEqual({ message: 3, notice: 1, todo: 0, total: 4 });
  });

  it("marks the caller's notifications read by id, ignoring others' ids, and says how many changed", async () => {
    const unread = await list('projectCode=drama-sea&unread=true&kind=message', operator);
    expect(unread.total).toBe(2);
    const [first] = unread.list;
    const others = await t.db
      .selectFrom('sys_notification')
      .select('id')
      .where('user_id', '=', await userId('normal'))
      .where('read_at', 'is', null)
      .execute();
    const foreign = others.map((row) => row.id).slice(0, 2);

    const response = await post('read', operator, {
      ids: [first.id, first.id, ...foreign, 999999],
      projectCode: 'drama-sea',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 1 });
    expect(await counts('projectCode=drama-sea', operator)).toEqual({ message: 1, notice: 1, todo: 0, total: 2 });
    const after = (await list('projectCode=drama-sea&pageSize=100', operator)).list.find(
      (item) => item.id === first.id,
    )!;
    expect(after.read).toBe(true);
    expect(after.readAt).toEqual(expect.any(String));

    // Already read: nothing changes.
    expect((await post('read', operator, { ids: [first.id] })).json().data).toEqual({ updated: 0 });
    // Another user's ids: untouched.
    expect((await post('read', operator, { ids: foreign })).json().data).toEqual({ updated: 0 });
    const still = await t.db.selectFrom('sys_notification').select('read_at').where('id', 'in', foreign).execute();
    expect(still.every((row) => row.read_at === null)).toBe(true);
  });

  it('validates the ids', async () => {
    const empty = await post('read', operator, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject([{ field: 'ids', message: 'must have at least 1 items' }]);
    const many = await post('read', operator, { ids: Array.from({ length: 101 }, (_, index) => index + 1) });
    expect(many.json().errors).toMatchObject([{ field: 'ids', message: 'must have at most 100 items' }]);
    expect((await post('read', operator, { ids: ['x'] })).json().errors).toMatchObject([
      { field: 'ids[0]', message: 'must be a whole number' },
    ]);
    expect((await post('read', operator, {})).json().errors).toMatchObject([{ field: 'ids', message: 'is required' }]);
    expect((await post('read-all', operator, { kind: 'alert' })).json().errors).toMatchObject([
      { field: 'kind', message: 'must be one of: message, notice, todo' },
    ]);
  });

  it("marks all read, of one kind or every kind, in the project only, and only the caller's", async () => {
    const notice = await post('read-all', operator, { projectCode: 'drama-sea', tenantCode: 't-sea', kind: 'notice' });
    expect(notice.statusCode).toBe(200);
    expect(notice.json().data).toEqual({ updated: 1 });
    expect(await counts('projectCode=drama-sea', operator)).toEqual({ message: 1, notice: 0, todo: 0, total: 1 });

    expect((await post('read-all', operator, { projectCode: 'drama-sea' })).json().data).toEqual({ updated: 1 });
    expect(await counts('projectCode=drama-sea', operator)).toEqual({ message: 0, notice: 0, todo: 0, total: 0 });
    // drama-us kept its unread ones; project-less ones were read in drama-sea.
    expect(await counts('projectCode=drama-us', operator)).toEqual({ message: 1, notice: 0, todo: 0, total: 1 });
    // Other users are untouched.
    expect(await counts('projectCode=drama-us', normal)).toEqual({ message: 2, notice: 1, todo: 0, total: 3 });

    expect((await post('read-all', operator, {})).json().data).toEqual({ updated: 1 });
    expect(await counts('', operator)).toEqual({ message: 0, notice: 0, todo: 0, total: 0 });
  });

  it('records the changes in the operation log', async () => {
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('username', '=', 'operator')
        .where('url', 'like', '/admin-api/notification/%')
        .execute();
      return found.length >= 3 ? found : null;
    });
    expect(rows.map((row) => row.title)).toEqual(
      expect.arrayContaining(['Mark notifications read', 'Mark all my notifications read']),
    );
  });
});

describe('the seeded message boxes', () => {
  it("are worded in the reader's language and link only to screens the reader's role opens", async () => {
    const chinese = await list('projectCode=drama-us&locale=zh-CN&pageSize=100', admin);
    expect(chinese.list.map((item) => item.title)).toContain('周报已生成（drama-us）');
    expect(chinese.list.every((item) => /[\u4e00-\u9fff]/.test(item.title as string))).toBe(true);

    // the operator opens the workplace and the user center, not the applications nor the labels
    const operatorBox = await list('pageSize=100', operator);
    expect(operatorBox.total).toBeGreaterThan(0);
    const links = operatorBox.list.map((item) => String(item.link).split('?')[0]).filter(Boolean);
    expect(new Set(links)).toEqual(new Set(['/user-center/index', '/dashboard/workplace']));
    // the admin reviews large-bonus applications: each pending one is a to-do leading to it
    expect((await list('pageSize=100', admin)).list.map((item) => item.link)).toContainEqual(
      expect.stringMatching(/^\/customer-service\/apply\/list\?id=\d+$/),
    );
  });
});

describe('notify()', () => {
  const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });

  it("puts a notification in one user's message box, in its project or in every project, worded in the reader's language", async () => {
    const normalId = await userId('normal');
    const id = await notify(t.db, {
      userId: normalId,
      projectCode: 'drama-jp',
      kind: 'message',
      title: both('Your export is ready', '你的导出已完成'),
      content: both('Dramas of drama-jp, 120 rows.', 'drama-jp 的剧集，120 行。'),
      link: '/product/list?pageSize=50',
    });
    const jp = await list('projectCode=drama-jp', normal);
    expect(jp.list[0]).toMatchObject({
      id,
      kind: 'message',
      title: 'Your export is ready',
      content: 'Dramas of drama-jp, 120 rows.',
      link: '/product/list?pageSize=50',
      exportId: null,
      read: false,
      projectCode: 'drama-jp',
    });
    expect((await list('projectCode=drama-jp&locale=zh-CN', normal)).list[0]).toMatchObject({
      id,
      title: '你的导出已完成',
      content: 'drama-jp 的剧集，120 行。',
    });
    expect((await get('list?locale=fr-FR', normal)).statusCode).toBe(400);
    expect((await list('projectCode=drama-us&pageSize=100', normal)).list.some((item) => item.id === id)).toBe(false);
    expect((await list('pageSize=100', admin)).list.some((item) => item.id === id)).toBe(false);

    const everywhere = await notify(t.db, {
      userId: normalId,
      kind: 'todo',
      title: both('Review the new labels', '审核新标签'),
    });
    for (const project of ['drama-us', 'drama-jp']) {
      expect(
        (await list(`projectCode=${project}&kind=todo&unread=true`, normal)).list.map((item) => item.id),
      ).toContain(everywhere);
    }
  });

  it('refuses what cannot be shown, or shown in one language only', async () => {
    const normalId = await userId('normal');
    await expect(notify(t.db, { userId: normalId, kind: 'alert' as never, title: both('x', 'x') })).rejects.toThrow(
      /unknown notification kind/,
    );
    await expect(notify(t.db, { userId: normalId, kind: 'notice', title: both('  ', '标题') })).rejects.toThrow(
      /title in en-US/,
    );
    await expect(notify(t.db, { userId: normalId, kind: 'notice', title: both('Title', '') })).rejects.toThrow(
      /title in zh-CN/,
    );
    await expect(
      notify(t.db, { userId: normalId, kind: 'notice', title: both('x', 'x'), link: 'https://evil.example' }),
    ).rejects.toThrow(/in-app path/);
  });

  it('shows a notification written before it had a translation in English, in either language', async () => {
    const normalId = await userId('normal');
    const { id } = await t.db
      .insertInto('sys_notification')
      .values({ user_id: normalId, kind: 'notice', title: 'An old notice', content: 'Written in English only' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await list('locale=zh-CN&pageSize=100', normal)).list.find((item) => item.id === id)).toMatchObject({
      title: 'An old notice',
      content: 'Written in English only',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the notification routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    expect(doc.paths['/admin-api/notification/list'].get.summary).toBe('My notifications');
    expect(doc.paths['/admin-api/notification/unread-count'].get.summary).toBe('My unread notifications, by kind');
    const read = doc.paths['/admin-api/notification/read'].post;
    expect(read.summary).toBe('Mark notifications read');
    expect(read.requestBody.content['application/json'].schema.properties.ids).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 100,
    });
    expect(doc.paths['/admin-api/notification/read-all'].post.summary).toBe('Mark all my notifications read');
  });
});
