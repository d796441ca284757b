// Export jobs as the export-record screen sees them: list, read, retry, delete, and the
// download tickets. Who may touch a job is decided in the job's project with the
// platform's grants (a job of a project the caller cannot see is a 404).
import fs from 'node:fs';
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import {
  announceExport,
  definitionOf,
  EXPORT_SORT,
  type ExportColumn,
  type ExportListQuery,
  filePathOf,
  holdsInProject,
  type JobRow,
  type MyExportsQuery,
  presentJob,
  queueJob,
} from '../../domain/export';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { API_PREFIX, type ProjectScope, type SignedInUser } from '../../platform/http';
import type { Jobs } from '../../platform/jobs';
import { containsPattern, countRows, orderByKeys, pagingOf, sortOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { newToken, tokenDigest } from '../../platform/tokens';

export const RECORD_PERMISSIONS = {
  query: 'setting:export-record:query',
  download: 'setting:export-record:download',
  delete: 'setting:export-record:delete',
};

const TICKET_MINUTES = 5;

/** The file answered with a 410: it existed, it is gone (expired, deleted, or the ticket was used). */
export class Gone extends Error {
  constructor(
    message: string,
    /** its code, for the browser to word it: export.expired, export.linkUsed, export.deleted */
    readonly problem: string,
  ) {
    super(message);
  }
}

/**
 * The job, if the caller may act on it: its owner (when `ownerMay`), or a holder of one of
 * `permissions` in its project. One who can see it otherwise (owner, record viewer) gets a
 * 403; anyone else a 404, as if it did not exist.
 */
export async function jobFor(
  db: Kysely<Database>,
  user: SignedInUser,
  id: number,
  permissions: string[],
  ownerMay = true,
): Promise<JobRow> {
  const row = await db
    .selectFrom('sys_export_job')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(`No export ${id}`);
  const owner = row.user_id === user.id;
  if (owner && ownerMay) return row;
  for (const permission of permissions) if (await holdsInProject(db, user, row.project_code, permission)) return row;
  if (owner || (await holdsInProject(db, user, row.project_code, RECORD_PERMISSIONS.query))) {
    throw forbidden(
      `You do not have the permission ${permissions.join(' or ')} in project ${row.project_code}`,
      'permission.missing',
      { permission: permissions.join(' / '), project: row.project_code },
    );
  }
  throw notFound(`No export ${id}`);
}

async function page(
  query: ReturnType<typeof jobsBase>,
  params: { pageNum?: number; pageSize?: number; sortBy?: string; sortType?: 'asc' | 'desc' },
) {
  const paging = pagingOf(params);
  const sort = sortOf(params, EXPORT_SORT);
  const [total, rows] = await Promise.all([
    countRows(query),
    orderByKeys(query.selectAll(), sort, 'id').limit(paging.pageSize).offset(paging.offset).execute(),
  ]);
  return { list: rows.map(presentJob), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

const jobsBase = (db: Kysely<Database>) => db.selectFrom('sys_export_job').where('deleted', '=', 0);

export async function listJobs(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof ExportListQuery>) {
  // the scope's projects' jobs, and under `all` the `all` exports too
  let base = projectRows(db, scope).exportJobs().where('deleted', '=', 0);
  if (query.listKey) base = base.where('list_key', '=', query.listKey);
  if (query.status) base = base.where('status', '=', query.status as JobRow['status']);
  if (query.username) base = base.where('username', 'ilike', containsPattern(query.username));
  if (query.format) base = base.where('format', '=', query.format);
  return page(base, query);
}

/** The caller's own jobs, newest first; a project sent (the browser always sends one) narrows to it. */
export async function myJobs(db: Kysely<Database>, user: SignedInUser, query: Static<typeof MyExportsQuery>) {
  let base = jobsBase(db).where('user_id', '=', user.id);
  if (query.projectCode) base = base.where('project_code', '=', query.projectCode);
  if (query.listKey) base = base.where('list_key', '=', query.listKey);
  return page(base, { ...query, sortBy: 'create_time', sortType: 'desc' });
}

/** Queues the same export again for the caller, who must hold the list's permission now. */
export async function retryJob(db: Kysely<Database>, jobs: Jobs, user: SignedInUser, id: number) {
  const job = await jobFor(db, user, id, [RECORD_PERMISSIONS.query]);
  if (job.status !== 'failed' && job.status !== 'expired')
    throw conflict(`Only a failed or expired export can be retried; this one is ${job.status}`, 'export.notRetryable');
  const definition = definitionOf(job.list_key);
  if (!definition) throw conflict(`${job.list_title} can no longer be exported`, 'export.listGone');
  if (!(await holdsInProject(db, user, job.project_code, definition.permission))) {
    throw forbidden(
      `You do not have the permission ${definition.permission} in project ${job.project_code}`,
      'permission.missing',
      { permission: definition.permission, project: job.project_code },
    );
  }
  const filters = (job.filters ?? {}) as Record<string, unknown>;
  const columns = job.columns as ExportColumn[] | null;
  return queueJob(db, jobs, {
    user,
    projectCode: job.project_code,
    definition,
    filters,
    format: job.format,
    sortBy: job.sort_by || undefined,
    sortType: job.sort_type,
    columns,
    locale: job.locale,
    timeZone: job.time_zone,
    listQuery: job.list_query,
  });
}

export async function deleteJob(db: Kysely<Database>, dir: string, user: SignedInUser, id: number) {
  const job = await jobFor(db, user, id, [RECORD_PERMISSIONS.delete], false);
  // A running job sees this at its next progress update and stops.
  await db.updateTable('sys_export_job').set({ deleted: 1 }).where('id', '=', id).execute();
  await announceExport(db, { ...job, deleted: 1 }, 'deleted');
  await fs.promises.rm(filePathOf(dir, job), { force: true });
  return { id };
}

export async function createTicket(db: Kysely<Database>, user: SignedInUser, id: number) {
  const job = await jobFor(db, user, id, [RECORD_PERMISSIONS.download]);
  if (job.status === 'expired' || (job.expire_time && job.expire_time.getTime() <= Date.now())) {
    throw new Gone('The export file has expired; retry the export', 'export.expired');
  }
  if (job.status !== 'succeeded')
    throw conflict(`The export is ${job.status}, there is no file to download`, 'export.notReady');
  const ticket = newToken();
  const row = await db
    .insertInto('sys_export_ticket')
    .values({
      job_id: job.id,
      user_id: user.id,
      ticket_hash: tokenDigest(ticket),
      expire_time: sql<Date>`now() + make_interval(mins => ${TICKET_MINUTES})`,
    })
    .returning('expire_time')
    .executeTakeFirstOrThrow();
  return { url: `${API_PREFIX}/export-file/${ticket}`, expireTime: row.expire_time.toISOString() };
}

/** Uses up the ticket: the job and its file, or a 404 (unknown) / Gone. */
export async function redeemTicket(db: Kysely<Database>, dir: string, ticket: string) {
  const hash = tokenDigest(ticket);
  const used = await db
    .updateTable('sys_export_ticket')
    .set({ used_time: sql<Date>`now()` })
    .where('ticket_hash', '=', hash)
    .where('used_time', 'is', null)
    .where('expire_time', '>', sql<Date>`now()`)
    .returning('job_id')
    .executeTakeFirst();
  if (!used) {
    const known = await db
      .selectFrom('sys_export_ticket')
      .select('id')
      .where('ticket_hash', '=', hash)
      .executeTakeFirst();
    if (!known) throw notFound('Unknown download link');
    throw new Gone(
      'This download link has expired or was already used; download again from the export records',
      'export.linkUsed',
    );
  }
  const job = await db.selectFrom('sys_export_job').selectAll().where('id', '=', used.job_id).executeTakeFirstOrThrow();
  if (job.deleted) throw new Gone('The export was deleted', 'export.deleted');
  const file = filePathOf(dir, job);
  if (
    job.status !== 'succeeded' ||
    !job.expire_time ||
    job.expire_time.getTime() <= Date.now() ||
    !fs.existsSync(file)
  ) {
    throw new Gone('The export file has expired; retry the export', 'export.expired');
  }
  return { job, file };
}
