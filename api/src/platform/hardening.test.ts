// What the platform guarantees every route, whatever it is sent: text the database cannot
// hold is a 400 naming the field; a write is all or nothing together with its
// operation-log row; answers carry the security headers and are never cached; the client
// address is the connection's unless a proxy is trusted; ids are bounded in the schemas.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { configFromEnv, REPO_ROOT } from '../config';
import { baselineOf, type OpenApiDocument, operationsOf, urlOf } from '../testing/fuzz';
import { createTestApp, eventually, type TestApp } from '../testing/testApp';
import { installRequestCleaning } from './cleaning';
import { conflict } from './errors';
import { SECURITY_HEADERS } from './headers';
import { ok } from './envelope';
import { type ApiInstance } from './http';
import { installErrorHandling } from './errors';
import { installOperationLog, logSuccess } from './operationLog';
import { installRouteDeclarations } from './routes';
import { afterCommit, installAtomicWrites, requestScoped } from './transactions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: {
      'client-token': admin,
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
const logRowsOf = (url: string) =>
  t.db.selectFrom('sys_oper_log').selectAll().where('url', '=', `/admin-api${url}`).orderBy('id', 'desc').execute();

describe('text the database cannot hold', () => {
  it('is refused with a 400 naming the field, in the query, the path and the body, known field or not', async () => {
    const query = await inject('GET', '/dashboard/workplace?projectCode=drama-us%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { field: 'projectCode', message: expect.stringMatching(/NUL byte or an unpaired surrogate/), rule: 'unstorable' },
    ]);

    // raw JSON: a lone surrogate survives JSON.parse as one
    const body = await inject(
      'POST',
      '/oplog/export',
      '{"projectCode":"drama-us","format":"csv","title":"\\ud800x","deep":{"list":["ok","a\\u0000b"]}}',
    );
    expect(body.statusCode).toBe(400);
    expect(body.json().errors.map((problem: { field: string }) => problem.field)).toEqual(['title', 'deep.list[1]']);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'probe\u0000nul', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ code: 400, data: null, errors: [{ field: 'username' }] });
  });

  it('cannot switch the operation log off: the refused write is logged with the characters made harmless', async () => {
    const before = await t.db
      .selectFrom('sys_config')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = await inject('POST', '/setting/config', {
      projectCode: 'drama-us',
      configKey: 'probe.key',
      configValue: '1',
      valueType: 'number',
      zz: '\u0000',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'zz', message: expect.any(String), rule: 'unstorable' }]);
    const after = await t.db
      .selectFrom('sys_config')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));

    const row = await eventually(async () => (await logRowsOf('/setting/config'))[0]);
    expect(row).toMatchObject({
      status: 1,
      http_status: 400,
      username: 'admin',
      params: expect.objectContaining({ zz: '\uFFFD', configKey: 'probe.key' }),
    });
  });
});

describe('a write is all or nothing', () => {
  // A bare app with only the platform pieces, and two probe routes writing a marker row.
  async function probeApp() {
    const db = requestScoped(t.db);
    const app = Fastify() as unknown as ApiInstance;
    installErrorHandling(app);
    installRouteDeclarations(app);
    installRequestCleaning(app);
    installOperationLog(app, db);
    installAtomicWrites(app, t.db, logSuccess);
    const effects: string[] = [];
    const marker = (title: string) =>
      db
        .insertInto('sys_oper_log')
        .values({
          username: 'probe',
          title,
          method: 'MARK',
          url: '/marker',
          params: '{}',
          status: 0,
          http_status: 0,
          error_msg: '',
          duration_ms: 0,
          client_ip: '',
          oper_time: new Date(),
        })
        .execute();
    const markers = (title: string) =>
      t.db.selectFrom('sys_oper_log').select('id').where('title', '=', title).execute();
    app.post('/admin-api/probe/refused', { config: { access: 'public' } }, async () => {
      await marker('refused marker');
      // a nested transaction joins the request's
      await db
        .transaction()
        .execute((trx) =>
          trx.updateTable('sys_oper_log').set({ error_msg: 'touched' }).where('title', '=', 'refused marker').execute(),
        );
      throw conflict('refused after writing');
    });
    app.post('/admin-api/probe/kept', { config: { access: 'public' } }, async () => {
      await marker('kept marker');
      afterCommit(async () =>
        effects.push(`after commit the marker is ${(await markers('kept marker')).length ? 'visible' : 'missing'}`),
      );
      return ok(null);
    });
    await app.ready();
    return { app, effects, markers };
  }

  it('rolls back everything a refused write did, and logs the refusal', async () => {
    const { app, markers } = await probeApp();
    const refused = await app.inject({ method: 'POST', url: '/admin-api/probe/refused', payload: {} });
    expect(refused.statusCode).toBe(409);
    expect(await markers('refused marker')).toEqual([]);
    const row = await eventually(async () => (await logRowsOf('/probe/refused'))[0]);
    expect(row).toMatchObject({ status: 1, http_status: 409, error_msg: 'refused after writing' });
    await app.close();
  });

  it('writes the log row of a kept change with it, and runs after-commit effects once it is visible', async () => {
    const { app, effects, markers } = await probeApp();
    const kept = await app.inject({ method: 'POST', url: '/admin-api/probe/kept', payload: {} });
    expect(kept.statusCode).toBe(200);
    expect(await markers('kept marker')).toHaveLength(1);
    // already there when the answer arrives: written in the change's transaction
    expect(await logRowsOf('/probe/kept')).toEqual([expect.objectContaining({ status: 0, http_status: 200 })]);
    await eventually(async () => effects.length > 0);
    expect(effects).toEqual(['after commit the marker is visible']);
    await app.close();
  });
});

describe('answers', () => {
  it('carry the security headers nginx sends, and api answers are never stored', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin-api/health' });
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    const refused = await t.app.inject({ method: 'GET', url: '/admin-api/getInfo' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('state the same security headers as the nginx template', () => {
    const template = fs.readFileSync(path.join(REPO_ROOT, 'nginx/templates/default.conf.template'), 'utf8');
    const nginx = Object.fromEntries(
      [...template.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;/gm)].map((match) => [match[1], match[2]]),
    );
    expect(nginx).toEqual(SECURITY_HEADERS);
  });
});

describe('who is calling', () => {
  it("takes the connection's address unless a proxy is trusted", async () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'nobody-here', password: 'x' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const row = await eventually(async () =>
      (await logRowsOf('/login')).find((entry) => entry.username === 'nobody-here'),
    );
    expect(row.client_ip).toBe('127.0.0.1');
  });

  it('accepts a token only exactly as it was issued', async () => {
    const padded = await t.app.inject({
      method: 'GET',
      url: '/admin-api/getInfo',
      headers: { 'client-token': ` ${admin} ` },
    });
    expect(padded.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': admin } })).statusCode,
    ).toBe(200);
  });
});

describe('numbers', () => {
  it('every integer a request may carry is bounded in its schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
    const unbounded: string[] = [];
    const visit = (schema: Record<string, unknown> | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.type === 'integer' && (schema.maximum === undefined || schema.minimum === undefined))
        unbounded.push(where);
      for (const [key, value] of Object.entries(schema)) {
        if (value && typeof value === 'object') visit(value as Record<string, unknown>, `${where}.${key}`);
      }
    };
    for (const [route, operations] of Object.entries(
      document.paths as Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ name: string; schema: Record<string, unknown> }>;
            requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
          }
        >
      >,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? [])
          visit(parameter.schema, `${method} ${route} ${parameter.name}`);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          visit(content.schema, `${method} ${route} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('a page or an id beyond them is a 400, not a database error', async () => {
    const deep = await inject('GET', '/oplog/list?pageNum=100000000000000000000');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors).toEqual([
      { field: 'pageNum', message: 'must be at most 1000000', rule: 'max', params: { limit: 1000000 } },
    ]);
    for (const url of ['/setting/menu/12345678901234567890', '/setting/role/12345678901234567890']) {
      const answer = await t.app.inject({
        method: 'DELETE',
        url: `/admin-api${url}`,
        headers: { 'client-token': admin },
      });
      expect({ url, status: answer.statusCode, errors: answer.json().errors }).toEqual({
        url,
        status: 400,
        errors: [{ field: 'id', message: expect.stringMatching(/at most/), rule: 'max', params: expect.any(Object) }],
      });
    }
  });
});

describe('numbers in the path and the query', () => {
  it('are written plainly: 1.5, 1e21 or 0x10 never stand for another row', async () => {
    for (const id of ['1.5', '1e21', '0x10', '1e0']) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/admin-api/setting/role/${id}/menus`,
        headers: { 'client-token': admin },
        payload: { projectCode: 'drama-us', menuIds: [] },
      });
      expect({ id, status: answer.statusCode, errors: answer.json().errors }).toEqual({
        id,
        status: 400,
        errors: [{ field: 'id', message: 'must be a whole number', rule: 'type', params: { type: 'integer' } }],
      });
    }
    expect((await inject('GET', '/oplog/list?pageNum=2.5')).json().errors).toEqual([
      { field: 'pageNum', message: 'must be a whole number', rule: 'type', params: { type: 'integer' } },
    ]);
    expect((await inject('GET', '/oplog/list?pageNum=2')).statusCode).toBe(200);
    // the admin role kept its grants
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': admin } })).json().data
        .projectRoles[0].permissions.length,
    ).toBeGreaterThan(100);
  });

  it('a badly encoded or too long path part is answered in the envelope, naming the path', async () => {
    for (const url of [
      '/admin-api/setting/role/%ED%A0%80x',
      '/admin-api/setting/role/%E0%A4%A',
      `/admin-api/export-file/${'x'.repeat(200)}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'client-token': admin } });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 400,
        body: {
          code: 400,
          message: expect.stringMatching(/^The address is not valid/),
          data: null,
          errors: [{ field: 'path', message: expect.any(String), rule: 'address' }],
        },
      });
    }
  });
});

describe('a list sent a malformed sort', () => {
  // every list of the document: the list layer answers for all of them
  it('answers a 400 naming sortBy or sortType, never a 500', async () => {
    const document = (await inject('GET', '/openapi.json')).json() as OpenApiDocument;
    const lists = operationsOf(document, '/admin-api').filter(
      (operation) =>
        operation.method === 'GET' && operation.parameters.some((parameter) => parameter.name === 'sortBy'),
    );
    // the lists of one app user's or one drama's rows need a real one to reach their sort
    const appUser = await t.db
      .selectFrom('app_user')
      .select('user_code')
      .where('project_code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const drama = await t.db
      .selectFrom('drama')
      .select('id')
      .where('project_code', '=', 'drama-us')
      .executeTakeFirstOrThrow();
    const real: Record<string, string> = { userCode: appUser.user_code, dramaId: String(drama.id) };
    const wrong: string[] = [];
    for (const [index, operation] of lists.entries()) {
      for (const [field, value] of [
        ['sortBy', ',,,'],
        ['sortBy', ','],
        ['sortBy', 'create_time,,id'],
        ['sortBy', 'create_time desc'],
        ['sortType', 'sideways'],
        ['sortType', 'DESC'],
      ]) {
        const request = baselineOf(operation, { n: 9000 + index, pathValues: {} });
        request.query = [
          ...request.query.filter(([name]) => name !== 'projectCode' && !(name in real)),
          ['projectCode', 'all'],
          ...operation.parameters
            .filter((parameter) => parameter.name in real)
            .map(({ name }): [string, string] => [name, real[name]]),
          [field, value],
        ];
        const answer = await t.app.inject({
          method: 'GET',
          url: urlOf(operation, request),
          headers: { 'client-token': admin },
        });
        const named =
          answer.statusCode === 400 && answer.json().errors?.some((error: { field: string }) => error.field === field);
        if (!named)
          wrong.push(
            `${operation.name} ${field}=${JSON.stringify(value)}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
      }
    }
    expect(lists.length).toBeGreaterThan(15);
    expect(wrong).toEqual([]);
  });
});
