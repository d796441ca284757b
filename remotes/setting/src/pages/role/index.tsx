import { useState } from 'react';
import { Button, Input, Message, Space, Tooltip } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { usePermission, useT } from '@backoffice/shared';
import { EnabledStatusTag, type ListColumn, ListPage, PermissionButton, useConfirm, useListParams } from '@backoffice/shared/list';
import { RoleForm, ADMIN_ROLE } from './RoleForm';
import { RolePermissions } from './RolePermissions';
import { type Role, useDeleteRoleMutation, useListRolesQuery } from './roleApi';

const FILTERS = { keyword: 'string' } as const;

/** Roles and what they grant: the roles table, their forms and their permission tree. */
export default function RolePage() {
  const t = useT();
  const allowed = usePermission();
  const confirm = useConfirm();
  const list = useListParams({ filters: FILTERS });
  const roles = useListRolesQuery(list.request);
  const [remove] = useDeleteRoleMutation();
  const [editing, setEditing] = useState<{ role?: Role } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  // the permission drawer follows the saved role, so a save shows its new grants
  const grantingRole = granting && (roles.data?.list.find((role) => role.id === granting.id) ?? granting);

  const askDelete = (role: Role) =>
    confirm({
      title: t('settingRole.delete.title', { code: role.code }),
      content: role.userCount > 0 ? t('settingRole.delete.held', { count: role.userCount }) : t('settingRole.delete.content'),
      danger: true,
      onOk: async () => {
        await remove(role.id).unwrap();
        Message.success(t('settingRole.deleted', { code: role.code }));
      },
    });

  const columns: ListColumn<Role>[] = [
    { key: 'code', title: t('settingRole.code'), width: 160, sortBy: 'code' },
    { key: 'name', title: t('settingRole.name'), width: 180, sortBy: 'name' },
    { key: 'remark', title: t('settingRole.remark'), ellipsis: true },
    {
      key: 'status',
      title: t('settingRole.status'),
      width: 110,
      render: (status: number) => <EnabledStatusTag status={status} />,
    },
    { key: 'userCount', title: t('settingRole.userCount'), width: 140, align: 'right' },
    {
      key: 'actions',
      title: t('settingRole.actions'),
      width: 240,
      fixedShown: true,
      render: (_: unknown, role: Role) => (
        <Space size="mini">
          {allowed(['setting:role:edit']) && (
            <Button type="text" size="small" onClick={() => setEditing({ role })}>{t('settingRole.edit')}</Button>
          )}
          <Button type="text" size="small" onClick={() => setGranting(role)}>{t('settingRole.permissions')}</Button>
          {allowed(['setting:role:delete']) &&
            (role.code === ADMIN_ROLE ? (
              <Tooltip content={t('settingRole.delete.admin')}>
                <Button type="text" size="small" status="danger" disabled>{t('settingRole.delete')}</Button>
              </Tooltip>
            ) : (
              <Button type="text" size="small" status="danger" onClick={() => askDelete(role)}>{t('settingRole.delete')}</Button>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Role, typeof list.filters>
        title={t('menu.setting.role')}
        list={list}
        result={roles}
        columns={columns}
        rowKey="id"
        listKey="setting.role"
        searchFields={[{ name: 'keyword', label: t('settingRole.keyword'), input: <Input allowClear placeholder={t('settingRole.keyword.placeholder')} /> }]}
        toolbar={
          <PermissionButton permission="setting:role:add" type="primary" icon={<IconPlus />} onClick={() => setEditing({})}>
            {t('settingRole.add')}
          </PermissionButton>
        }
      />
      <RoleForm visible={Boolean(editing)} role={editing?.role} onClose={() => setEditing(null)} />
      <RolePermissions role={grantingRole} editable={allowed(['setting:role:edit'])} onClose={() => setGranting(null)} />
    </>
  );
}
