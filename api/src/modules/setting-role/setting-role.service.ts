import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, fieldConflict, notFound } from '../../platform/errors';
import { listPage } from '../../platform/listQuery';
import { type Role, type RoleBody, type RoleListQuery, ROLE_SORT } from './setting-role.schemas';

type Db = Kysely<Database>;

export const PROTECTED_ROLE = 'admin';

/** The roles page: filtered by a part of code, name or remark, sorted and paged by the server. */
export async function listRolePage(db: Db, query: Static<typeof RoleListQuery>) {
  const roles = db.selectFrom('sys_role as r').where('r.deleted', '=', 0);
  const spec = {
    containsAny: { keyword: ['r.code', 'r.name', 'r.remark'] },
    sort: ROLE_SORT,
    tieBreaker: 'r.id',
    present: (row: { id: number }) => row.id,
  };
  const page = await listPage(roles, (matching) => matching.select('r.id'), query, spec);
  const found = await rolesWithGrants(db, page.list);
  return { ...page, list: page.list.map((id) => found.find((role) => role.id === id)!) };
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
  const grants = await db
    .selectFrom('sys_role_menu')
    .select(['role_id', 'menu_id'])
    .where('role_id', 'in', ids)
    .orderBy('menu_id')
    .execute();
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
    if (role.code === PROTECTED_ROLE && input.code !== PROTECTED_ROLE)
      throw badRequest('code', 'of the admin role cannot change', 'fixed');
    if (role.code === PROTECTED_ROLE && input.status === 1)
      throw badRequest('status', 'the admin role cannot be disabled', 'fixed');
    await checkCodeFree(trx, input.code, id);
    await trx
      .updateTable('sys_role')
      .set({
        code: input.code,
        name: input.name.trim(),
        remark: input.remark ?? '',
        status: input.status ?? role.status,
      })
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
        (
          await trx.selectFrom('sys_menu').select('id').where('id', 'in', wanted).where('deleted', '=', 0).execute()
        ).map((row) => row.id),
      );
      const unknown = wanted.filter((menuId) => !known.has(menuId));
      if (unknown.length) throw badRequest('menuIds', `names no menu item: ${unknown.join(', ')}`, 'notFound');
    }
    await trx.deleteFrom('sys_role_menu').where('role_id', '=', id).execute();
    if (wanted.length)
      await trx
        .insertInto('sys_role_menu')
        .values(wanted.map((menuId) => ({ role_id: id, menu_id: menuId })))
        .execute();
    return roleById(trx, id);
  });
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await roleById(trx, id);
    if (role.code === PROTECTED_ROLE) throw conflict('The admin role cannot be deleted', 'role.protected');
    if (role.userCount > 0)
      throw conflict(
        `Role "${role.code}" is still held by ${role.userCount} user(s): take it from them first`,
        'role.held',
        {
          count: role.userCount,
        },
      );
    await trx.deleteFrom('sys_role').where('id', '=', id).execute();
  });
}
