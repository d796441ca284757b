import { createTestApp, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;

const BASE = '/admin-api/setting/config';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { 'client-token': token }, ...(payload ? { payload } : {}) });
const list = (query = '', token = admin) => call('GET', `/list?${query}`, undefined, token);
const history = (id: number, query = 'projectCode=drama-us') => call('GET', `/${id}/history?${query}`);
const keys = (page: { list: { configKey: string }[] }) => page.list.map((entry) => entry.configKey);

type Entry = { id: number; projectCode: string; configKey: string; valueType: string; value: string };
const create = async (configKey: string, valueType: string, value: string, projectCode = 'drama-us') => {
  const response = await call('POST', '', { projectCode, configKey, valueType, value });
  expect(response.statusCode).toBe(200);
  return response.json().data as Entry;
};
/** a seeded entry of a project */
const seeded = async (projectCode: string, configKey: string) =>
  (await list(`projectCode=${projectCode}&configKey=${configKey}`)).json().data.list[0] as Entry;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('GET /setting/config/list', () => {
  it("lists the request's project's entries, sorted by key", async () => {
    const response = await list('projectCode=drama-us&sortBy=config_key&sortType=asc');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(keys(page)).toEqual([
      'ads.rewarded_enabled',
      'home.banner',
      'payment.min_top_up_minor',
      'player.autoplay_next',
      'player.free_episodes',
      'support.email',
    ]);
    expect(page.list.every((entry: Entry) => entry.projectCode === 'drama-us')).toBe(true);
    // the seed holds only keys the api itself would accept
    for (const key of keys(page)) expect(key).toMatch(/^[a-z][a-z0-9_.-]{1,63}$/);
    expect(page.list[2]).toEqual({
      id: expect.any(Number),
      projectCode: 'drama-us',
      configKey: 'payment.min_top_up_minor',
      valueType: 'number',
      value: '499',
      description: expect.any(String),
      updateBy: 'admin',
      updateTime: expect.any(String),
      createTime: expect.any(String),
    });
  });

  it('under all, lists every project of the user, each row naming its project', async () => {
    const page = (await list('configKey=support.email&sortBy=projectCode&sortType=asc')).json().data;
    expect(page.list.map((entry: Entry) => [entry.projectCode, entry.value])).toEqual([
      ['drama-jp', 'support-jp@drama.example'],
      ['drama-sea', 'support-sea@drama.example'],
      ['drama-us', 'support-us@drama.example'],
    ]);
  });

  it('filters by a part of the key and by type; sorts by whitelisted names only', async () => {
    expect(
      keys((await list('projectCode=drama-jp&configKey=PLAYER&sortBy=config_key&sortType=asc')).json().data),
    ).toEqual(['player.autoplay_next', 'player.free_episodes']);
    expect(keys((await list('projectCode=drama-jp&valueType=json')).json().data)).toEqual(['home.banner']);
    for (const sortBy of ['deleted,create_time', 'config_key', 'update_time', 'create_time'])
      expect((await list(`sortBy=${sortBy}`)).statusCode).toBe(200);
    const bad = await list('sortBy=value');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'sortBy' })]);
    const type = await list('valueType=date');
    expect(type.statusCode).toBe(400);
    expect(type.json().errors[0].field).toBe('valueType');
  });

  it('refuses normal and operator on every route (403)', async () => {
    const tokens = await t.signInAll();
    const id = (await seeded('drama-us', 'support.email')).id;
    for (const who of ['normal', 'operator'] as const) {
      const token = tokens[who];
      expect((await list('projectCode=drama-us', token)).statusCode).toBe(403);
      expect(
        (await call('POST', '', { projectCode: 'drama-us', configKey: 'x.y', valueType: 'string', value: 'v' }, token))
          .statusCode,
      ).toBe(403);
      expect((await call('PUT', `/${id}`, { projectCode: 'drama-us', value: 'v' }, token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}?projectCode=drama-us`, undefined, token)).statusCode).toBe(403);
      expect((await call('GET', `/${id}/history?projectCode=drama-us`, undefined, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /setting/config', () => {
  it("creates an entry in the request's project, with a create history row and an operation log row", async () => {
    const entry = await create('feature.new_player', 'boolean', 'false');
    expect(entry).toMatchObject({
      projectCode: 'drama-us',
      configKey: 'feature.new_player',
      valueType: 'boolean',
      value: 'false',
    });
    const changes = (await history(entry.id)).json().data;
    expect(changes).toMatchObject({
      total: 1,
      list: [{ action: 'create', oldValue: null, newValue: 'false', valueType: 'boolean', changedBy: 'admin' }],
    });
    const row = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Create a configuration entry')
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ username: 'admin', project_code: 'drama-us', method: 'POST', url: BASE });
  });

  it('needs one project, not all (400 on projectCode)', async () => {
    for (const projectCode of ['all', undefined]) {
      const response = await call('POST', '', { projectCode, configKey: 'x.all', valueType: 'string', value: 'v' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'projectCode', message: expect.stringMatching(/one project/), rule: 'oneProject' },
      ]);
    }
  });

  it('answers 409 naming configKey when the key exists in that project, not in another', async () => {
    const response = await call('POST', '', {
      projectCode: 'drama-us',
      configKey: 'support.email',
      valueType: 'string',
      value: 'a@b.c',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('configKey support.email already exists in project drama-us');
    expect(response.json().errors).toEqual([
      { field: 'configKey', message: 'support.email already exists in project drama-us', rule: 'taken' },
    ]);
    await create('only.in.jp', 'string', 'x', 'drama-jp');
    await create('only.in.jp', 'string', 'y', 'drama-us');
  });

  it('names the fields at fault', async () => {
    const response = await call('POST', '', {
      projectCode: 'drama-us',
      configKey: 'Bad Key',
      valueType: 'date',
      value: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['configKey', 'valueType', 'value']),
    );
    const long = await call('POST', '', {
      projectCode: 'drama-us',
      configKey: 'x.desc',
      valueType: 'string',
      value: 'v',
      description: 'd'.repeat(501),
    });
    expect(long.json().errors).toEqual([
      { field: 'description', message: 'must be at most 500 characters', rule: 'maxLength', params: { limit: 500 } },
    ]);
  });

  it.each([
    [
      'number',
      ['0', '120', '-0.25', '0.10', '123456789012345.123456'],
      ['abc', '1e5', '1.5.2', '0x10', '1.1234567', '1234567890123456', '.5', '1,000', 'NaN'],
    ],
    ['boolean', ['true', 'false'], ['TRUE', 'yes', '1', 'false ish']],
    [
      'json',
      ['{"a":[1,2]}', '[]', '"text"', 'null', '12'],
      ['{a:1}', "{'a':1}", '[1,', `{"x":"${'y'.repeat(16 * 1024)}"}`],
    ],
    ['string', ['hello', 'x'.repeat(4000)], ['x'.repeat(4001)]],
  ])('checks a %s value, storing it as sent', async (type, good, bad) => {
    for (const [index, value] of good.entries()) {
      expect((await create(`valid.${type}.${index}`, type, value)).value).toBe(value);
    }
    for (const value of bad) {
      const response = await call('POST', '', {
        projectCode: 'drama-us',
        configKey: `invalid.${type}`,
        valueType: type,
        value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        expect.objectContaining({ field: 'value', message: expect.any(String) }),
      ]);
    }
    const message = (
      await call('POST', '', { projectCode: 'drama-us', configKey: 'x.msg', valueType: type, value: bad[0] })
    ).json().errors[0].message;
    if (type === 'number') expect(message).toMatch(/^"abc" is not a number/);
    if (type === 'boolean') expect(message).toMatch(/^"TRUE" is not a boolean/);
    if (type === 'json') expect(message).toMatch(/is not valid JSON/);
  });

  it('keeps a number exactly as sent (trimmed, never through a float)', async () => {
    const entry = await create('money.exact', 'number', '  0.100000  ');
    expect(entry.value).toBe('0.100000');
    const big = await create('money.big', 'number', '900719925474099.99');
    expect(big.value).toBe('900719925474099.99');
  });
});

describe('PUT /setting/config/:id', () => {
  it('replaces the value and description, recording old and new in the history', async () => {
    const entry = await create('edit.value', 'number', '10');
    const response = await call('PUT', `/${entry.id}`, {
      projectCode: 'drama-us',
      value: '12.5',
      description: 'raised',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      value: '12.5',
      valueType: 'number',
      description: 'raised',
      updateBy: 'admin',
    });
    const changes = (await history(entry.id)).json().data.list;
    expect(changes.map((change: { action: string }) => change.action)).toEqual(['edit', 'create']);
    expect(changes[0]).toMatchObject({ oldValue: '10', newValue: '12.5', changedBy: 'admin' });
  });

  it('checks the value against the type, and changes the type only with a value valid for it', async () => {
    const entry = await create('edit.type', 'string', 'on');
    const wrong = await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', valueType: 'boolean', value: 'on' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      {
        field: 'value',
        message: '"on" is not a boolean (true or false)',
        rule: 'type',
        params: { type: 'boolean' },
      },
    ]);
    const changed = await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', valueType: 'boolean', value: 'true' });
    expect(changed.json().data).toMatchObject({ valueType: 'boolean', value: 'true' });
    const stays = await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', value: 'maybe' });
    expect(stays.statusCode).toBe(400);
    const missing = await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', valueType: 'number' });
    expect(missing.json().errors).toEqual([{ field: 'value', message: 'is required', rule: 'required' }]);
  });

  it("answers 404 for another project's entry and an unknown id", async () => {
    const jp = await seeded('drama-jp', 'support.email');
    expect((await call('PUT', `/${jp.id}`, { projectCode: 'drama-us', value: 'x@y.z' })).statusCode).toBe(404);
    expect((await call('PUT', '/999999', { projectCode: 'drama-us', value: 'x' })).statusCode).toBe(404);
    expect((await seeded('drama-jp', 'support.email')).value).toBe('support-jp@drama.example');
  });
});

describe('DELETE /setting/config/:id and the history', () => {
  it('deletes softly; the history keeps every change, newest first, pageable; the key can be created again', async () => {
    const entry = await create('to.delete', 'json', '{"on":true}');
    await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', value: '{"on":false}' });
    const deleted = await call('DELETE', `/${entry.id}?projectCode=drama-us`);
    expect(deleted.statusCode).toBe(200);
    expect(keys((await list('projectCode=drama-us&configKey=to.delete')).json().data)).toEqual([]);
    expect((await call('DELETE', `/${entry.id}?projectCode=drama-us`)).statusCode).toBe(404);
    expect((await call('PUT', `/${entry.id}`, { projectCode: 'drama-us', value: '{}' })).statusCode).toBe(404);

    const changes = (await history(entry.id)).json().data;
    expect(changes.total).toBe(3);
    expect(
      changes.list.map((change: { action: string; oldValue: string | null; newValue: string | null }) => [
        change.action,
        change.oldValue,
        change.newValue,
      ]),
    ).toEqual([
      ['delete', '{"on":false}', null],
      ['edit', '{"on":true}', '{"on":false}'],
      ['create', null, '{"on":true}'],
    ]);
    const page2 = (
      await history(entry.id, 'projectCode=drama-us&pageNum=2&pageSize=1&sortBy=deleted,create_time')
    ).json().data;
    expect(page2).toMatchObject({ total: 3, pageNum: 2, pageSize: 1, list: [{ action: 'edit' }] });

    const again = await create('to.delete', 'string', 'back');
    expect(again.id).not.toBe(entry.id);
    const row = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Delete a configuration entry')
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ method: 'DELETE', url: `${BASE}/${entry.id}`, project_code: 'drama-us' });
  });

  it("hides another project's entry from delete and history (404)", async () => {
    const jp = await seeded('drama-jp', 'home.banner');
    expect((await call('DELETE', `/${jp.id}?projectCode=drama-us`)).statusCode).toBe(404);
    expect((await history(jp.id)).statusCode).toBe(404);
    expect((await history(jp.id, 'projectCode=drama-jp')).json().data.list).toEqual([
      expect.objectContaining({ action: 'create', projectCode: 'drama-jp' }),
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`${BASE}/list`, BASE, `${BASE}/{id}`, `${BASE}/{id}/history`]),
    );
    expect(doc.paths[`${BASE}/{id}/history`].get.summary).toBe('Configuration entry history');
  });
});
