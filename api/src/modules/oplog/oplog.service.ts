import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { containsPattern, countRows, orderByKeys, pagingOf, sortOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { OplogEntry, OplogListQuery } from './oplog.schemas';

/** What the oplog list may be sorted by (client name → column). */
export const OPLOG_SORT = {
  deleted: 'deleted',
  create_time: 'create_time',
  createTime: 'create_time',
  oper_time: 'oper_time',
  operTime: 'oper_time',
  duration_ms: 'duration_ms',
  durationMs: 'duration_ms',
  username: 'username',
  title: 'title',
  method: 'method',
  status: 'status',
  id: 'id',
};

/** The filters of the operation log (the list's and its export's). */
export type OplogFilters = Pick<
  Static<typeof OplogListQuery>,
  'username' | 'title' | 'method' | 'status' | 'deleted' | 'beginTime' | 'endTime'
>;

/** The operations the list shows for these filters; the export reads the same rows. */
export function operationsMatching(db: Kysely<Database>, scope: ProjectScope, filters: OplogFilters) {
  // One project: its operations. `all`: every operation, sign-ins included.
  let base = projectRows(db, scope).operationLog();
  if (filters.username) base = base.where('username', 'ilike', containsPattern(filters.username));
  if (filters.title) base = base.where('title', 'ilike', containsPattern(filters.title));
  if (filters.method) base = base.where('method', '=', filters.method);
  if (filters.status !== undefined) base = base.where('status', '=', filters.status);
  if (filters.deleted !== undefined) base = base.where('deleted', '=', filters.deleted);
  if (filters.beginTime) base = base.where('oper_time', '>=', new Date(filters.beginTime));
  if (filters.endTime) base = base.where('oper_time', '<', new Date(filters.endTime));
  return base;
}

export async function listOperations(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof OplogListQuery>) {
  const paging = pagingOf(query);
  const sort = sortOf(query, OPLOG_SORT);

  const base = operationsMatching(db, scope, query);

  const [total, rows] = await Promise.all([
    countRows(base),
    orderByKeys(base.selectAll(), sort, 'id').limit(paging.pageSize).offset(paging.offset).execute(),
  ]);

  const list: Static<typeof OplogEntry>[] = rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    username: row.username,
    projectCode: row.project_code,
    title: row.title,
    method: row.method,
    url: row.url,
    params: row.params,
    status: row.status,
    httpStatus: row.http_status,
    errorMsg: row.error_msg,
    durationMs: row.duration_ms,
    clientIp: row.client_ip,
    operTime: row.oper_time.toISOString(),
    deleted: row.deleted,
    createTime: row.create_time.toISOString(),
  }));
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}
