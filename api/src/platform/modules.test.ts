// A screen that is half-added fails here, api side: every built screen of the catalogue
// (not `planned`) is served by exactly one discovered module, whose routes under the screen's
// path carry the screen's permissions and whose list answers seeded rows; a module names only
// built screens of the catalogue; and every module folder declares itself.
import fs from 'node:fs';
import path from 'node:path';
import { SCREENS, type Screen } from '@backoffice/shared/catalogue';
import type { ServedModule } from '../app';
import { createTestApp, type TestApp } from '../testing/testApp';
import { discoverModules, type ScreenAt, screenOf, seedOrder } from './modules';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

/** `product:label`, as a manifest names a screen (its permissions' first two parts) */
const idOf = (screen: Screen) => screen.permissions[0].split(':').slice(0, 2).join(':');
const built = SCREENS.filter((screen) => !screen.planned);
const servers = (id: string) => t.app.modules.filter((module) => module.screens.map(screenOf).includes(id as never));
/** where the screen's routes live: its url without route parameters, or the path its manifest gives */
const apiPathOf = (module: ServedModule, screen: Screen) => {
  const at = module.screens.find(
    (entry): entry is ScreenAt => typeof entry !== 'string' && entry.screen === idOf(screen),
  );
  return `/admin-api${at?.path ?? screen.url.replace(/\/:\w+/g, '')}`;
};
const under = (url: string, base: string) => url === base || url.startsWith(`${base}/`);

it('finds a manifest in every module folder', async () => {
  const folders = fs
    .readdirSync(path.join(__dirname, '..', 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(t.app.modules.map((module) => module.name).sort()).toEqual(folders.sort());
  const scratch = fs.mkdtempSync(path.join(__dirname, '..', 'testing', 'modules-'));
  try {
    fs.mkdirSync(path.join(scratch, 'half-added'));
    await expect(discoverModules(scratch)).rejects.toThrow('modules/half-added has no module.ts');
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

it('serves every built screen of the catalogue from exactly one module', () => {
  const served = built.map((screen) => ({ screen: screen.name, modules: servers(idOf(screen)).map((m) => m.name) }));
  expect(served.filter((entry) => entry.modules.length !== 1)).toEqual([]);
});

it('names in a manifest only screens of the catalogue that are built', () => {
  const byId = new Map(SCREENS.map((screen) => [idOf(screen), screen]));
  const wrong = t.app.modules.flatMap((module) =>
    module.screens
      .map(screenOf)
      .filter((id) => !byId.has(id) || byId.get(id)!.planned)
      .map((id) => `${module.name}: ${id} ${byId.has(id) ? 'is planned: remove its planned mark' : 'is no screen'}`),
  );
  expect(wrong).toEqual([]);
});

it("registers each built screen's routes under its path, with the screen's permissions", () => {
  for (const screen of built) {
    const [module] = servers(idOf(screen));
    const base = apiPathOf(module, screen);
    const own = module.served.filter((route) => under(route.url, base));
    const query = own.filter((route) => route.method === 'GET' && route.permission === `${idOf(screen)}:query`);
    expect({ screen: screen.name, base, query: query.length > 0 }).toEqual({ screen: screen.name, base, query: true });
    const foreign = own.filter((route) => route.permission && !route.permission.startsWith(`${screen.group}:`));
    expect({ screen: screen.name, foreign }).toEqual({ screen: screen.name, foreign: [] });
  }
});

it("answers seeded rows on each built screen's list for the admin", async () => {
  // the record a screen opened on one user or drama is opened on (its list requires it)
  const user = await t.db
    .selectFrom('interaction')
    .innerJoin('app_user', 'app_user.id', 'interaction.user_id')
    .select('app_user.user_code')
    .where('interaction.project_code', '=', 'drama-us')
    .executeTakeFirstOrThrow();
  const drama = await t.db
    .selectFrom('follow')
    .select('drama_id')
    .where('project_code', '=', 'drama-us')
    .executeTakeFirstOrThrow();
  const opensOn = new URLSearchParams({ projectCode: 'drama-us' });
  // the export records are made by use, not seeded: one export queued first
  const queued = await t.app.inject({
    method: 'POST',
    url: '/admin-api/user/list/export',
    headers: { 'client-token': admin },
    payload: { projectCode: 'drama-us', format: 'csv' },
  });
  expect(queued.statusCode).toBe(200);
  const empty: string[] = [];
  for (const screen of built) {
    const [module] = servers(idOf(screen));
    const base = apiPathOf(module, screen);
    const lists = module.served.filter(
      (route) =>
        route.method === 'GET' &&
        route.permission === `${idOf(screen)}:query` &&
        under(route.url, base) &&
        !route.url.includes(':'),
    );
    // a screen opened on one record (user/product-detail/:id) has no list: its module's tests read it
    if (!lists.length) continue;
    const list = lists.find((route) => route.url.endsWith('/list')) ?? lists[0];
    const ask = (query: URLSearchParams) =>
      t.app.inject({ method: 'GET', url: `${list.url}?${query}`, headers: { 'client-token': admin } });
    let response = await ask(opensOn);
    const required = response.statusCode === 400 ? JSON.stringify(response.json()) : '';
    if (/userCode/.test(required))
      response = await ask(new URLSearchParams({ ...Object.fromEntries(opensOn), userCode: user.user_code }));
    else if (/dramaId/.test(required))
      response = await ask(new URLSearchParams({ ...Object.fromEntries(opensOn), dramaId: String(drama.drama_id) }));
    const data = response.json().data;
    const rows = Array.isArray(data?.list)
      ? data.list.length
      : Array.isArray(data)
        ? data.length
        : Object.keys(data ?? {}).length;
    if (response.statusCode !== 200 || rows === 0) empty.push(`${screen.name}: ${list.url} ${response.statusCode}`);
  }
  expect(empty).toEqual([]);
});

it('documents every route the modules register, and nothing else', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/admin-api/openapi.json' })).json();
  const registered = new Set(
    t.app.modules.flatMap((module) =>
      module.served.filter((route) => !route.hidden).map((route) => route.url.replace(/:(\w+)/g, '{$1}')),
    ),
  );
  // hidden: the tus upload protocol's routes, which no schema describes
  expect([...new Set(t.app.modules.flatMap((m) => m.served.filter((r) => r.hidden).map((r) => r.url)))]).toEqual([
    '/admin-api/product/episode/upload',
    '/admin-api/product/episode/upload/*',
  ]);
  // and the platform's own: the health probe and the background jobs (platform/jobs)
  const platform = ['/admin-api/health', '/admin-api/jobs', '/admin-api/jobs/{queue}/{id}/retry'];
  expect(Object.keys(document.paths).sort()).toEqual([...registered, ...platform].sort());
  // a module of routes registers some: one whose routes function registers none is a mistake
  expect(t.app.modules.filter((module) => module.routes && !module.served.length).map((m) => m.name)).toEqual([]);
});

it('runs the seed steps after those they wait for', () => {
  const step = (after: string[] = []) => ({ after, tables: [], run: async () => ({}) });
  const order = seedOrder([
    { name: 'b', screens: [], seed: step(['c']) },
    { name: 'a', screens: [], seed: step() },
    { name: 'c', screens: [], seed: step() },
  ]).map((s) => s.module);
  expect(order).toEqual(['a', 'c', 'b']);
  expect(() => seedOrder([{ name: 'a', screens: [], seed: step(['a']) }])).toThrow(/wait for each other/);
  expect(() => seedOrder([{ name: 'a', screens: [], seed: step(['x']) }])).toThrow(/after x, which has none/);
});
