// How a new screen or button of the catalogue of screens reaches an existing database: the
// app calls addCatalogueMenuItems at every start (and migration 0006 did once), which adds to
// the menu what the catalogue has and the menu lacks (by url for groups and screens, by perms
// for buttons), and grants it as the seed would have. Nothing is changed or removed: the menu
// screen owns what exists. With `remember`, the items the menu has had are kept
// (sys_catalogue_item), so one deleted on the menu screen stays deleted across starts.
// A fresh database has no menu yet; the seed writes it whole.
import type { GroupEntry } from '@backoffice/shared/catalogue';
import { type Kysely, sql } from 'kysely';
import { grantedMenuIds, MENU_GROUPS, menuRows, roleGrant, type SeededRole } from '../seed/menu';
import type { Database } from '../types';

export interface CatchUpOptions {
  /** the catalogue's groups (tests add a screen); the catalogue's own by default */
  groups?: readonly GroupEntry[];
  /** add only what the menu never had, and remember what it has (from migration 0018 on) */
  remember?: boolean;
}

/** `db` is a migration's (Kysely<unknown>) or the app's. */
export async function addCatalogueMenuItems<DB>(
  anyDb: Kysely<DB>,
  { groups = MENU_GROUPS, remember = false }: CatchUpOptions = {},
): Promise<{ added: string[] }> {
  const db = anyDb as unknown as Kysely<Database>;
  const existing = await db
    .selectFrom('sys_menu')
    .select(['id', 'menu_type', 'url', 'perms'])
    .where('deleted', '=', 0)
    .execute();
  if (!existing.length) return { added: [] };

  const keyOf = (row: { menu_type: string; url?: string; perms?: string }) =>
    row.menu_type === 'F' ? `F ${row.perms}` : `${row.menu_type} ${row.url}`;
  const idOf = new Map(existing.map((row) => [keyOf(row), row.id]));
  const catalogue = menuRows(groups);
  const known = remember
    ? new Set((await db.selectFrom('sys_catalogue_item').select('item').execute()).map((row) => row.item))
    : new Set<string>();
  const catalogueKey = new Map(catalogue.map((row) => [row.id, keyOf(row)]));
  const roles = await db.selectFrom('sys_role').select(['id', 'code']).where('deleted', '=', 0).execute();
  // what the seed grants each seeded role (custom roles get nothing: their admin grants it)
  const seeded = new Set<string>(['admin', 'normal', 'operator']);
  const grantOf = new Map(
    roles
      .filter((role) => seeded.has(role.code))
      .map((role) => [role.id, new Set(grantedMenuIds(catalogue, roleGrant(role.code as SeededRole, groups)))]),
  );
  const added: string[] = [];

  const seen: string[] = [];
  for (const row of catalogue) {
    if (known.has(keyOf(row))) continue; // had it: deleted on purpose if it is gone
    seen.push(keyOf(row));
    if (idOf.has(keyOf(row))) continue;
    const parentId = row.parent_id === 0 ? 0 : idOf.get(catalogueKey.get(row.parent_id)!);
    if (parentId === undefined) continue; // its parent was deleted on purpose: leave it out too
    const { id: _seedId, parent_id: _seedParent, ...values } = row;
    const inserted = await db
      .insertInto('sys_menu')
      .values({ ...values, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOf.set(keyOf(row), inserted.id);
    added.push(keyOf(row));
    const grantees = roles.filter((role) => grantOf.get(role.id)?.has(row.id));
    if (grantees.length)
      await db
        .insertInto('sys_role_menu')
        .values(grantees.map((role) => ({ role_id: role.id, menu_id: inserted.id })))
        .execute();
  }
  if (remember && seen.length)
    await db
      .insertInto('sys_catalogue_item')
      .values(seen.map((item) => ({ item })))
      .onConflict((conflict) => conflict.column('item').doNothing())
      .execute();
  if (added.length)
    await sql`select setval(pg_get_serial_sequence('sys_menu', 'id'), (select max(id) from sys_menu))`.execute(db);
  return { added };
}
