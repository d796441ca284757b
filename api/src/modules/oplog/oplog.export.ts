// The operation log as an export (customer-service/oplog's Export button): the list's
// filters, read in keyset batches.
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { type ExportDefinition, keysetBatches } from '../export';
import { OplogListQuery } from './oplog.schemas';

const { username, title, method, status, beginTime, endTime, deleted } = OplogListQuery.properties;
const filterSchema = { username, title, method, status, beginTime, endTime, deleted };
type Filters = Static<ReturnType<typeof Type.Object<typeof filterSchema>>>;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The same rows as GET /oplog/list with these filters. */
function filtered(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  let base = db.selectFrom('sys_oper_log');
  if (!scope.all) base = base.where('project_code', '=', scope.projectCode);
  if (filters.username) base = base.where('username', 'ilike', contains(filters.username));
  if (filters.title) base = base.where('title', 'ilike', contains(filters.title));
  if (filters.method) base = base.where('method', '=', filters.method);
  if (filters.status !== undefined) base = base.where('status', '=', filters.status);
  if (filters.deleted !== undefined) base = base.where('deleted', '=', filters.deleted);
  if (filters.beginTime) base = base.where('oper_time', '>=', new Date(filters.beginTime));
  if (filters.endTime) base = base.where('oper_time', '<', new Date(filters.endTime));
  return base;
}

export const oplogExport: ExportDefinition<typeof filterSchema> = {
  key: 'customer-service.oplog',
  title: 'Operation log',
  pagePath: '/customer-service/oplog',
  permission: 'customer-service:oplog:export',
  listPath: '/oplog/list',
  filterSchema,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'operTime', header: 'Time' },
    { key: 'username', header: 'User' },
    { key: 'projectCode', header: 'Project' },
    { key: 'title', header: 'Operation' },
    { key: 'method', header: 'Method' },
    { key: 'url', header: 'URL' },
    { key: 'params', header: 'Parameters' },
    { key: 'result', header: 'Result' },
    { key: 'httpStatus', header: 'HTTP status' },
    { key: 'errorMsg', header: 'Error' },
    { key: 'durationMs', header: 'Duration (ms)' },
    { key: 'clientIp', header: 'Client IP' },
  ],
  // Only the sorts an index serves (0005 adds deleted, create_time, id): a million-row
  // export in another order would re-scan the table for every batch.
  sortable: { deleted: 'deleted', create_time: 'create_time', createTime: 'create_time', oper_time: 'oper_time', operTime: 'oper_time', id: 'id' },
  async count(db, scope, filters) {
    const row = await filtered(db, scope, filters).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return Number(row.total);
  },
  async *rows(db, scope, filters, sort) {
    const query = filtered(db, scope, filters).select([
      'id', 'oper_time', 'username', 'project_code', 'title', 'method', 'url', 'params', 'status', 'http_status', 'error_msg', 'duration_ms', 'client_ip',
    ]);
    for await (const rows of keysetBatches(db, query, sort, 'id')) {
      yield rows.map((row) => ({
        id: row.id,
        operTime: row.oper_time,
        username: row.username,
        projectCode: row.project_code,
        title: row.title,
        method: row.method,
        url: row.url,
        params: JSON.stringify(row.params),
        result: row.status === 0 ? 'succeeded' : 'failed',
        httpStatus: row.http_status,
        errorMsg: row.error_msg,
        durationMs: row.duration_ms,
        clientIp: row.client_ip,
      }));
    }
  },
};
