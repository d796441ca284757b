import { useState } from 'react';
import { Input, Message } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { usePermission, useT } from '@backoffice/shared';
import { type ListColumn, ListPage, PermissionButton, type RowAction, useListParams } from '@backoffice/shared/list';
import { RoleForm, ADMIN_ROLE } from './RoleForm';
import { RolePermissions } from './RolePermissions';
import type { ListSettingRoleApiArg } from './roleApi.generated';
import { type Role, useDeleteSettingRoleMutation, useListSettingRoleQuery } from './roleApi';

/** Roles and what they grant: the roles table, their forms and their permission tree. */
export default function RolePage() {
  const t = useT();
  const allowed = usePermission();
  const list = useListParams<ListSettingRoleApiArg>({ filters: { keyword: 'string' } });
  const roles = useListSettingRoleQuery(list.request);
  const [remove] = useDeleteSettingRoleMutation();
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  // the permission drawer follows the saved role, so a save shows its new grants
  const grantingRole = granting && (roles.data?.list.find((role) => role.id === granting.id) ?? granting);

  const rowActions = (role: Role): RowAction[] => {
    const { id, code, userCount } = role;
    return [
      { key: 'edit', label: t('settingRole.edit'), permission: 'setting:role:edit', run: () => setEditing({ role }) },
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
  const columns: ListColumn<Role>[] = [
    { key: 'code', title: t('settingRole.code'), width: 160, sortBy: 'code' },
    { key: 'name', title: t('settingRole.name'), width: 180, sortBy: 'name' },
    { key: 'remark', title: t('settingRole.remark'), ellipsis: true },
    { key: 'status', title: t('settingRole.status'), width: 110, valueType: 'enabledStatus' },
    { key: 'userCount', title: t('settingRole.userCount'), width: 140, align: 'right', valueType: 'count' },
  ];

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
        // one box for the code, name and remark: no column of its own
        searchFields={[
          {
            name: 'keyword',
            label: t('settingRole.keyword'),
            input: <Input allowClear placeholder={t('settingRole.keyword.placeholder')} />,
          },
        ]}
        toolbar={
          <PermissionButton
            permission="setting:role:add"
            type="primary"
            icon={<IconPlus />}
            onClick={() => setEditing({})}
          >
            {t('settingRole.add')}
          </PermissionButton>
        }
      />
      <RoleForm visible={Boolean(editing)} role={editing?.role} onClose={() => setEditing(null)} />
      <RolePermissions
        role={grantingRole}
        editable={allowed(['setting:role:edit'])}
        onClose={() => setGranting(null)}
      />
    </>
  );
}
