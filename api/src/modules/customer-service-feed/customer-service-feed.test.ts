import { sql } from 'kysely';
import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { parseCsv } from '../../testing/exportFiles';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Feedback = {
  id: number;
  projectCode: string;
  userCode: string;
  type: number;
  content: string;
  images: string[];
  labelId: number | null;
  labelTitle: string;
  labelColour: string;
  labelDeleted: boolean;
  status: 0 | 1;
  reply: string;
  replyTime: string | null;
  handledByName: string;
  handledTime: string | null;
  createTime: string;
};

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: DemoUser = 'admin', project = 'drama-us') =>
  t.app
    .inject({
      method,
      url: `/admin-api/customer-service/feed${url}${method === 'GET' ? `${url.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
      headers: { 'client-token': tokens[who] },
      ...(method === 'POST' ? { payload: { projectCode: project, ...payload } } : {}),
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
const list = async (query: string, who: DemoUser = 'admin', project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, who, project);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Feedback[]; total: number; pageNum: number; pageSize: number };
};
const fieldsOf = (answer: { body: { errors?: { field: string }[] } }) =>
  answer.body.errors?.map((error) => error.field);

/** A fresh feedback item of `project`'s first app user: new, without a label. */
async function freshFeedback(project = 'drama-us', content = 'The player freezes on episode 3') {
  const user = await t.db
    .selectFrom('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', project)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('feedback')
    .values({ project_code: project, user_id: user.id, type: 2, content, images: ['https://cdn.example/shot.jpg'] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, userId: user.id, userCode: user.user_code };
}
const labelOf = async (project: string, title: string) =>
  t.db
    .selectFrom('feedback_label')
    .select(['id', 'colour'])
    .where('project_code', '=', project)
    .where('title', '=', title)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();

describe('GET /customer-service/feed/list', () => {
  it("answers a project's feedback newest first, with its user, label and handling, a page at a time", async () => {
    const page = await list('pageSize=20');
    expect(page.list).toHaveLength(20);
    const { rows } = await sql<{
      count: string;
    }>`select count(*) from feedback where project_code = 'drama-us'`.execute(t.db);
    expect(page.total).toBe(Number(rows[0].count));
    const times = page.list.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.list.every((row) => row.projectCode === 'drama-us' && row.userCode !== '')).toBe(true);
    const labelled = page.list.find((row) => row.labelId !== null)!;
    expect(labelled.labelTitle).not.toBe('');
    expect(labelled.labelColour).toMatch(/^#[0-9A-F]{6}$/);
    // the next page follows on, none twice
    const second = await list('pageSize=20&pageNum=2');
    expect(second.list.some((row) => page.list.some((first) => first.id === row.id))).toBe(false);
    expect(second.list[0].createTime <= page.list[19].createTime).toBe(true);
    // sorted only by the sent time (the one order an index serves)
    expect((await list('sortBy=create_time&sortType=asc&pageSize=5')).list[0].createTime <= times[19]).toBe(true);
    const refused = await call('GET', '/list?sortBy=content');
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual(['sortBy']);
  });

  it('seeds about a third of the feedback handled, nearly all answered, the answers in the inboxes', async () => {
    const { rows } = await sql<{ all: string; handled: string; answered: string; missing: string; inbox: string }>`
      select count(*) as all, count(*) filter (where status = 1) as handled,
        count(*) filter (where status = 1 and reply <> '') as answered,
        count(*) filter (where status = 1 and (handled_by is null or handled_time is null)) as missing,
        (select count(*) from app_message m where m.source = 'service' and m.user_id = any(array_agg(f.user_id))
          and exists (select 1 from feedback g where g.user_id = m.user_id and g.reply = m.content)) as inbox
      from feedback f where create_time < now() - interval '1 minute'`.execute(t.db);
    const seeded = Object.fromEntries(Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]));
    expect(seeded.handled / seeded.all).toBeGreaterThan(0.15);
    expect(seeded.handled / seeded.all).toBeLessThan(0.5);
    expect(seeded.answered / seeded.handled).toBeGreaterThan(0.6);
    expect(seeded.missing).toBe(0);
    expect(seeded.inbox).toBeGreaterThanOrEqual(seeded.answered);
    const handled = await list('status=1&pageSize=50');
    expect(handled.list.every((row) => row.status === 1 && row.handledByName !== '' && row.handledTime)).toBe(true);
    const answered = handled.list.filter((row) => row.reply !== '');
    expect(answered.every((row) => row.replyTime && row.replyTime > row.createTime)).toBe(true);
  });

  it("filters by type, label (0: none), status, the user's code, sent between and a part of the content", async () => {
    const fresh = await freshFeedback('drama-us', 'Zebra-striped screen on the 100% brightness');
    expect((await list('type=3&pageSize=50')).list.every((row) => row.type === 3)).toBe(true);
    const playback = await labelOf('drama-us', 'Playback');
    const byLabel = await list(`labelId=${playback.id}&pageSize=50`);
    expect(byLabel.total).toBeGreaterThan(0);
    expect(byLabel.list.every((row) => row.labelId === playback.id)).toBe(true);
    const unlabelled = await list('labelId=0&pageSize=50');
    expect(unlabelled.list.every((row) => row.labelId === null)).toBe(true);
    expect(unlabelled.list.map((row) => row.id)).toContain(fresh.id);
    expect((await list('status=0&pageSize=50')).list.every((row) => row.status === 0)).toBe(true);
    const mine = await list(`userCode=${fresh.userCode}&pageSize=100`);
    expect(mine.list.map((row) => row.id)).toContain(fresh.id);
    expect(mine.list.every((row) => row.userCode === fresh.userCode)).toBe(true);
    // a keyword matches literally, whatever the case: % is a percent sign
    expect((await list('keyword=ZEBRA-STRIPED')).list.map((row) => row.id)).toEqual([fresh.id]);
    expect((await list('keyword=100%25 brightness')).list.map((row) => row.id)).toEqual([fresh.id]);
    const hour = 3_600_000;
    const between = (from: number, to: number) =>
      `beginTime=${new Date(Date.now() + from).toISOString()}&endTime=${new Date(Date.now() + to).toISOString()}`;
    expect((await list(`${between(-hour, hour)}&keyword=zebra`)).total).toBe(1);
    expect((await list(`${between(-3 * hour, -2 * hour)}&keyword=zebra`)).total).toBe(0);
    const nothing = await list('keyword=no feedback says this');
    expect(nothing).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a filter out of range with a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['type=9', 'type'],
      ['status=2', 'status'],
      ['labelId=-1', 'labelId'],
      ['beginTime=yesterday', 'beginTime'],
      ['beginTime=2026-05-02T00:00:00Z&endTime=2026-05-01T00:00:00Z', 'endTime'],
      [`keyword=${'x'.repeat(101)}`, 'keyword'],
      ['pageSize=101', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const answer = await call('GET', `/list?${query}`);
      expect([query, answer.status, fieldsOf(answer)]).toEqual([query, 400, [field]]);
    }
  });

  it("never shows another project's feedback", async () => {
    // normal works in drama-us and drama-jp: drama-sea's feedback is out of reach
    const jpOnly = await list('pageSize=100', 'normal', 'drama-jp');
    expect(jpOnly.list.length).toBeGreaterThan(0);
    expect(jpOnly.list.every((row) => row.projectCode === 'drama-jp')).toBe(true);
    expect((await call('GET', '/list', undefined, 'normal', 'drama-sea')).status).toBe(403);
    const sea = await freshFeedback('drama-sea');
    expect((await call('GET', `/${sea.id}`, undefined, 'normal', 'drama-jp')).status).toBe(404);
    expect((await call('POST', `/${sea.id}/handle`, {}, 'normal', 'drama-jp')).status).toBe(404);
    // admin sees every project under all
    const everything = await list('pageSize=100', 'admin', 'all');
    expect(new Set(everything.list.map((row) => row.projectCode)).size).toBeGreaterThan(1);
    // nor in one project another project's: drama-jp's feedback asked for in drama-us
    const jp = await freshFeedback('drama-jp');
    expect((await call('GET', `/${jp.id}`)).status).toBe(404);
    expect((await call('POST', `/${jp.id}/reply`, { content: 'Hello' })).status).toBe(404);
    expect(await statusOf(jp.id)).toMatchObject({ status: 0, reply: '' });
    // the labels offered are the request's projects' live ones
    const labels = (await call('GET', '/labels', undefined, 'normal', 'drama-jp')).body.data as {
      projectCode: string;
    }[];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => label.projectCode === 'drama-jp')).toBe(true);
  });
});

const statusOf = (id: number) =>
  t.db
    .selectFrom('feedback')
    .select(['status', 'reply', 'reply_time', 'handled_by', 'handled_time', 'label_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('who may see and handle feedback', () => {
  it('admin and normal may; the operator is refused every call (403)', async () => {
    const { id } = await freshFeedback();
    expect((await call('GET', '/list', undefined, 'normal')).status).toBe(200);
    expect((await call('POST', `/${id}/handle`, {}, 'normal')).status).toBe(200);
    expect((await call('POST', `/${id}/reopen`, {}, 'admin')).status).toBe(200);
    const playback = await labelOf('drama-us', 'Playback');
    const refused = [
      await call('GET', '/list', undefined, 'operator'),
      await call('GET', '/labels', undefined, 'operator'),
      await call('GET', `/${id}`, undefined, 'operator'),
      await call('POST', `/${id}/handle`, {}, 'operator'),
      await call('POST', `/${id}/reopen`, {}, 'operator'),
      await call('POST', `/${id}/reply`, { content: 'Hi' }, 'operator'),
      await call('POST', '/label', { ids: [id], labelId: playback.id }, 'operator'),
      await call('POST', '/export', { format: 'csv' }, 'operator'),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 403));
    expect(await statusOf(id)).toMatchObject({ status: 0, reply: '', label_id: null });
  });
});

describe('replying', () => {
  it("puts each reply in the user's inbox, keeps the last on the feedback, and logs the change", async () => {
    const { id, userId } = await freshFeedback();
    const first = await call('POST', `/${id}/reply`, { content: '  We are looking into it.  ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, status: 0, reply: 'We are looking into it.', handledByName: '' });
    expect(first.body.data.replyTime).toEqual(expect.any(String));
    const second = await call('POST', `/${id}/reply`, { content: 'Fixed now, enjoy!', handled: true }, 'normal');
    expect(second.body.data).toMatchObject({
      status: 1,
      reply: 'Fixed now, enjoy!',
      handledByName: expect.any(String),
    });
    expect(second.body.data.handledByName).not.toBe('');
    const inbox = await t.db
      .selectFrom('app_message')
      .select(['source', 'title', 'content', 'read_time', 'project_code'])
      .where('user_id', '=', userId)
      .where('content', 'in', ['We are looking into it.', 'Fixed now, enjoy!'])
      .orderBy('id')
      .execute();
    expect(inbox).toEqual([
      {
        source: 'service',
        title: 'About your feedback',
        content: 'We are looking into it.',
        read_time: null,
        project_code: 'drama-us',
      },
      {
        source: 'service',
        title: 'About your feedback',
        content: 'Fixed now, enjoy!',
        read_time: null,
        project_code: 'drama-us',
      },
    ]);
    const logged = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .select(['title', 'http_status', 'username'])
        .where('url', 'like', `/admin-api/customer-service/feed/${id}/reply%`)
        .orderBy('id')
        .execute()
        .then((rows) => rows.length >= 2 && rows),
    );
    expect(logged).toEqual([
      { title: 'Reply to feedback', http_status: 200, username: 'admin' },
      { title: 'Reply to feedback', http_status: 200, username: 'normal' },
    ]);
  });

  it('refuses an empty, blank or too long reply with a 400 naming content, sending nothing', async () => {
    const { id, userId } = await freshFeedback();
    for (const content of [undefined, '', '   ', 'x'.repeat(2001)]) {
      const answer = await call('POST', `/${id}/reply`, content === undefined ? {} : { content });
      expect([content?.length, answer.status, fieldsOf(answer)]).toEqual([content?.length, 400, ['content']]);
    }
    expect(await statusOf(id)).toMatchObject({ reply: '', reply_time: null });
    const sent = await t.db
      .selectFrom('app_message')
      .select('id')
      .where('user_id', '=', userId)
      .where('content', 'like', 'xxx%')
      .execute();
    expect(sent).toEqual([]);
  });
});

describe('marking handled and reopening', () => {
  it('goes new → handled → new, and refuses the same move twice with a 409 naming the status', async () => {
    const { id } = await freshFeedback();
    const handled = await call('POST', `/${id}/handle`, {});
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({ status: 1, handledByName: expect.any(String) });
    expect(handled.body.data.handledTime).toEqual(expect.any(String));
    const again = await call('POST', `/${id}/handle`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ problem: 'status.notAllowed', params: { enum: 'feedbackStatus', status: 1 } });
    expect(again.body.message).toContain('is handled');
    const reopened = await call('POST', `/${id}/reopen`, {});
    expect(reopened.body.data).toMatchObject({ status: 0, handledByName: '', handledTime: null });
    const reopenAgain = await call('POST', `/${id}/reopen`, {});
    expect(reopenAgain.status).toBe(409);
    expect(reopenAgain.body).toMatchObject({ params: { enum: 'feedbackStatus', status: 0 } });
    expect(reopenAgain.body.message).toContain('is new');
    // a reply to handled feedback is sent, and it stays handled
    await call('POST', `/${id}/handle`, {});
    expect((await call('POST', `/${id}/reply`, { content: 'One more thing', handled: true })).body.data).toMatchObject({
      status: 1,
      reply: 'One more thing',
    });
  });
});

describe('labelling', () => {
  it('labels many at once, or takes the label off', async () => {
    const items = [await freshFeedback(), await freshFeedback(), await freshFeedback()];
    const ids = items.map((item) => item.id);
    const payment = await labelOf('drama-us', 'Payment');
    const answer = await call('POST', '/label', { ids: [...ids, ids[0]], labelId: payment.id }, 'normal');
    expect(answer).toMatchObject({ status: 200, body: { data: { updated: 3 } } });
    const shown = (await list('labelId=' + payment.id + '&pageSize=100')).list.filter((row) => ids.includes(row.id));
    expect(shown.map((row) => [row.labelTitle, row.labelColour])).toEqual(ids.map(() => ['Payment', payment.colour]));
    expect((await call('POST', '/label', { ids: [ids[1]], labelId: 0 })).body.data).toEqual({ updated: 1 });
    expect((await statusOf(ids[1])).label_id).toBeNull();
    expect((await statusOf(ids[0])).label_id).toBe(payment.id);
  });

  it("refuses a deleted label or another project's with a 400 naming labelId, changing nothing", async () => {
    const { id } = await freshFeedback();
    const jpLabel = await labelOf('drama-jp', 'Payment');
    const made = await t.db
      .insertInto('feedback_label')
      .values({ project_code: 'drama-us', title: 'Gone soon', colour: '#000000', deleted: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [labelId, project] of [
      [made.id, 'drama-us'],
      [jpLabel.id, 'drama-us'],
      [jpLabel.id, 'all'],
      [2 ** 31 - 1, 'drama-us'],
    ] as const) {
      const answer = await call('POST', '/label', { ids: [id], labelId }, 'admin', project);
      expect([labelId, project, answer.status, fieldsOf(answer)]).toEqual([labelId, project, 400, ['labelId']]);
    }
    expect((await statusOf(id)).label_id).toBeNull();
  });

  it('refuses an empty list, more than 500 ids or a missing labelId with a 400 naming the field', async () => {
    const playback = await labelOf('drama-us', 'Playback');
    const cases: [object, string][] = [
      [{ ids: [], labelId: playback.id }, 'ids'],
      [{ ids: Array.from({ length: 501 }, (_, index) => index + 1), labelId: playback.id }, 'ids'],
      [{ ids: [1] }, 'labelId'],
      [{ ids: [1], labelId: 'Playback' }, 'labelId'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/label', body);
      expect([field, answer.status, fieldsOf(answer)?.[0]?.replace(/\/.*/, '')]).toEqual([field, 400, field]);
    }
  });

  it('labels nothing when one of the feedback is out of reach (404)', async () => {
    const { id } = await freshFeedback();
    const jp = await freshFeedback('drama-jp');
    const playback = await labelOf('drama-us', 'Playback');
    expect((await call('POST', '/label', { ids: [id, jp.id], labelId: playback.id })).status).toBe(404);
    expect((await statusOf(id)).label_id).toBeNull();
  });
});

describe('the export', () => {
  it('writes the filtered feedback with its label and status in words', async () => {
    const { id, userCode } = await freshFeedback('drama-us', 'Export me: the screen goes black');
    const playback = await labelOf('drama-us', 'Playback');
    await call('POST', '/label', { ids: [id], labelId: playback.id });
    await call('POST', `/${id}/reply`, { content: 'Fixed', handled: true });
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/admin-api${url}`,
        headers: { 'client-token': tokens.normal },
        ...(payload ? { payload } : {}),
      });
    const queued = await inject('POST', '/customer-service/feed/export', {
      projectCode: 'drama-us',
      format: 'csv',
      userCode,
      keyword: 'export me',
    });
    expect(queued.statusCode).toBe(200);
    const job = await eventually(async () => {
      const found = (await inject('GET', `/export/${queued.json().data.id}`)).json().data;
      return ['succeeded', 'failed'].includes(found.status) && found;
    }, 20_000);
    expect(job).toMatchObject({ status: 'succeeded', rowsTotal: 1 });
    const ticket = await inject('POST', `/export/${job.id}/download`, { projectCode: 'all' });
    const file = await t.app.inject({ method: 'GET', url: ticket.json().data.url });
    const [header, ...rows] = parseCsv(file.body);
    const cell = (name: string) => rows[0][header.findIndex((each) => each.startsWith(name))];
    expect(rows).toHaveLength(1);
    expect([cell('ID'), cell('Type'), cell('Label'), cell('Status'), cell('Reply'), cell('Images')]).toEqual([
      String(id),
      'Playback',
      'Playback',
      'Handled',
      'Fixed',
      'https://cdn.example/shot.jpg',
    ]);
  });
});
