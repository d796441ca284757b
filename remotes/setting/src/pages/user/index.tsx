import { useState } from 'react';
import { Button, Input, Select, Space, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ENABLED_STATUS, selectUserInfo, useAppSelector, useEnumSelectOptions, usePermission, useT } from '@backoffice/shared';
import { type BulkAction, EnabledStatusTag, formatDateTime, type ListColumn, ListPage, PermissionButton, useConfirm, useListParams } from '@backoffice/shared/list';
import { ALL_ROLES, useListRolesQuery } from '../role/roleApi';
import { ResetPasswordDrawer } from './ResetPasswordDrawer';
import { UserForm } from './UserForm';
import { type StaffUser, useListStaffUsersQuery, useSetStaffUserStatusMutation } from './userApi';

const ENABLED = 0;

/** "dramabox: admin, operator; shortmax: normal" — the user's roles in this view's projects. */
export const rolesText = (user: StaffUser) => user.projectRoles.map((entry) => `${entry.projectCode}: ${entry.roles.join(', ')}`).join('; ');

/** Staff users of the back-office: who they are, whether they may sign in, their roles per project. */
export default function UserPage() {
  const t = useT();
  const list = useListParams({ filters: { username: 'string', name: 'string', status: 'number', roleCode: 'string' } });
  const result = useListStaffUsersQuery(list.request);
  const roles = useListRolesQuery(ALL_ROLES);
  const [setStatus] = useSetStaffUserStatusMutation();
  const [formTarget, setFormTarget] = useState<StaffUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const allowed = usePermission();
  const confirm = useConfirm();
  const me = useAppSelector(selectUserInfo)?.account;

  const askStatus = (user: StaffUser, enable: boolean) =>
    confirm({
      title: t(enable ? 'settingUser.enable.confirm' : 'settingUser.disable.confirm', { username: user.username }),
      content: enable ? undefined : t('settingUser.disable.note'),
      danger: !enable,
      onOk: () => setStatus({ id: user.id, enable }).unwrap(),
    });

  // Each user changed on its own; a refusal (409: the last admin of a project) was already
  // toasted with the api's message, and the rest still change.
  const bulkStatus = (enable: boolean) => async (keys: (string | number)[]) => {
    const rows = result.data?.list ?? [];
    // users whose account is not the caller's to change are left as they are (the server would refuse them)
    const ids = keys.map(Number).filter((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row?.accountEditable && row.status !== (enable ? ENABLED : 1);
    });
    const outcomes = await Promise.allSettled(ids.map((id) => setStatus({ id, enable }).unwrap()));
    if (outcomes.some((outcome) => outcome.status === 'rejected')) throw new Error('some users were not changed');
  };

  const bulkActions: BulkAction[] = [
    { key: 'disable', label: t('settingUser.disable'), permission: 'setting:user:edit', danger: true, confirm: (count) => t('settingUser.bulkDisable.confirm', { count }), run: bulkStatus(false) },
    { key: 'enable', label: t('settingUser.enable'), permission: 'setting:user:edit', confirm: (count) => t('settingUser.bulkEnable.confirm', { count }), run: bulkStatus(true) },
  ];

  const canEdit = allowed(['setting:user:edit']);
  const canReset = allowed(['setting:user:reset-password']);
  const columns: ListColumn<StaffUser>[] = [
      { key: 'username', title: t('settingUser.username'), sortBy: 'username' },
      { key: 'name', title: t('settingUser.name'), sortBy: 'name' },
      { key: 'email', title: t('settingUser.email') },
      { key: 'phone', title: t('settingUser.phone') },
      {
        key: 'status',
        title: t('settingUser.status'),
        sortBy: 'status',
        render: (status: number) => <EnabledStatusTag status={status} />,
      },
      {
        key: 'projectRoles',
        title: t('settingUser.roles'),
        render: (_: unknown, user: StaffUser) => (user.allProjects ? <Space size={4}><Tag color="arcoblue">{t('shared.project.all')}</Tag>{rolesText(user)}</Space> : rolesText(user) || '—'),
      },
      { key: 'createTime', title: t('settingUser.created'), sortBy: 'createTime', render: (time: string) => formatDateTime(time) },
      {
        key: 'actions',
        title: t('list.actions'),
        fixedShown: true,
        render: (_: unknown, user: StaffUser) => (
          <Space size={0} wrap>
            {canEdit && <Button type="text" size="small" onClick={() => setFormTarget(user)}>{t('settingUser.edit')}</Button>}
            {canEdit && user.username !== me && user.accountEditable && (
              <Button type="text" size="small" status={user.status === ENABLED ? 'danger' : undefined} onClick={() => askStatus(user, user.status !== ENABLED)}>
                {t(user.status === ENABLED ? 'settingUser.disable' : 'settingUser.enable')}
              </Button>
            )}
            {canReset && user.accountEditable && <Button type="text" size="small" onClick={() => setResetting(user)}>{t('settingUser.resetPassword')}</Button>}
          </Space>
        ),
      },
  ];

  const statusOptions = useEnumSelectOptions(ENABLED_STATUS);
  const roleOptions = (roles.data?.list ?? []).map((role) => ({ value: role.code, label: role.name || role.code }));

  return (
    <>
      <ListPage<StaffUser, typeof list.filters>
        title={t('menu.setting.user')}
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        listKey="setting.user"
        searchFields={[
          { name: 'username', label: t('settingUser.username'), input: <Input allowClear /> },
          { name: 'name', label: t('settingUser.name'), input: <Input allowClear /> },
          { name: 'status', label: t('settingUser.status'), input: <Select allowClear options={statusOptions} placeholder={t('settingUser.any')} /> },
          { name: 'roleCode', label: t('settingUser.role'), input: <Select allowClear showSearch options={roleOptions} loading={roles.isFetching} placeholder={t('settingUser.any')} /> },
        ]}
        toolbar={
          <PermissionButton permission="setting:user:add" type="primary" icon={<IconPlus />} onClick={() => setFormTarget('new')}>
            {t('settingUser.create')}
          </PermissionButton>
        }
        bulkActions={bulkActions}
        exporting={{ path: '/setting/user/export', listKey: 'setting.user', permission: 'setting:user:export' }}
      />
      <UserForm target={formTarget} onClose={() => setFormTarget(null)} />
      <ResetPasswordDrawer user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
