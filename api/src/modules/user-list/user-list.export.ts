// The app users list as an export (user/list's Export button): the list's filters, each
// user's coin balance read per batch, rows read in keyset batches (a million users stream).
import { countRows } from '../../platform/listQuery';
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { APP_USER_SORT, AppUserFilters, CREATOR_STATUS_NAMES, GENDER_NAMES } from './user-list.schemas';
import { APP_USER_COLUMNS, appUsersMatching, coinsOf, socialOf } from './user-list.service';

const socialText = ({ likes, follows, comments }: { likes: number; follows: number; comments: number }) =>
  `${likes} likes, ${follows} follows, ${comments} comments`;

export const appUserExport: ExportDefinition<typeof AppUserFilters> = {
  key: 'user.list',
  title: 'App users',
  pagePath: '/user/list',
  permission: 'user:list:export',
  listPath: '/user/list/list',
  filterSchema: AppUserFilters,
  columns: [
    { key: 'projectCode', header: 'Project' },
    { key: 'userCode', header: 'User code' },
    { key: 'username', header: 'Username' },
    { key: 'email', header: 'Email' },
    { key: 'phone', header: 'Phone' },
    { key: 'country', header: 'Country' },
    { key: 'vip', header: 'VIP' },
    { key: 'gender', header: 'Gender' },
    { key: 'source', header: 'Source' },
    { key: 'social', header: 'Social interaction' },
    { key: 'creatorStatus', header: 'Creator status' },
    { key: 'coins', header: 'Coins' },
    { key: 'createTime', header: 'Registered' },
  ],
  sortable: APP_USER_SORT,
  count: (db, scope, filters) => countRows(appUsersMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = appUsersMatching(db, scope, filters).select([...APP_USER_COLUMNS]);
    for await (const rows of keysetBatches(db, query, sort, 'app_user.id')) {
      const ids = rows.map((row) => row.id);
      const [coins, social] = await Promise.all([coinsOf(db, scope, ids), socialOf(db, scope, ids)]);
      yield rows.map((row) => ({
        projectCode: row.project_code,
        userCode: row.user_code,
        username: row.username,
        email: row.email,
        phone: row.phone,
        country: row.country,
        vip: row.vip === 1 ? 'yes' : 'no',
        gender: GENDER_NAMES[row.gender as 0 | 1] ?? '',
        source: row.source,
        social: socialText(social.get(row.id)!),
        creatorStatus:
          row.creator_status === null
            ? ''
            : (CREATOR_STATUS_NAMES[row.creator_status as keyof typeof CREATOR_STATUS_NAMES] ?? ''),
        coins: coins.get(row.id) ?? 0,
        createTime: row.create_time,
      }));
    }
  },
};
