import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, fieldConflict, notFound } from '../../platform/errors';
import type { MenuItem } from '../menu/menu.schemas';
import { MENU_COLUMNS } from '../menu/menu.service';
import { containsPattern, countRows, orderByKeys, pagingOf, sortOf } from '../../platform/listQuery';
import type { MenuBody, ReorderBody, Role, RoleBody, RoleListQuery } from './setting-menu.schemas';

type Db = Kysely<Database>;
type Item = Static<typeof MenuItem>;

/** `<group>:<screen>:<action>`, as the seed writes them. */
export const PERMS_PATTERN = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;

/** Which type a parent must be for each item type: groups at the top, pages under groups, buttons under pages. */
const PARENT_TYPE = { M: null, C: 'M', F: 'C' } as const;
const CHILD_TYPE = { M: 'C', C: 'F', F: null } as const;
const TYPE_NAMES = { M: 'a group (M)', C: 'a page (C)', F: 'a button (F)' } as const;

export async function menuTree(db: Db): Promise<Item[]> {
  return db.selectFrom('sys_menu').select(MENU_COLUMNS).where('deleted', '=', 0).orderBy('parent_id').orderBy('order_num').orderBy('id').execute();
}

async function menuById(db: Db, id: number): Promise<Item> {
  const item = await db.selectFrom('sys_menu').select(MENU_COLUMNS).where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
  if (!item) throw notFound(`Menu item ${id} does not exist`);
  return item;
}

/** The parent links of every live item, to walk for cycles. */
async function parentLinks(db: Db): Promise<Map<number, { parentId: number; menuType: 'M' | 'C' | 'F' }>> {
  const rows = await db.selectFrom('sys_menu').select(['id', 'parent_id', 'menu_type']).where('deleted', '=', 0).execute();
  return new Map(rows.map((row) => [row.id, { parentId: row.parent_id, menuType: row.menu_type }]));
}

/** Whether putting `id` under `parentId` would put it under itself or one of its descendants. */
function makesCycle(links: Map<number, { parentId: number }>, id: number, parentId: number): boolean {
  const seen = new Set<number>();
  for (let current = parentId; current !== 0; current = links.get(current)?.parentId ?? 0) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

function checkParent(
  links: Map<number, { parentId: number; menuType: 'M' | 'C' | 'F' }>,
  id: number | null,
  parentId: number,
  menuType: 'M' | 'C' | 'F',
): void {
  if (id !== null && makesCycle(links, id, parentId)) throw badRequest('parentId', 'would put the item under itself or one of its descendants');
  const wanted = PARENT_TYPE[menuType];
  if (wanted === null) {
    if (parentId !== 0) throw badRequest('parentId', 'must be 0: a group (M) sits at the top');
    return;
  }
  const parent = links.get(parentId);
  if (!parent) throw badRequest('parentId', parentId === 0 ? `must name ${TYPE_NAMES[wanted]}: ${TYPE_NAMES[menuType]} cannot sit at the top` : `names no menu item (${parentId})`);
  if (parent.menuType !== wanted) throw badRequest('parentId', `must name ${TYPE_NAMES[wanted]}: ${TYPE_NAMES[menuType]} cannot sit under ${TYPE_NAMES[parent.menuType]}`);
}

type MenuInput = Static<typeof MenuBody>;

function checkFields(input: MenuInput): { url: string; perms: string } {
  const url = (input.url ?? '').trim();
  const perms = (input.perms ?? '').trim();
  if (input.menuType === 'C' && !url) throw badRequest('url', 'is required for a page (C)');
  if (input.menuType === 'F' && !perms) throw badRequest('perms', 'is required for a button (F)');
  if (perms && !PERMS_PATTERN.test(perms)) throw badRequest('perms', 'must read <group>:<screen>:<action>');
  return { url, perms };
}

async function checkUrlFree(db: Db, url: string, exceptId: number | null): Promise<void> {
  const clash = await db
    .selectFrom('sys_menu')
    .select('id')
    .where('menu_type', '=', 'C')
    .where('url', '=', url)
    .where('deleted', '=', 0)
    .$if(exceptId !== null, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (clash) throw fieldConflict('url', `"${url}" is already the url of page ${clash.id}`);
}

function columnsOf(input: MenuInput, url: string, perms: string) {
  return {
    parent_id: input.parentId,
    menu_name: input.menuName.trim(),
    menu_type: input.menuType,
    url,
    order_num: input.orderNum ?? 0,
    icon: input.icon ?? '',
    visible: input.visible ?? '1',
    remark: input.remark ?? '',
    perms,
  };
}

export async function createMenu(db: Db, input: MenuInput): Promise<Item> {
  return db.transaction().execute(async (trx) => {
    const links = await parentLinks(trx);
    checkParent(links, null, input.parentId, input.menuType);
    const { url, perms } = checkFields(input);
    if (input.menuType === 'C') await checkUrlFree(trx, url, null);
    const { id } = await trx.insertInto('sys_menu').values(columnsOf(input, url, perms)).returning('id').executeTakeFirstOrThrow();
    return menuById(trx, id);
  });
}

export async function updateMenu(db: Db, id: number, input: MenuInput): Promise<Item> {
  return db.transaction().execute(async (trx) => {
    await menuById(trx, id);
    const links = await parentLinks(trx);
    checkParent(links, id, input.parentId, input.menuType);
    const { url, perms } = checkFields(input);
    if (input.menuType === 'C') await checkUrlFree(trx, url, id);
    const wrongChild = [...links.entries()].find(([, link]) => link.parentId === id && link.menuType !== CHILD_TYPE[input.menuType]);
    if (wrongChild) {
      throw badRequest('menuType', `cannot become ${TYPE_NAMES[input.menuType]}: item ${wrongChild[0]} under it is ${TYPE_NAMES[wrongChild[1].menuType]}`);
    }
    await trx.updateTable('sys_menu').set(columnsOf(input, url, perms)).where('id', '=', id).execute();
    return menuById(trx, id);
  });
}

export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await menuById(trx, id);
    const child = await trx.selectFrom('sys_menu').select('id').where('parent_id', '=', id).where('deleted', '=', 0).executeTakeFirst();
    if (child) throw conflict(`Menu item ${id} still has items under it: move or delete them first`);
    await trx.deleteFrom('sys_menu').where('id', '=', id).execute();
  });
}

export async function reorderMenu(db: Db, input: Static<typeof ReorderBody>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const links = await parentLinks(trx);
    const ids = new Set<number>();
    input.items.forEach((item, index) => {
      if (ids.has(item.id)) throw badRequest(`items/${index}/id`, `repeats item ${item.id}`);
      ids.add(item.id);
      const link = links.get(item.id);
      if (!link) throw badRequest(`items/${index}/id`, `names no menu item (${item.id})`);
      links.set(item.id, { ...link, parentId: item.parentId });
    });
    for (const [index, item] of input.items.entries()) {
      try {
        checkParent(links, item.id, item.parentId, links.get(item.id)!.menuType);
      } catch (error) {
        throw badRequest(`items/${index}/parentId`, (error as { errors: { message: string }[] }).errors[0].message);
      }
    }
    for (const item of input.items) {
      await trx.updateTable('sys_menu').set({ parent_id: item.parentId, order_num: item.orderNum }).where('id', '=', item.id).execute();
    }
  });
}

// ---- roles ----

export const PROTECTED_ROLE = 'admin';

export const ROLE_SORT = { deleted: 'r.deleted', create_time: 'r.create_time', createTime: 'r.create_time', id: 'r.id', code: 'r.code', name: 'r.name', status: 'r.status' };

/** The roles page: filtered by a part of code, name or remark, sorted and paged by the server. */
export async function listRolePage(db: Db, query: Static<typeof RoleListQuery>) {
  const paging = pagingOf(query);
  const sort = sortOf(query, ROLE_SORT);
  let base = db.selectFrom('sys_role as r').where('r.deleted', '=', 0);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where((eb) => eb.or([eb('r.code', 'ilike', pattern), eb('r.name', 'ilike', pattern), eb('r.remark', 'ilike', pattern)]));
  }
  const [total, rows] = await Promise.all([countRows(base), orderByKeys(base.select('r.id'), sort, 'r.id').limit(paging.pageSize).offset(paging.offset).execute()]);
  const roles = await rolesWithGrants(db, rows.map((row) => row.id));
  return { list: rows.map((row) => roles.find((role) => role.id === row.id)!), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** The roles of `ids` with how many users hold each and the menu items they grant. */
async function rolesWithGrants(db: Db, ids: number[]): Promise<Static<typeof Role>[]> {
  if (!ids.length) return [];
  const roles = await db
    .selectFrom('sys_role as r')
    .select((eb) => [
      'r.id',
      'r.code',
      'r.name',
      'r.remark',
      'r.status',
      eb
        .selectFrom('sys_user_project_role as g')
        .select((inner) => inner.fn.count<number>('g.user_id').distinct().as('n'))
        .whereRef('g.role_id', '=', 'r.id')
        .as('userCount'),
    ])
    .where('r.id', 'in', ids)
    .where('r.deleted', '=', 0)
    .execute();
  const grants = await db.selectFrom('sys_role_menu').select(['role_id', 'menu_id']).where('role_id', 'in', ids).orderBy('menu_id').execute();
  return roles.map((role) => ({
    ...role,
    userCount: Number(role.userCount ?? 0),
    menuIds: grants.filter((grant) => grant.role_id === role.id).map((grant) => grant.menu_id),
  }));
}

async function roleById(db: Db, id: number): Promise<Static<typeof Role>> {
  const [role] = await rolesWithGrants(db, [id]);
  if (!role) throw notFound(`Role ${id} does not exist`);
  return role;
}

async function checkCodeFree(db: Db, code: string, exceptId: number | null): Promise<void> {
  const clash = await db
    .selectFrom('sys_role')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== null, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (clash) throw fieldConflict('code', `"${code}" is already the code of role ${clash.id}`);
}

export async function createRole(db: Db, input: Static<typeof RoleBody>): Promise<Static<typeof Role>> {
  return db.transaction().execute(async (trx) => {
    await checkCodeFree(trx, input.code, null);
    const { id } = await trx
      .insertInto('sys_role')
      .values({ code: input.code, name: input.name.trim(), remark: input.remark ?? '', status: input.status ?? 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return roleById(trx, id);
  });
}

export async function updateRole(db: Db, id: number, input: Static<typeof RoleBody>): Promise<Static<typeof Role>> {
  return db.transaction().execute(async (trx) => {
    const role = await roleById(trx, id);
    if (role.code === PROTECTED_ROLE && input.code !== PROTECTED_ROLE) throw badRequest('code', 'of the admin role cannot change');
    if (role.code === PROTECTED_ROLE && input.status === 1) throw badRequest('status', 'the admin role cannot be disabled');
    await checkCodeFree(trx, input.code, id);
    await trx
      .updateTable('sys_role')
      .set({ code: input.code, name: input.name.trim(), remark: input.remark ?? '', status: input.status ?? role.status })
      .where('id', '=', id)
      .execute();
    return roleById(trx, id);
  });
}

export async function grantMenus(db: Db, id: number, menuIds: number[]): Promise<Static<typeof Role>> {
  return db.transaction().execute(async (trx) => {
    await roleById(trx, id);
    const wanted = [...new Set(menuIds)];
    if (wanted.length) {
      const known = new Set(
        (await trx.selectFrom('sys_menu').select('id').where('id', 'in', wanted).where('deleted', '=', 0).execute()).map((row) => row.id),
      );
      const unknown = wanted.filter((menuId) => !known.has(menuId));
      if (unknown.length) throw badRequest('menuIds', `names no menu item: ${unknown.join(', ')}`);
    }
    await trx.deleteFrom('sys_role_menu').where('role_id', '=', id).execute();
    if (wanted.length) await trx.insertInto('sys_role_menu').values(wanted.map((menuId) => ({ role_id: id, menu_id: menuId }))).execute();
    return roleById(trx, id);
  });
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await roleById(trx, id);
    if (role.code === PROTECTED_ROLE) throw conflict('The admin role cannot be deleted');
    if (role.userCount > 0) throw conflict(`Role "${role.code}" is still held by ${role.userCount} user(s): take it from them first`);
    await trx.deleteFrom('sys_role').where('id', '=', id).execute();
  });
}
