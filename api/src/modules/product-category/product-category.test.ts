import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type CategoryDrama = { id: number; code: string; name: string; status: number; poster: string; position: number };
type Category = {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  poster: string;
  link: string;
  dramaCount: number;
  createTime: string;
  dramas?: CategoryDrama[];
};
type DramaOption = { id: number; code: string; name: string; status: number; poster: string };

/** GET and DELETE carry the project in the query string, the others in the body. */
const call = async (method: Method, path: string, payload?: object, project = 'drama-us', token = tokens.admin) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/category${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query: string, project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, project);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Category[]; total: number };
};
const getOne = async (id: number, project = 'drama-us') => {
  const answer = await call('GET', `/${id}`, undefined, project);
  expect(answer.status).toBe(200);
  return answer.body.data as Category & { dramas: CategoryDrama[] };
};
const create = async (category: object, project = 'drama-us') => {
  const { status, body } = await call('POST', '', category, project);
  expect([status, body.message]).toEqual([200, 'success']);
  return body.data as Category & { dramas: CategoryDrama[] };
};
const setDramas = (id: number, dramaIds: unknown, project = 'drama-us', token = tokens.admin) =>
  call('PUT', `/${id}/dramas`, { dramaIds }, project, token);
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);

/** A seeded category of `project` by code. */
const seeded = async (code: string, project = 'drama-us') =>
  (await list(`code=${code}&pageSize=100`, project)).list.find((category) => category.code === code)!;

/** The live dramas of a project, newest first. */
const dramasOf = (project: string) =>
  t.db
    .selectFrom('drama')
    .select(['id', 'code', 'name', 'status', 'poster'])
    .where('project_code', '=', project)
    .where('deleted', '=', 0)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The stored rows of a category, in order. */
const storedOrder = async (categoryId: number) =>
  (
    await t.db
      .selectFrom('category_drama')
      .select(['drama_id', 'position'])
      .where('category_id', '=', categoryId)
      .orderBy('position')
      .execute()
  ).map((row) => [row.drama_id, row.position]);

describe('GET /product/category/list', () => {
  it("answers one project's categories, newest first, each with how many live dramas it holds", async () => {
    const page = await list('pageSize=100');
    expect(page.list.map((category) => category.code).sort()).toEqual([
      'editors-picks',
      'most-unlocked',
      'new',
      'trending',
    ]);
    expect(page.list.every((category) => category.projectCode === 'drama-us')).toBe(true);
    const times = page.list.map((category) => category.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const { rows } = await sql<{ category_id: number; count: number }>`
      select cd.category_id, count(*)::int as count from category_drama cd join drama d on d.id = cd.drama_id
      where cd.project_code = 'drama-us' and d.deleted = 0 group by cd.category_id`.execute(t.db);
    const counted = new Map(rows.map((row) => [Number(row.category_id), row.count]));
    expect(page.list.map((category) => [category.code, category.dramaCount])).toEqual(
      page.list.map((category) => [category.code, counted.get(category.id) ?? 0]),
    );
    expect(page.list.every((category) => category.dramaCount > 0)).toBe(true);
    expect(page.list.find((category) => category.code === 'trending')).toMatchObject({
      title: 'Trending now',
      link: 'app://home/trending',
    });
  });

  it('sorts by title or the default, filters by a part of the title or the code, and refuses other sorts (400 naming sortBy)', async () => {
    const titles = (await list('sortBy=title&sortType=asc')).list.map((category) => category.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list('title=TREND')).list.map((category) => category.code)).toEqual(['trending']);
    expect((await list('code=unlock')).list.map((category) => category.code)).toEqual(['most-unlocked']);
    expect((await list('code=nothing-like-it')).total).toBe(0);
    const refused = await call('GET', '/list?sortBy=dramaCount');
    expect([refused.status, fieldOf(refused)]).toEqual([400, ['sortBy']]);
  });

  it("never shows another project's categories", async () => {
    const jp = await list('pageSize=100', 'drama-jp');
    const us = await list('pageSize=100');
    expect(jp.list.every((category) => category.projectCode === 'drama-jp')).toBe(true);
    expect(us.list.some((category) => jp.list.some((other) => other.id === category.id))).toBe(false);
  });
});

describe('GET /product/category/{id}', () => {
  it('answers the category with its dramas in their order', async () => {
    const trending = await seeded('trending');
    const detail = await getOne(trending.id);
    expect(detail).toMatchObject({ id: trending.id, code: 'trending', dramaCount: trending.dramaCount });
    const stored = await storedOrder(trending.id);
    expect(detail.dramas.map((drama) => [drama.id, drama.position])).toEqual(stored);
    const dramas = new Map((await dramasOf('drama-us')).map((drama) => [drama.id, drama]));
    expect(detail.dramas).toEqual(
      detail.dramas.map((drama) => ({ ...dramas.get(drama.id), position: drama.position })),
    );
  });

  it('leaves a deleted drama out, without a gap in the positions', async () => {
    const picks = await seeded('editors-picks');
    const before = await getOne(picks.id);
    const gone = before.dramas[1];
    await t.db.updateTable('drama').set({ deleted: 1 }).where('id', '=', gone.id).execute();
    try {
      const after = await getOne(picks.id);
      expect(after.dramas.map((drama) => drama.id)).toEqual(
        before.dramas.filter((drama) => drama.id !== gone.id).map((drama) => drama.id),
      );
      expect(after.dramas.map((drama) => drama.position)).toEqual(after.dramas.map((_, index) => index + 1));
      expect(after.dramaCount).toBe(before.dramaCount - 1);
      expect((await seeded('editors-picks')).dramaCount).toBe(before.dramaCount - 1);
    } finally {
      await t.db.updateTable('drama').set({ deleted: 0 }).where('id', '=', gone.id).execute();
    }
  });
});

describe('adding and editing a category', () => {
  it('adds a category in one project, with no dramas yet; the same code is free in another project', async () => {
    const added = await create({
      code: 'summer',
      title: 'Summer hits',
      poster: 'https://cdn.example/summer.jpg',
      link: 'app://home/summer',
    });
    expect(added).toMatchObject({
      projectCode: 'drama-us',
      code: 'summer',
      title: 'Summer hits',
      poster: 'https://cdn.example/summer.jpg',
      link: 'app://home/summer',
      dramaCount: 0,
      dramas: [],
    });
    expect(await getOne(added.id)).toMatchObject({ code: 'summer', dramas: [] });
    expect((await list('pageSize=1')).list[0].id).toBe(added.id);
    expect(await create({ code: 'summer', title: 'Summer' }, 'drama-jp')).toMatchObject({ poster: '', link: '' });
  });

  it('refuses a code the project has already with a 409 naming code and the code', async () => {
    const taken = await call('POST', '', { code: 'trending', title: 'Hot' });
    expect(taken.status).toBe(409);
    expect(fieldOf(taken)).toEqual(['code']);
    expect(taken.body.message).toMatch(/"trending".*Trending now.*drama-us/);
    expect((await list('code=trending')).total).toBe(1);
  });

  it('takes a link that is a web address or an app link, and refuses anything else with a 400 naming link', async () => {
    const good = [
      'https://drama.example/picks',
      'http://drama.example',
      'app://home/trending',
      'app://drama/123?from=banner',
    ];
    for (const [index, link] of good.entries())
      expect((await create({ code: `good-link-${index}`, title: 'Good link', link })).link).toBe(link);
    const bad = [
      'home/trending',
      'ftp://drama.example',
      'javascript:alert(1)',
      'app://',
      'https://',
      'https://drama example',
      'mailto:a@b.c',
      `https://drama.example/${'x'.repeat(480)}`,
    ];
    for (const link of bad) {
      const answer = await call('POST', '', { code: 'bad-link', title: 'Bad link', link });
      expect([link, answer.status, fieldOf(answer)]).toEqual([link, 400, ['link']]);
    }
    expect((await call('POST', '', { code: 'bad-link', title: 'Bad link', link: 'ftp://x' })).body.message).toMatch(
      /app link/,
    );
    expect((await list('code=bad-link')).total).toBe(0);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ code: 'poster', title: 'Poster', poster: 'app://poster' }, 'poster'],
      [{ code: 'poster', title: 'Poster', poster: 'poster.jpg' }, 'poster'],
      [{ code: 'Capital', title: 'Late' }, 'code'],
      [{ code: 'a_b', title: 'Late' }, 'code'],
      [{ title: 'Late' }, 'code'],
      [{ code: 'late', title: '  ' }, 'title'],
      [{ code: 'late', title: 'x'.repeat(33) }, 'title'],
      [{ code: 'late' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '', body);
      expect([body, answer.status, fieldOf(answer)]).toEqual([body, 400, [field]]);
    }
    const all = await call('POST', '', { code: 'everywhere', title: 'Everywhere' }, 'all');
    expect([all.status, fieldOf(all)]).toEqual([400, ['projectCode']]);
  });

  it('edits a category: code, title, poster and link replaced, its dramas kept', async () => {
    const fresh = await seeded('new');
    const before = await getOne(fresh.id);
    const edited = await call('PUT', `/${fresh.id}`, {
      code: 'fresh',
      title: 'Fresh this week',
      poster: 'https://cdn.example/fresh.png',
      link: 'https://drama.example/fresh',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: fresh.id,
      code: 'fresh',
      title: 'Fresh this week',
      poster: 'https://cdn.example/fresh.png',
      link: 'https://drama.example/fresh',
      dramas: before.dramas,
    });
    // a poster or link cleared in the form arrives absent: empty
    expect((await call('PUT', `/${fresh.id}`, { code: 'fresh', title: 'Fresh' })).body.data).toMatchObject({
      poster: '',
      link: '',
    });
    const taken = await call('PUT', `/${fresh.id}`, { code: 'trending', title: 'Fresh' });
    expect([taken.status, fieldOf(taken)]).toEqual([409, ['code']]);
    const bad = await call('PUT', `/${fresh.id}`, { code: 'fresh', title: 'Fresh', link: 'www.example.com' });
    expect([bad.status, fieldOf(bad)]).toEqual([400, ['link']]);
    expect(await getOne(fresh.id)).toMatchObject({ code: 'fresh', title: 'Fresh', link: '' });
  });
});

describe("PUT /product/category/{id}/dramas: the category's dramas in order", () => {
  it('adds, removes and reorders in one call, and the order persists as positions 1..n', async () => {
    const category = await create({ code: 'ordered', title: 'Ordered' });
    const [a, b, c, d] = await dramasOf('drama-us');
    const first = await setDramas(category.id, [a.id, b.id, c.id]);
    expect(first.status).toBe(200);
    expect(first.body.data.dramas.map((drama: CategoryDrama) => [drama.id, drama.position])).toEqual([
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ]);
    expect(first.body.data.dramaCount).toBe(3);

    // c to the front, b out, d in at the end
    const second = await setDramas(category.id, [c.id, a.id, d.id]);
    expect(second.status).toBe(200);
    expect(await storedOrder(category.id)).toEqual([
      [c.id, 1],
      [a.id, 2],
      [d.id, 3],
    ]);
    const read = await getOne(category.id);
    expect(read.dramas).toEqual([
      { ...c, position: 1 },
      { ...a, position: 2 },
      { ...d, position: 3 },
    ]);
    expect((await list('code=ordered')).list[0].dramaCount).toBe(3);

    // an empty list empties the category
    expect((await setDramas(category.id, [])).body.data).toMatchObject({ dramaCount: 0, dramas: [] });
    expect(await storedOrder(category.id)).toEqual([]);
  });

  it("refuses another project's, deleted or unknown dramas with a 400 naming dramaIds and the ids, and changes nothing", async () => {
    const trending = await seeded('trending');
    const before = await storedOrder(trending.id);
    const [ours] = await dramasOf('drama-us');
    const [theirs] = await dramasOf('drama-jp');
    const usDramas = await dramasOf('drama-us');
    const deleted = usDramas[usDramas.length - 1];
    expect(deleted.id).not.toBe(ours.id);
    await t.db.updateTable('drama').set({ deleted: 1 }).where('id', '=', deleted.id).execute();
    try {
      const answer = await setDramas(trending.id, [ours.id, theirs.id, deleted.id, 999999]);
      expect([answer.status, fieldOf(answer)]).toEqual([400, ['dramaIds']]);
      expect(answer.body.message).toContain(`${theirs.id}, ${deleted.id}, 999999`);
      expect(answer.body.message).not.toContain(`${ours.id},`);
      expect(await storedOrder(trending.id)).toEqual(before);
    } finally {
      await t.db.updateTable('drama').set({ deleted: 0 }).where('id', '=', deleted.id).execute();
    }
    // the category's own project counts, not the request's: under `all` a drama-jp drama still does not go into a drama-us category
    const underAll = await setDramas(trending.id, [ours.id, theirs.id], 'all');
    expect([underAll.status, fieldOf(underAll)]).toEqual([400, ['dramaIds']]);
    expect(await storedOrder(trending.id)).toEqual(before);
  });

  it('refuses a drama listed twice, more than 200 dramas and ids that are no ids, with a 400 naming dramaIds', async () => {
    const trending = await seeded('trending');
    const before = await storedOrder(trending.id);
    const [a, b] = await dramasOf('drama-us');
    const twice = await setDramas(trending.id, [a.id, b.id, a.id]);
    expect([twice.status, fieldOf(twice)]).toEqual([400, ['dramaIds']]);
    expect(twice.body.message).toMatch(new RegExp(`${a.id} more than once`));
    const tooMany = await setDramas(
      trending.id,
      Array.from({ length: 201 }, (_, index) => index + 1),
    );
    expect([tooMany.status, fieldOf(tooMany)]).toEqual([400, ['dramaIds']]);
    expect(tooMany.body.message).toMatch(/at most 200/);
    expect((await setDramas(trending.id, 'all')).status).toBe(400);
    const notIds = await setDramas(trending.id, [a.id, 0]);
    expect([notIds.status, fieldOf(notIds)]).toEqual([400, ['dramaIds[1]']]);
    const missing = await call('PUT', `/${trending.id}/dramas`, {});
    expect([missing.status, fieldOf(missing)]).toEqual([400, ['dramaIds']]);
    expect(await storedOrder(trending.id)).toEqual(before);
  });

  it('holds up to 200 dramas', async () => {
    const category = await create({ code: 'everything', title: 'Everything' });
    const dramas = await dramasOf('drama-us');
    const many = Array.from({ length: 200 }, (_, index) => ({
      project_code: 'drama-us',
      code: `bulk-${index}`,
      name: `Bulk ${index}`,
    }));
    const added = await t.db
      .insertInto('drama')
      .values(many.slice(0, Math.max(0, 200 - dramas.length)))
      .returning('id')
      .execute();
    const ids = [...dramas.map((drama) => drama.id), ...added.map((drama) => drama.id)].slice(0, 200).reverse();
    const answer = await setDramas(category.id, ids);
    expect(answer.status).toBe(200);
    expect(answer.body.data.dramas.map((drama: CategoryDrama) => drama.id)).toEqual(ids);
    expect(answer.body.data.dramaCount).toBe(200);
  });

  it("neither shows nor changes another project's category: a 404", async () => {
    const sea = await seeded('trending', 'drama-sea');
    const before = await storedOrder(sea.id);
    const [ours] = await dramasOf('drama-us');
    expect((await call('GET', `/${sea.id}`)).status).toBe(404);
    expect((await setDramas(sea.id, [ours.id])).status).toBe(404);
    expect((await call('PUT', `/${sea.id}`, { code: 'taken-over', title: 'Taken over' })).status).toBe(404);
    expect((await call('DELETE', `/${sea.id}`)).status).toBe(404);
    // normal is in drama-us and drama-jp, not drama-sea
    expect((await setDramas(sea.id, [], 'drama-us', tokens.normal)).status).toBe(404);
    expect(await storedOrder(sea.id)).toEqual(before);
    expect(await seeded('trending', 'drama-sea')).toEqual(sea);
  });
});

describe('GET /product/category/drama-options', () => {
  it("offers at most 20 of the category's project's dramas whose code or name holds the keyword, newest first", async () => {
    const category = await create({ code: 'picker', title: 'Picker' });
    // more than the picker offers at once
    await t.db
      .insertInto('drama')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          project_code: 'drama-us',
          code: `pick-${index}`,
          name: `Picked drama ${index}`,
        })),
      )
      .execute();
    const dramas = await dramasOf('drama-us');
    const options = async (query: string, project = 'drama-us') => {
      const answer = await call('GET', `/drama-options?categoryId=${category.id}${query}`, undefined, project);
      expect(answer.status).toBe(200);
      return answer.body.data as DramaOption[];
    };
    const newest = await options('');
    expect(newest).toHaveLength(20);
    expect(newest).toEqual(dramas.slice(0, 20));
    const picked = await options('&keyword=PICKED');
    expect(picked).toHaveLength(20);
    expect(picked.every((drama) => drama.name.startsWith('Picked drama'))).toBe(true);

    const sample = dramas[dramas.length - 1];
    const byCode = await options(`&keyword=${encodeURIComponent(sample.code.slice(1).toUpperCase())}`);
    expect(byCode.map((drama) => drama.id)).toContain(sample.id);
    expect(
      byCode.every(
        (drama) =>
          drama.code.toLowerCase().includes(sample.code.slice(1).toLowerCase()) ||
          drama.name.toLowerCase().includes(sample.code.slice(1).toLowerCase()),
      ),
    ).toBe(true);
    const word = sample.name.split(' ').find((part) => part.length > 3) ?? sample.name;
    const byName = await options(`&keyword=${encodeURIComponent(word.toLowerCase())}`);
    expect(byName.map((drama) => drama.id)).toContain(sample.id);
    expect(byName.length).toBeLessThanOrEqual(20);
    expect(await options('&keyword=nothing-like-this')).toEqual([]);

    // only the category's project: drama-jp's dramas never, even under all
    const jp = new Set((await dramasOf('drama-jp')).map((drama) => drama.id));
    expect((await options('', 'all')).some((drama) => jp.has(drama.id))).toBe(false);
    const jpCategory = await seeded('trending', 'drama-jp');
    expect((await call('GET', `/drama-options?categoryId=${jpCategory.id}`)).status).toBe(404);
    const noCategory = await call('GET', '/drama-options');
    expect([noCategory.status, fieldOf(noCategory)]).toEqual([400, ['categoryId']]);
  });
});

describe('deleting a category', () => {
  it('deletes softly: the category leaves the list with its drama rows, the dramas stay, its code is free again', async () => {
    const unlocked = await seeded('most-unlocked');
    const members = await storedOrder(unlocked.id);
    expect(members.length).toBeGreaterThan(0);
    const deleted = await call('DELETE', `/${unlocked.id}`);
    expect(deleted).toEqual({
      status: 200,
      body: { code: 200, message: 'success', data: { id: unlocked.id, dramaCount: unlocked.dramaCount } },
    });
    expect(await storedOrder(unlocked.id)).toEqual([]);
    const stillThere = await t.db
      .selectFrom('drama')
      .select('id')
      .where(
        'id',
        'in',
        members.map(([id]) => id),
      )
      .where('deleted', '=', 0)
      .execute();
    expect(stillThere).toHaveLength(members.length);
    expect((await list('code=most-unlocked')).total).toBe(0);
    expect((await call('GET', `/${unlocked.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${unlocked.id}`)).status).toBe(404);
    expect((await setDramas(unlocked.id, [])).status).toBe(404);
    expect(
      await t.db
        .selectFrom('category')
        .select(['deleted', 'code'])
        .where('id', '=', unlocked.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ deleted: 1, code: 'most-unlocked' });
    expect((await create({ code: 'most-unlocked', title: 'Most unlocked' })).id).not.toBe(unlocked.id);
  });
});

describe('who may', () => {
  it('lets normal do all of it in their projects, and refuses the operator every route (403)', async () => {
    const made = await call('POST', '', { code: 'by-normal', title: 'By normal' }, 'drama-jp', tokens.normal);
    expect(made.status).toBe(200);
    const [jpDrama] = await dramasOf('drama-jp');
    expect((await setDramas(made.body.data.id, [jpDrama.id], 'drama-jp', tokens.normal)).status).toBe(200);
    expect(
      (await call('GET', `/drama-options?categoryId=${made.body.data.id}`, undefined, 'drama-jp', tokens.normal))
        .status,
    ).toBe(200);
    expect((await call('DELETE', `/${made.body.data.id}`, undefined, 'drama-jp', tokens.normal)).status).toBe(200);

    const trending = await seeded('trending');
    const before = await storedOrder(trending.id);
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', `/${trending.id}`],
      ['GET', `/drama-options?categoryId=${trending.id}`],
      ['POST', '', { code: 'by-operator', title: 'By operator' }],
      ['PUT', `/${trending.id}`, { code: 'by-operator', title: 'By operator' }],
      ['PUT', `/${trending.id}/dramas`, { dramaIds: [] }],
      ['DELETE', `/${trending.id}`],
    ];
    for (const [method, path, payload] of calls) {
      expect([method, path, (await call(method, path, payload, 'drama-us', tokens.operator)).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    expect(await seeded('trending')).toEqual(trending);
    expect(await storedOrder(trending.id)).toEqual(before);
  });
});

describe('the operation log', () => {
  it("records each change under its summary, the dramas' order with its ids, and a refused one as failed", async () => {
    const category = await create({ code: 'logged', title: 'Logged' });
    const [a, b] = await dramasOf('drama-us');
    await call('PUT', `/${category.id}`, { code: 'logged', title: 'Logged again' });
    await setDramas(category.id, [b.id, a.id]);
    await setDramas(category.id, [a.id, 999999]);
    await call('DELETE', `/${category.id}`);
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', `/admin-api/product/category/${category.id}%`)
        .orderBy('id')
        .execute();
      return found.length >= 4 ? found : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    expect(rows.map((row) => [row.title, row.method, row.status, row.http_status, row.project_code])).toEqual([
      ['Edit a category', 'PUT', 0, 200, 'drama-us'],
      ["Set a category's dramas", 'PUT', 0, 200, 'drama-us'],
      ["Set a category's dramas", 'PUT', 1, 400, 'drama-us'],
      ['Delete a category', 'DELETE', 0, 200, 'drama-us'],
    ]);
    expect(paramsOf(rows[1]).dramaIds).toEqual([b.id, a.id]);
    expect(rows[2].error_msg).toMatch(/dramaIds.*999999/);
    const added = await t.db
      .selectFrom('sys_oper_log')
      .select(['title', 'status'])
      .where('url', '=', '/admin-api/product/category')
      .where('title', '=', 'Add a category')
      .execute();
    expect(added.length).toBeGreaterThan(0);
  });
});
