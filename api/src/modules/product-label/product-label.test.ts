import { sql } from 'kysely';
import type { ProjectScope } from '../../platform/http';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { labels } from './product-label.service';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Label = {
  id: number;
  projectCode: string;
  code: string;
  title: string;
  description: string;
  dramaCount: number;
  createTime: string;
};

/** GET and DELETE carry the project in the query string, the others in the body. */
const call = async (method: Method, path: string, payload?: object, project = 'drama-us', token = tokens.admin) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/product/label${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query: string, project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, project);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Label[]; total: number };
};
const create = async (label: object, project = 'drama-us') => {
  const { status, body } = await call('POST', '', label, project);
  expect([status, body.message]).toEqual([200, 'success']);
  return body.data as Label;
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);

/** A seeded label of `project` by code. */
const seeded = async (code: string, project = 'drama-us') =>
  (await list(`code=${code}&pageSize=100`, project)).list.find((label) => label.code === code)!;

/** How many dramas not deleted carry each label of `project`, as the database holds them. */
async function countedInDatabase(project: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ label_id: number; count: number }>`
    select dl.label_id, count(*)::int as count from drama_label dl join drama d on d.id = dl.drama_id
    where dl.project_code = ${project} and d.deleted = 0 group by dl.label_id`.execute(t.db);
  return new Map(rows.map((row) => [Number(row.label_id), row.count]));
}

/** The codes of the labels a drama carries. */
async function labelsOfDrama(dramaId: number): Promise<string[]> {
  const { rows } = await sql<{
    code: string;
  }>`select l.code from drama_label dl join label l on l.id = dl.label_id where dl.drama_id = ${dramaId} order by l.code`.execute(
    t.db,
  );
  return rows.map((row) => row.code);
}

describe('GET /product/label/list', () => {
  it("answers one project's labels, newest first, each with how many live dramas carry it", async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.list.every((label) => label.projectCode === 'drama-us')).toBe(true);
    const times = page.list.map((label) => label.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const counted = await countedInDatabase('drama-us');
    expect(page.list.map((label) => [label.code, label.dramaCount])).toEqual(
      page.list.map((label) => [label.code, counted.get(label.id) ?? 0]),
    );
    expect(page.list.some((label) => label.dramaCount > 0)).toBe(true);
  });

  it('sorts by title, and by nothing but the whitelisted names (400 naming sortBy)', async () => {
    const titles = (await list('sortBy=title&sortType=asc&pageSize=100')).list.map((label) => label.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // what every browser request carries means the default
    expect((await list('sortBy=deleted,create_time&sortType=desc&pageSize=3')).list).toHaveLength(3);
    for (const sortBy of ['dramaCount', 'description', 'title;drop table label']) {
      const refused = await call('GET', `/list?sortBy=${encodeURIComponent(sortBy)}`);
      expect([sortBy, refused.status, fieldOf(refused)]).toEqual([sortBy, 400, ['sortBy']]);
    }
  });

  it('filters by a part of the title (whatever the case) or of the code', async () => {
    expect((await list('title=OMAN')).list.map((label) => label.code)).toEqual(['romance']);
    expect((await list('code=wolf')).list.map((label) => label.title)).toEqual(['Werewolf']);
    expect((await list('title=nothing-like-it')).total).toBe(0);
    const tooLong = await call('GET', `/list?code=${'x'.repeat(33)}`);
    expect([tooLong.status, fieldOf(tooLong)]).toEqual([400, ['code']]);
  });

  it("never shows another project's labels, nor counts its dramas", async () => {
    const jp = await list('pageSize=100', 'drama-jp');
    const us = await list('pageSize=100');
    expect(jp.list.length).toBeGreaterThan(0);
    expect(jp.list.every((label) => label.projectCode === 'drama-jp')).toBe(true);
    expect(us.list.some((label) => jp.list.some((other) => other.id === label.id))).toBe(false);
    const counted = await countedInDatabase('drama-jp');
    expect(jp.list.map((label) => label.dramaCount)).toEqual(jp.list.map((label) => counted.get(label.id) ?? 0));
  });

  it('counts only dramas that are not deleted', async () => {
    const label = await create({ code: 'counted', title: 'Counted' });
    const dramas = await t.db
      .selectFrom('drama')
      .select('id')
      .where('project_code', '=', 'drama-us')
      .where('deleted', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute();
    await t.db
      .insertInto('drama_label')
      .values(dramas.map((drama) => ({ project_code: 'drama-us', drama_id: drama.id, label_id: label.id })))
      .execute();
    expect((await list('code=counted')).list[0].dramaCount).toBe(3);
    await t.db.updateTable('drama').set({ deleted: 1 }).where('id', '=', dramas[0].id).execute();
    try {
      expect((await list('code=counted')).list[0].dramaCount).toBe(2);
      expect((await call('GET', `/${label.id}`)).body.data.dramaCount).toBe(2);
    } finally {
      await t.db.updateTable('drama').set({ deleted: 0 }).where('id', '=', dramas[0].id).execute();
    }
  });
});

describe('GET /product/label/options', () => {
  it("answers every live label of the project (id, code, title) by title, none of another project's", async () => {
    const answer = await call('GET', '/options');
    expect(answer.status).toBe(200);
    const options = answer.body.data as { id: number; projectCode: string; code: string; title: string }[];
    const all = await list('pageSize=100');
    expect(options.map((option) => option.id).sort()).toEqual(all.list.map((label) => label.id).sort());
    expect(
      options.every(
        (option) =>
          option.projectCode === 'drama-us' && Object.keys(option).sort().join() === 'code,id,projectCode,title',
      ),
    ).toBe(true);
    const titles = options.map((option) => option.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const jp = (await call('GET', '/options', undefined, 'drama-jp')).body.data as { id: number }[];
    expect(jp.some((option) => options.some((other) => other.id === option.id))).toBe(false);
  });
});

describe('adding, editing and deleting a label', () => {
  it('adds a label in one project with no dramas yet; the same code is free in another project', async () => {
    const label = await create({ code: 'time-travel', title: 'Time travel', description: 'Back to the past' });
    expect(label).toMatchObject({
      projectCode: 'drama-us',
      code: 'time-travel',
      title: 'Time travel',
      description: 'Back to the past',
      dramaCount: 0,
    });
    expect((await call('GET', `/${label.id}`)).body.data).toMatchObject({
      code: 'time-travel',
      title: 'Time travel',
      dramaCount: 0,
    });
    expect((await list('pageSize=1')).list[0].id).toBe(label.id);
    expect((await create({ code: 'time-travel', title: 'Time travel' }, 'drama-jp')).description).toBe('');
  });

  it('refuses a code the project has already with a 409 naming code and the code', async () => {
    const taken = await call('POST', '', { code: 'romance', title: 'Love' });
    expect(taken.status).toBe(409);
    expect(fieldOf(taken)).toEqual(['code']);
    expect(taken.body.message).toMatch(/"romance".*Romance.*drama-us/);
    expect((await list('code=romance')).total).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, and adds nothing', async () => {
    const cases: [object, string][] = [
      [{ code: 'Upper', title: 'Late' }, 'code'],
      [{ code: 'with space', title: 'Late' }, 'code'],
      [{ code: '-dash-first', title: 'Late' }, 'code'],
      [{ code: 'under_score', title: 'Late' }, 'code'],
      [{ code: 'x'.repeat(33), title: 'Late' }, 'code'],
      [{ title: 'Late' }, 'code'],
      [{ code: 'late', title: '   ' }, 'title'],
      [{ code: 'late' }, 'title'],
      [{ code: 'late', title: 'x'.repeat(33) }, 'title'],
      [{ code: 'late', title: 'Late', description: 'd'.repeat(201) }, 'description'],
      [{ code: 'late', title: 'Late', description: 7 }, 'description'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '', body);
      expect([body, answer.status, fieldOf(answer)]).toEqual([body, 400, [field]]);
    }
    const pattern = await call('POST', '', { code: 'Upper', title: 'Late' });
    expect(pattern.body.message).toMatch(/lower-case letters, digits and dashes/);
    expect((await list('code=late')).total).toBe(0);
    // the longest code and title there may be
    expect((await create({ code: `a${'-'.repeat(31)}`, title: 'x'.repeat(32) })).code).toHaveLength(32);
  });

  it('keeps a title trimmed whoever calls, and a blank one is a 400 naming title', async () => {
    const project = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .where('code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const scope: ProjectScope = { projectCode: 'drama-us', all: false, projects: [project] };
    expect((await labels.create(t.db, scope, { code: 'trimmed', title: '  Trimmed  ' })).title).toBe('Trimmed');
    await expect(labels.create(t.db, scope, { code: 'blank', title: ' \u3000\n' })).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'title' }],
    });
  });

  it('adds a label in one project only: under all it is a 400 naming projectCode', async () => {
    const answer = await call('POST', '', { code: 'everywhere', title: 'Everywhere' }, 'all');
    expect([answer.status, fieldOf(answer)]).toEqual([400, ['projectCode']]);
  });

  it('edits a label: code, title and description replaced, its dramas kept', async () => {
    const fantasy = await seeded('fantasy');
    expect(fantasy.dramaCount).toBeGreaterThan(0);
    const edited = await call('PUT', `/${fantasy.id}`, {
      code: 'fantasy-magic',
      title: 'Fantasy & magic',
      description: 'Spells',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: fantasy.id,
      code: 'fantasy-magic',
      title: 'Fantasy & magic',
      description: 'Spells',
      dramaCount: fantasy.dramaCount,
    });
    // a description cleared in the form arrives absent: empty
    expect((await call('PUT', `/${fantasy.id}`, { code: 'fantasy-magic', title: 'Fantasy' })).body.data).toMatchObject({
      code: 'fantasy-magic',
      description: '',
    });
    const taken = await call('PUT', `/${fantasy.id}`, { code: 'romance', title: 'Fantasy' });
    expect([taken.status, fieldOf(taken)]).toEqual([409, ['code']]);
    const bad = await call('PUT', `/${fantasy.id}`, { code: 'Fantasy', title: 'Fantasy' });
    expect([bad.status, fieldOf(bad)]).toEqual([400, ['code']]);
    expect((await call('GET', `/${fantasy.id}`)).body.data).toMatchObject({ code: 'fantasy-magic', title: 'Fantasy' });
  });

  it('deletes a label: it leaves the list and every drama that carried it, its code is free again', async () => {
    // the most carried of the labels no later test reads
    const candidates = await Promise.all(['revenge', 'werewolf', 'thriller'].map((code) => seeded(code)));
    const label = candidates.sort((a, b) => b.dramaCount - a.dramaCount)[0];
    expect(label.dramaCount).toBeGreaterThan(0);
    const carriers = await t.db
      .selectFrom('drama_label')
      .select('drama_id')
      .where('label_id', '=', label.id)
      .orderBy('drama_id')
      .execute();
    const otherLabels = await labelsOfDrama(carriers[0].drama_id);
    expect(otherLabels).toContain(label.code);
    const countsBefore = await countedInDatabase('drama-us');

    const deleted = await call('DELETE', `/${label.id}`);
    expect(deleted).toEqual({
      status: 200,
      body: { code: 200, message: 'success', data: { id: label.id, dramaCount: label.dramaCount } },
    });
    expect(await labelsOfDrama(carriers[0].drama_id)).toEqual(otherLabels.filter((code) => code !== label.code));
    expect(await t.db.selectFrom('drama_label').select('drama_id').where('label_id', '=', label.id).execute()).toEqual(
      [],
    );
    // the other labels' dramas are untouched
    expect(await countedInDatabase('drama-us')).toEqual(new Map([...countsBefore].filter(([id]) => id !== label.id)));
    expect((await list(`code=${label.code}`)).total).toBe(0);
    expect(
      ((await call('GET', '/options')).body.data as { code: string }[]).some((option) => option.code === label.code),
    ).toBe(false);
    expect((await call('GET', `/${label.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${label.id}`)).status).toBe(404);
    expect((await call('PUT', `/${label.id}`, { code: label.code, title: label.title })).status).toBe(404);
    expect(
      await t.db.selectFrom('label').select(['deleted', 'code']).where('id', '=', label.id).executeTakeFirstOrThrow(),
    ).toEqual({ deleted: 1, code: label.code });
    expect((await create({ code: label.code, title: label.title })).id).not.toBe(label.id);
  });

  it("neither shows nor changes another project's label: a 404", async () => {
    const sea = await seeded('comedy', 'drama-sea');
    const links = await t.db.selectFrom('drama_label').select('drama_id').where('label_id', '=', sea.id).execute();
    expect((await call('GET', `/${sea.id}`)).status).toBe(404);
    expect((await call('PUT', `/${sea.id}`, { code: 'taken-over', title: 'Taken over' })).status).toBe(404);
    expect((await call('DELETE', `/${sea.id}`)).status).toBe(404);
    // normal is in drama-us and drama-jp, not drama-sea
    expect((await call('GET', `/${sea.id}`, undefined, 'drama-us', tokens.normal)).status).toBe(404);
    expect(await seeded('comedy', 'drama-sea')).toEqual(sea);
    expect(await t.db.selectFrom('drama_label').select('drama_id').where('label_id', '=', sea.id).execute()).toEqual(
      links,
    );
  });
});

describe('who may', () => {
  it('lets normal do all of it in their projects, and refuses the operator every route (403)', async () => {
    const made = await call('POST', '', { code: 'by-normal', title: 'By normal' }, 'drama-jp', tokens.normal);
    expect(made.status).toBe(200);
    expect((await call('GET', '/options', undefined, 'drama-jp', tokens.normal)).status).toBe(200);
    expect((await call('DELETE', `/${made.body.data.id}`, undefined, 'drama-jp', tokens.normal)).status).toBe(200);
    const family = await seeded('family');
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', '/options'],
      ['GET', `/${family.id}`],
      ['POST', '', { code: 'by-operator', title: 'By operator' }],
      ['PUT', `/${family.id}`, { code: 'by-operator', title: 'By operator' }],
      ['DELETE', `/${family.id}`],
    ];
    for (const [method, path, payload] of calls) {
      expect([method, path, (await call(method, path, payload, 'drama-us', tokens.operator)).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    expect(await seeded('family')).toEqual(family);
  });

  it("offers the options to whoever may read the dramas, without the labels screen, and the labels screen's routes to nobody else", async () => {
    const setting = (method: Method, path: string, payload: object) =>
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
        item.perms === 'product:list:query' ||
        (item.menuType === 'C' && item.url === '/product/list') ||
        (item.menuType === 'M' && item.menuName === 'product'),
    );
    expect(granted).toHaveLength(3);
    const role = (await setting('POST', 'role', { code: 'drama-reader', name: 'Drama reader' })).json().data;
    expect(
      (await setting('PUT', `role/${role.id}/menus`, { menuIds: granted.map((item) => item.id) })).statusCode,
    ).toBe(200);
    const user = await setting('POST', 'user', {
      username: 'dramareader',
      name: 'Drama reader',
      email: 'dramareader@example.com',
      password: 'secret123',
      projectRoles: [{ projectCode: 'drama-us', roles: ['drama-reader'] }],
    });
    expect(user.statusCode).toBe(200);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: 'dramareader', password: 'secret123' },
      })
    ).json().data.token as string;

    expect((await call('GET', '/options', undefined, 'drama-us', token)).status).toBe(200);
    const romance = await seeded('romance');
    expect((await call('GET', '/list', undefined, 'drama-us', token)).status).toBe(403);
    expect((await call('GET', `/${romance.id}`, undefined, 'drama-us', token)).status).toBe(403);
    expect((await call('POST', '', { code: 'by-reader', title: 'By reader' }, 'drama-us', token)).status).toBe(403);
  });
});

describe('the operation log', () => {
  it('records each change under its summary, and a refused one as failed', async () => {
    const label = await create({ code: 'logged', title: 'Logged' });
    await call('PUT', `/${label.id}`, { code: 'logged', title: 'Logged again' });
    await call('DELETE', `/${label.id}`);
    await call('POST', '', { code: 'Logged Bad', title: 'Logged bad' });
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/product/label%')
        .where('username', '=', 'admin')
        .orderBy('id')
        .execute();
      return found.some((row) => row.http_status === 400 && JSON.stringify(row.params).includes('Logged Bad'))
        ? found
        : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    const added = rows.filter((row) => row.title === 'Add a label' && String(paramsOf(row).title).startsWith('Logged'));
    expect(added.map((row) => [row.method, row.status, row.http_status, row.project_code, paramsOf(row).code])).toEqual(
      [
        ['POST', 0, 200, 'drama-us', 'logged'],
        ['POST', 1, 400, 'drama-us', 'Logged Bad'],
      ],
    );
    expect(added[1].error_msg).toMatch(/code/);
    const ofLabel = rows
      .filter((row) => row.url === `/admin-api/product/label/${label.id}`)
      .map((row) => [row.title, row.method, row.status]);
    expect(ofLabel).toEqual([
      ['Edit a label', 'PUT', 0],
      ['Delete a label', 'DELETE', 0],
    ]);
  });
});
