// Who a signed-in staff member is, as getInfo answers it and as their own profile edit
// answers it again: their fields, projects and the roles and buttons they hold in each.
import { type Static, Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { userGrants } from '../../platform/grants';

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

/** A staff user's own row, as getInfo answers it. */
export function staffAccount(db: Kysely<Database>, userId: number) {
  return db.selectFrom('sys_user').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** `allProjectsOnly`: permissions a user not allowed all projects cannot use, so does not get. */
export async function userInfo(
  db: Kysely<Database>,
  userId: number,
  allProjectsOnly = new Set<string>(),
  /** the grants as read by userGrants, and the account as staffAccount reads it (a caller may keep them: platform/accessCache.ts) */
  kept: { grantsOf?: typeof userGrants; accountOf?: typeof staffAccount } = {},
): Promise<Static<typeof UserInfo>> {
  const { grantsOf = userGrants, accountOf = staffAccount } = kept;
  const user = await accountOf(db, userId);
  if (!user) throw notFound('This account no longer exists');
  const grants = await grantsOf(db, userId);
  const usable = (permissions: string[]) =>
    user.all_projects ? permissions : permissions.filter((permission) => !allProjectsOnly.has(permission));
  return {
    name: user.name,
    avatar: user.avatar,
    job: user.job,
    organization: user.organization,
    location: user.location,
    email: user.email,
    introduction: user.introduction,
    personalWebsite: user.personal_website,
    jobName: user.job_name,
    organizationName: user.organization_name,
    locationName: user.location_name,
    phone: user.phone,
    registrationDate: user.create_time.toISOString().slice(0, 19).replace('T', ' '),
    accountId: user.account_id,
    account: user.username,
    certification: user.certification,
    allProjects: user.all_projects,
    projects: grants.projects,
    projectRoles: grants.projectRoles.map((entry) => ({ ...entry, permissions: usable(entry.permissions) })),
  };
}
