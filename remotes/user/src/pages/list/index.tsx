import { useState } from 'react';
import { Avatar, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router-dom';
import { lazyOverlay, useT } from '@backoffice/shared';
import { CREATOR_STATUS, GENDER, RISK_FLAGGED, VIP } from '../../enums';
import {
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import {
  type AppUser,
  type ExportUserListApiArg,
  type ListUserListApiArg,
  useListUserListQuery,
  useReviewUserListMutation,
} from './listApi';
import { RiskTag } from './RiskFlag';

// every column is one of the export's: the file holds what the list shows
const FIELDS = defineFields<AppUser, never, ListUserListApiArg, ExportUserListApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  username: {
    label: 'userList.username',
    column: {
      sortBy: 'username',
      fixedShown: true,
      render: (username, user) => (
        <Space size={8}>
          <Avatar size={28} style={{ backgroundColor: avatarColour(user.userCode) }}>
            {user.avatar ? <img src={user.avatar} alt="" /> : username.slice(0, 1).toUpperCase()}
          </Avatar>
          {username}
        </Space>
      ),
    },
    search: { placeholder: 'userList.username.placeholder' },
  },
  // a user a refund left owing is flagged beside their code, where staff look first
  userCode: {
    label: 'userList.userCode',
    valueType: 'code',
    column: {
      render: (userCode, user) => (
        <Space size={4}>
          {userCode}
          <RiskTag user={user} />
        </Space>
      ),
    },
    search: true,
  },
  riskFlagged: { label: 'userList.riskFlagged', enum: RISK_FLAGGED, search: true },
  email: { label: 'userList.email', column: true, search: { placeholder: 'userList.email.placeholder' } },
  // the phone and the country are in the user's details (and filters): the list fits a 1440 px screen without them
  phone: {
    label: 'userList.phone',
    column: { render: (phone) => phone || '—', defaultHidden: true },
    search: { placeholder: 'userList.phone.placeholder' },
  },
  gender: { label: 'userList.gender', valueType: 'enum', enum: GENDER, column: { defaultHidden: true } },
  country: {
    label: 'userList.country',
    column: { defaultHidden: true },
    search: { placeholder: 'userList.country.placeholder' },
  },
  vip: {
    label: 'userList.vip',
    enum: VIP,
    column: { render: (vip) => (vip === 1 ? 'VIP' : '—') },
    search: true,
  },
  source: { label: 'userList.source', column: { defaultHidden: true }, search: true },
  social: { label: 'userList.social', column: true },
  creatorStatus: {
    label: 'userList.creatorStatus',
    valueType: 'enum',
    enum: CREATOR_STATUS,
    column: true,
    search: true,
  },
  // the flag's reason as a column to add (and to export with the flagged filter); the row's tag says it at a glance
  riskReason: {
    label: 'userList.riskReason',
    column: { defaultHidden: true, render: (reason) => reason ?? '—' },
  },
  coins: { label: 'userList.coins', valueType: 'count', column: { align: 'right' } },
  createTime: {
    label: 'userList.registered',
    valueType: 'dateTime',
    column: { sortBy: 'createTime' },
    search: { range: { from: 'registeredFrom', to: 'registeredTo' } },
  },
});

// the drawers load when first opened: the list's first screen does not wait for them
const UserDrawer = lazyOverlay(
  () => import(/* webpackChunkName: "user-detail" */ './UserDrawer').then((module) => module.UserDrawer),
  ({ user }) => user !== null,
);
const WalletDrawer = lazyOverlay(
  () => import(/* webpackChunkName: "user-wallet" */ './WalletDrawer').then((module) => module.WalletDrawer),
  ({ user }) => user !== null,
);

/** The app users of the project: who they are, their coins, their creator application, and their wallet a click away. */
export default function AppUsersPage() {
  const t = useT();
  const navigate = useNavigate();
  const list = useListParams<ListUserListApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListUserListQuery(list.request);
  const [review] = useReviewUserListMutation();
  const [walletOf, setWalletOf] = useState<AppUser | null>(null);
  const [detailOf, setDetailOf] = useState<AppUser | null>(null);

  const columns = useFieldColumns<AppUser, typeof FIELDS>(FIELDS, {
    // one count a line: as tall as the row's actions, and narrow enough for the list to fit a 1440 px screen
    social: (social: AppUser['social']) => (
      <span style={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
        {(['likes', 'follows', 'comments'] as const).map((count) => (
          <span key={count}>{t(`userList.social.${count}`, social)}</span>
        ))}
      </span>
    ),
  });
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
    { key: 'detail', label: t('userList.detail'), run: () => setDetailOf(user) },
    { key: 'wallet', label: t('userList.wallet'), run: () => setWalletOf(user) },
    {
      key: 'watched',
      label: t('userList.watched'),
      run: () => navigate(`/user/product/${encodeURIComponent(user.userCode)}`),
    },
    {
      key: 'activities',
      label: t('userList.activities'),
      permission: 'activity:record:query',
      run: () => navigate(`/activity/record?userCode=${encodeURIComponent(user.userCode)}`),
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
      />
      <UserDrawer user={detailOf} onClose={() => setDetailOf(null)} onWallet={setWalletOf} />
      <WalletDrawer user={walletOf} onClose={() => setWalletOf(null)} />
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
