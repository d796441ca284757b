// The setting area's staff users: list, create, edit, disable/enable, reset password.
// A request sees and changes only users sharing a project with its scope (`all` for an
// allProjects admin: every user), and only their roles in the scope's projects. Each write
// request is one transaction (platform/transactions.ts): a change that would leave a project
// without an enabled admin is checked after it is made, and refused by rolling it back.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import {
  conflict,
  fieldConflict,
  type FieldProblem,
  forbidden,
  notFound,
  ValidationError,
} from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { projectsWithPermission } from '../../platform/grants';
import { filteredBy, listPage, presentRow } from '../../platform/listQuery';
import type { Passwords } from '../../platform/passwords';
import {
  type ProjectRoles,
  STAFF_USER_SORT,
  type StaffUser,
  type StaffUserCreateBody,
  type StaffUserEditBody,
  type StaffUserListQuery,
} from './setting-user.schemas';
import { passwordProblem } from '../../domain/staff';

/** What is read of a user's row: the list's, one user's and the export's. */
export const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.name',
  'u.email',
  'u.phone',
  'u.status',
  'u.all_projects',
  'u.create_time',
] as const;
type UserRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string;
  status: number;
  all_projects: boolean;
  create_time: Date;
};

const ADMIN_ROLE = 'admin';
const EDIT_PERMISSION = 'setting:user:edit';

/** Every user, or those with a role in one of the scope's projects. */
function everyone(scope: ProjectScope, requester: SignedInUser): boolean {
  return scope.all && requester.allProjects;
}

export const projectIds = (scope: ProjectScope) => scope.projects.map((project) => project.id);

/** The filters of the staff users list (the list's and its export's). */
export type StaffUserFilters = Pick<Static<typeof StaffUserListQuery>, 'username' | 'name' | 'status' | 'roleCode'>;

/**
 * The users the list shows for these filters; the export reads the same rows. `all` is
 * only ever an allProjects admin's scope (the scope hook): every user.
 */
export function staffUsersMatching(db: Kysely<Database>, scope: ProjectScope, filters: StaffUserFilters) {
  const ids = projectIds(scope);
  let inScope = db.selectFrom('sys_user as u').where('u.deleted', '=', 0);
  if (!scope.all)
    inScope = inScope.where('u.id', 'in', (eb) =>
      eb.selectFrom('sys_user_project_role').select('user_id').where('project_id', 'in', ids),
    );
  const matching = filteredBy(inScope, filters, {
    contains: { username: 'u.username', name: 'u.name' },
    equals: { status: 'u.status' },
  });
  const { roleCode } = filters;
  if (!roleCode) return matching;
  return matching.where('u.id', 'in', (eb) =>
    eb
      .selectFrom('sys_user_project_role as g')
      .innerJoin('sys_role as r', 'r.id', 'g.role_id')
      .select('g.user_id')
      .where('r.code', '=', roleCode)
      .where('g.project_id', 'in', ids),
  );
}

export async function listStaffUsers(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  query: Static<typeof StaffUserListQuery>,
) {
  // the rows as read, with their roles: presented below with their reach, read for the whole page at once
  const spec = { sort: STAFF_USER_SORT, tieBreaker: 'u.id', present: (row: UserRow & RolesOfRow) => row };
  const page = await listPage(
    staffUsersMatching(db, scope, query),
    (matching) => matching.select([...USER_COLUMNS, projectRolesOfRow(db, scope, requester)]),
    query,
    spec,
  );
  return { ...page, list: await presentUsers(db, requester, page.list) };
}

/**
 * Of `userIds`, those whose account the requester may not change: an account is shared by
 * every project its user works in, so only an admin of all of them (or of all projects)
 * changes it. A user allowed all projects is in every project.
 */
async function outOfReach(db: Kysely<Database>, requester: SignedInUser, userIds: number[]): Promise<Set<number>> {
  if (requester.allProjects || !userIds.length) return new Set();
  const administered = (await projectsWithPermission(db, requester.id, EDIT_PERMISSION))
    .filter((project) => project.permitted)
    .map((project) => project.id);
  const rows = await db
    .selectFrom('sys_user as u')
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where((eb) =>
      eb.or([
        eb('u.all_projects', '=', true),
        eb.exists(
          eb
            .selectFrom('sys_user_project_role as g')
            .select('g.user_id')
            .whereRef('g.user_id', '=', 'u.id')
            .where('g.project_id', 'not in', administered.length ? administered : [-1]),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Refuses a change to the account of a user oneUser found out of the requester's reach. */
function assertAccountInReach(user: { username: string; accountEditable: boolean }) {
  if (!user.accountEditable) {
    throw forbidden(
      `${user.username} also works in projects you do not administer: only an admin of all projects may change this account`,
      'account.outOfReach',
      { username: user.username },
    );
  }
}

/** Users as the api answers them: with their roles in the projects the request sees, and whether the requester may change their account. */
async function presentUsers(
  db: Kysely<Database>,
  requester: SignedInUser,
  rows: (UserRow & RolesOfRow)[],
): Promise<Static<typeof StaffUser>[]> {
  const outside = await outOfReach(
    db,
    requester,
    rows.map((row) => row.id),
  );
  return rows.map(({ project_roles: projectRoles, ...row }) => ({
    ...presentRow(row),
    projectRoles: projectRoles ?? [],
    accountEditable: !outside.has(row.id),
  }));
}

interface RolesOfRow {
  /** never null (an aggregate's one row): typed as any subquery's column */
  project_roles: Static<typeof ProjectRoles>[] | null;
}

/**
 * A user's roles per project as a column of the query reading the user (`u`): a subquery on the
 * row, by project then role as rolesOf reads them, within the scope's projects unless the request
 * sees everyone; so a page and its roles are one round trip.
 */
function projectRolesOfRow(db: Kysely<Database>, scope: ProjectScope, requester: SignedInUser) {
  let grants = db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .innerJoin('sys_role as r', 'r.id', 'g.role_id')
    .select(['p.id', 'p.code', sql<string[]>`json_agg(r.code order by r.id)`.as('roles')])
    .whereRef('g.user_id', '=', sql.ref<number>('u.id'))
    .groupBy(['p.id', 'p.code']);
  if (!everyone(scope, requester)) {
    const ids = projectIds(scope);
    grants = grants.where('g.project_id', 'in', ids.length ? ids : [-1]);
  }
  return db
    .selectFrom(grants.as('t'))
    .select(
      sql<
        Static<typeof ProjectRoles>[]
      >`coalesce(json_agg(json_build_object('projectCode', t.code, 'roles', t.roles) order by t.id), '[]')`.as(
        'project_roles',
      ),
    )
    .as('project_roles');
}

/** Each user's roles per project, limited to `onlyProjects` unless null. */
export async function rolesOf(db: Kysely<Database>, userIds: number[], onlyProjects: number[] | null) {
  const result = new Map<number, Static<typeof ProjectRoles>[]>();
  if (!userIds.length) return result;
  let query = db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .innerJoin('sys_role as r', 'r.id', 'g.role_id')
    .select(['g.user_id', 'p.code as projectCode', 'r.code as role'])
    .where('g.user_id', 'in', userIds)
    .orderBy('p.id')
    .orderBy('r.id');
  if (onlyProjects) query = query.where('g.project_id', 'in', onlyProjects.length ? onlyProjects : [-1]);
  for (const row of await query.execute()) {
    const list = result.get(row.user_id) ?? [];
    let entry = list.find((item) => item.projectCode === row.projectCode);
    if (!entry) list.push((entry = { projectCode: row.projectCode, roles: [] }));
    entry.roles.push(row.role);
    result.set(row.user_id, list);
  }
  return result;
}

/**
 * A user the request may see: one sharing a project with its scope. `after` a change (which
 * may have taken their last role in the scope) the user is answered as they now are.
 */
async function oneUser(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
  { after = false } = {},
) {
  const row = await db
    .selectFrom('sys_user as u')
    .select([...USER_COLUMNS, projectRolesOfRow(db, scope, requester)])
    .where('u.id', '=', id)
    .where('u.deleted', '=', 0)
    .executeTakeFirst();
  const [user] = await presentUsers(db, requester, row ? [row] : []);
  if (!user || (!after && !everyone(scope, requester) && !user.projectRoles.length))
    throw notFound(`No user ${id} in your projects`);
  return user;
}

/** Resolves the asked roles to ids; every project must be in the scope, every role must exist. */
async function resolveGrants(db: Kysely<Database>, scope: ProjectScope, projectRoles: Static<typeof ProjectRoles>[]) {
  const problems: FieldProblem[] = [];
  const roles = await db
    .selectFrom('sys_role')
    .select(['id', 'code'])
    .where('deleted', '=', 0)
    .where('status', '=', 0)
    .execute();
  const roleId = new Map(roles.map((role) => [role.code, role.id]));
  const seen = new Set<string>();
  const grants: { project_id: number; role_id: number }[] = [];
  projectRoles.forEach((entry, index) => {
    const project = scope.projects.find((candidate) => candidate.code === entry.projectCode);
    if (!project)
      problems.push({
        field: `projectRoles/${index}/projectCode`,
        message: `${entry.projectCode} is not one of the request's projects`,
        rule: 'notFound',
      });
    else if (seen.has(project.code))
      problems.push({ field: `projectRoles/${index}/projectCode`, message: 'is listed twice', rule: 'repeated' });
    else seen.add(project.code);
    entry.roles.forEach((code, roleIndex) => {
      const id = roleId.get(code);
      if (id === undefined)
        problems.push({
          field: `projectRoles/${index}/roles/${roleIndex}`,
          message: `no role ${code}`,
          rule: 'notFound',
        });
      else if (project) grants.push({ project_id: project.id, role_id: id });
    });
  });
  if (problems.length) throw new ValidationError(problems);
  return grants;
}

/** No project of `projects` may be left without an enabled admin (checked after the change, which a refusal rolls back). */
async function assertAdminsRemain(db: Kysely<Database>, projects: { id: number; code: string }[]) {
  for (const project of projects) {
    const row = await db
      .selectFrom('sys_user_project_role as g')
      .innerJoin('sys_user as u', 'u.id', 'g.user_id')
      .innerJoin('sys_role as r', 'r.id', 'g.role_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('g.project_id', '=', project.id)
      .where('r.code', '=', ADMIN_ROLE)
      .where('u.status', '=', 0)
      .where('u.deleted', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(row.count) === 0) {
      throw conflict(
        `This change would leave project ${project.code} without an enabled admin: demoting or disabling the last admin is not allowed`,
        'account.lastAdmin',
        { project: project.code },
      );
    }
  }
}

/** The projects where `userId` is an admin now. */
async function adminProjects(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('sys_user_project_role as g')
    .innerJoin('sys_role as r', 'r.id', 'g.role_id')
    .innerJoin('sys_project as p', 'p.id', 'g.project_id')
    .select(['p.id', 'p.code'])
    .where('g.user_id', '=', userId)
    .where('r.code', '=', ADMIN_ROLE)
    .execute();
}

/** The account's fields a create and an edit both set, as columns: no phone is an empty one. */
const accountOf = (body: Static<typeof StaffUserEditBody>) => ({
  name: body.name,
  email: body.email,
  phone: body.phone ?? '',
});

export interface StaffDeps {
  db: Kysely<Database>;
  passwords: Passwords;
}

export async function createStaffUser(
  { db, passwords }: StaffDeps,
  scope: ProjectScope,
  requester: SignedInUser,
  body: Static<typeof StaffUserCreateBody>,
) {
  const weakness = passwordProblem('password', body.password, body.username, '');
  if (weakness) throw new ValidationError([weakness]);
  const grants = await resolveGrants(db, scope, body.projectRoles);
  const taken = await db.selectFrom('sys_user').select('id').where('username', '=', body.username).executeTakeFirst();
  if (taken) throw usernameTaken(body.username);
  const passwordHash = await passwords.hash(body.password);
  let id: number;
  try {
    const user = await db
      .insertInto('sys_user')
      .values({
        username: body.username,
        password_hash: passwordHash,
        account_id: `pending-${body.username}`,
        ...accountOf(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = user.id;
    await db
      .updateTable('sys_user')
      .set({ account_id: String(10000 + id) })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('sys_user_project_role')
      .values(grants.map((grant) => ({ ...grant, user_id: id })))
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw usernameTaken(body.username);
    throw error;
  }
  return oneUser(db, scope, requester, id);
}

const usernameTaken = (username: string) => fieldConflict('username', `${username} is already taken`);

export async function editStaffUser(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
  body: Static<typeof StaffUserEditBody>,
) {
  const user = await oneUser(db, scope, requester, id);
  const account = accountOf(body);
  if (account.name !== user.name || account.email !== user.email || account.phone !== user.phone)
    assertAccountInReach(user);
  const grants = await resolveGrants(db, scope, body.projectRoles);
  const before = await adminProjects(db, id);
  await db.updateTable('sys_user').set(account).where('id', '=', id).execute();
  await db
    .deleteFrom('sys_user_project_role')
    .where('user_id', '=', id)
    .where('project_id', 'in', projectIds(scope))
    .execute();
  if (grants.length)
    await db
      .insertInto('sys_user_project_role')
      .values(grants.map((grant) => ({ ...grant, user_id: id })))
      .execute();
  await assertAdminsRemain(db, before);
  // with no role left in the scope the user leaves the requester's projects: answered as they are now
  return oneUser(db, scope, requester, id, { after: true });
}

async function revokeSessions(db: Kysely<Database>, userId: number): Promise<number> {
  const revoked = await db
    .updateTable('sys_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}

export async function setStaffUserStatus(
  db: Kysely<Database>,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
  status: 0 | 1,
) {
  if (status === 1 && id === requester.id) throw conflict('You cannot disable your own account', 'account.disableSelf');
  assertAccountInReach(await oneUser(db, scope, requester, id));
  const before = await adminProjects(db, id);
  await db.updateTable('sys_user').set({ status }).where('id', '=', id).execute();
  let revokedSessions = 0;
  if (status === 1) {
    await assertAdminsRemain(db, before);
    revokedSessions = await revokeSessions(db, id);
  }
  return { user: await oneUser(db, scope, requester, id), revokedSessions };
}

export async function resetStaffPassword(
  { db, passwords }: StaffDeps,
  scope: ProjectScope,
  requester: SignedInUser,
  id: number,
  password: string,
) {
  if (id === requester.id) throw forbidden('Change your own password in user settings', 'account.ownPassword');
  const user = await oneUser(db, scope, requester, id);
  assertAccountInReach(user);
  const weakness = passwordProblem('password', password, user.username, '');
  if (weakness) throw new ValidationError([weakness]);
  const passwordHash = await passwords.hash(password);
  await db.updateTable('sys_user').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  const revokedSessions = await revokeSessions(db, id);
  return { user: await oneUser(db, scope, requester, id), revokedSessions };
}
