import { createTestApp, type DemoUser, eventually, type TestApp } from '../../testing/testApp';
import { DEMO_REPLIES } from './customer-service-reply-mange.seed';

let t: TestApp;
let tokens: Record<DemoUser, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Reply = {
  id: number;
  projectCode: string;
  groupName: string;
  title: string;
  shortcut: string;
  content: string;
  sort: number;
  serviceCodes: string[];
  missingLocales: string[];
  createTime: string;
  updateTime: string;
};
type Texts = {
  defaultLocale: string;
  locales: string[];
  texts: Record<string, { content?: string }>;
  missing: Record<string, string[]>;
};

/** GET and DELETE carry the project in the query string, the others in the body. */
const call = async (method: Method, path: string, payload?: object, project = 'drama-us', token = tokens.admin) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/customer-service/reply-mange${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query: string, project = 'drama-us') => {
  const answer = await call('GET', `/list?${query}`, undefined, project);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Reply[]; total: number };
};
const create = async (reply: object, project = 'drama-us') => {
  const { status, body } = await call('POST', '', reply, project);
  expect([status, body.message]).toEqual([200, 'success']);
  return body.data as Reply;
};
const fieldOf = (answer: { body: { errors?: { field: string }[] } }) => answer.body.errors?.map((error) => error.field);
const seeded = async (shortcut: string, project = 'drama-us') =>
  (await list(`keyword=${shortcut}&pageSize=100`, project)).list.find((reply) => reply.shortcut === shortcut)!;
const NEW = {
  groupName: 'Payment',
  title: 'Card refused',
  shortcut: 'card-refused',
  content: 'Sorry {name}, your bank refused the card. Please try another one or PayPal.',
  sort: 35,
  serviceCodes: ['online_assistant'],
};

describe('GET /customer-service/reply-mange/list', () => {
  it("answers the project's replies by sort, smallest first, each with the locales it lacks a text in", async () => {
    const page = await list('pageSize=100');
    expect(page.list.map((reply) => reply.shortcut)).toEqual(DEMO_REPLIES.map((reply) => reply.shortcut));
    const welcome = page.list[0];
    expect(welcome).toMatchObject({
      projectCode: 'drama-us',
      groupName: 'Greetings',
      title: 'Welcome',
      content: DEMO_REPLIES[0].texts.en,
      serviceCodes: ['online_assistant', 'vip_official_customer', 'premium_customer_service'],
      missingLocales: [],
    });
    // the VIP renewal has no Brazilian Portuguese yet (drama-us serves en, es and pt-BR)
    expect(page.list.find((reply) => reply.shortcut === 'vip-renew')!.missingLocales).toEqual(['pt-BR']);
    // drama-jp writes in Japanese: the content is the Japanese text, English its translation
    const jp = await list('pageSize=100', 'drama-jp');
    expect(jp.list[0].content).toBe(DEMO_REPLIES[0].texts.ja);
    expect(jp.list.every((reply) => reply.projectCode === 'drama-jp' && reply.missingLocales.length === 0)).toBe(true);
  });

  it('filters by a keyword in the title or shortcut, by group and by queue', async () => {
    expect((await list('keyword=CHARGED')).list.map((reply) => reply.shortcut)).toEqual(['double-charge']);
    expect((await list('keyword=vip-')).list.map((reply) => reply.shortcut)).toEqual(['vip-hello', 'vip-renew']);
    expect((await list('groupName=Playback')).list.map((reply) => reply.shortcut)).toEqual([
      'not-loading',
      'subtitles',
    ]);
    expect((await list('groupName=playback')).total).toBe(0);
    const premium = await list('serviceCode=premium_customer_service&pageSize=100');
    expect(premium.list.map((reply) => reply.shortcut)).toEqual(
      DEMO_REPLIES.filter((reply) => reply.serviceCodes.includes('premium_customer_service')).map(
        (reply) => reply.shortcut,
      ),
    );
    expect(premium.list.map((reply) => reply.shortcut)).not.toContain('subtitles');
    expect((await list('keyword=refund&serviceCode=online_assistant')).list.map((reply) => reply.title)).toEqual([
      'Refund policy',
    ]);
    expect((await list('keyword=nothing-like-it')).total).toBe(0);
    const refused = await call('GET', '/list?serviceCode=sales');
    expect([refused.status, fieldOf(refused)]).toEqual([400, ['serviceCode']]);
  });

  it('sorts by sort, id or update time only', async () => {
    const bySort = await list('sortBy=sort&sortType=desc&pageSize=100');
    expect(bySort.list.map((reply) => reply.sort)).toEqual([...DEMO_REPLIES.map((reply) => reply.sort)].reverse());
    const byUpdate = await list('sortBy=updateTime&sortType=desc&pageSize=100');
    const times = byUpdate.list.map((reply) => reply.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(byUpdate.list.map((reply) => reply.id)).not.toEqual(bySort.list.map((reply) => reply.id));
    const byId = await list('sortBy=id&sortType=asc&pageSize=100');
    expect(byId.list.map((reply) => reply.id)).toEqual([...byId.list.map((reply) => reply.id)].sort((a, b) => a - b));
    for (const sortBy of ['title', 'content', 'serviceCodes']) {
      const refused = await call('GET', `/list?sortBy=${sortBy}`);
      expect([sortBy, refused.status, fieldOf(refused)]).toEqual([sortBy, 400, ['sortBy']]);
    }
  });

  it("never shows another project's replies", async () => {
    const sea = await list('pageSize=100', 'drama-sea');
    expect(sea.list.length).toBe(DEMO_REPLIES.length);
    expect(sea.list.every((reply) => reply.projectCode === 'drama-sea')).toBe(true);
    const us = await list('pageSize=100');
    expect(us.list.some((reply) => sea.list.some((other) => other.id === reply.id))).toBe(false);
  });

  it('offers the groups of the live replies, by name', async () => {
    const groups = await call('GET', '/groups');
    expect(groups.status).toBe(200);
    expect(groups.body.data).toEqual([...new Set(DEMO_REPLIES.map((reply) => reply.group))].sort());
  });
});

describe('adding, editing and deleting a reply', () => {
  it('adds a reply in one project, placed by its sort', async () => {
    const reply = await create(NEW);
    expect(reply).toMatchObject({ ...NEW, projectCode: 'drama-us', missingLocales: ['es', 'pt-BR'] });
    expect((await call('GET', `/${reply.id}`)).body.data).toMatchObject(NEW);
    expect((await list('groupName=Payment')).list.map((row) => row.shortcut)).toEqual([
      'coins-missing',
      'card-refused',
      'double-charge',
    ]);
    // the same shortcut is free in another project
    expect((await create(NEW, 'drama-jp')).projectCode).toBe('drama-jp');
  });

  it('refuses a shortcut a live reply of the project has, with a 409 naming shortcut', async () => {
    const taken = await call('POST', '', { ...NEW, shortcut: 'refund', title: 'Another refund' });
    expect([taken.status, fieldOf(taken)]).toEqual([409, ['shortcut']]);
    expect(taken.body.message).toMatch(/refund.*Refund policy.*drama-us/);
    expect((await list('keyword=another refund')).total).toBe(0);
  });

  it('refuses a variable it does not know, naming content and the variables it may hold', async () => {
    const answer = await call('POST', '', { ...NEW, shortcut: 'vars', content: 'Hi {nombre}, I am {agent}. { name }' });
    expect([answer.status, fieldOf(answer)]).toEqual([400, ['content']]);
    expect(answer.body.message).toContain('{nombre}, { name } are not variables: use {name}, {userCode}, {agent}');
    expect(answer.body.errors[0].params).toEqual({
      allowed: ['{name}', '{userCode}', '{agent}'],
      unknown: ['{nombre}', '{ name }'],
    });
    // every known one is fine
    const fine = await create({ ...NEW, shortcut: 'vars', content: '{name} ({userCode}), this is {agent}.' });
    expect(fine.content).toBe('{name} ({userCode}), this is {agent}.');
  });

  it('refuses each field out of its rules with a 400 naming it', async () => {
    const cases: [object, string][] = [
      [{ shortcut: 'Refund-2' }, 'shortcut'],
      [{ shortcut: '-refund' }, 'shortcut'],
      [{ shortcut: 'a b' }, 'shortcut'],
      [{ shortcut: 'x'.repeat(33) }, 'shortcut'],
      [{ title: '   ' }, 'title'],
      [{ title: 't'.repeat(65) }, 'title'],
      [{ content: '  ' }, 'content'],
      [{ content: 'c'.repeat(2001) }, 'content'],
      [{ groupName: 'g'.repeat(33) }, 'groupName'],
      [{ sort: 10000 }, 'sort'],
      [{ sort: -1 }, 'sort'],
      [{ serviceCodes: [] }, 'serviceCodes'],
      // an item is named by its place
      [{ serviceCodes: ['online_assistant', 'sales'] }, 'serviceCodes[1]'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('POST', '', { ...NEW, shortcut: 'refused', ...change });
      expect([change, answer.status, fieldOf(answer)]).toEqual([change, 400, [field]]);
    }
    expect((await list('keyword=refused')).list.map((reply) => reply.shortcut)).not.toContain('refused');
    const all = await call('POST', '', { ...NEW, shortcut: 'everywhere' }, 'all');
    expect([all.status, fieldOf(all)]).toEqual([400, ['projectCode']]);
  });

  it('edits a reply: its queues once each, its sort kept when not sent, its group cleared when not sent', async () => {
    const added = await create({ ...NEW, shortcut: 'to-edit', sort: 77 });
    const { groupName: _, sort: __, ...rest } = NEW;
    const edited = await call('PUT', `/${added.id}`, {
      ...rest,
      shortcut: 'edited',
      title: '  Card refused again ',
      serviceCodes: ['vip_official_customer', 'vip_official_customer', 'online_assistant'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: added.id,
      shortcut: 'edited',
      title: 'Card refused again',
      groupName: '',
      sort: 77,
      serviceCodes: ['vip_official_customer', 'online_assistant'],
    });
    // its own shortcut is no conflict, another's is
    expect((await call('PUT', `/${added.id}`, { ...NEW, shortcut: 'edited' })).status).toBe(200);
    const taken = await call('PUT', `/${added.id}`, { ...NEW, shortcut: 'hello' });
    expect([taken.status, fieldOf(taken)]).toEqual([409, ['shortcut']]);
    const unknown = await call('PUT', `/${added.id}`, { ...NEW, shortcut: 'edited', content: 'Hi {username}' });
    expect([unknown.status, fieldOf(unknown)]).toEqual([400, ['content']]);
    expect((await call('GET', `/${added.id}`)).body.data).toMatchObject({ shortcut: 'edited', content: NEW.content });
  });

  it('deletes softly: the reply leaves the list, and its shortcut may be used again', async () => {
    const added = await create({ ...NEW, shortcut: 'short-lived' });
    const deleted = await call('DELETE', `/${added.id}`);
    expect(deleted).toEqual({ status: 200, body: { code: 200, message: 'success', data: null } });
    expect((await list('keyword=short-lived')).total).toBe(0);
    expect((await call('GET', `/${added.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${added.id}`)).status).toBe(404);
    expect((await call('PUT', `/${added.id}`, NEW)).status).toBe(404);
    const row = await t.db
      .selectFrom('chat_reply')
      .select(['deleted', 'shortcut'])
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted: 1, shortcut: 'short-lived' });
    expect((await create({ ...NEW, shortcut: 'short-lived' })).id).not.toBe(added.id);
  });

  it("neither shows nor changes another project's reply: a 404", async () => {
    const sea = await seeded('refund', 'drama-sea');
    expect((await call('GET', `/${sea.id}`)).status).toBe(404);
    expect((await call('PUT', `/${sea.id}`, { ...NEW, shortcut: 'taken-over' })).status).toBe(404);
    expect((await call('DELETE', `/${sea.id}`)).status).toBe(404);
    expect((await call('GET', `/${sea.id}/texts`)).status).toBe(404);
    expect((await call('PUT', `/${sea.id}/texts`, { locale: 'th', content: 'x' })).status).toBe(404);
    expect(await seeded('refund', 'drama-sea')).toEqual(sea);
  });
});

describe("a reply's text per content locale", () => {
  it('reads the text in each locale, the default being the content, and says which miss it', async () => {
    const renew = await seeded('vip-renew');
    const answer = await call('GET', `/${renew.id}/texts`);
    expect(answer.status).toBe(200);
    const texts = answer.body.data as Texts;
    expect(texts).toMatchObject({ defaultLocale: 'en', locales: ['en', 'es', 'pt-BR'] });
    expect(texts.texts.en.content).toBe(renew.content);
    expect(texts.texts.es.content).toBe(DEMO_REPLIES.find((reply) => reply.shortcut === 'vip-renew')!.texts.es);
    expect(texts.missing).toEqual({ en: [], es: [], 'pt-BR': ['content'] });
  });

  it('writes a locale, checks its variables, and removes it when sent empty', async () => {
    const added = await create({ ...NEW, shortcut: 'translated' });
    const put = (body: object) => call('PUT', `/${added.id}/texts`, body);
    const saved = await put({ locale: 'pt-br', content: 'Desculpe {name}, o banco recusou o cartão.' });
    expect(saved.status).toBe(200);
    expect((saved.body.data as Texts).texts['pt-BR'].content).toBe('Desculpe {name}, o banco recusou o cartão.');
    expect((await seeded('translated')).missingLocales).toEqual(['es']);

    const badVariable = await put({ locale: 'es', content: 'Lo siento {nombre}' });
    expect([badVariable.status, fieldOf(badVariable)]).toEqual([400, ['content']]);
    expect(badVariable.body.message).toContain('{nombre} is not a variable');
    const notServed = await put({ locale: 'th', content: 'ขออภัย' });
    expect([notServed.status, fieldOf(notServed)]).toEqual([400, ['locale']]);
    const blankDefault = await put({ locale: 'en', content: ' ' });
    expect([blankDefault.status, fieldOf(blankDefault)]).toEqual([400, ['content']]);

    // the default locale's text is the reply's own content
    await put({ locale: 'en', content: 'Your bank said no, {name}.' });
    expect((await call('GET', `/${added.id}`)).body.data.content).toBe('Your bank said no, {name}.');
    const removed = await put({ locale: 'pt-BR', content: '' });
    expect((removed.body.data as Texts).missing['pt-BR']).toEqual(['content']);
    expect((await seeded('translated')).missingLocales).toEqual(['es', 'pt-BR']);
  });
});

describe('who may', () => {
  it('lets the operator do all of it, and refuses normal every route (403)', async () => {
    const made = await call('POST', '', { ...NEW, shortcut: 'by-operator' }, 'drama-us', tokens.operator);
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;
    expect((await call('PUT', `/${id}`, { ...NEW, shortcut: 'by-operator' }, 'drama-us', tokens.operator)).status).toBe(
      200,
    );
    expect(
      (await call('PUT', `/${id}/texts`, { locale: 'es', content: 'Hola' }, 'drama-us', tokens.operator)).status,
    ).toBe(200);
    expect((await call('DELETE', `/${id}`, undefined, 'drama-us', tokens.operator)).status).toBe(200);

    const hello = await seeded('hello');
    const calls: [Method, string, object?][] = [
      ['GET', '/list'],
      ['GET', '/groups'],
      ['GET', `/${hello.id}`],
      ['GET', `/${hello.id}/texts`],
      ['POST', '', { ...NEW, shortcut: 'by-normal' }],
      ['PUT', `/${hello.id}`, { ...NEW, shortcut: 'by-normal' }],
      ['PUT', `/${hello.id}/texts`, { locale: 'es', content: 'Hola' }],
      ['DELETE', `/${hello.id}`],
    ];
    for (const [method, path, payload] of calls) {
      expect([method, path, (await call(method, path, payload, 'drama-us', tokens.normal)).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    expect(await seeded('hello')).toEqual(hello);
  });
});

describe('the operation log', () => {
  it('records each change under its summary, and a refused one as failed', async () => {
    const reply = await create({ ...NEW, shortcut: 'logged' });
    await call('PUT', `/${reply.id}`, { ...NEW, shortcut: 'logged', title: 'Logged again' });
    await call('PUT', `/${reply.id}/texts`, { locale: 'es', content: 'Registrado' });
    await call('DELETE', `/${reply.id}`);
    await call('POST', '', { ...NEW, shortcut: 'logged-bad', content: 'Hi {who}' });
    const rows = await eventually(async () => {
      const found = await t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('url', 'like', '/admin-api/customer-service/reply-mange%')
        .where('username', '=', 'admin')
        .orderBy('id')
        .execute();
      return found.some((row) => row.http_status === 400 && JSON.stringify(row.params).includes('logged-bad'))
        ? found
        : null;
    });
    const paramsOf = (row: (typeof rows)[number]) =>
      (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    const added = rows.filter(
      (row) => row.title === 'Add a frequent reply' && String(paramsOf(row).shortcut).startsWith('logged'),
    );
    expect(added.map((row) => [row.method, row.status, row.http_status, row.project_code])).toEqual([
      ['POST', 0, 200, 'drama-us'],
      ['POST', 1, 400, 'drama-us'],
    ]);
    expect(added[1].error_msg).toMatch(/content/);
    const ofReply = rows
      .filter((row) => row.url.startsWith(`/admin-api/customer-service/reply-mange/${reply.id}`))
      .map((row) => [row.title, row.method, row.status]);
    expect(ofReply).toEqual([
      ['Edit a frequent reply', 'PUT', 0],
      ["Edit a frequent reply's text in a locale", 'PUT', 0],
      ['Delete a frequent reply', 'DELETE', 0],
    ]);
  });
});
