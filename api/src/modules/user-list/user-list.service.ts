// The users area's list of app users: filters on each column (text ones by a part), sorted
// by whitelisted columns, with each user's coin balance read for the page alone.
import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import type { AppUser as AppUserTable, Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { listPage, presentRow, sortColumns } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { AppUser, AppUserListQuery } from './user-list.schemas';

export const APP_USER_SORT = sortColumns('app_user', ['create_time', 'username', 'country', 'vip', 'id']);
// every call carries `deleted` first in its default sort
const SORT = { ...APP_USER_SORT, deleted: 'app_user.deleted' };
const COLUMNS = ['id', 'user_code', 'username', 'email', 'phone', 'avatar', 'country', 'vip', 'gender', 'source', 'create_time'] as const;
type Row = Pick<Selectable<AppUserTable>, (typeof COLUMNS)[number]>;

export async function listAppUsers(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof AppUserListQuery>) {
  const rows = projectRows(db, scope);
  let matching = rows.read('app_user').where('deleted', '=', 0);
  if (query.registeredFrom) matching = matching.where('create_time', '>=', new Date(query.registeredFrom));
  if (query.registeredTo) matching = matching.where('create_time', '<', new Date(query.registeredTo));
  const spec = {
    contains: { username: 'app_user.username', email: 'app_user.email', phone: 'app_user.phone', userCode: 'app_user.user_code' },
    equals: { country: 'app_user.country', vip: 'app_user.vip', source: 'app_user.source' },
    sort: SORT,
    tieBreaker: 'app_user.id',
    present: (row: Row) => presentRow(row),
  };
  const page = await listPage(matching, (found) => found.select([...COLUMNS]), query, spec);
  const ids = page.list.map((user) => user.id);
  const wallets = ids.length ? await rows.read('wallet').select(['user_id', 'balance']).where('kind', '=', 'coin').where('user_id', 'in', ids).execute() : [];
  const coins = new Map(wallets.map((wallet) => [wallet.user_id, wallet.balance]));
  return { ...page, list: page.list.map((user): Static<typeof AppUser> => ({ ...user, coins: coins.get(user.id) ?? 0 })) };
}
