import { sql } from 'kysely';
import { DEMO_FEEDBACK_LABELS } from './user-feedlabel.seed';
import type { ProjectScope } from '../../platform/http';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { createFeedbackLabel, editFeedbackLabel } from './user-feedlabel.service';

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
  title: string;
  colour: string;
  description: string;
  sort: number;
  feedbackCount: number;
};

/** GET and DELETE carry the project in the query string, the others in the body. */
const call = async (method: Method, path: string, payload?: object, project = 'drama-us', token = tokens.admin) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/user/feedlabel${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query: string, project = 'drama-us') =>
  (await call('GET', `/list?${query}`, undefined, project)).body.data as { list: Label[]; total: number };
const create = async (label: object, project = 'drama-us') => {
  const { status, body } = await call('POST', '', label, project);
  expect(status).toBe(200);
  return body.data as Label;
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);

/** A seeded label of `project` by title. */
const seeded = async (title: string, project: string) =>
  (await list(`title=${encodeURIComponent(title)}&pageSize=100`, project)).list.find((label) => label.title === title)!;

describe('GET /user/feedlabel/list', () => {
  it("answers one project's labels with how many feedback items carry each, sorted by whitelisted names only", async () => {
    const page = await list('sortBy=sort&sortType=asc&pageSize=20');
    expect(page.list.map((label) => label.title)).toEqual(DEMO_FEEDBACK_LABELS.map((label) => label.title));
    expect(page.list.every((label) => label.projectCode === 'drama-us' && /^#[0-9A-F]{6}$/.test(label.colour))).toBe(
      true,
    );
    // the counts the database holds, label by label
    const { rows } = await sql<{ label_id: number; count: number }>`
      select label_id, count(*)::int as count from feedback where project_code = 'drama-us' and label_id is not null group by label_id`.execute(
      t.db,
    );
    const counted = new Map(rows.map((row) => [Number(row.label_id), row.count]));
    expect(page.list.map((label) => [label.title, label.feedbackCount])).toEqual(
      page.list.map((label) => [label.title, counted.get(label.id) ?? 0]),
    );
    expect(page.list.some((label) => label.feedbackCount > 0)).toBe(true);

    const titles = (await list('sortBy=title&sortType=asc&pageSize=20')).list.map((label) => label.title);
    expect(titles).toEqual([...titles].sort());
    const refused = await call('GET', '/list?sortBy=feedbackCount');
    expect(refused.status).toBe(400);
    expect(fieldOf(refused)).toEqual(['sortBy']);
  });

  it('filters by a part of the title or of the description, whatever the case', async () => {
    expect((await list('title=PAY')).list.map((label) => label.title)).toEqual(['Payment']);
    expect((await list('description=subtitles')).list.map((label) => label.title)).toEqual(['Subtitles']);
    expect((await list('title=nothing-like-it')).total).toBe(0);
  });

  it("never shows another project's labels", async () => {
    const jp = await list('pageSize=100', 'drama-jp');
    expect(jp.list.length).toBeGreaterThan(0);
    expect(jp.list.every((label) => label.projectCode === 'drama-jp')).toBe(true);
    const us = await list('pageSize=100');
    expect(us.list.some((label) => jp.list.some((other) => other.id === label.id))).toBe(false);
  });
});

describe('adding, editing and deleting a label', () => {
  it('adds a label in one project, its colour in capitals and no feedback yet', async () => {
    const label = await create({ title: 'Refund', colour: '#0fc6c2', description: 'Asks for money back', sort: 15 });
    expect(label).toMatchObject({
      projectCode: 'drama-us',
      title: 'Refund',
      colour: '#0FC6C2',
      description: 'Asks for money back',
      sort: 15,
      feedbackCount: 0,
    });
    expect((await call('GET', `/${label.id}`)).body.data).toMatchObject({ title: 'Refund', feedbackCount: 0 });
    expect((await list('sortBy=sort&sortType=asc&pageSize=20')).list.map((row) => row.title).slice(0, 3)).toEqual([
      'Playback',
      'Refund',
      'Payment',
    ]);
    // the same title is free in another project
    expect((await create({ title: 'Refund', colour: '#0FC6C2' }, 'drama-jp')).sort).toBe(0);
  });

  it('refuses a title the project has already, in any case, with a 409 naming title', async () => {
    const taken = await call('POST', '', { title: 'payment', colour: '#000000' });
    expect(taken.status).toBe(409);
    expect(fieldOf(taken)).toEqual(['title']);
    expect(taken.body.message).toMatch(/payment.*drama-us/);
    expect((await list('title=payment')).total).toBe(1);
  });

  it('refuses a colour not #RRGGBB with a 400 naming colour, and a missing title, a long one or a sort out of range by name', async () => {
    for (const colour of ['red', '#FFF', '#12345G', '165DFF', '#165DFF00']) {
      const answer = await call('POST', '', { title: `Colour ${colour}`, colour });
      expect([colour, answer.status, fieldOf(answer)]).toEqual([colour, 400, ['colour']]);
    }
    const cases: [object, string][] = [
      [{ title: '   ', colour: '#000000' }, 'title'],
      [{ colour: '#000000' }, 'title'],
      [{ title: 'x'.repeat(33), colour: '#000000' }, 'title'],
      [{ title: 'Late', colour: '#000000', sort: 10000 }, 'sort'],
      [{ title: 'Late', colour: '#000000', sort: 1.5 }, 'sort'],
      [{ title: 'Late', colour: '#000000', description: 'd'.repeat(201) }, 'description'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '', body);
      expect([body, answer.status, fieldOf(answer)]).toEqual([body, 400, [field]]);
    }
    expect((await list('title=Late')).total).toBe(0);
  });

  it('keeps a title trimmed whoever calls: " payment " is the taken "Payment", a blank one is a 400 naming title, and the table holds no other', async () => {
    const project = await t.db
      .selectFrom('sys_project')
      .select(['id', 'code', 'tenant_code as tenantCode', 'name', 'currency'])
      .where('code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const scope: ProjectScope = { projectCode: 'drama-us', all: false, projects: [project] };
    // the service itself, not only through the request cleaning, which trims top-level text before
    const added = await createFeedbackLabel(t.db, scope, { title: '  Trimmed  ', colour: '#165dff' });
    expect(added.title).toBe('Trimmed');
    await expect(createFeedbackLabel(t.db, scope, { title: ' payment\t', colour: '#000000' })).rejects.toMatchObject({
      statusCode: 409,
      errors: [{ field: 'title' }],
    });
    await expect(createFeedbackLabel(t.db, scope, { title: ' \u3000\n', colour: '#000000' })).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'title' }],
    });
    const edited = await editFeedbackLabel(t.db, scope, added.id, { title: ' Trimmed again ', colour: '#165DFF' });
    expect(edited.title).toBe('Trimmed again');
    await expect(
      editFeedbackLabel(t.db, scope, added.id, { title: 'PAYMENT ', colour: '#165DFF' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(editFeedbackLabel(t.db, scope, added.id, { title: '   ', colour: '#165DFF' })).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'title' }],
    });
    // and the database refuses an untrimmed title from anywhere else
    for (const title of [' Payment', 'Payment\n', ' ']) {
      await expect(
        t.db.insertInto('feedback_label').values({ project_code: 'drama-us', title, colour: '#000000' }).execute(),
      ).rejects.toThrow(/check constraint/);
    }
    expect((await list('title=payment')).list.map((label) => label.title)).toEqual(['Payment']);
  });

  it('adds a label in one project only: under all it is a 400 naming projectCode', async () => {
    const answer = await call('POST', '', { title: 'Everywhere', colour: '#000000' }, 'all');
    expect(answer.status).toBe(400);
    expect(fieldOf(answer)).toEqual(['projectCode']);
  });

  it('edits a label, keeping its description and sort when not sent and its feedback count', async () => {
    const subtitles = await seeded('Subtitles', 'drama-us');
    const edited = await call('PUT', `/${subtitles.id}`, { title: 'Subtitles & dubbing', colour: '#722ed1' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: subtitles.id,
      title: 'Subtitles & dubbing',
      colour: '#722ED1',
      description: subtitles.description,
      sort: subtitles.sort,
      feedbackCount: subtitles.feedbackCount,
    });
    // its own title in another case is no conflict; another label's is
    expect(
      (await call('PUT', `/${subtitles.id}`, { title: 'SUBTITLES & DUBBING', colour: '#722ED1', sort: 35 })).body.data,
    ).toMatchObject({ title: 'SUBTITLES & DUBBING', sort: 35 });
    const taken = await call('PUT', `/${subtitles.id}`, { title: 'Playback', colour: '#722ED1' });
    expect(taken.status).toBe(409);
    expect(fieldOf(taken)).toEqual(['title']);
    const badColour = await call('PUT', `/${subtitles.id}`, { title: 'Subtitles', colour: 'purple' });
    expect([badColour.status, fieldOf(badColour)]).toEqual([400, ['colour']]);
    expect((await call('GET', `/${subtitles.id}`)).body.data.title).toBe('SUBTITLES & DUBBING');
  });

  it('counts the feedback a label carries', async () => {
    const label = await create({ title: 'Counted', colour: '#165DFF' });
    const users = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('project_code', '=', 'drama-us')
      .limit(3)
      .execute();
    await t.db
      .insertInto('feedback')
      .values(
        users.map((user) => ({
          project_code: 'drama-us',
          user_id: user.id,
          type: 2,
          content: 'It stutters',
          label_id: label.id,
        })),
      )
      .execute();
    expect((await list('title=Counted')).list[0].feedbackCount).toBe(3);
    expect((await call('GET', `/${label.id}`)).body.data.feedbackCount).toBe(3);
  });

  it('deletes softly: the label leaves the list, its feedback keeps it, and its title may be used again', async () => {
    // the most used of the labels no other test reads
    const candidates = await Promise.all(
      ['Account', 'Content request', 'Bug'].map((title) => seeded(title, 'drama-us')),
    );
    const bug = candidates.sort((a, b) => b.feedbackCount - a.feedbackCount)[0];
    expect(bug.feedbackCount).toBeGreaterThan(0);
    const deleted = await call('DELETE', `/${bug.id}`);
    expect(deleted).toEqual({ status: 200, body: { code: 200, message: 'success', data: null } });
    expect((await list(`title=${encodeURIComponent(bug.title)}`)).total).toBe(0);
    expect((await call('GET', `/${bug.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${bug.id}`)).status).toBe(404);
    expect((await call('PUT', `/${bug.id}`, { title: bug.title, colour: '#000000' })).status).toBe(404);
    const kept = await t.db
      .selectFrom('feedback')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('label_id', '=', bug.id)
      .executeTakeFirstOrThrow();
    expect(kept.count).toBe(bug.feedbackCount);
    const row = await t.db
      .selectFrom('feedback_label')
      .select(['deleted', 'title'])
      .where('id', '=', bug.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted: 1, title: bug.title });
    expect((await create({ title: bug.title, colour: bug.colour })).id).not.toBe(bug.id);
  });

  it("neither shows nor changes another project's label: a 404", async () => {
    const sea = await seeded('Praise', 'drama-sea');
    expect((await call('GET', `/${sea.id}`)).status).toBe(404);
    expect((await call('PUT', `/${sea.id}`, { title: 'Taken over', colour: '#000000' })).status).toBe(404);
    expect((await call('DELETE', `/${sea.id}`)).status).toBe(404);
    // normal is in drama-us and drama-jp, not drama-sea
    expect(
      (await call('PUT', `/${sea.id}`, { title: 'Taken over', colour: '#000000' }, 'drama-us', tokens.normal)).status,
    ).toBe(404);
    expect(await seeded('Praise', 'drama-sea')).toEqual(sea);
  });
});

describe('who may', () => {
  it('lets normal do all of it in their projects, and refuses the operator every route (403)', async () => {
    const made = await call('POST', '', { title: 'By normal', colour: '#00B42A' }, 'drama-jp', tokens.normal);
    expect(made.status).toBe(200);
    expect((await call('DELETE', `/${made.body.data.id}`, undefined, 'drama-jp', tokens.normal)).status).toBe(200);
    const playback = await seeded('Playback', 'drama-us');
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', `/${playback.id}`],
      ['POST', '', { title: 'By operator', colour: '#000000' }],
      ['PUT', `/${playback.id}`, { title: 'By operator', colour: '#000000' }],
      ['DELETE', `/${playback.id}`],
    ];
    for (const [method, path, payload] of calls) {
      expect([method, path, (await call(method, path, payload, 'drama-us', tokens.operator)).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    expect(await seeded('Playback', 'drama-us')).toEqual(playback);
  });

  it('refuses the add, edit and delete buttons to a role that may only read the labels', async () => {
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
        item.perms === 'user:feedlabel:query' ||
        (item.menuType === 'C' && item.url === '/user/feedlabel') ||
        (item.menuType === 'M' && item.menuName === 'user'),
    );
    expect(granted).toHaveLength(3);
    const role = (await setting('POST', 'role', { code: 'label-reader', name: 'Label reader' })).json().data;
    expect(
      (await setting('PUT', `role/${role.id}/menus`, { menuIds: granted.map((item) => item.id) })).statusCode,
    ).toBe(200);
    const user = await setting('POST', 'user', {
      username: 'labelreader',
      name: 'Label reader',
      email: 'labelreader@example.com',
      password: 'secret123',
      projectRoles: [{ projectCode: 'drama-us', roles: ['label-reader'] }],
    });
    expect(user.statusCode).toBe(200);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/login',
        payload: { username: 'labelreader', password: 'secret123' },
      })
    ).json().data.token as string;

    expect((await call('GET', '/list', undefined, 'drama-us', token)).status).toBe(200);
    const payment = await seeded('Payment', 'drama-us');
    expect((await call('POST', '', { title: 'By reader', colour: '#000000' }, 'drama-us', token)).status).toBe(403);
    expect(
      (await call('PUT', `/${payment.id}`, { title: 'By reader', colour: '#000000' }, 'drama-us', token)).status,
    ).toBe(403);
    expect((await call('DELETE', `/${payment.id}`, undefined, 'drama-us', token)).status).toBe(403);
    expect(await seeded('Payment', 'drama-us')).toEqual(payment);
  });
});

describe('the operation log', () => {
  it('records each change under its summary, and a refused one as failed', async () => {
    const label = await create({ title: 'Logged', colour: '#F7BA1E' });
    await call('PUT', `/${label.id}`, { title: 'Logged again', colour: '#F7BA1E' });
    await call('DELETE', `/${label.id}`);
    await call('POST', '', { title: 'Logged bad', colour: 'yellow' });
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/user/feedlabel%')
        .where('username', '=', 'admin')
        .orderBy('id')
        .execute();
      // this test's refused call: earlier tests left refused calls of their own (the log is written after the answer)
      return found.some((row) => row.http_status === 400 && JSON.stringify(row.params).includes('Logged bad'))
        ? found
        : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    const added = rows.filter(
      (row) => row.title === 'Add a feedback label' && String(paramsOf(row).title).startsWith('Logged'),
    );
    expect(
      added.map((row) => [row.method, row.status, row.http_status, row.project_code, paramsOf(row).colour]),
    ).toEqual([
      ['POST', 0, 200, 'drama-us', '#F7BA1E'],
      ['POST', 1, 400, 'drama-us', 'yellow'],
    ]);
    expect(added[1].error_msg).toMatch(/colour/);
    const ofLabel = rows
      .filter((row) => row.url === `/admin-api/user/feedlabel/${label.id}`)
      .map((row) => [row.title, row.method, row.status]);
    expect(ofLabel).toEqual([
      ['Edit a feedback label', 'PUT', 0],
      ['Delete a feedback label', 'DELETE', 0],
    ]);
  });
});
