// Test support: a realistic logged-in user with two projects.
import { type ServerMenuItem, type UserInfo } from '../auth/types';

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    name: 'Mia Chen',
    avatar: '',
    job: 'operator',
    organization: 'ops',
    location: 'Singapore',
    email: 'mia@example.com',
    introduction: '',
    personalWebsite: '',
    jobName: 'Operator',
    organizationName: 'Operations',
    locationName: 'Singapore',
    phone: '',
    registrationDate: '2024-01-02 10:00:00',
    accountId: '1001',
    account: 'mia',
    certification: 1,
    allProjects: false,
    projects: [
      { id: 1, code: 'dramabox', tenantCode: 'T-DB', name: 'DramaBox' },
      { id: 2, code: 'shortmax', tenantCode: 'T-SM', name: 'ShortMax' },
    ],
    projectRoles: [
      { projectId: 1, projectCode: 'dramabox', roles: ['admin', 'operator'], permissions: [] },
      { projectId: 2, projectCode: 'shortmax', roles: ['normal'], permissions: [] },
    ],
    ...overrides,
  };
}

export function menuItem(overrides: Partial<ServerMenuItem>): ServerMenuItem {
  return {
    id: 1,
    parentId: 0,
    menuName: 'dashboard',
    menuType: 'C',
    url: '/dashboard',
    orderNum: 0,
    icon: '',
    visible: '1',
    remark: 'Dashboard',
    perms: '',
    ...overrides,
  };
}
