import { useState } from 'react';
import { Message, Select, Tag, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useLiveStatus, useT } from '@backoffice/shared';
import {
  defineFields,
  formatBytes,
  formatDateTime,
  isUnderway,
  type ListExportApiArg,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { FiltersCell, ProgressCell, StatusTag } from './ExportRecordCells';
import { EXPORT_FORMAT, EXPORT_STATUS } from './exportEnums';
import {
  type ExportRecord,
  isExpired,
  useDeleteExportMutation,
  useListExportQuery,
  useRetryExportMutation,
} from './exportRecordApi';

const POLL_MS = 2000;
// The lists that export today (every module's declared exports), offered in the filter even before any export of them.
const KNOWN_LISTS = ['setting.user', 'user.list', 'product.list', 'customer-service.oplog'];

// Format and size are in the download link already: columns to add when wanted.
const FIELDS = defineFields<ExportRecord, never, ListExportApiArg>()({
  username: {
    label: 'settingExportRecord.username',
    column: true,
    search: { placeholder: 'settingExportRecord.usernamePlaceholder' },
  },
  listTitle: { label: 'settingExportRecord.list', column: true },
  // no column holds the key: the filter offers the lists known and those the rows name
  listKey: { label: 'settingExportRecord.list', search: true },
  // shown under all projects only
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  filters: { label: 'settingExportRecord.filters', column: { render: (filters) => <FiltersCell filters={filters} /> } },
  format: {
    label: 'settingExportRecord.format',
    enum: EXPORT_FORMAT,
    column: { defaultHidden: true, render: (format) => format.toUpperCase() },
    search: { placeholder: 'settingExportRecord.any' },
  },
  rowsTotal: { label: 'settingExportRecord.rows', column: { sortBy: 'rows_total' } },
  status: {
    label: 'settingExportRecord.status',
    enum: EXPORT_STATUS,
    column: { render: (_, job) => <StatusTag job={job} /> },
    search: { placeholder: 'settingExportRecord.any' },
  },
  percent: { label: 'settingExportRecord.progress', column: { render: (_, job) => <ProgressCell job={job} /> } },
  fileSize: {
    label: 'settingExportRecord.size',
    column: { sortBy: 'file_size', defaultHidden: true, render: (size) => (size === null ? '—' : formatBytes(size)) },
  },
  createTime: { label: 'settingExportRecord.createTime', valueType: 'dateTime', column: { sortBy: 'create_time' } },
  finishTime: { label: 'settingExportRecord.finishTime', valueType: 'dateTime', column: { sortBy: 'finish_time' } },
  expireTime: { label: 'settingExportRecord.expireTime', column: true },
});

/** Every export of every list: who exported what, its progress and file; download, retry, delete. */
export default function ExportRecordPage() {
  const intl = useIntl();
  const t = useT();
  const list = useListParams<ListExportApiArg>({ filters: searchKinds(FIELDS) });
  // The live channel changes the rows as their exports move; without it, polls while a visible
  // job is queued or running, and stops once none is.
  const [polling, setPolling] = useState(false);
  const live = useLiveStatus() === 'open';
  const result = useListExportQuery(list.request, { pollingInterval: polling && !live ? POLL_MS : 0 });
  const underway = result.data?.list.some((job) => isUnderway(job)) ?? false;
  if (underway !== polling) setPolling(underway);
  const [retryExport] = useRetryExportMutation();
  const [deleteExport] = useDeleteExportMutation();

  // A list is named as its screen is (list key `setting.user` = screen `menu.setting.user`);
  // the api's English title stands in for a list whose screen has no name here.
  const listName = (listKey: string, fallback = listKey) =>
    intl.formatMessage({ id: `menu.${listKey}`, defaultMessage: fallback });
  const listOptions = new Map(KNOWN_LISTS.map((key) => [key, listName(key)]));
  for (const job of result.data?.list ?? [])
    if (!listOptions.has(job.listKey)) listOptions.set(job.listKey, listName(job.listKey, job.listTitle));

  const retry = async (id: number) => {
    try {
      await retryExport({ id }).unwrap();
      Message.success(t('settingExportRecord.retried'));
    } catch {
      // the base query already said why
    }
  };
  const rowActions = (job: ExportRecord): RowAction[] => [
    // retrying needs no button permission: the api checks the list's export permission
    {
      key: 'retry',
      label: t('settingExportRecord.retry'),
      hidden: job.status !== 'failed' && job.status !== 'expired',
      run: () => retry(job.id),
    },
    {
      key: 'delete',
      label: t('settingExportRecord.delete'),
      permission: 'setting:export-record:delete',
      danger: true,
      confirm: {
        title: t('settingExportRecord.deleteTitle', { list: listName(job.listKey, job.listTitle) }),
        content: t(isUnderway(job) ? 'settingExportRecord.deleteRunningContent' : 'settingExportRecord.deleteContent'),
        okText: t('settingExportRecord.delete'),
      },
      run: async () => {
        await deleteExport({ id: job.id }).unwrap();
        Message.success(t('settingExportRecord.deleted'));
      },
    },
  ];

  const columns = useFieldColumns<ExportRecord, typeof FIELDS>(
    FIELDS,
    {
      listTitle: (title: string, job) => listName(job.listKey, title),
      rowsTotal: (_: unknown, job) =>
        `${intl.formatNumber(job.rowsDone)} / ${job.rowsTotal === null ? '—' : intl.formatNumber(job.rowsTotal)}`,
      expireTime: (time: string | null, job) =>
        isExpired(job) ? <Tag color="orange">{t('settingExportRecord.expired')}</Tag> : formatDateTime(time),
    },
    {
      listKey: (
        <Select
          allowClear
          showSearch
          placeholder={t('settingExportRecord.listPlaceholder')}
          options={[...listOptions].map(([value, label]) => ({ value, label }))}
        />
      ),
    },
  );

  return (
    <ListPage<ExportRecord, typeof list.filters>
      title={t('menu.setting.export-record')}
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      rowKey="id"
      listKey="setting.export-record"
      // ListPage's empty state is generic: the hint says where records come from.
      toolbar={<Typography.Text type="secondary">{t('settingExportRecord.hint')}</Typography.Text>}
    />
  );
}
