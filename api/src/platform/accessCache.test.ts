// What each api process keeps of who may do what (the session a token opens, a user's grants, the
// project of an app key) never outlives a change: whoever makes it, in this process, another one
// or straight in the database, the next request sees it.
import { buildApp } from '../app';
import { appClient } from '../testing/appClient';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TEST_COST } from './passwords';

let t: TestApp;
/** a second api process on the same database */
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    database: t.app.database,
    seed: false,
    passwordCost: TEST_COST,
    logger: false,
    releasesDir: null,
    bonusExpiry: false,
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const DRAMAS = '/admin-api/product/list/list?projectCode=drama-us&pageNum=1&pageSize=5';
const get = (app: typeof other, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { 'client-token': token } });

/** Asks twice, so that what the answer needed is kept. */
async function kept(url: string, token: string, app = t.app as typeof other) {
  for (let time = 0; time < 2; time += 1) expect((await get(app, url, token)).statusCode).toBe(200);
}

it('refuses a session signed out in another process at once', async () => {
  const token = await t.signIn('admin');
  await kept(DRAMAS, token);
  expect(
    (await other.inject({ method: 'POST', url: '/admin-api/logout', headers: { 'client-token': token } })).statusCode,
  ).toBe(200);
  const refused = await get(t.app, DRAMAS, token);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toMatchObject({ reason: 'signedOut' });
});

it('refuses the sessions of an account disabled straight in the database at once', async () => {
  const token = await t.signIn('normal');
  await kept('/admin-api/getInfo', token);
  await t.db.updateTable('sys_user').set({ status: 1 }).where('username', '=', 'normal').execute();
  try {
    const refused = await get(t.app, '/admin-api/getInfo', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ reason: 'disabled' });
  } finally {
    await t.db.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'normal').execute();
  }
});

it('takes a permission taken from a role away at once, in every process', async () => {
  const token = await t.signIn('admin');
  await kept(DRAMAS, token);
  await kept(DRAMAS, token, other);
  const permission = t.app.modules
    .flatMap((module) => module.served)
    .find((route) => route.method === 'GET' && route.url === '/admin-api/product/list/list')!.permission!;
  const adminRoles = t.db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_user as u', 'u.id', 'g.user_id')
    .select('g.role_id')
    .where('u.username', '=', 'admin');
  const grants = await t.db
    .selectFrom('sys_role_menu as rm')
    .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
    .select(['rm.role_id', 'rm.menu_id'])
    .where('m.perms', '=', permission)
    .where('rm.role_id', 'in', adminRoles)
    .execute();
  expect(grants.length).toBeGreaterThan(0);
  await t.db
    .deleteFrom('sys_role_menu')
    .where('role_id', 'in', adminRoles)
    .where(
      'menu_id',
      'in',
      grants.map((grant) => grant.menu_id),
    )
    .execute();
  try {
    for (const app of [t.app as typeof other, other]) {
      const refused = await get(app, DRAMAS, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ problem: 'permission.missing' });
    }
  } finally {
    await t.db.insertInto('sys_role_menu').values(grants).execute();
  }
  expect((await get(t.app, DRAMAS, token)).statusCode).toBe(200);
});

it("refuses an app key at once when its project is disabled in another process's time", async () => {
  const app = appClient(t, 'drama-us');
  const { token } = await app.signIn('device-cache-1');
  for (let time = 0; time < 2; time += 1) expect((await app.call('GET', '/me', token)).statusCode).toBe(200);
  await t.db.updateTable('sys_project').set({ status: 1 }).where('code', '=', 'drama-us').execute();
  try {
    expect((await app.call('GET', '/me', token)).statusCode).toBe(403);
  } finally {
    await t.db.updateTable('sys_project').set({ status: 0 }).where('code', '=', 'drama-us').execute();
  }
  expect((await app.call('GET', '/me', token)).statusCode).toBe(200);
});

it("answers getInfo with an account's profile as changed in another process, and straight in the database, at once", async () => {
  const token = await t.signIn('operator');
  await kept('/admin-api/getInfo', token);
  const edited = await other.inject({
    method: 'PUT',
    url: '/admin-api/user/profile',
    headers: { 'client-token': token },
    payload: { name: 'Operator', email: 'operator@example.com', jobName: 'Night editor' },
  });
  expect(edited.statusCode).toBe(200);
  expect((await get(t.app, '/admin-api/getInfo', token)).json().data).toMatchObject({ jobName: 'Night editor' });
  await t.db.updateTable('sys_user').set({ location_name: 'Studio B' }).where('username', '=', 'operator').execute();
  expect((await get(t.app, '/admin-api/getInfo', token)).json().data).toMatchObject({
    jobName: 'Night editor',
    locationName: 'Studio B',
  });
});
