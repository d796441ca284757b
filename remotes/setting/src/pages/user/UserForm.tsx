import { useMemo } from 'react';
import { Alert, Form, Input } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS_CODE, selectCurrentProject, selectUserInfo, useAppSelector, useT } from '@backoffice/shared';
import { FormDrawer, type FormField, SchemaFields } from '@backoffice/shared/list';
import { ProjectRolesInput } from './ProjectRolesInput';
import { passwordRules } from './rules';
import { type CreateSettingUserApiArg, createSettingUserBody, editSettingUserBody } from './userApi.generated';
import {
  ALL_ROLES,
  type StaffUser,
  useCreateSettingUserMutation,
  useEditSettingUserMutation,
  useListSettingRoleQuery,
} from './userApi';

type StaffUserSave = CreateSettingUserApiArg['body'];

/** The projects whose roles a save may change: the api accepts only the request's projects. */
function useScopeProjects() {
  const info = useAppSelector(selectUserInfo);
  const current = useAppSelector(selectCurrentProject);
  return useMemo(() => {
    if (!info || !current) return [];
    return current.code === ALL_PROJECTS_CODE
      ? info.projects
      : info.projects.filter((project) => project.code === current.code);
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
  const roles = useListSettingRoleQuery(ALL_ROLES, { skip: target === null });
  const [create] = useCreateSettingUserMutation();
  const [edit] = useEditSettingUserMutation();
  const editing = target !== null && target !== 'new' ? target : null;
  const schema = editing ? editSettingUserBody : createSettingUserBody;
  // the server refuses account changes to a user shared with projects the caller does not administer
  const accountLocked = Boolean(editing && !editing.accountEditable);

  const initialValues = useMemo<Partial<StaffUserSave>>(() => {
    if (!editing) return { projectRoles: [] };
    const { name, email, phone, projectRoles } = editing;
    return { name, email, phone, projectRoles };
  }, [editing]);

  const save = (values: StaffUserSave) => {
    const projectRoles = (values.projectRoles ?? []).filter((entry) => entry.roles.length > 0);
    if (!editing) return create({ body: { ...values, projectRoles } }).unwrap();
    const { name, email, phone } = values;
    return edit({ id: editing.id, body: { name, email, phone: phone ?? '', projectRoles } }).unwrap();
  };

  const account: FormField[] = [
    ...(editing
      ? []
      : [
          {
            field: 'username',
            label: t('settingUser.username'),
            extra: t('settingUser.username.hint'),
            patternHint: t('settingUser.username.form'),
            input: <Input autoComplete="off" />,
          },
        ]),
    { field: 'name', label: t('settingUser.name'), disabled: accountLocked },
    {
      field: 'email',
      label: t('settingUser.email'),
      disabled: accountLocked,
      patternHint: t('settingUser.email.form'),
    },
    {
      field: 'phone',
      label: t('settingUser.phone'),
      disabled: accountLocked,
      patternHint: t('settingUser.phone.form'),
    },
  ];
  const projectRoles: FormField = {
    field: 'projectRoles',
    label: t('settingUser.roles'),
    extra: t('settingUser.roles.hint'),
    // a new user needs a role somewhere; an edit may take away every role in this view's projects
    required: !editing,
    requiredMessage: t('settingUser.roles.required'),
    input: <ProjectRolesInput projects={projects} roles={roles.data?.list ?? []} loading={roles.isFetching} />,
  };

  return (
    <FormDrawer<StaffUserSave>
      title={editing ? t('settingUser.edit.title', { username: editing.username }) : t('settingUser.create.title')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={600}
    >
      {(form) => (
        <>
          {accountLocked && (
            <Alert type="info" content={t('settingUser.account.shared')} style={{ marginBottom: 16 }} />
          )}
          <SchemaFields schema={schema} fields={account} />
          {!editing && (
            <Form.Item
              field="password"
              label={t('settingUser.password')}
              extra={t('settingUser.password.hint')}
              rules={passwordRules(createSettingUserBody, t('settingUser.password'), intl, () =>
                String(form.getFieldValue('username') ?? ''),
              )}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <SchemaFields schema={schema} fields={[projectRoles]} />
          {roles.isError && <Alert type="warning" content={t('settingUser.roles.loadFailed')} />}
        </>
      )}
    </FormDrawer>
  );
}
