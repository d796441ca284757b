// The catalogue of screens against everything that names a screen, a permission or a label:
// a remote's pages, the permissions the front-end checks, the screens' names in both
// languages. Every remote is found on disk (shared depends on no app), so a new remote is
// checked without anyone adding it here; its routes module is loaded as the host loads it.
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRoutes } from '../federation/remoteRoutes';
import { screenNames } from '../i18n/screenNames';
import catalogue from './screens.json';
import { GROUPS, PERMISSIONS, SCREENS } from '.';

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

it('names every group and screen in both languages', () => {
  const keys = [...GROUPS.map((group) => group.labelKey), ...SCREENS.map((screen) => screen.labelKey)];
  for (const [locale, names] of Object.entries(screenNames)) {
    expect({ locale, missing: keys.filter((key) => !(key in names)) }).toEqual({ locale, missing: [] });
  }
});

describe.each(remotes)('the %s remote', (remote) => {
  const prefixes: string[] = JSON.parse(read(`remotes/${remote}/package.json`)).federation.prefixes;

  it('serves only screens of the catalogue, by their catalogue names, under its prefixes', async () => {
    const routes: RemoteRoutes = (await import(path.join(ROOT, `remotes/${remote}/src/routes.tsx`))).default;
    const pages = routes.pages.map((page) => ({ url: page.path, name: page.name }));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const screen = SCREENS.find((candidate) => candidate.url === page.url);
      expect({ page, inCatalogue: screen?.name }).toEqual({ page, inCatalogue: page.name });
      expect({ page: page.url, prefix: prefixes.some((prefix) => page.url.startsWith(`/${prefix}/`)) }).toEqual({
        page: page.url,
        prefix: true,
      });
    }
    expect(prefixes.filter((prefix) => !GROUPS.some((group) => group.key === prefix))).toEqual([]);
  });
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
