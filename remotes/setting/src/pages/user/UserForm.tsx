import { useMemo } from 'react';
import { Alert, Form, Input } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS_CODE, selectCurrentProject, selectUserInfo, useAppSelector, useT } from '@backoffice/shared';
import { FormDrawer } from '@backoffice/shared/list';
// the roles to grant are the role screen's list (one endpoint, one cache entry)
import { ALL_ROLES, useListRolesQuery } from '../role/roleApi';
import { ProjectRolesInput } from './ProjectRolesInput';
import { EMAIL_PATTERN, PHONE_PATTERN, USERNAME_PATTERN, passwordRules } from './rules';
import { type ProjectRoles, type StaffUser, type StaffUserCreate, useCreateStaffUserMutation, useEditStaffUserMutation } from './userApi';

/** The projects whose roles a save may change: the api accepts only the request's projects. */
function useScopeProjects() {
  const info = useAppSelector(selectUserInfo);
  const current = useAppSelector(selectCurrentProject);
  return useMemo(() => {
    if (!info || !current) return [];
    return current.code === ALL_PROJECTS_CODE ? info.projects : info.projects.filter((project) => project.code === current.code);
  }, [info, current]);
}

interface UserFormProps {
  /** 'new' to create, a user to edit, null when closed */
  target: StaffUser | 'new' | null;
  onClose(): void;
}

/** Create or edit a staff user: their details and their roles in each project of this view. */
export function UserForm({ target, onClose }: UserFormProps) {
  const intl = useIntl();
  const t = useT();
  const projects = useScopeProjects();
  const roles = useListRolesQuery(ALL_ROLES, { skip: target === null });
  const [create] = useCreateStaffUserMutation();
  const [edit] = useEditStaffUserMutation();
  const creating = target === 'new';
  const editing = target !== null && target !== 'new' ? target : null;
  // the server refuses account changes to a user shared with projects the caller does not administer
  const accountLocked = Boolean(editing && !editing.accountEditable);

  const initialValues = useMemo<Partial<StaffUserCreate>>(() => {
    if (!editing) return { projectRoles: [] };
    const { name, email, phone, projectRoles } = editing;
    return { name, email, phone, projectRoles };
  }, [editing]);

  const save = (values: StaffUserCreate) => {
    const projectRoles = (values.projectRoles ?? []).filter((entry) => entry.roles.length > 0);
    if (editing) {
      const { name, email, phone } = values;
      return edit({ id: editing.id, body: { name, email, phone: phone ?? '', projectRoles } }).unwrap();
    }
    return create({ ...values, projectRoles }).unwrap();
  };

  const required = (field: string) => ({ required: true, message: t('settingUser.required', { field: t(field) }) });

  return (
    <FormDrawer<StaffUserCreate>
      title={editing ? t('settingUser.edit.title', { username: editing.username }) : t('settingUser.create.title')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={600}
    >
      {(form) => (
        <>
          {creating && (
            <Form.Item
              field="username"
              label={t('settingUser.username')}
              extra={t('settingUser.username.hint')}
              rules={[required('settingUser.username'), { match: USERNAME_PATTERN, message: t('settingUser.username.invalid') }]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          )}
          {editing && !editing.accountEditable && <Alert type="info" content={t('settingUser.account.shared')} style={{ marginBottom: 16 }} />}
          <Form.Item field="name" label={t('settingUser.name')} disabled={accountLocked} rules={[required('settingUser.name'), { maxLength: 40, message: t('settingUser.tooLong', { max: 40 }) }]}>
            <Input />
          </Form.Item>
          <Form.Item field="email" label={t('settingUser.email')} disabled={accountLocked} rules={[required('settingUser.email'), { match: EMAIL_PATTERN, message: t('settingUser.email.invalid') }]}>
            <Input />
          </Form.Item>
          <Form.Item field="phone" label={t('settingUser.phone')} disabled={accountLocked} rules={[{ match: PHONE_PATTERN, message: t('settingUser.phone.invalid') }]}>
            <Input />
          </Form.Item>
          {creating && (
            <Form.Item
              field="password"
              label={t('settingUser.password')}
              extra={t('settingUser.password.hint')}
              rules={passwordRules(intl, () => String(form.getFieldValue('username') ?? ''))}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item
            field="projectRoles"
            label={t('settingUser.roles')}
            extra={t('settingUser.roles.hint')}
            rules={
              creating
                ? [{ required: true, validator: (value: ProjectRoles[] | undefined, callback) => callback(value?.length ? undefined : t('settingUser.roles.required')) }]
                : undefined
            }
          >
            <ProjectRolesInput projects={projects} roles={roles.data?.list ?? []} loading={roles.isFetching} />
          </Form.Item>
          {roles.isError && <Alert type="warning" content={t('settingUser.roles.loadFailed')} />}
        </>
      )}
    </FormDrawer>
  );
}
