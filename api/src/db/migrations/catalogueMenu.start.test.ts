// A catalogue change reaches an existing database at start, with no migration of its own:
// a screen and a button added to the catalogue appear once in the menu, granted as the seed
// grants them; a second start changes nothing, and an item deleted on the menu screen stays deleted.
import type { GroupEntry } from '@backoffice/shared/catalogue';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { MENU_GROUPS } from '../seed/menu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** the catalogue with a new deal screen and an export button on the labels screen */
const extended: GroupEntry[] = MENU_GROUPS.map((group) =>
  group.key === 'deal'
    ? {
        ...group,
        screens: [
          ...group.screens,
          { path: 'scratch', names: { 'en-US': 'Scratch', 'zh-CN': '草稿' }, actions: ['query', 'add'] },
        ],
      }
    : group.key === 'product'
      ? {
          ...group,
          screens: group.screens.map((screen) =>
            screen.path === 'label' ? { ...screen, actions: [...screen.actions, 'export'] } : screen,
          ),
        }
      : group,
);

/** the app started again on the same database, with `catalogue` */
async function restart(catalogue: GroupEntry[]) {
  const app = await t.anotherApp({ seed: { size: 0.1 }, catalogue, exports: { runner: false }, dramaSchedule: false });
  await app.close();
}

const items = (where: { type: 'C' | 'F'; key: string }) =>
  t.db
    .selectFrom('sys_menu')
    .select('id')
    .where('menu_type', '=', where.type)
    .where(where.type === 'C' ? 'url' : 'perms', '=', where.key)
    .execute();
const holders = async (menuId: number) =>
  (
    await t.db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
      .select('r.code')
      .where('rm.menu_id', '=', menuId)
      .orderBy('r.code')
      .execute()
  ).map((row) => row.code);
const menuSize = async () =>
  Number(
    (
      await t.db
        .selectFrom('sys_menu')
        .select(sql<number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

it('adds a catalogued screen and button to an existing menu at start, once, granted as the seed grants', async () => {
  expect(await items({ type: 'C', key: '/deal/scratch' })).toEqual([]);
  const before = await menuSize();

  await restart(extended);
  const [screen] = await items({ type: 'C', key: '/deal/scratch' });
  expect(await items({ type: 'C', key: '/deal/scratch' })).toHaveLength(1);
  expect(await holders(screen.id)).toEqual(['admin', 'normal']);
  for (const perms of ['deal:scratch:query', 'deal:scratch:add', 'product:label:export']) {
    const found = await items({ type: 'F', key: perms });
    expect({ perms, count: found.length }).toEqual({ perms, count: 1 });
    expect({ perms, holders: await holders(found[0].id) }).toEqual({ perms, holders: ['admin', 'normal'] });
  }
  expect(await menuSize()).toBe(before + 4);

  await restart(extended);
  expect(await menuSize()).toBe(before + 4);
});

it('leaves deleted what the menu screen deleted', async () => {
  const [button] = await items({ type: 'F', key: 'deal:scratch:add' });
  await t.db.deleteFrom('sys_role_menu').where('menu_id', '=', button.id).execute();
  await t.db.deleteFrom('sys_menu').where('id', '=', button.id).execute();
  await restart(extended);
  expect(await items({ type: 'F', key: 'deal:scratch:add' })).toEqual([]);
});
