import { createTestApp, type DemoUser, type TestApp } from '../../testing/testApp';

let t: TestApp;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  token = tokens.admin,
  project = 'drama-us',
) => {
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await t.app.inject({
    method,
    url: `/admin-api/activity/drawprize${path}${inQuery ? `${path.includes('?') ? '&' : '?'}projectCode=${project}` : ''}`,
    headers: { 'client-token': token },
    ...(inQuery ? {} : { payload: { projectCode: project, ...payload } }),
  });
  return { status: response.statusCode, body: response.json() };
};

it("lists one project's seeded entries, filtered and sorted by whitelisted names only", async () => {
  const { status, body } = await call('GET', '/list?sortBy=title&sortType=asc');
  expect(status).toBe(200);
  expect(body.data.list.map((entry: { title: string }) => entry.title)).toEqual([
    'First entry',
    'Second entry',
    'Third entry',
  ]);
  expect((await call('GET', '/list?code=second')).body.data.total).toBe(1);
  expect((await call('GET', '/list?sortBy=remark')).status).toBe(400);
});

it('adds, edits and deletes an entry, refusing a taken code and a blank title with the field', async () => {
  const added = await call('POST', '', { code: 'new-entry', title: 'New entry' });
  expect(added.status).toBe(200);
  expect((await call('POST', '', { code: 'new-entry', title: 'Again' })).body.errors[0].field).toBe('code');
  expect((await call('POST', '', { code: 'blank', title: ' ' })).body.errors[0].field).toBe('title');
  const edited = await call('PUT', `/${added.body.data.id}`, { code: 'new-entry', title: 'Renamed', remark: 'why' });
  expect(edited.body.data).toMatchObject({ title: 'Renamed', remark: 'why' });
  expect((await call('DELETE', `/${added.body.data.id}`)).status).toBe(200);
  expect((await call('GET', `/${added.body.data.id}`)).status).toBe(404);
});

it("answers 403 to a role the screen is not for, and 404 for another project's entry", async () => {
  expect((await call('GET', '/list', undefined, tokens.operator, 'drama-sea')).status).toBe(403);
  const foreign = (await call('GET', '/list', undefined, tokens.admin, 'drama-sea')).body.data.list[0];
  expect((await call('GET', `/${foreign.id}`)).status).toBe(404);
});
