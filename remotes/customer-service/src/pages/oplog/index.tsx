import { useState } from 'react';
import { useT } from '@backoffice/shared';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { OPERATION_METHOD, OPERATION_RESULT } from '../../enums';
import { type ExportOplogApiArg, type ListOplogApiArg, type Operation, useListOplogQuery } from './oplogApi';
import { OperationDrawer } from './OperationDrawer';
import './oplog.css';

// every column the list shows is one of the export's: the file holds what the list shows
const FIELDS = defineFields<Operation, never, ListOplogApiArg, ExportOplogApiArg>()({
  operTime: {
    label: 'oplog.operTime',
    valueType: 'dateTime',
    column: { sortBy: 'operTime' },
    search: { range: { from: 'beginTime', to: 'endTime' } },
  },
  username: {
    label: 'oplog.username',
    column: { sortBy: 'username' },
    search: { placeholder: 'oplog.username.placeholder' },
  },
  projectCode: { label: 'oplog.project', column: { render: (code) => code || '—' } },
  title: {
    label: 'oplog.title',
    column: { sortBy: 'title', ellipsis: true },
    search: { placeholder: 'oplog.title.placeholder' },
  },
  method: { label: 'oplog.method', valueType: 'enum', enum: OPERATION_METHOD, column: true, search: true },
  url: { label: 'oplog.url', column: { ellipsis: true, render: (url) => <code>{url}</code> } },
  status: {
    label: 'oplog.status',
    valueType: 'enum',
    enum: OPERATION_RESULT,
    column: { sortBy: 'status' },
    search: true,
  },
  httpStatus: { label: 'oplog.httpStatus', column: { align: 'right', defaultHidden: true } },
  durationMs: { label: 'oplog.durationMs', valueType: 'count', column: { sortBy: 'durationMs', align: 'right' } },
  clientIp: { label: 'oplog.clientIp', column: { defaultHidden: true } },
  errorMsg: {
    label: 'oplog.errorMsg',
    column: { ellipsis: true, defaultHidden: true, render: (error) => error || '—' },
  },
});

/** Every change made through the api: who, what, where and how it ended, each request a click away, and Export. */
export default function OperationLogPage() {
  const t = useT();
  const list = useListParams<ListOplogApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListOplogQuery(list.request);
  const columns = useFieldColumns<Operation, typeof FIELDS>(FIELDS);
  const [detailOf, setDetailOf] = useState<Operation | null>(null);
  return (
    <>
      <ListPage<Operation, typeof list.filters>
        title={t('menu.customer-service.oplog')}
        list={list}
        result={result}
        columns={columns}
        rowActions={(operation) => [{ key: 'detail', label: t('oplog.detail'), run: () => setDetailOf(operation) }]}
        rowKey="id"
        listKey="customer-service.oplog"
        emptyText={t('oplog.empty')}
        exporting={{
          path: '/oplog/export',
          listKey: 'customer-service.oplog',
          permission: 'customer-service:oplog:export',
        }}
      />
      <OperationDrawer operation={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}
