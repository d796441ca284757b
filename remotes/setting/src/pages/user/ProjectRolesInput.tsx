import { Select, Space, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import type { Project } from '@backoffice/shared';
import { roleName } from '@backoffice/shared/catalogue';
import type { ProjectRoles, Role } from './userApi';

interface ProjectRolesInputProps {
  /** the projects whose roles this form may change: the request's projects */
  projects: Project[];
  roles: Role[];
  loading?: boolean;
  value?: ProjectRoles[];
  onChange?: (value: ProjectRoles[]) => void;
}

/**
 * "Roles per project": one multi-select of roles per project. Its value is the api's
 * `projectRoles`, holding only the projects given at least one role.
 */
export function ProjectRolesInput({ projects, roles, loading, value = [], onChange }: ProjectRolesInputProps) {
  const intl = useIntl();
  const rolesIn = (code: string) => value.find((entry) => entry.projectCode === code)?.roles ?? [];
  const change = (code: string, chosen: string[]) => {
    const next = projects
      .map((project) => ({ projectCode: project.code, roles: project.code === code ? chosen : rolesIn(project.code) }))
      .filter((entry) => entry.roles.length > 0);
    onChange?.(next);
  };
  // A disabled role stays choosable only where it is already held, so saving keeps it.
  const options = (code: string) =>
    roles
      .filter((role) => role.status === 0 || rolesIn(code).includes(role.code))
      .map((role) => {
        const name = roleName(role.code, role.name, intl.locale);
        return { value: role.code, label: name !== role.code ? `${name} (${role.code})` : role.code };
      });

  if (!projects.length)
    return (
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'settingUser.roles.noProjects' })}</Typography.Text>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {projects.map((project) => (
        <div key={project.code} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Typography.Text style={{ width: 140, flex: 'none' }} ellipsis={{ showTooltip: true }}>
            {project.name} ({project.code})
          </Typography.Text>
          <Select
            mode="multiple"
            allowClear
            loading={loading}
            aria-label={intl.formatMessage({ id: 'settingUser.roles.in' }, { project: project.code })}
            placeholder={intl.formatMessage({ id: 'settingUser.roles.none' })}
            value={rolesIn(project.code)}
            options={options(project.code)}
            onChange={(chosen: string[]) => change(project.code, chosen)}
          />
        </div>
      ))}
    </Space>
  );
}
