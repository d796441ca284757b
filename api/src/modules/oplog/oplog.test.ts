import { maskSecrets } from '../../platform/operationLog';
import { createTestApp, eventually, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const list = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/admin-api/oplog/list?${query}`, headers: { 'client-token': token } });

const logRows = (username: string) =>
  t.db.selectFrom('sys_oper_log').selectAll().where('username', '=', username).orderBy('id').execute();

describe('the operation log', () => {
  it('records a sign-in with the password masked, and who signed in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'operator', password: 'operator123', projectCode: 'drama-sea', sortType: 'desc' },
    });
    const [row] = await eventually(async () => {
      const rows = await logRows('operator');
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({
      title: 'Sign in',
      method: 'POST',
      url: '/admin-api/login',
      status: 0,
      http_status: 200,
      error_msg: '',
      project_code: 'drama-sea',
      params: { username: 'operator', password: '******', projectCode: 'drama-sea', sortType: 'desc' },
    });
    expect(row.user_id).toEqual(expect.any(Number));
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(row.params)).not.toContain('operator123');
  });

  it('records a failed change with its error', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'normal', password: 'not-it' },
    });
    const [row] = await eventually(async () => {
      const rows = await logRows('normal');
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({
      status: 1,
      http_status: 401,
      error_msg: 'Incorrect username or password',
      user_id: null,
    });
    expect(row.params).toEqual({ username: 'normal', password: '******' });
  });

  it('records a sign-out against the signed-in user', async () => {
    const token = await t.signIn('normal');
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/logout',
      headers: { 'client-token': token },
      payload: { projectCode: 'drama-us' },
    });
    const row = await eventually(async () => (await logRows('normal')).find((entry) => entry.title === 'Sign out'));
    expect(row).toMatchObject({ status: 0, method: 'POST', project_code: 'drama-us' });
  });

  it('does not record reads', async () => {
    const before = (await logRows('admin')).length;
    await list('');
    await t.app.inject({ method: 'GET', url: '/admin-api/getInfo', headers: { 'client-token': admin } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await logRows('admin')).length).toBe(before);
  });

  it('masks secrets at any depth', () => {
    expect(
      maskSecrets({ user: { newPassword: 'a', oldPassword: 'b', name: 'x' }, token: 't', list: [{ secret: 's' }] }),
    ).toEqual({
      user: { newPassword: '******', oldPassword: '******', name: 'x' },
      token: '******',
      list: [{ secret: '******' }],
    });
  });
});

describe('GET /oplog/list', () => {
  it('pages the log, newest first by default', async () => {
    const response = await list('pageNum=1&pageSize=2&sortType=desc&sortBy=deleted, create_time');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.pageNum).toBe(1);
    expect(data.pageSize).toBe(2);
    expect(data.total).toBeGreaterThanOrEqual(4);
    expect(data.list).toHaveLength(2);
    const [first, second] = data.list;
    expect(first.id).toBeGreaterThan(second.id);
    expect(first).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        operTime: expect.any(String),
        params: expect.any(Object),
        durationMs: expect.any(Number),
      }),
    );

    const next = (await list('pageNum=2&pageSize=2')).json().data;
    expect(next.list[0].id).toBeLessThan(second.id);
  });

  it('filters by who, outcome, method and what', async () => {
    const failed = (await list('status=1')).json().data;
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.list.every((entry: { status: number }) => entry.status === 1)).toBe(true);

    const operator = (await list('username=OPER')).json().data;
    expect(operator.list.map((entry: { username: string }) => entry.username)).toEqual(['operator']);

    const signOuts = (await list('title=out&method=POST')).json().data;
    expect(signOuts.list.map((entry: { title: string }) => entry.title)).toEqual(['Sign out']);

    // A blank filter filters nothing (request cleaning).
    expect((await list('username=%20%20')).json().data.total).toBe((await list('')).json().data.total);
  });

  it('sorts by whitelisted names only', async () => {
    const byDuration = (await list('sortBy=durationMs&sortType=asc&pageSize=100')).json().data.list;
    const durations = byDuration.map((entry: { durationMs: number }) => entry.durationMs);
    expect(durations).toEqual([...durations].sort((a: number, b: number) => a - b));

    const unknown = await list('sortBy=create_time,password_hash');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      {
        field: 'sortBy',
        message: expect.stringMatching(/^cannot sort by "password_hash"; use deleted, create_time/),
        rule: 'enum',
        params: { allowed: expect.arrayContaining(['create_time', 'username']) },
      },
    ]);
    const injection = await list(`sortBy=${encodeURIComponent('id; drop table sys_user')}`);
    expect(injection.statusCode).toBe(400);
    expect(injection.json().errors[0].field).toBe('sortBy');
  });

  it('validates paging and sort direction', async () => {
    const big = await list('pageSize=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      { field: 'pageSize', message: 'must be at most 100', rule: 'max', params: { limit: 100 } },
    ]);
    expect((await list('pageNum=0')).json().errors).toEqual([
      { field: 'pageNum', message: 'must be at least 1', rule: 'min', params: { limit: 1 } },
    ]);
    expect((await list('sortType=up')).json().errors).toEqual([
      { field: 'sortType', message: 'must be one of: asc, desc', rule: 'enum', params: { allowed: ['asc', 'desc'] } },
    ]);
    expect((await list('beginTime=yesterday')).json().errors).toEqual([
      {
        field: 'beginTime',
        message: 'must be a date and time such as 2024-05-01T08:00:00Z, in the years 0001 to 9999',
        rule: 'format',
        params: { format: 'date-time' },
      },
    ]);
    for (const outOfRange of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']) {
      expect((await list(`endTime=${encodeURIComponent(outOfRange)}`)).json().errors).toEqual([
        {
          field: 'endTime',
          message: expect.stringMatching(/years 0001 to 9999/),
          rule: 'format',
          params: { format: 'date-time' },
        },
      ]);
    }
    expect((await list('pageNum=100000000000000000000')).json().errors).toEqual([
      { field: 'pageNum', message: 'must be at most 1000000', rule: 'max', params: { limit: 1000000 } },
    ]);
  });

  it("shows one project's operations in that project", async () => {
    const data = (await list('projectCode=drama-sea&tenantCode=t-sea')).json().data;
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.every((entry: { projectCode: string }) => entry.projectCode === 'drama-sea')).toBe(true);
  });

  it('is for admins only (customer-service:oplog:query)', async () => {
    const normal = await list('projectCode=drama-us', await t.signIn('normal'));
    expect(normal.statusCode).toBe(403);
    expect(normal.json().message).toBe(
      'You do not have the permission customer-service:oplog:query in project drama-us',
    );
    const operator = await list('projectCode=drama-us', await t.signIn('operator'));
    expect(operator.statusCode).toBe(403);
  });
});
