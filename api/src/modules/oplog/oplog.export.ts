// The operation log as an export (customer-service/oplog's Export button): the list's
// filters, read in keyset batches.
import { countRows } from '../../platform/listQuery';
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { OplogListQuery } from './oplog.schemas';
import { operationsMatching } from './oplog.service';

const { username, title, method, status, beginTime, endTime, deleted } = OplogListQuery.properties;
const filterSchema = { username, title, method, status, beginTime, endTime, deleted };

export const oplogExport: ExportDefinition<typeof filterSchema> = {
  key: 'customer-service.oplog',
  title: 'Operation log',
  pagePath: '/customer-service/oplog',
  permission: 'customer-service:oplog:export',
  listPath: '/oplog/list',
  filterSchema,
  columns: [
    { key: 'id', header: 'ID' },
    { key: 'operTime', header: 'Time', time: true },
    { key: 'username', header: 'User' },
    { key: 'projectCode', header: 'Project' },
    { key: 'title', header: 'Operation' },
    { key: 'method', header: 'Method' },
    { key: 'url', header: 'URL' },
    { key: 'params', header: 'Parameters' },
    // the list's status column: the operation's result
    { key: 'status', header: 'Result', labels: { 0: 'succeeded', 1: 'failed' } },
    { key: 'httpStatus', header: 'HTTP status' },
    { key: 'errorMsg', header: 'Error' },
    { key: 'durationMs', header: 'Duration (ms)' },
    { key: 'clientIp', header: 'Client IP' },
  ],
  identifying: [{ key: 'id', header: { 'en-US': 'ID', 'zh-CN': 'ID' } }],
  // Only the sorts an index serves (0005 adds deleted, create_time, id): a million-row
  // export in another order would re-scan the table for every batch.
  sortable: {
    deleted: 'deleted',
    create_time: 'create_time',
    createTime: 'create_time',
    oper_time: 'oper_time',
    operTime: 'oper_time',
    id: 'id',
  },
  count: (db, scope, filters) => countRows(operationsMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = operationsMatching(db, scope, filters).select([
      'id',
      'oper_time',
      'username',
      'project_code',
      'title',
      'method',
      'url',
      'params',
      'status',
      'http_status',
      'error_msg',
      'duration_ms',
      'client_ip',
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
        status: row.status,
        httpStatus: row.http_status,
        errorMsg: row.error_msg,
        durationMs: row.duration_ms,
        clientIp: row.client_ip,
      }));
    }
  },
};
