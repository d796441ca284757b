// The setting area's menu: the whole tree, create, edit, move and reorder, delete. Each write
// request is one transaction (platform/transactions.ts): its checks and its change read and
// write the same menu, and a refused reorder moves nothing.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, fieldConflict, notFound, ValidationError } from '../../platform/errors';
import type { MenuBody, ReorderBody } from './setting-menu.schemas';
import { MENU_COLUMNS, type MenuItem } from '../../domain/menu';

type Db = Kysely<Database>;
type Item = Static<typeof MenuItem>;
type MenuType = Item['menuType'];
/** Each live item's parent and type, by id: what the tree's rules are checked against. */
type Links = Map<number, { parentId: number; menuType: MenuType }>;

/** `<group>:<screen>:<action>`, as the seed writes them. */
export const PERMS_PATTERN = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;

/** Which type a parent must be for each item type: groups at the top, pages under groups, buttons under pages. */
const PARENT_TYPE = { M: null, C: 'M', F: 'C' } as const;
const CHILD_TYPE = { M: 'C', C: 'F', F: null } as const;
const TYPE_NAMES = { M: 'a group (M)', C: 'a page (C)', F: 'a button (F)' } as const;

export async function menuTree(db: Db): Promise<Item[]> {
  return db
    .selectFrom('sys_menu')
    .select(MENU_COLUMNS)
    .where('deleted', '=', 0)
    .orderBy('parent_id')
    .orderBy('order_num')
    .orderBy('id')
    .execute();
}

async function menuById(db: Db, id: number): Promise<Item> {
  const item = await db
    .selectFrom('sys_menu')
    .select(MENU_COLUMNS)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!item) throw notFound(`Menu item ${id} does not exist`);
  return item;
}

/** The parent links of every live item, to walk for cycles. */
async function parentLinks(db: Db): Promise<Links> {
  const rows = await db
    .selectFrom('sys_menu')
    .select(['id', 'parent_id', 'menu_type'])
    .where('deleted', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, { parentId: row.parent_id, menuType: row.menu_type }]));
}

/** Whether putting `id` under `parentId` would put it under itself or one of its descendants. */
function makesCycle(links: Links, id: number, parentId: number): boolean {
  const seen = new Set<number>();
  for (let current = parentId; current !== 0; current = links.get(current)?.parentId ?? 0) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
  }
  return false;
}

function checkParent(links: Links, id: number | null, parentId: number, menuType: MenuType): void {
  if (id !== null && makesCycle(links, id, parentId))
    throw badRequest('parentId', 'would put the item under itself or one of its descendants', 'placement');
  const wanted = PARENT_TYPE[menuType];
  if (wanted === null) {
    if (parentId !== 0) throw badRequest('parentId', 'must be 0: a group (M) sits at the top', 'placement');
    return;
  }
  const parent = links.get(parentId);
  if (!parent)
    throw badRequest(
      'parentId',
      parentId === 0
        ? `must name ${TYPE_NAMES[wanted]}: ${TYPE_NAMES[menuType]} cannot sit at the top`
        : `names no menu item (${parentId})`,
      parentId === 0 ? 'placement' : 'notFound',
    );
  if (parent.menuType !== wanted)
    throw badRequest(
      'parentId',
      `must name ${TYPE_NAMES[wanted]}: ${TYPE_NAMES[menuType]} cannot sit under ${TYPE_NAMES[parent.menuType]}`,
      'placement',
    );
}

type MenuInput = Static<typeof MenuBody>;

function checkFields(input: MenuInput): { url: string; perms: string } {
  const url = (input.url ?? '').trim();
  const perms = (input.perms ?? '').trim();
  if (input.menuType === 'C' && !url) throw badRequest('url', 'is required for a page (C)', 'required');
  if (input.menuType === 'F' && !perms) throw badRequest('perms', 'is required for a button (F)', 'required');
  if (perms && !PERMS_PATTERN.test(perms)) throw badRequest('perms', 'must read <group>:<screen>:<action>', 'pattern');
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
  const links = await parentLinks(db);
  checkParent(links, null, input.parentId, input.menuType);
  const { url, perms } = checkFields(input);
  if (input.menuType === 'C') await checkUrlFree(db, url, null);
  const { id } = await db
    .insertInto('sys_menu')
    .values(columnsOf(input, url, perms))
    .returning('id')
    .executeTakeFirstOrThrow();
  return menuById(db, id);
}

export async function updateMenu(db: Db, id: number, input: MenuInput): Promise<Item> {
  await menuById(db, id);
  const links = await parentLinks(db);
  checkParent(links, id, input.parentId, input.menuType);
  const { url, perms } = checkFields(input);
  if (input.menuType === 'C') await checkUrlFree(db, url, id);
  const wrongChild = [...links.entries()].find(
    ([, link]) => link.parentId === id && link.menuType !== CHILD_TYPE[input.menuType],
  );
  if (wrongChild) {
    throw badRequest(
      'menuType',
      `cannot become ${TYPE_NAMES[input.menuType]}: item ${wrongChild[0]} under it is ${TYPE_NAMES[wrongChild[1].menuType]}`,
      'placement',
    );
  }
  await db
    .updateTable('sys_menu')
    .set(columnsOf(input, url, perms))
    .where('id', '=', id)
    .execute();
  return menuById(db, id);
}

export async function deleteMenu(db: Db, id: number): Promise<void> {
  await menuById(db, id);
  const child = await db
    .selectFrom('sys_menu')
    .select('id')
    .where('parent_id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (child) throw conflict(`Menu item ${id} still has items under it: move or delete them first`, 'menu.hasChildren');
  await db.deleteFrom('sys_menu').where('id', '=', id).execute();
}

export async function reorderMenu(db: Db, input: Static<typeof ReorderBody>): Promise<void> {
  const links = await parentLinks(db);
  const ids = new Set<number>();
  input.items.forEach((item, index) => {
    if (ids.has(item.id)) throw badRequest(`items/${index}/id`, `repeats item ${item.id}`, 'repeated');
    ids.add(item.id);
    const link = links.get(item.id);
    if (!link) throw badRequest(`items/${index}/id`, `names no menu item (${item.id})`, 'notFound');
    links.set(item.id, { ...link, parentId: item.parentId });
  });
  for (const [index, item] of input.items.entries()) {
    try {
      checkParent(links, item.id, item.parentId, links.get(item.id)!.menuType);
    } catch (error) {
      // the same problem, named as the item of the list it is about
      throw new ValidationError([{ ...(error as ValidationError).errors[0], field: `items/${index}/parentId` }]);
    }
  }
  for (const item of input.items) {
    await db
      .updateTable('sys_menu')
      .set({ parent_id: item.parentId, order_num: item.orderNum })
      .where('id', '=', item.id)
      .execute();
  }
}
