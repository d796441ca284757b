import { createTestApp, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
/** an admin of drama-us only: holds the setting permissions there, not allowed all projects */
let localAdmin: string;

const BASE = '/admin-api/setting/account';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { 'client-token': token }, ...(payload ? { payload } : {}) });
const list = (query = '', token = admin) => call('GET', `/list?${query}`, undefined, token);
const getInfo = (token: string) =>
  t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': token } });
const codes = (page: { list: { code: string }[] }) => page.list.map((project) => project.code);

const newProject = (code: string, overrides: object = {}) => ({
  code,
  tenant: `t-${code}`,
  name: `Project ${code}`,
  currency: 'EUR',
  timezone: 'Europe/Berlin',
  defaultLocale: 'en-US',
  ...overrides,
});
const create = async (code: string, overrides: object = {}) => {
  const response = await call('POST', '', newProject(code, overrides));
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; code: string };
};
const { code: _code, ...editOf } = newProject('x');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const made = await t.app.inject({
    method: 'POST',
    url: '/admin-api/setting/user',
    headers: { 'client-token': admin },
    payload: {
      username: 'boss',
      name: 'Boss',
      email: 'boss@example.com',
      password: 'secret123',
      projectRoles: [{ projectCode: 'drama-us', roles: ['admin'] }],
    },
  });
  expect(made.statusCode).toBe(200);
  localAdmin = (
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'boss', password: 'secret123' },
    })
  ).json().data.token;
});
afterAll(() => t.close());

describe('GET /setting/account/list', () => {
  it("shows an allProjects admin every project with its settings, whatever the request's project", async () => {
    const response = await list('sortBy=code&sortType=asc');
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    expect(codes(page)).toEqual(['drama-jp', 'drama-sea', 'drama-us']);
    expect(page.list[1]).toEqual({
      id: expect.any(Number),
      code: 'drama-sea',
      tenantCode: 't-sea',
      name: 'Drama SEA',
      currency: 'USD',
      timezone: 'Asia/Singapore',
      defaultLocale: 'en-US',
      status: 0,
      createTime: expect.any(String),
      updateTime: expect.any(String),
      contentLocales: ['en', 'th', 'vi', 'id'],
      defaultContentLocale: 'en',
    });
    expect(codes((await list('projectCode=drama-jp&sortBy=code')).json().data)).toHaveLength(3);
  });

  it('shows anyone else only their own projects', async () => {
    const page = (await list('projectCode=drama-us', localAdmin)).json().data;
    expect(codes(page)).toEqual(['drama-us']);
  });

  it('filters by a part of code or name, and by status; sorts by whitelisted names only', async () => {
    expect(codes((await list('code=SEA')).json().data)).toEqual(['drama-sea']);
    expect(codes((await list('name=drama j')).json().data)).toEqual(['drama-jp']);
    expect((await list('status=1')).json().data.total).toBe(0);
    for (const sortBy of ['deleted,create_time', 'code', 'name', 'status', 'tenant_code', 'update_time'])
      expect((await list(`sortBy=${sortBy}`)).statusCode).toBe(200);
    const bad = await list('sortBy=currency;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'sortBy' })]);
  });

  it('refuses normal and operator on every route (403)', async () => {
    const tokens = await t.signInAll();
    for (const who of ['normal', 'operator'] as const) {
      const token = tokens[who];
      expect((await list('projectCode=drama-us', token)).statusCode).toBe(403);
      expect((await call('POST', '', { ...newProject(`by-${who}`), projectCode: 'drama-us' }, token)).statusCode).toBe(
        403,
      );
      expect((await call('PUT', '/1', { ...editOf, projectCode: 'drama-us' }, token)).statusCode).toBe(403);
      expect((await call('POST', '/1/disable', { projectCode: 'drama-us' }, token)).statusCode).toBe(403);
      expect((await call('POST', '/1/enable', { projectCode: 'drama-us' }, token)).statusCode).toBe(403);
      expect((await call('DELETE', '/1?projectCode=drama-us', undefined, token)).statusCode).toBe(403);
    }
  });
});

describe('POST /setting/account', () => {
  it('creates a project, logs it, and the creator can switch to it (getInfo) and work in it', async () => {
    const response = await call(
      'POST',
      '',
      newProject('drama-kr', { currency: 'KRW', timezone: 'asia/seoul', defaultLocale: 'zh-CN' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: 'drama-kr',
      tenantCode: 't-drama-kr',
      currency: 'KRW',
      timezone: 'Asia/Seoul',
      defaultLocale: 'zh-CN',
      status: 0,
    });

    const info = (await getInfo(admin)).json().data;
    expect(info.projects).toContainEqual({
      id: response.json().data.id,
      code: 'drama-kr',
      tenantCode: 't-drama-kr',
      name: 'Project drama-kr',
    });
    expect(info.projectRoles.find((entry: { projectCode: string }) => entry.projectCode === 'drama-kr')).toMatchObject({
      roles: ['admin'],
    });
    const scoped = await t.app.inject({
      method: 'GET',
      url: '/admin-api/setting/config/list?projectCode=drama-kr',
      headers: { 'client-token': admin },
    });
    expect(scoped.statusCode).toBe(200);

    const row = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Create a project')
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ username: 'admin', method: 'POST', url: BASE, http_status: 200 });
    expect(row.params).toMatchObject({ code: 'drama-kr' });
  });

  it('answers 409 naming code when the code is taken', async () => {
    const response = await call('POST', '', newProject('drama-us'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^code drama-us is already taken/);
    expect(response.json().errors).toEqual([
      { field: 'code', message: 'drama-us is already taken by another project', rule: 'taken' },
    ]);
  });

  it('names the fields at fault', async () => {
    const response = await call('POST', '', {
      code: '-Bad',
      tenant: 'T_1',
      name: '',
      currency: 'usd',
      timezone: 'Asia/Tokyo',
      defaultLocale: 'fr-FR',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['code', 'tenant', 'name', 'currency', 'defaultLocale']));
    for (const timezone of ['Mars/Olympus', '+01:00', 'Not a zone']) {
      const zone = await call('POST', '', newProject('zone-test', { timezone }));
      expect(zone.statusCode).toBe(400);
      expect(zone.json().errors).toEqual([
        { field: 'timezone', message: expect.stringMatching(/IANA time zone/), rule: 'timeZone' },
      ]);
    }
  });

  it('is refused to an account not allowed all projects, even with the permission (403)', async () => {
    const response = await call('POST', '', { ...newProject('by-boss'), projectCode: 'drama-us' }, localAdmin);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Only an admin of all projects may change this/);
  });
});

describe('PUT /setting/account/:id', () => {
  it('replaces the settings but never the code', async () => {
    const { id } = await create('edit-me');
    // As the browser sends it: the request's own project and tenant beside the edited tenant.
    const response = await call('PUT', `/${id}`, {
      ...editOf,
      projectCode: 'drama-us',
      tenantCode: 't-us',
      code: 'edit-me',
      tenant: 't-edited',
      name: 'Edited',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: 'edit-me',
      tenantCode: 't-edited',
      name: 'Edited',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
    });
    const renamed = await call('PUT', `/${id}`, { ...editOf, code: 'other-code' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual([
      { field: 'code', message: expect.stringMatching(/cannot be changed/), rule: 'fixed' },
    ]);
  });

  it('validates naming fields, 404 for an unknown id, 403 for a local admin', async () => {
    const { id } = await create('edit-bad');
    const bad = await call('PUT', `/${id}`, { ...editOf, currency: 'EURO', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['currency', 'name']),
    );
    expect((await call('PUT', '/999999', editOf)).statusCode).toBe(404);
    expect((await call('PUT', `/${id}`, { ...editOf, projectCode: 'drama-us' }, localAdmin)).statusCode).toBe(403);
  });
});

describe('content locales', () => {
  const fieldsOf = (response: { json: () => { errors?: { field: string; message: string }[] } }) =>
    response.json().errors;

  it('serves English alone by default, or the locales sent, kept canonical, the default among them', async () => {
    const plain = await call('POST', '', newProject('locales-plain'));
    expect(plain.json().data).toMatchObject({ contentLocales: ['en'], defaultContentLocale: 'en' });
    const { id } = await create('locales-many', { contentLocales: ['pt-br', 'es', 'ZH-tw'] });
    const edit = (fields: object) => call('PUT', `/${id}`, { ...editOf, ...fields });
    expect((await list('code=locales-many')).json().data.list[0]).toMatchObject({
      contentLocales: ['pt-BR', 'es', 'zh-TW'],
      defaultContentLocale: 'pt-BR',
    });
    // an edit that leaves them out keeps them; the default can move among them
    expect((await edit({})).json().data).toMatchObject({
      contentLocales: ['pt-BR', 'es', 'zh-TW'],
      defaultContentLocale: 'pt-BR',
    });
    expect((await edit({ defaultContentLocale: 'es' })).json().data).toMatchObject({ defaultContentLocale: 'es' });
  });

  it('refuses a tag of another shape, a locale twice, a default not served and more than 12 (400 naming the field)', async () => {
    const { id } = await create('locales-bad', { contentLocales: ['en', 'th'] });
    const edit = (fields: object) => call('PUT', `/${id}`, { ...editOf, ...fields });
    const notATag = await edit({ contentLocales: ['en', 'english!'] });
    expect([notATag.statusCode, fieldsOf(notATag)]).toEqual([
      400,
      [{ field: 'contentLocales', message: 'english! is not a locale such as en, zh-TW or pt-BR', rule: 'locale' }],
    ]);
    expect(fieldsOf(await edit({ contentLocales: ['en', 'EN'] }))).toEqual([
      { field: 'contentLocales', message: 'names en twice', rule: 'repeated' },
    ]);
    const stray = await edit({ contentLocales: ['th', 'vi'] });
    expect([stray.statusCode, fieldsOf(stray)]).toEqual([
      400,
      [
        {
          field: 'defaultContentLocale',
          message: 'en is not one of the content locales (th, vi)',
          rule: 'enum',
          params: { allowed: ['th', 'vi'] },
        },
      ],
    ]);
    const many = ['en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'th', 'vi', 'id', 'ar', 'ru', 'tr'];
    expect(fieldsOf(await edit({ contentLocales: many }))?.[0].field).toBe('contentLocales');
    expect((await list('code=locales-bad')).json().data.list[0]).toMatchObject({
      contentLocales: ['en', 'th'],
      defaultContentLocale: 'en',
    });
  });
});

describe('disable, enable and delete', () => {
  it('refuses to disable the project the request is made in', async () => {
    const { id } = await create('in-use');
    const response = await call('POST', `/${id}/disable`, { projectCode: 'in-use' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^id \d+ is project in-use.*switch to another project first/);
  });

  it("a disabled project leaves getInfo and cannot be a request's project; enabling restores it", async () => {
    const { id } = await create('to-disable');
    const disabled = await call('POST', `/${id}/disable`, { projectCode: 'drama-us' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe(1);
    expect(codes({ list: (await getInfo(admin)).json().data.projects })).not.toContain('to-disable');
    const scoped = await call('GET', '/list?projectCode=to-disable');
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().message).toBe('Project to-disable is disabled');
    expect(codes((await list('status=1')).json().data)).toContain('to-disable');

    expect((await call('POST', `/${id}/enable`, {})).json().data.status).toBe(0);
    expect((await call('GET', '/list?projectCode=to-disable')).statusCode).toBe(200);
    expect((await call('POST', `/${id}/disable`, { projectCode: 'drama-us' }, localAdmin)).statusCode).toBe(403);
  });

  it('deletes only a disabled project, softly; its code stays taken', async () => {
    const { id } = await create('to-delete');
    const enabled = await call('DELETE', `/${id}`);
    expect(enabled.statusCode).toBe(409);
    expect(enabled.json().message).toMatch(/disable it first/);

    await call('POST', `/${id}/disable`, {});
    expect((await call('DELETE', `/${id}?projectCode=drama-us`, undefined, localAdmin)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ code: 200, message: 'success', data: null });
    expect(
      await t.db.selectFrom('sys_project').select('deleted').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ deleted: 1 });
    expect(codes((await list('code=to-delete')).json().data)).toEqual([]);
    expect((await call('POST', `/${id}/enable`, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '', newProject('to-delete'))).statusCode).toBe(409);

    const row = await eventually(() =>
      t.db
        .selectFrom('sys_oper_log')
        .selectAll()
        .where('title', '=', 'Delete a project')
        .where('status', '=', 0)
        .executeTakeFirst(),
    );
    expect(row).toMatchObject({ method: 'DELETE', url: `${BASE}/${id}` });
  });
});

describe('OpenAPI', () => {
  it('documents the routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`${BASE}/list`, BASE, `${BASE}/{id}`, `${BASE}/{id}/disable`, `${BASE}/{id}/enable`]),
    );
    expect(doc.paths[`${BASE}/{id}`].delete.summary).toBe('Delete a project');
  });
});
