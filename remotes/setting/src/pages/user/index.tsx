import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Input, Select, Space, Tag } from '@arco-design/web-react';
import { ENABLED_STATUS, lazyOverlay, selectUserInfo, useAppSelector, useT } from '@backoffice/shared';
import { roleName } from '@backoffice/shared/catalogue';
import {
  type BulkAction,
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import type { CreateSettingUserApiArg, ExportSettingUserApiArg, ListSettingUserApiArg } from './userApi.generated';
import {
  ALL_ROLES,
  type StaffUser,
  useDisableSettingUserMutation,
  useEnableSettingUserMutation,
  useListSettingRoleQuery,
  useListSettingUserQuery,
} from './userApi';

// the drawers load when first opened: the list's first screen does not wait for them
const UserForm = lazyOverlay(
  () => import(/* webpackChunkName: "staff-user-form" */ './UserForm').then((module) => module.UserForm),
  ({ target }) => target !== null,
);
const ResetPasswordDrawer = lazyOverlay(
  () =>
    import(/* webpackChunkName: "staff-user-password" */ './ResetPasswordDrawer').then(
      (module) => module.ResetPasswordDrawer,
    ),
  ({ user }) => user !== null,
);

// the form's order: username, name, email, phone, password, roles; every column is one of the export's
const FIELDS = defineFields<
  StaffUser,
  CreateSettingUserApiArg['body'],
  ListSettingUserApiArg,
  ExportSettingUserApiArg
>()({
  username: {
    label: 'settingUser.username',
    column: { sortBy: 'username' },
    search: true,
    form: {
      extra: 'settingUser.username.hint',
      patternHint: 'settingUser.username.form',
      input: <Input autoComplete="off" />,
      editing: false,
    },
  },
  name: { label: 'settingUser.name', column: { sortBy: 'name' }, search: true, form: true },
  email: { label: 'settingUser.email', column: true, form: { patternHint: 'settingUser.email.form' } },
  // a number is read whole: never broken between its groups
  phone: {
    label: 'settingUser.phone',
    column: { bodyCellStyle: { whiteSpace: 'nowrap' } },
    form: { patternHint: 'settingUser.phone.form' },
  },
  password: {
    label: 'settingUser.password',
    form: { extra: 'settingUser.password.hint', input: <Input.Password autoComplete="new-password" />, editing: false },
  },
  status: {
    label: 'settingUser.status',
    valueType: 'enabledStatus',
    enum: ENABLED_STATUS,
    column: { sortBy: 'status' },
    search: true,
  },
  projectRoles: { label: 'settingUser.roles', column: true, form: { extra: 'settingUser.roles.hint' } },
  // the roles to choose from are read from the api
  roleCode: { label: 'settingUser.role', search: true },
  createTime: { label: 'settingUser.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
});

const ENABLED = 0;

/** Staff users of the back-office: who they are, whether they may sign in, their roles per project. */
export default function UserPage() {
  const t = useT();
  const list = useListParams<ListSettingUserApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListSettingUserQuery(list.request);
  const roles = useListSettingRoleQuery(ALL_ROLES);
  const [disable] = useDisableSettingUserMutation();
  const [enable] = useEnableSettingUserMutation();
  const setStatus = (id: number, enabled: boolean) => (enabled ? enable({ id }) : disable({ id })).unwrap();
  const [formTarget, setFormTarget] = useState<StaffUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const intl = useIntl();
  const me = useAppSelector(selectUserInfo)?.account;
  const projects = useAppSelector(selectUserInfo)?.projects;
  /** "DramaBox: Administrator and Operations; ShortMax: …": the user's roles in this view's projects, by name */
  const rolesText = (user: StaffUser) =>
    user.projectRoles
      .map((entry) =>
        t('settingUser.rolesIn', {
          project: projects?.find((project) => project.code === entry.projectCode)?.name ?? entry.projectCode,
          roles: intl.formatList(
            entry.roles.map((code) =>
              roleName(code, roles.data?.list.find((role) => role.code === code)?.name, intl.locale),
            ),
          ),
        }),
      )
      .join('; ');

  // Each user changed on its own; a refusal (409: the last admin of a project) was already
  // toasted with the api's message, and the rest still change.
  const bulkStatus = (enabled: boolean) => async (keys: (string | number)[]) => {
    const rows = result.data?.list ?? [];
    // users whose account is not the caller's to change are left as they are (the server would refuse them)
    const ids = keys.map(Number).filter((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row?.accountEditable && row.status !== (enabled ? ENABLED : 1);
    });
    const outcomes = await Promise.allSettled(ids.map((id) => setStatus(id, enabled)));
    if (outcomes.some((outcome) => outcome.status === 'rejected')) throw new Error('some users were not changed');
  };

  const bulkActions: BulkAction[] = [
    {
      key: 'disable',
      label: t('settingUser.disable'),
      permission: 'setting:user:edit',
      danger: true,
      confirm: (count) => t('settingUser.bulkDisable.confirm', { count }),
      run: bulkStatus(false),
    },
    {
      key: 'enable',
      label: t('settingUser.enable'),
      permission: 'setting:user:edit',
      confirm: (count) => t('settingUser.bulkEnable.confirm', { count }),
      run: bulkStatus(true),
    },
  ];

  const roleOptions = (roles.data?.list ?? []).map((role) => ({
    value: role.code,
    label: roleName(role.code, role.name, intl.locale),
  }));
  const columns = useFieldColumns<StaffUser, typeof FIELDS>(
    FIELDS,
    {
      projectRoles: (_: unknown, user: StaffUser) =>
        user.allProjects ? (
          <Space size={4}>
            <Tag color="arcoblue">{t('shared.project.all')}</Tag>
            {rolesText(user)}
          </Space>
        ) : (
          rolesText(user) || '—'
        ),
    },
    {
      roleCode: (
        <Select allowClear showSearch options={roleOptions} loading={roles.isFetching} placeholder={t('list.any')} />
      ),
    },
  );
  const rowActions = (user: StaffUser): RowAction[] => {
    const { id, username, status, accountEditable } = user;
    return [
      { key: 'edit', label: t('settingUser.edit'), permission: 'setting:user:edit', run: () => setFormTarget(user) },
      // one's own account, or one shared with projects the caller does not administer, stays as it is
      status === ENABLED
        ? {
            key: 'disable',
            label: t('settingUser.disable'),
            permission: 'setting:user:edit',
            danger: true,
            hidden: username === me || !accountEditable,
            confirm: { title: t('settingUser.disable.confirm', { username }), content: t('settingUser.disable.note') },
            done: t('settingUser.disabled', { username }),
            run: () => setStatus(id, false),
          }
        : {
            key: 'enable',
            label: t('settingUser.enable'),
            permission: 'setting:user:edit',
            hidden: username === me || !accountEditable,
            confirm: { title: t('settingUser.enable.confirm', { username }) },
            done: t('settingUser.enabled', { username }),
            run: () => setStatus(id, true),
          },
      {
        key: 'resetPassword',
        label: t('settingUser.resetPassword'),
        permission: 'setting:user:reset-password',
        hidden: !accountEditable,
        run: () => setResetting(user),
      },
    ];
  };

  return (
    <>
      <ListPage<StaffUser, typeof list.filters>
        title={t('menu.setting.user')}
        list={list}
        result={result}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="setting.user"
        create={{ label: t('settingUser.create'), permission: 'setting:user:add', onClick: () => setFormTarget('new') }}
        bulkActions={bulkActions}
        exporting={{ path: '/setting/user/export', listKey: 'setting.user', permission: 'setting:user:export' }}
      />
      <UserForm fields={FIELDS} target={formTarget} onClose={() => setFormTarget(null)} />
      <ResetPasswordDrawer user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
