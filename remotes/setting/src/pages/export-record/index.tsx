import { useState } from 'react';
import { Message, Select, Tag, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS_CODE, useCurrentProject, useT } from '@backoffice/shared';
import {
  type ExportFormat,
  formatBytes,
  formatDateTime,
  isUnderway,
  type ListColumn,
  type ListExportApiArg,
  ListPage,
  type RowAction,
  useListParams,
} from '@backoffice/shared/list';
import { EXPORT_STATUSES, FiltersCell, ProgressCell, StatusTag } from './ExportRecordCells';
import {
  type ExportRecord,
  isExpired,
  useDeleteExportMutation,
  useListExportQuery,
  useRetryExportMutation,
} from './exportRecordApi';

const POLL_MS = 2000;
// The lists known to export today, offered in the filter even before any export of them.
const KNOWN_LISTS = ['setting.user', 'customer-service.oplog'];
const FORMATS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

/** Every export of every list: who exported what, its progress and file; download, retry, delete. */
export default function ExportRecordPage() {
  const intl = useIntl();
  const t = useT();
  const project = useCurrentProject();
  const list = useListParams<ListExportApiArg>({
    filters: { listKey: 'string', status: 'string', format: 'string', username: 'string' },
  });
  // Polls while a visible job is queued or running, and stops once none is.
  const [polling, setPolling] = useState(false);
  const result = useListExportQuery(list.request, { pollingInterval: polling ? POLL_MS : 0 });
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

  // Format and size are in the download link already: columns to add when wanted.
  const columns: ListColumn<ExportRecord>[] = [
    {
      key: 'username',
      title: t('settingExportRecord.username'),
      search: true,
      searchPlaceholder: t('settingExportRecord.usernamePlaceholder'),
    },
    {
      key: 'listTitle',
      title: t('settingExportRecord.list'),
      render: (title: string, job: ExportRecord) => listName(job.listKey, title),
    },
    ...(project?.code === ALL_PROJECTS_CODE ? [{ key: 'projectCode', title: t('settingExportRecord.project') }] : []),
    {
      key: 'filters',
      title: t('settingExportRecord.filters'),
      render: (filters: unknown) => <FiltersCell filters={filters} />,
    },
    {
      key: 'format',
      title: t('settingExportRecord.format'),
      defaultHidden: true,
      render: (format: ExportFormat) => FORMATS[format],
    },
    {
      key: 'rowsTotal',
      title: t('settingExportRecord.rows'),
      sortBy: 'rows_total',
      render: (_: unknown, job: ExportRecord) =>
        `${intl.formatNumber(job.rowsDone)} / ${job.rowsTotal === null ? '—' : intl.formatNumber(job.rowsTotal)}`,
    },
    {
      key: 'status',
      title: t('settingExportRecord.status'),
      render: (_: unknown, job: ExportRecord) => <StatusTag job={job} />,
    },
    {
      key: 'progress',
      title: t('settingExportRecord.progress'),
      render: (_: unknown, job: ExportRecord) => <ProgressCell job={job} />,
    },
    {
      key: 'fileSize',
      title: t('settingExportRecord.size'),
      sortBy: 'file_size',
      defaultHidden: true,
      render: (size: number | null) => (size === null ? '—' : formatBytes(size)),
    },
    { key: 'createTime', title: t('settingExportRecord.createTime'), sortBy: 'create_time', valueType: 'dateTime' },
    { key: 'finishTime', title: t('settingExportRecord.finishTime'), sortBy: 'finish_time', valueType: 'dateTime' },
    {
      key: 'expireTime',
      title: t('settingExportRecord.expireTime'),
      render: (time: string | null, job: ExportRecord) =>
        isExpired(job) ? <Tag color="orange">{t('settingExportRecord.expired')}</Tag> : formatDateTime(time),
    },
  ];

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
      // no column holds the list key, and the statuses and formats are the api's, not an enum of shared
      searchFields={[
        {
          name: 'listKey',
          label: t('settingExportRecord.list'),
          input: (
            <Select
              allowClear
              showSearch
              placeholder={t('settingExportRecord.listPlaceholder')}
              options={[...listOptions].map(([value, label]) => ({ value, label }))}
            />
          ),
        },
        {
          name: 'status',
          label: t('settingExportRecord.status'),
          input: (
            <Select
              allowClear
              placeholder={t('settingExportRecord.any')}
              options={EXPORT_STATUSES.map((status) => ({
                value: status,
                label: t(`settingExportRecord.status.${status}`),
              }))}
            />
          ),
        },
        {
          name: 'format',
          label: t('settingExportRecord.format'),
          input: (
            <Select
              allowClear
              placeholder={t('settingExportRecord.any')}
              options={Object.entries(FORMATS).map(([value, label]) => ({ value, label }))}
            />
          ),
        },
      ]}
    />
  );
}
