import { Tag, Tooltip, Typography } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useEnumLabel, usePermission } from '@backoffice/shared';
import { ExportStatusView, failureReasonOf, isUnderway } from '@backoffice/shared/list';
import { EXPORT_STATUS } from './exportEnums';
import { type ExportRecord, isExpired } from './exportRecordApi';
// What the list's request carried besides its filters: not worth showing.
const NOT_FILTERS = new Set(['projectCode', 'tenantCode', 'sortBy', 'sortType', 'format', 'pageNum', 'pageSize']);

/** `status: 1, username: ann` — the filters an export was started with, on one line. */
export function filtersSummary(filters: unknown): string {
  return Object.entries(typeof filters === 'object' && filters !== null ? filters : {})
    .filter(([key, value]) => !NOT_FILTERS.has(key) && value !== null && value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

export function FiltersCell({ filters }: { filters: ExportRecord['filters'] }) {
  const intl = useIntl();
  const summary = filtersSummary(filters);
  if (!summary)
    return (
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'settingExportRecord.noFilters' })}</Typography.Text>
    );
  return (
    <Tooltip content={summary}>
      <span
        style={{
          display: 'inline-block',
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {summary}
      </span>
    </Tooltip>
  );
}

/** The status, "expired" as soon as the file's time is up. */
export function StatusTag({ job }: { job: ExportRecord }) {
  const label = useEnumLabel();
  const status = isExpired(job) ? 'expired' : job.status;
  return <Tag color={EXPORT_STATUS.colorOf(status)}>{label(EXPORT_STATUS, status)}</Tag>;
}

/** A bar while underway; the download (with its permission) when ready; why it failed; or that the file is gone. */
export function ProgressCell({ job }: { job: ExportRecord }) {
  const intl = useIntl();
  const allowed = usePermission();
  if (isUnderway(job)) return <ExportStatusView job={job} />;
  if (isExpired(job))
    return (
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'settingExportRecord.fileRemoved' })}
      </Typography.Text>
    );
  if (job.status === 'succeeded')
    return allowed(['setting:export-record:download']) ? <ExportStatusView job={job} /> : null;
  if (job.status === 'failed') {
    const reason = intl.formatMessage(
      { id: 'settingExportRecord.failedBecause' },
      { reason: failureReasonOf(job, intl.locale) || '—' },
    );
    return (
      <Tooltip content={reason}>
        <Typography.Text
          type="error"
          style={{
            display: 'inline-block',
            maxWidth: 200,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            margin: 0,
          }}
        >
          {reason}
        </Typography.Text>
      </Tooltip>
    );
  }
  return null;
}
