import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { addCatalogueMenuItems } from './catalogueMenu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menuItem = (where: { perms?: string; url?: string; type: 'C' | 'F' }) => {
  let query = t.db.selectFrom('sys_menu').selectAll().where('menu_type', '=', where.type);
  if (where.perms) query = query.where('perms', '=', where.perms);
  if (where.url) query = query.where('url', '=', where.url);
  return query.executeTakeFirst();
};
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

it('adds to an existing menu the screens and buttons of the catalogue it lacks, granted as the seed grants them', async () => {
  // a database from before the product list's export button and the coupon screen were catalogued
  const exportButton = (await menuItem({ type: 'F', perms: 'product:list:export' }))!;
  const coupon = (await menuItem({ type: 'C', url: '/deal/coupon' }))!;
  // a role made on the role screen: its admin decides what it gets
  await t.db.insertInto('sys_role').values({ code: 'auditor', name: 'Auditor', remark: '', status: 0 }).execute();
  await t.db.deleteFrom('sys_menu').where('id', 'in', [exportButton.id, coupon.id]).execute();
  await t.db.deleteFrom('sys_menu').where('parent_id', '=', coupon.id).execute();
  const before = await t.db
    .selectFrom('sys_menu')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();

  const { added } = await addCatalogueMenuItems(t.db);
  expect(added).toEqual([
    'F product:list:export',
    'C /deal/coupon',
    'F deal:coupon:query',
    'F deal:coupon:add',
    'F deal:coupon:edit',
    'F deal:coupon:delete',
    'F deal:coupon:issue',
  ]);
  const after = await t.db
    .selectFrom('sys_menu')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  expect(Number(after.count) - Number(before.count)).toBe(7);

  const back = (await menuItem({ type: 'F', perms: 'product:list:export' }))!;
  const productList = (await menuItem({ type: 'C', url: '/product/list' }))!;
  expect(back).toMatchObject({ parent_id: productList.id, menu_name: 'Export', url: '/product/list' });
  expect(await holders(back.id)).toEqual(['admin', 'normal']);
  const couponBack = (await menuItem({ type: 'C', url: '/deal/coupon' }))!;
  expect(couponBack).toMatchObject({ remark: 'menu.deal.coupon', visible: '1' });
  expect(await holders(couponBack.id)).toEqual(['admin', 'normal']);
  expect(await holders(couponBack.id)).not.toContain('auditor');

  // run again: nothing left to add; and new items take ids after the seeded ones
  expect((await addCatalogueMenuItems(t.db)).added).toEqual([]);
  const created = await t.db
    .insertInto('sys_menu')
    .values({ parent_id: 0, menu_name: 'x', menu_type: 'M', url: '/x', order_num: 99, visible: '1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(created.id).toBeGreaterThan(couponBack.id);
});

it('leaves a fresh database to the seed', async () => {
  const trx = t.db;
  await trx
    .transaction()
    .execute(async (inside) => {
      await inside.deleteFrom('sys_menu').execute();
      expect((await addCatalogueMenuItems(inside as Kysely<Database>)).added).toEqual([]);
      throw Object.assign(new Error('undo'), { undo: true });
    })
    .catch((error) => expect(error.undo).toBe(true));
  expect(await menuItem({ type: 'C', url: '/setting/user' })).toBeDefined();
});

it("gives the chat screens' compensate button to an existing menu, for admin and operator", async () => {
  const perms = ['online_assistant', 'vip_official_customer', 'big_account'].map(
    (screen) => `customer-service:${screen}:compensate`,
  );
  // seeded: already there and granted
  for (const code of perms) {
    const seeded = (await menuItem({ type: 'F', perms: code }))!;
    expect(await holders(seeded.id)).toEqual(['admin', 'operator']);
  }
  // a database from before the button
  await t.db.deleteFrom('sys_menu').where('perms', 'in', perms).execute();
  const { added } = await addCatalogueMenuItems(t.db);
  expect(added).toEqual(perms.map((code) => `F ${code}`));
  for (const code of perms) {
    const button = (await menuItem({ type: 'F', perms: code }))!;
    expect(button).toMatchObject({ menu_name: 'Compensate', order_num: 4 });
    expect(await holders(button.id)).toEqual(['admin', 'operator']);
  }
});
