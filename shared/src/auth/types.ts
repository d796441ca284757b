/** A project the user may work in; every call is scoped by its codes. */
export interface Project {
  id: number;
  code: string;
  tenantCode: string;
  name: string;
}

export interface ProjectRoles {
  projectId: number;
  projectCode: string;
  roles: string[];
  permissions: string[];
}

/** The logged-in user as GET /getInfo returns it (UserInfo in api/src/modules/auth/auth.schemas.ts). */
export interface UserInfo {
  name: string;
  avatar: string;
  job: string;
  organization: string;
  location: string;
  email: string;
  introduction: string;
  personalWebsite: string;
  jobName: string;
  organizationName: string;
  locationName: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  account: string;
  certification: number;
  /** true when the user may choose the `all` pseudo project */
  allProjects: boolean;
  projects: Project[];
  projectRoles: ProjectRoles[];
}

/**
 * One row of the server menu (MenuItem in api/src/modules/menu/menu.schemas.ts):
 * M = module, C = page, F = button.
 */
export interface ServerMenuItem {
  id: number;
  parentId: number;
  menuName: string;
  menuType: 'M' | 'C' | 'F';
  url: string;
  orderNum: number;
  icon: string;
  /** "0" means hidden */
  visible: '0' | '1';
  /** used as the label */
  remark: string;
  /** button permission code (F items) */
  perms: string;
}
