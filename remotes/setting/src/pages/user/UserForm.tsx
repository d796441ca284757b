import { useMemo } from 'react';
import { Alert } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS_CODE, selectCurrentProject, selectUserInfo, useAppSelector, useT } from '@backoffice/shared';
import { FormDrawer, type FormField, formFields, formValues, SchemaFields } from '@backoffice/shared/list';
import { ProjectRolesInput } from './ProjectRolesInput';
import { passwordCheck } from './rules';
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
  /** the screen's field spec: the form's fields, labels and hints */
  fields: object;
  /** 'new' to create, a user to edit, null when closed */
  target: StaffUser | 'new' | null;
  onClose(): void;
}

/**
 * Create or edit a staff user: their details and their roles in each project of this view.
 * Not a SpecForm: the password's rule reads the username being typed, the roles' picker needs
 * this view's projects, and a shared account is said above its fields; the fields, their
 * labels and hints are still the spec's.
 */
export function UserForm({ fields, target, onClose }: UserFormProps) {
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

  const initialValues = useMemo<Partial<StaffUserSave>>(
    () => (editing ? formValues<StaffUserSave>(fields, editing) : { projectRoles: [] }),
    [fields, editing],
  );

  const save = (values: StaffUserSave) => {
    const projectRoles = (values.projectRoles ?? []).filter((entry) => entry.roles.length > 0);
    if (!editing) return create({ body: { ...values, projectRoles } }).unwrap();
    const { name, email, phone } = values;
    return edit({ id: editing.id, body: { name, email, phone: phone ?? '', projectRoles } }).unwrap();
  };

  // what the spec cannot say: the account locked, the password's rule, the roles' picker
  const own = (field: FormField, username: () => string): FormField => {
    switch (field.field) {
      case 'name':
      case 'email':
      case 'phone':
        return { ...field, disabled: accountLocked };
      case 'password':
        return { ...field, rules: [passwordCheck(intl, username)] };
      case 'projectRoles':
        return {
          ...field,
          // a new user needs a role somewhere; an edit may take away every role in this view's projects
          required: !editing,
          requiredMessage: t('settingUser.roles.required'),
          input: <ProjectRolesInput projects={projects} roles={roles.data?.list ?? []} loading={roles.isFetching} />,
        };
      default:
        return field;
    }
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
          <SchemaFields
            schema={schema}
            fields={formFields(fields, t, Boolean(editing)).map((field) =>
              own(field, () => String(form.getFieldValue('username') ?? '')),
            )}
          />
          {roles.isError && <Alert type="warning" content={t('settingUser.roles.loadFailed')} />}
        </>
      )}
    </FormDrawer>
  );
}
