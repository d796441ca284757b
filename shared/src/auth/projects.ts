import { type Project, type UserInfo } from './types';

/** The pseudo project meaning "every project"; only users with `allProjects` may pick it. */
export const ALL_PROJECTS_CODE = 'all';
export const ALL_PROJECTS: Project = Object.freeze({ id: 0, code: ALL_PROJECTS_CODE, tenantCode: '', name: 'all' });

export function isProjectAllowed(info: UserInfo, code: string | null | undefined): code is string {
  if (!code) return false;
  if (code === ALL_PROJECTS_CODE) return info.allProjects;
  return info.projects.some((project) => project.code === code);
}

/** The default project: the one kept in this tab's session if still the user's, else the first one. */
export function pickDefaultProject(info: UserInfo, remembered: string | null): string | null {
  if (isProjectAllowed(info, remembered)) return remembered;
  return info.projects[0]?.code ?? (info.allProjects ? ALL_PROJECTS_CODE : null);
}

/**
 * Roles in a project; for `all`, every role the user holds somewhere, since no single
 * project's roles describe that view.
 */
export function rolesInProject(info: UserInfo, code: string | null): string[] {
  if (code === ALL_PROJECTS_CODE) {
    return [...new Set(info.projectRoles.flatMap((entry) => entry.roles))];
  }
  return info.projectRoles.find((entry) => entry.projectCode === code)?.roles ?? [];
}
