import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});

export const LoginAnswer = Envelope(
  Type.Object({ token: Type.String({ description: 'send it back in the client-token header' }) }),
);

export const Project = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  tenantCode: Type.String(),
  name: Type.String(),
});

export const ProjectRoles = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  roles: Type.Array(Type.String(), { description: 'role codes: admin, normal, operator…' }),
  permissions: Type.Array(Type.String(), {
    description: "button permissions (menu F items' perms) held in the project",
  }),
});

/** The logged-in user (read by shared/src/auth/types.ts UserInfo). */
export const UserInfo = Type.Object({
  name: Type.String(),
  avatar: Type.String(),
  job: Type.String(),
  organization: Type.String(),
  location: Type.String(),
  email: Type.String(),
  introduction: Type.String(),
  personalWebsite: Type.String(),
  jobName: Type.String(),
  organizationName: Type.String(),
  locationName: Type.String(),
  phone: Type.String(),
  registrationDate: Type.String({ description: 'YYYY-MM-DD HH:mm:ss, UTC' }),
  accountId: Type.String(),
  account: Type.String({ description: 'the username' }),
  certification: Type.Integer({ description: '1 certified, 0 not' }),
  allProjects: Type.Boolean({ description: 'may choose the `all` pseudo project' }),
  projects: Type.Array(Project),
  projectRoles: Type.Array(ProjectRoles),
});

export const UserInfoAnswer = Envelope(UserInfo);
export const LogoutAnswer = Envelope(Type.Null());
