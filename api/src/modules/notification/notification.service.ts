// The navbar message box: each notification belongs to one staff user, in one project or
// in none (project-less ones show in every project). A user only ever sees and touches
// their own; in a project they see that project's plus the project-less ones.
import type { Static } from '@sinclair/typebox';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, NotificationKind } from '../../db/types';
import { forbidden } from '../../platform/errors';
import { publish } from '../../platform/live';
import type { SignedInUser } from '../../platform/http';
import { countRows, orderByKeys, pagingOf, sortOf } from '../../platform/listQuery';
import { ALL_PROJECTS } from '../../platform/scope';
import { wordingOf } from '../../domain/notifications';
import { type Notification, type NotificationListQuery } from './notification.schemas';

/** What the list may be sorted by (client name → column). */
export const NOTIFICATION_SORT = {
  deleted: 'deleted',
  create_time: 'create_time',
  createTime: 'create_time',
  read_at: 'read_at',
  readAt: 'read_at',
  id: 'id',
};

/** Whose notifications, and in which project: null = every project of theirs (`all` or none given). */
export interface NotificationScope {
  userId: number;
  projectCode: string | null;
}

/**
 * The caller's notification scope. A project must be one of the user's (and match the
 * tenant when one is sent); `all` (for a user allowed all projects) or no project means
 * every notification of the user.
 */
export async function notificationScope(
  db: Kysely<Database>,
  user: SignedInUser,
  projectCode: string | undefined,
  tenantCode: string | undefined,
): Promise<NotificationScope> {
  if (projectCode === ALL_PROJECTS && !user.allProjects)
    throw forbidden(
      'Your account may not use all projects; choose one of your projects',
      'scope.allProjectsNotAllowed',
    );
  // none sent: the caller's own notifications of every project, which are theirs to read anyway
  if (!projectCode || projectCode === ALL_PROJECTS) return { userId: user.id, projectCode: null };
  const project = await db
    .selectFrom('sys_project as p')
    .select(['p.code', 'p.tenant_code'])
    .where('p.code', '=', projectCode)
    .where('p.deleted', '=', 0)
    .where('p.status', '=', 0)
    .where('p.id', 'in', (eb) =>
      eb.selectFrom('sys_user_project_role').select('project_id').where('user_id', '=', user.id),
    )
    .executeTakeFirst();
  if (!project)
    throw forbidden(`You are not a member of project ${projectCode}`, 'project.notMember', { project: projectCode });
  if (tenantCode && tenantCode !== project.tenant_code) {
    throw forbidden(`Tenant ${tenantCode} is not the tenant of project ${projectCode}`, 'project.tenant', {
      tenant: tenantCode,
      project: projectCode,
    });
  }
  return { userId: user.id, projectCode: project.code };
}

/** The caller's live notifications within the scope. */
function visible(scope: NotificationScope) {
  return (eb: ExpressionBuilder<Database, 'sys_notification'>) =>
    eb.and([
      eb('user_id', '=', scope.userId),
      eb('deleted', '=', 0),
      ...(scope.projectCode === null
        ? []
        : [eb.or([eb('project_code', '=', scope.projectCode), eb('project_code', 'is', null)])]),
    ]);
}

export async function listNotifications(
  db: Kysely<Database>,
  scope: NotificationScope,
  query: Static<typeof NotificationListQuery>,
) {
  const paging = pagingOf(query);
  const sort = sortOf(query, NOTIFICATION_SORT);

  let base = db.selectFrom('sys_notification').where(visible(scope));
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.unread !== undefined) base = base.where('read_at', query.unread ? 'is' : 'is not', null);

  const [total, rows] = await Promise.all([
    countRows(base),
    orderByKeys(base.selectAll(), sort, 'id').limit(paging.pageSize).offset(paging.offset).execute(),
  ]);

  const list: Static<typeof Notification>[] = rows.map((row) => ({
    id: row.id,
    projectCode: row.project_code,
    kind: row.kind,
    ...wordingOf(row, query.locale ?? 'en-US'),
    link: row.link,
    exportId: row.export_id,
    read: row.read_at !== null,
    readAt: row.read_at ? row.read_at.toISOString() : null,
    deleted: row.deleted,
    createTime: row.create_time.toISOString(),
  }));
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

export async function unreadCounts(db: Kysely<Database>, scope: NotificationScope) {
  const rows = await db
    .selectFrom('sys_notification')
    .where(visible(scope))
    .where('read_at', 'is', null)
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('kind')
    .execute();
  const counts = { message: 0, notice: 0, todo: 0, total: 0 };
  for (const row of rows) {
    counts[row.kind] = Number(row.count);
    counts.total += Number(row.count);
  }
  return counts;
}

/** Marks the caller's unread notifications among `ids` read; others' ids change nothing. */
export async function markRead(db: Kysely<Database>, userId: number, ids: number[]): Promise<{ updated: number }> {
  const result = await db
    .updateTable('sys_notification')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('id', 'in', [...new Set(ids)])
    .where('deleted', '=', 0)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return announceRead(db, userId, Number(result.numUpdatedRows));
}

/** The user's other tabs count them read too. */
async function announceRead(db: Kysely<Database>, userId: number, updated: number): Promise<{ updated: number }> {
  if (updated) await publish(db, { topic: 'notifications', userId, payload: { change: 'read' } });
  return { updated };
}

/** Marks every unread notification of the caller in the scope read (of one kind, when given). */
export async function markAllRead(
  db: Kysely<Database>,
  scope: NotificationScope,
  kind?: NotificationKind,
): Promise<{ updated: number }> {
  let update = db
    .updateTable('sys_notification')
    .set({ read_at: sql<Date>`now()` })
    .where(visible(scope))
    .where('read_at', 'is', null);
  if (kind) update = update.where('kind', '=', kind);
  const result = await update.executeTakeFirst();
  return announceRead(db, scope.userId, Number(result.numUpdatedRows));
}
