import { useState } from 'react';
import { Select } from '@arco-design/web-react';
import { GENDER, useT } from '@backoffice/shared';
import { type ListColumn, ListPage, type RowAction, useListParams } from '@backoffice/shared/list';
import { type AppUser, type ListUserListApiArg, useListUserListQuery } from './listApi';
import { WalletDrawer } from './WalletDrawer';

/** The app users of the project: who they are, their coins, and their wallet a click away. */
export default function AppUsersPage() {
  const t = useT();
  const list = useListParams<ListUserListApiArg>({
    filters: { username: 'string', email: 'string', phone: 'string', userCode: 'string', country: 'string', source: 'string', vip: 'number' },
  });
  const result = useListUserListQuery(list.request);
  const [walletOf, setWalletOf] = useState<AppUser | null>(null);

  const columns: ListColumn<AppUser>[] = [
    { key: 'userCode', title: t('userList.userCode'), search: true },
    { key: 'username', title: t('userList.username'), sortBy: 'username', search: true, searchPlaceholder: t('userList.username.placeholder') },
    { key: 'email', title: t('userList.email'), search: true, searchPlaceholder: t('userList.email.placeholder') },
    { key: 'phone', title: t('userList.phone'), search: true, searchPlaceholder: t('userList.phone.placeholder') },
    { key: 'country', title: t('userList.country'), sortBy: 'country', search: true, searchPlaceholder: 'US' },
    { key: 'vip', title: t('userList.vip'), sortBy: 'vip', render: (vip: number) => (vip === 1 ? 'VIP' : '—') },
    { key: 'gender', title: t('userList.gender'), valueType: 'enum', enum: GENDER, defaultHidden: true },
    { key: 'source', title: t('userList.source'), defaultHidden: true, search: true },
    { key: 'coins', title: t('userList.coins'), valueType: 'count', align: 'right' },
    { key: 'createTime', title: t('userList.registered'), sortBy: 'createTime', valueType: 'dateTime' },
  ];
  const rowActions = (user: AppUser): RowAction[] => [{ key: 'wallet', label: t('userList.wallet'), run: () => setWalletOf(user) }];

  return (
    <>
      <ListPage<AppUser, typeof list.filters>
        title={t('menu.user.list')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="user.list"
        emptyText={t('userList.empty')}
        searchFields={[
          {
            name: 'vip',
            label: t('userList.vip'),
            input: <Select allowClear placeholder={t('list.any')} options={[{ value: 1, label: 'VIP' }, { value: 0, label: t('userList.notVip') }]} />,
          },
        ]}
      />
      <WalletDrawer user={walletOf} onClose={() => setWalletOf(null)} />
    </>
  );
}
