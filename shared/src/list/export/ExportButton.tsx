import { lazy, Suspense } from 'react';
import { Button, Dropdown, Menu, Message, Space, Tooltip } from '@arco-design/web-react';
import { IconDownload, IconExclamationCircle, IconExport } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isLocale, useLiveStatus, usePermission } from '@backoffice/shared';
import { formatBytes } from '../../format/bytes';
import { startDownload } from './startDownload';
import {
  type ExportColumn,
  type ExportFormat,
  type ExportJob,
  failureReasonOf,
  isUnderway,
  useDownloadExportMutation,
  useGetExportMineQuery,
  useStartExportMutation,
} from './exportApi';

// drawn only while an export runs: no list's first screen waits for Arco's Progress
const ExportProgress = lazy(() => import(/* webpackChunkName: "export-progress" */ './ExportProgress'));

export interface ExportSpec {
  /** the list's export route, e.g. '/setting/user/export' */
  path: string;
  /** the list's export key in the api, e.g. 'setting.user' */
  listKey: string;
  /** the button permission exporting needs, e.g. 'setting:user:export' */
  permission: string;
}

const POLL_MS = 1000;

interface ExportButtonProps {
  spec: ExportSpec;
  request: Record<string, unknown>;
  /** the columns the list shows, under its headers: the file's columns */
  columns?: ExportColumn[];
}

/** Export (CSV or XLSX) of what the list shows now, with the progress and download of the last export. */
export function ExportButton(props: ExportButtonProps) {
  const allowed = usePermission();
  return allowed([props.spec.permission]) ? <ExportControls {...props} /> : null;
}

function ExportControls({ spec, request, columns }: ExportButtonProps) {
  const intl = useIntl();
  // the list as it is now (its URL keeps sort, page size and filters): the file is written in this
  // language and time zone, and the notice opens the list so again
  const { search: listQuery } = useLocation();
  const [startExport, { isLoading: starting }] = useStartExportMutation();
  const last = useGetExportMineQuery({ listKey: spec.listKey, pageSize: 1 });
  const job = last.data?.list[0];
  // The live channel brings its progress and end; polls only while the channel is not open and the export is underway.
  const live = useLiveStatus() === 'open';
  const polling = isUnderway(job) && !live;
  useGetExportMineQuery(
    { listKey: spec.listKey, pageSize: 1 },
    { pollingInterval: polling ? POLL_MS : 0, skip: !polling },
  );

  const start = async (format: ExportFormat) => {
    try {
      await startExport({
        path: spec.path,
        format,
        request,
        columns,
        locale: isLocale(intl.locale) ? intl.locale : undefined,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        listQuery,
      }).unwrap();
      Message.info(intl.formatMessage({ id: 'export.started' }));
    } catch {
      // the base query already showed why
    }
  };
  const formats = (
    <Menu onClickMenuItem={(key) => void start(key as ExportFormat)}>
      <Menu.Item key="csv">{intl.formatMessage({ id: 'export.csv' })}</Menu.Item>
      <Menu.Item key="xlsx">{intl.formatMessage({ id: 'export.xlsx' })}</Menu.Item>
    </Menu>
  );
  return (
    <Space>
      {job && <ExportStatusView job={job} />}
      <Dropdown droplist={formats} trigger="click" position="br" disabled={starting || isUnderway(job)}>
        <Button icon={<IconExport />} loading={starting}>
          {intl.formatMessage({ id: 'export.button' })}
        </Button>
      </Dropdown>
    </Space>
  );
}

/** Progress, download or failure of one export job (also used by the export-record screen). */
export function ExportStatusView({ job }: { job: ExportJob }) {
  const intl = useIntl();
  const [requestDownload, { isLoading }] = useDownloadExportMutation();
  if (isUnderway(job)) {
    const label =
      job.status === 'queued'
        ? intl.formatMessage({ id: 'export.queued' })
        : intl.formatMessage(
            { id: 'export.running' },
            {
              done: intl.formatNumber(job.rowsDone),
              total: job.rowsTotal === null ? '…' : intl.formatNumber(job.rowsTotal),
            },
          );
    return (
      <Suspense fallback={<span aria-label={label}>{job.percent}%</span>}>
        <ExportProgress label={label} percent={job.percent} />
      </Suspense>
    );
  }
  if (job.status === 'succeeded') {
    const download = async () => {
      try {
        const { url } = await requestDownload({ id: job.id }).unwrap();
        startDownload(url);
      } catch {
        // the base query already showed why
      }
    };
    return (
      <Button type="text" icon={<IconDownload />} loading={isLoading} onClick={download}>
        {intl.formatMessage(
          { id: 'export.download' },
          { format: job.format.toUpperCase(), size: formatBytes(job.fileSize ?? 0) },
        )}
      </Button>
    );
  }
  if (job.status === 'failed') {
    return (
      <Tooltip content={intl.formatMessage({ id: 'export.failed' }, { reason: failureReasonOf(job, intl.locale) })}>
        <IconExclamationCircle
          style={{ color: 'rgb(var(--danger-6))' }}
          aria-label={intl.formatMessage({ id: 'export.failed' }, { reason: failureReasonOf(job, intl.locale) })}
        />
      </Tooltip>
    );
  }
  return null;
}
