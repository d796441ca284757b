import { useState } from 'react';
import { Button, Input, Message, Select, Space, Tag, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ALL_PROJECTS_CODE, useCurrentProject, usePermission, useT } from '@backoffice/shared';
import { formatBytes, formatDateTime, isUnderway, type ListColumn, ListPage, useConfirm, useListParams } from '@backoffice/shared/list';
import { FiltersCell, ProgressCell, StatusTag } from './ExportRecordCells';
import { EXPORT_FORMATS, EXPORT_STATUSES, type ExportRecord, isExpired, useDeleteExportMutation, useListExportRecordsQuery, useRetryExportMutation } from './exportRecordApi';

const POLL_MS = 2000;
// The lists known to export today, offered in the filter even before any export of them.
const KNOWN_LISTS = ['setting.user', 'customer-service.oplog'];

/** Every export of every list: who exported what, its progress and file; download, retry, delete. */
export default function ExportRecordPage() {
  const intl = useIntl();
  const t = useT();
  const allowed = usePermission();
  const confirm = useConfirm();
  const project = useCurrentProject();
  const list = useListParams({ filters: { listKey: 'string', status: 'string', format: 'string', username: 'string' } });
  // Polls while a visible job is queued or running, and stops once none is.
  const [polling, setPolling] = useState(false);
  const result = useListExportRecordsQuery({ ...list.request, projectCode: project?.code }, { pollingInterval: polling ? POLL_MS : 0 });
  const underway = result.data?.list.some((job) => isUnderway(job)) ?? false;
  if (underway !== polling) setPolling(underway);
  const [retryExport] = useRetryExportMutation();
  const [deleteExport] = useDeleteExportMutation();

  // A list is named as its screen is (list key `setting.user` = screen `menu.setting.user`);
  // the api's English title stands in for a list whose screen has no name here.
  const listName = (listKey: string, fallback = listKey) => intl.formatMessage({ id: `menu.${listKey}`, defaultMessage: fallback });
  const listOptions = new Map(KNOWN_LISTS.map((key) => [key, listName(key)]));
  for (const job of result.data?.list ?? []) if (!listOptions.has(job.listKey)) listOptions.set(job.listKey, listName(job.listKey, job.listTitle));

  const retry = async (job: ExportRecord) => {
    try {
      await retryExport(job.id).unwrap();
      Message.success(t('settingExportRecord.retried'));
    } catch {
      // the base query already said why
    }
  };
  const askDelete = (job: ExportRecord) =>
    confirm({
      title: t('settingExportRecord.deleteTitle', { list: listName(job.listKey, job.listTitle) }),
      content: t(isUnderway(job) ? 'settingExportRecord.deleteRunningContent' : 'settingExportRecord.deleteContent'),
      okText: t('settingExportRecord.delete'),
      danger: true,
      onOk: async () => {
        await deleteExport(job.id).unwrap();
        Message.success(t('settingExportRecord.deleted'));
      },
    });

  // Format and size are in the download link already: columns to add when wanted.
  const columns: ListColumn<ExportRecord>[] = [
    { key: 'username', title: t('settingExportRecord.username') },
    { key: 'listTitle', title: t('settingExportRecord.list'), render: (title: string, job: ExportRecord) => listName(job.listKey, title) },
    ...(project?.code === ALL_PROJECTS_CODE ? [{ key: 'projectCode', title: t('settingExportRecord.project') }] : []),
    { key: 'filters', title: t('settingExportRecord.filters'), render: (filters: ExportRecord['filters']) => <FiltersCell filters={filters} /> },
    { key: 'format', title: t('settingExportRecord.format'), defaultHidden: true, render: (format: string) => format.toUpperCase() },
    {
      key: 'rowsTotal',
      title: t('settingExportRecord.rows'),
      sortBy: 'rows_total',
      render: (_: unknown, job: ExportRecord) => `${intl.formatNumber(job.rowsDone)} / ${job.rowsTotal === null ? '—' : intl.formatNumber(job.rowsTotal)}`,
    },
    { key: 'status', title: t('settingExportRecord.status'), render: (_: unknown, job: ExportRecord) => <StatusTag job={job} /> },
    { key: 'progress', title: t('settingExportRecord.progress'), render: (_: unknown, job: ExportRecord) => <ProgressCell job={job} /> },
    { key: 'fileSize', title: t('settingExportRecord.size'), sortBy: 'file_size', defaultHidden: true, render: (size: number | null) => (size === null ? '—' : formatBytes(size)) },
    { key: 'createTime', title: t('settingExportRecord.createTime'), sortBy: 'create_time', render: (time: string) => formatDateTime(time) },
    { key: 'finishTime', title: t('settingExportRecord.finishTime'), sortBy: 'finish_time', render: (time: string | null) => formatDateTime(time) },
    {
      key: 'expireTime',
      title: t('settingExportRecord.expireTime'),
      render: (time: string | null, job: ExportRecord) => (isExpired(job) ? <Tag color="orange">{t('settingExportRecord.expired')}</Tag> : formatDateTime(time)),
    },
    {
      key: 'actions',
      title: t('settingExportRecord.actions'),
      fixedShown: true,
      render: (_: unknown, job: ExportRecord) => (
        <Space size={0}>
          {(job.status === 'failed' || job.status === 'expired') && (
            <Button type="text" size="small" onClick={() => void retry(job)}>{t('settingExportRecord.retry')}</Button>
          )}
          {allowed(['setting:export-record:delete']) && (
            <Button type="text" size="small" status="danger" onClick={() => askDelete(job)}>{t('settingExportRecord.delete')}</Button>
          )}
        </Space>
      ),
    },
  ];

  const option = (group: string) => (value: string) => ({ value, label: t(`settingExportRecord.${group}.${value}`) });
  return (
    <ListPage<ExportRecord, typeof list.filters>
      title={t('menu.setting.export-record')}
      list={list}
      result={result}
      columns={columns}
      rowKey="id"
      listKey="setting.export-record"
      // ListPage's empty state is generic: the hint says where records come from.
      toolbar={<Typography.Text type="secondary">{t('settingExportRecord.hint')}</Typography.Text>}
      searchFields={[
        {
          name: 'listKey',
          label: t('settingExportRecord.list'),
          input: <Select allowClear showSearch placeholder={t('settingExportRecord.listPlaceholder')} options={[...listOptions].map(([value, label]) => ({ value, label }))} />,
        },
        { name: 'status', label: t('settingExportRecord.status'), input: <Select allowClear placeholder={t('settingExportRecord.any')} options={EXPORT_STATUSES.map(option('status'))} /> },
        {
          name: 'format',
          label: t('settingExportRecord.format'),
          input: <Select allowClear placeholder={t('settingExportRecord.any')} options={EXPORT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))} />,
        },
        { name: 'username', label: t('settingExportRecord.username'), input: <Input allowClear placeholder={t('settingExportRecord.usernamePlaceholder')} /> },
      ]}
    />
  );
}
