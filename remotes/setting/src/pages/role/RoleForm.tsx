import { useMemo } from 'react';
import { Form, Input, Radio } from '@arco-design/web-react';
import { ENABLED_STATUS, useEnumSelectOptions, useT } from '@backoffice/shared';
import { FormDrawer } from '@backoffice/shared/list';
import { type Role, type RoleValues, useCreateRoleMutation, useUpdateRoleMutation } from './roleApi';

export const ADMIN_ROLE = 'admin';
const CODE_PATTERN = /^[a-z][a-z0-9_-]*$/;

interface RoleFormProps {
  visible: boolean;
  /** the role edited; absent for a new one */
  role?: Role;
  onClose(): void;
}

export function RoleForm({ visible, role, onClose }: RoleFormProps) {
  const t = useT();
  const statusOptions = useEnumSelectOptions(ENABLED_STATUS);
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  const initialValues = useMemo<Partial<RoleValues>>(
    () => (role ? { code: role.code, name: role.name, remark: role.remark, status: role.status } : { status: 0 }),
    [role],
  );
  const isAdmin = role?.code === ADMIN_ROLE;

  const submit = async (values: RoleValues) => {
    const body = { ...values, name: values.name.trim(), remark: values.remark ?? '' };
    // the code never changes: the api still wants it on an edit, so the row's is sent
    return role ? update({ ...body, code: role.code, id: role.id }).unwrap() : create(body).unwrap();
  };

  return (
    <FormDrawer<RoleValues>
      title={role ? t('settingRole.form.editTitle', { code: role.code }) : t('settingRole.form.addTitle')}
      visible={visible}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        field="code"
        label={t('settingRole.code')}
        extra={t('settingRole.form.code.help')}
        rules={[
          { required: true, message: t('settingRole.form.code.required') },
          { match: CODE_PATTERN, message: t('settingRole.form.code.pattern') },
          { maxLength: 40, message: t('settingRole.form.tooLong', { max: 40 }) },
        ]}
      >
        <Input disabled={Boolean(role)} placeholder="operator" />
      </Form.Item>
      <Form.Item
        field="name"
        label={t('settingRole.name')}
        rules={[
          { required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('settingRole.form.name.required')) },
          { maxLength: 100, message: t('settingRole.form.tooLong', { max: 100 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item field="remark" label={t('settingRole.remark')} rules={[{ maxLength: 200, message: t('settingRole.form.tooLong', { max: 200 }) }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        field="status"
        label={t('settingRole.status')}
        extra={isAdmin ? t('settingRole.form.adminStatus') : t('settingRole.form.status.help')}
      >
        <Radio.Group disabled={isAdmin} options={statusOptions} />
      </Form.Item>
    </FormDrawer>
  );
}
