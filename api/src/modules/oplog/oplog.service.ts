import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { orderByKeys, pagingOf, sortOf } from '../../platform/listQuery';
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

/** A literal LIKE pattern: the user's % and _ match themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function listOperations(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof OplogListQuery>) {
  const paging = pagingOf(query);
  const sort = sortOf(query, OPLOG_SORT);

  let base = db.selectFrom('sys_oper_log');
  // One project: its operations. `all`: every operation, sign-ins included.
  if (!scope.all) base = base.where('project_code', '=', scope.projectCode);
  if (query.username) base = base.where('username', 'ilike', contains(query.username));
  if (query.title) base = base.where('title', 'ilike', contains(query.title));
  if (query.method) base = base.where('method', '=', query.method);
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  if (query.deleted !== undefined) base = base.where('deleted', '=', query.deleted);
  if (query.beginTime) base = base.where('oper_time', '>=', new Date(query.beginTime));
  if (query.endTime) base = base.where('oper_time', '<', new Date(query.endTime));

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
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
