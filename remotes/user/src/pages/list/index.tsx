import { lazy, Suspense, useState } from 'react';
import { Avatar, Select, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@backoffice/shared';
import { CREATOR_STATUS, GENDER } from '../../enums';
import { type ListColumn, ListPage, type RowAction, useListParams } from '@backoffice/shared/list';
import { type AppUser, type ListUserListApiArg, useListUserListQuery, useReviewUserListMutation } from './listApi';

// the drawers load when first opened: the list's first screen does not wait for them
const UserDrawer = lazy(() =>
  import(/* webpackChunkName: "user-detail" */ './UserDrawer').then((module) => ({ default: module.UserDrawer })),
);
const WalletDrawer = lazy(() =>
  import(/* webpackChunkName: "user-wallet" */ './WalletDrawer').then((module) => ({ default: module.WalletDrawer })),
);

/** The app users of the project: who they are, their coins, their creator application, and their wallet a click away. */
export default function AppUsersPage() {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListUserListApiArg>({
    filters: {
      username: 'string',
      email: 'string',
      phone: 'string',
      userCode: 'string',
      country: 'string',
      source: 'string',
      vip: 'number',
      creatorStatus: 'number',
      registeredFrom: 'string',
      registeredTo: 'string',
    },
  });
  const result = useListUserListQuery(list.request);
  const [review] = useReviewUserListMutation();
  const [walletOf, setWalletOf] = useState<AppUser | null>(null);
  const [detailOf, setDetailOf] = useState<AppUser | null>(null);
  // once opened, a drawer stays mounted so it can animate closed
  const [opened, setOpened] = useState({ detail: false, wallet: false });
  const openDetail = (user: AppUser) => {
    setOpened((was) => ({ ...was, detail: true }));
    setDetailOf(user);
  };
  const openWallet = (user: AppUser) => {
    setOpened((was) => ({ ...was, wallet: true }));
    setWalletOf(user);
  };

  const columns: ListColumn<AppUser>[] = [
    {
      key: 'username',
      title: t('userList.username'),
      sortBy: 'username',
      search: true,
      searchPlaceholder: t('userList.username.placeholder'),
      fixedShown: true,
      render: (username: string, user: AppUser) => (
        <Space size={8}>
          <Avatar size={28} style={{ backgroundColor: avatarColour(user.userCode) }}>
            {user.avatar ? <img src={user.avatar} alt="" /> : username.slice(0, 1).toUpperCase()}
          </Avatar>
          {username}
        </Space>
      ),
    },
    { key: 'userCode', title: t('userList.userCode'), search: true },
    { key: 'email', title: t('userList.email'), search: true, searchPlaceholder: t('userList.email.placeholder') },
    {
      key: 'phone',
      title: t('userList.phone'),
      search: true,
      searchPlaceholder: t('userList.phone.placeholder'),
      render: (phone: string) => phone || '—',
    },
    { key: 'gender', title: t('userList.gender'), valueType: 'enum', enum: GENDER, defaultHidden: true },
    { key: 'country', title: t('userList.country'), search: true, searchPlaceholder: 'US' },
    { key: 'vip', title: t('userList.vip'), render: (vip: number) => (vip === 1 ? 'VIP' : '—') },
    { key: 'source', title: t('userList.source'), defaultHidden: true, search: true },
    {
      key: 'social',
      title: t('userList.social'),
      render: (social: AppUser['social']) => (
        <span style={{ whiteSpace: 'nowrap' }}>{t('userList.social.counts', social)}</span>
      ),
    },
    { key: 'creatorStatus', title: t('userList.creatorStatus'), valueType: 'enum', enum: CREATOR_STATUS, search: true },
    { key: 'coins', title: t('userList.coins'), valueType: 'count', align: 'right' },
    {
      key: 'createTime',
      title: t('userList.registered'),
      sortBy: 'createTime',
      valueType: 'dateTime',
      search: { from: 'registeredFrom', to: 'registeredTo' },
    },
  ];
  const decide = (user: AppUser, decision: 'approve' | 'reject'): RowAction => ({
    key: decision,
    label: t(`userList.creator.${decision}`),
    permission: 'user:list:review',
    hidden: user.creatorStatus !== 1,
    danger: decision === 'reject',
    confirm: { title: t(`userList.creator.${decision}.confirm`, { user: user.username }) },
    run: () => review({ id: user.id, body: { decision } }).unwrap(),
  });
  const rowActions = (user: AppUser): RowAction[] => [
    { key: 'detail', label: t('userList.detail'), run: () => openDetail(user) },
    { key: 'wallet', label: t('userList.wallet'), run: () => openWallet(user) },
    {
      key: 'watched',
      label: t('userList.watched'),
      run: () => navigate(`/user/product/${encodeURIComponent(user.userCode)}`),
    },
    decide(user, 'approve'),
    decide(user, 'reject'),
  ];

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
        exporting={{ path: '/user/list/export', listKey: 'user.list', permission: 'user:list:export' }}
        searchFields={[
          {
            name: 'vip',
            label: t('userList.vip'),
            input: (
              <Select
                allowClear
                placeholder={t('list.any')}
                options={[
                  { value: 1, label: 'VIP' },
                  { value: 0, label: t('userList.notVip') },
                ]}
              />
            ),
          },
        ]}
      />
      <Suspense fallback={null}>
        {opened.detail && <UserDrawer user={detailOf} onClose={() => setDetailOf(null)} onWallet={openWallet} />}
        {opened.wallet && <WalletDrawer user={walletOf} onClose={() => setWalletOf(null)} />}
      </Suspense>
    </>
  );
}

const AVATAR_COLOURS = ['#165DFF', '#0FC6C2', '#722ED1', '#F77234', '#00B42A', '#EB0AA4', '#3491FA', '#D91AD9'];
/** A user without a picture gets their initial on a colour of their own, the same every time. */
function avatarColour(userCode: string): string {
  let hash = 0;
  for (const char of userCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}
