import { useState } from 'react';
import { Input, Message } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ENABLED_STATUS, usePermission, useT } from '@backoffice/shared';
import { roleName, roleRemark } from '@backoffice/shared/catalogue';
import {
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  SpecForm,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { RolePermissions } from './RolePermissions';
import {
  type CreateSettingRoleApiArg,
  createSettingRoleBody,
  editSettingRoleBody,
  type ListSettingRoleApiArg,
} from './roleApi.generated';
import {
  type Role,
  useCreateSettingRoleMutation,
  useDeleteSettingRoleMutation,
  useEditSettingRoleMutation,
  useListSettingRoleQuery,
} from './roleApi';

const ADMIN_ROLE = 'admin';

type RoleBody = CreateSettingRoleApiArg['body'];

const FIELDS = defineFields<Role, RoleBody, ListSettingRoleApiArg>()({
  // one box for the code, name and remark: no column of its own
  keyword: { label: 'settingRole.keyword', search: { placeholder: 'settingRole.keyword.placeholder' } },
  code: {
    label: 'settingRole.code',
    valueType: 'code',
    column: { width: 160, sortBy: 'code' },
    form: {
      extra: 'settingRole.form.code.help',
      patternHint: 'settingRole.form.code.pattern',
      input: <Input placeholder="operator" />,
      editing: { disabled: true },
    },
  },
  name: { label: 'settingRole.name', column: { width: 180, sortBy: 'name' }, form: true },
  remark: {
    label: 'settingRole.remark',
    column: { ellipsis: true },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} /> },
  },
  status: {
    label: 'settingRole.status',
    valueType: 'enabledStatus',
    enum: ENABLED_STATUS,
    column: { width: 110 },
    form: { extra: 'settingRole.form.status.help' },
  },
  userCount: { label: 'settingRole.userCount', valueType: 'count', column: { width: 140, align: 'right' } },
});
const NEW_ROLE: Partial<RoleBody> = { status: 0 };

/** Roles and what they grant: the roles table, their forms and their permission tree. */
export default function RolePage() {
  const t = useT();
  const allowed = usePermission();
  const list = useListParams<ListSettingRoleApiArg>({ filters: searchKinds(FIELDS) });
  const roles = useListSettingRoleQuery(list.request);
  const [create] = useCreateSettingRoleMutation();
  const [edit] = useEditSettingRoleMutation();
  const [remove] = useDeleteSettingRoleMutation();
  const [formTarget, setFormTarget] = useState<Role | 'new' | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const intl = useIntl();
  // a seeded role under its seeded name reads in the reader's language; the form edits the stored name
  const columns = useFieldColumns<Role, typeof FIELDS>(FIELDS, {
    name: (name: string, role) => roleName(role.code, name, intl.locale),
    remark: (remark: string, role) => roleRemark(role.code, remark, intl.locale),
  });

  // the permission drawer follows the saved role, so a save shows its new grants
  const grantingRole = granting && (roles.data?.list.find((role) => role.id === granting.id) ?? granting);
  // the admin role stays enabled: its status is shown, not changed
  const adminStatus =
    formTarget !== null && formTarget !== 'new' && formTarget.code === ADMIN_ROLE
      ? {
          status: {
            field: 'status',
            label: t('settingRole.status'),
            enum: ENABLED_STATUS,
            extra: t('settingRole.form.adminStatus'),
            disabled: true,
          },
        }
      : undefined;

  const rowActions = (role: Role): RowAction[] => {
    const { id, code, userCount } = role;
    return [
      { key: 'edit', label: t('settingRole.edit'), permission: 'setting:role:edit', run: () => setFormTarget(role) },
      { key: 'permissions', label: t('settingRole.permissions'), run: () => setGranting(role) },
      {
        key: 'delete',
        label: t('settingRole.delete'),
        permission: 'setting:role:delete',
        danger: true,
        disabled: code === ADMIN_ROLE ? t('settingRole.delete.admin') : undefined,
        confirm: {
          title: t('settingRole.delete.title', { code }),
          content: userCount > 0 ? t('settingRole.delete.held', { count: userCount }) : t('settingRole.delete.content'),
        },
        run: async () => {
          await remove({ id }).unwrap();
          Message.success(t('settingRole.deleted', { code }));
        },
      },
    ];
  };

  return (
    <>
      <ListPage<Role, typeof list.filters>
        title={t('menu.setting.role')}
        list={list}
        result={roles}
        columns={columns}
        rowActions={rowActions}
        rowKey="id"
        listKey="setting.role"
        create={{ label: t('settingRole.add'), permission: 'setting:role:add', onClick: () => setFormTarget('new') }}
      />
      <SpecForm<Role, RoleBody>
        fields={FIELDS}
        own={adminStatus}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={{ create: createSettingRoleBody, edit: editSettingRoleBody }}
        initialValues={NEW_ROLE}
        title={(role) => (role ? t('settingRole.form.editTitle', { code: role.code }) : t('settingRole.form.addTitle'))}
        // the code never changes: the api still wants it on an edit, so the row's is sent
        save={(body, role) =>
          (role ? edit({ id: role.id, body: { ...body, code: role.code } }) : create({ body })).unwrap()
        }
      />
      <RolePermissions
        role={grantingRole}
        editable={allowed(['setting:role:edit'])}
        onClose={() => setGranting(null)}
      />
    </>
  );
}
