// The app users list as an export (user/list's Export button): the list's filters, each
// user's coin balance read per batch, rows read in keyset batches (a million users stream).
import { countRows } from '../../platform/listQuery';
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import type { NoticeLocale } from '../../domain/notifications';
import { APP_USER_SORT, AppUserFilters, CREATOR_STATUS_NAMES, GENDER_NAMES } from './user-list.schemas';
import { APP_USER_COLUMNS, appUsersMatching, coinsOf, socialOf } from './user-list.service';

type Social = { likes: number; follows: number; comments: number };
const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;
/** A user's social interaction as the list words it, its three counts in one cell (remotes/user's userList.social.*; a test holds them together). */
export const SOCIAL_TEXT: Record<NoticeLocale, (social: Social) => string> = {
  'en-US': ({ likes, follows, comments }) =>
    [
      counted(likes, 'like', 'likes'),
      counted(follows, 'follow', 'follows'),
      counted(comments, 'comment', 'comments'),
    ].join(' · '),
  'zh-CN': ({ likes, follows, comments }) => `点赞 ${likes} · 追剧 ${follows} · 评论 ${comments}`,
};

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
    { key: 'vip', header: 'VIP', labels: { 0: 'no', 1: 'yes' } },
    { key: 'gender', header: 'Gender', labels: Object.fromEntries(GENDER_NAMES.map((name, value) => [value, name])) },
    { key: 'source', header: 'Source' },
    { key: 'social', header: 'Social interaction' },
    { key: 'creatorStatus', header: 'Creator status', labels: CREATOR_STATUS_NAMES },
    { key: 'coins', header: 'Coins' },
    { key: 'riskReason', header: 'Why flagged' },
    { key: 'createTime', header: 'Registered', time: true },
  ],
  identifying: [{ key: 'userCode', header: { 'en-US': 'User code', 'zh-CN': '用户编码' } }],
  sortable: APP_USER_SORT,
  count: (db, scope, filters) => countRows(appUsersMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort, locale) {
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
        vip: row.vip,
        gender: row.gender,
        source: row.source,
        social: SOCIAL_TEXT[locale](social.get(row.id)!),
        creatorStatus: row.creator_status,
        coins: coins.get(row.id) ?? 0,
        riskReason: row.risk_reason ?? '',
        createTime: row.create_time,
      }));
    }
  },
};
