import { useMemo } from 'react';
import { Input } from '@arco-design/web-react';
import { ENABLED_STATUS, useT } from '@backoffice/shared';
import { FormDrawer, type FormField, SchemaFields } from '@backoffice/shared/list';
import { type CreateSettingRoleApiArg, createSettingRoleBody, editSettingRoleBody } from './roleApi.generated';
import { type Role, useCreateSettingRoleMutation, useEditSettingRoleMutation } from './roleApi';

export const ADMIN_ROLE = 'admin';

type RoleSave = CreateSettingRoleApiArg['body'];

interface RoleFormProps {
  visible: boolean;
  /** the role edited; absent for a new one */
  role?: Role;
  onClose(): void;
}

/** Create or edit a role: its code (fixed once created), name, remark and status. */
export function RoleForm({ visible, role, onClose }: RoleFormProps) {
  const t = useT();
  const [create] = useCreateSettingRoleMutation();
  const [edit] = useEditSettingRoleMutation();
  const initialValues = useMemo<Partial<RoleSave>>(
    () =>
      role
        ? { code: role.code, name: role.name, remark: role.remark, status: role.status === 1 ? 1 : 0 }
        : { status: 0 },
    [role],
  );
  const isAdmin = role?.code === ADMIN_ROLE;

  // the code never changes: the api still wants it on an edit, so the row's is sent
  const save = (body: RoleSave) =>
    role ? edit({ id: role.id, body: { ...body, code: role.code } }).unwrap() : create({ body }).unwrap();

  const fields: FormField[] = [
    {
      field: 'code',
      label: t('settingRole.code'),
      extra: t('settingRole.form.code.help'),
      patternHint: t('settingRole.form.code.pattern'),
      disabled: Boolean(role),
      input: <Input placeholder="operator" />,
    },
    { field: 'name', label: t('settingRole.name') },
    {
      field: 'remark',
      label: t('settingRole.remark'),
      input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />,
    },
    {
      field: 'status',
      label: t('settingRole.status'),
      enum: ENABLED_STATUS,
      extra: isAdmin ? t('settingRole.form.adminStatus') : t('settingRole.form.status.help'),
      disabled: isAdmin,
    },
  ];

  return (
    <FormDrawer<RoleSave>
      title={role ? t('settingRole.form.editTitle', { code: role.code }) : t('settingRole.form.addTitle')}
      visible={visible}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <SchemaFields schema={role ? editSettingRoleBody : createSettingRoleBody} fields={fields} />
    </FormDrawer>
  );
}
