// The catalogue of screens against everything that names a screen, a permission or a label:
// a remote's pages and their folders, the permissions the front-end checks, the screens' names
// in both languages. A screen half added (in the catalogue, built, but with no page folder or
// served twice; a page folder the catalogue does not give; a name missing) fails here. Every remote is found on disk (shared depends on no app), so a new remote is
// checked without anyone adding it here; its routes module is loaded as the host loads it.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutes } from '../federation/remoteRoutes';
import catalogue from './screens.json';
import { pageFolder, servedScreens } from '../../routes';
import { GROUPS, PERMISSIONS, SCREENS, screenNames } from '.';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const remotes = fs
  .readdirSync(path.join(ROOT, 'remotes'))
  .filter((name) => fs.existsSync(path.join(ROOT, 'remotes', name, 'src/routes.tsx')));

/** Every source file under `dir` (tests and test support left out: they may name what does not exist). */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing(\/|\.ts$)/.test(file))
    .map((file) => path.join(dir, file));
}

it('is well formed: known actions and roles, unique screens', () => {
  const actions = new Set(Object.keys(catalogue.actions));
  const roles = new Set(['admin', 'normal', 'operator', '*']);
  for (const screen of SCREENS) {
    expect({ screen: screen.name, unknownActions: screen.actions.filter((action) => !actions.has(action)) }).toEqual({
      screen: screen.name,
      unknownActions: [],
    });
    expect({ screen: screen.name, unknownRoles: screen.roles.filter((role) => !roles.has(role)) }).toEqual({
      screen: screen.name,
      unknownRoles: [],
    });
  }
  expect(new Set(SCREENS.map((screen) => screen.url)).size).toBe(SCREENS.length);
  expect(new Set(GROUPS.map((group) => group.key)).size).toBe(GROUPS.length);
});

it('names every group and screen in both languages, each label key once', () => {
  const entries = [...GROUPS, ...SCREENS];
  const unnamed = entries.filter((entry) =>
    ['en-US', 'zh-CN'].some((locale) => !entry.names?.[locale as 'en-US']?.trim()),
  );
  expect(unnamed.map((entry) => entry.labelKey)).toEqual([]);
  expect(new Set(entries.map((entry) => entry.labelKey)).size).toBe(entries.length);
  expect(screenNames()['zh-CN']['menu.setting.user']).toBe('员工账号');
});

/** Each remote's exposed routes, loaded as the host loads them. */
const served = Promise.all(
  remotes.map(async (remote) => ({
    remote,
    routes: (await import(path.join(ROOT, `remotes/${remote}/src/routes.tsx`))).default as RemoteRoutes,
  })),
);

describe.each(remotes)('the %s remote', (remote) => {
  const prefixes: string[] = JSON.parse(read(`remotes/${remote}/package.json`)).federation.prefixes;

  it('serves screens of the catalogue that are built, by their catalogue names, under its prefixes', async () => {
    const { routes } = (await served).find((entry) => entry.remote === remote)!;
    const pages = routes.pages.map((page) => ({ url: page.path, name: page.name }));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const screen = SCREENS.find((candidate) => candidate.url === page.url);
      expect({ page, inCatalogue: screen?.name, planned: screen?.planned }).toEqual({
        page,
        inCatalogue: page.name,
        planned: false,
      });
      expect({ page: page.url, prefix: prefixes.some((prefix) => page.url.startsWith(`/${prefix}/`)) }).toEqual({
        page: page.url,
        prefix: true,
      });
    }
    expect(prefixes.filter((prefix) => !GROUPS.some((group) => group.key === prefix))).toEqual([]);
  });

  it('has a page folder (index.tsx, locale.ts) for each of them, and none for any other', () => {
    const pagesDir = path.join(ROOT, `remotes/${remote}/src/pages`);
    const folders = fs.readdirSync(pagesDir).filter((name) => fs.statSync(path.join(pagesDir, name)).isDirectory());
    const wanted = servedScreens(prefixes).map(pageFolder);
    expect({ folders: [...folders].sort() }).toEqual({ folders: [...new Set(wanted)].sort() });
    expect(wanted.length).toBe(new Set(wanted).size); // two screens of its groups may not share a folder
    const incomplete = wanted.filter((folder) =>
      ['index.tsx', 'locale.ts'].some((file) => !fs.existsSync(path.join(pagesDir, folder, file))),
    );
    expect(incomplete).toEqual([]);
  });

  it('names its groups and screens in both languages, as the catalogue does', async () => {
    const { routes } = (await served).find((entry) => entry.remote === remote)!;
    const expected = screenNames(GROUPS.filter((group) => prefixes.includes(group.key)));
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const page of routes.pages) {
        const screen = SCREENS.find((candidate) => candidate.name === page.name)!;
        expect({ page: page.name, name: routes.messages[locale]?.[screen.labelKey] }).toEqual({
          page: page.name,
          name: screen.names[locale],
        });
      }
      for (const [key, name] of Object.entries(expected[locale])) expect(routes.messages[locale]?.[key]).toBe(name);
    }
  });
});

it('has every built screen served by exactly one remote, and no planned screen by any', async () => {
  const servers = new Map<string, string[]>();
  for (const { remote, routes } of await served)
    for (const page of routes.pages) servers.set(page.name, [...(servers.get(page.name) ?? []), remote]);
  const wrong = SCREENS.map((screen) => ({
    screen: screen.name,
    planned: screen.planned,
    servedBy: servers.get(screen.name) ?? [],
  })).filter(({ planned, servedBy }) => servedBy.length !== (planned ? 0 : 1));
  expect(wrong).toEqual([]);
});

it('knows every permission the front-end checks (PermissionButton, bulk actions, allowed())', () => {
  const files = [
    ...sources('host/src'),
    ...sources('shared/src'),
    ...remotes.flatMap((remote) => sources(`remotes/${remote}/src`)),
  ];
  const named = files.flatMap((file) =>
    [...read(file).matchAll(/['"]([a-z-]+:[a-z_-]+:[a-z-]+)['"]/g)].map((match) => ({ file, permission: match[1] })),
  );
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter(({ permission }) => !PERMISSIONS.has(permission))).toEqual([]);
});
