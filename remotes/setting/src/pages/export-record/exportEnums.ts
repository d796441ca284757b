import { registerMessages } from '@backoffice/shared';
import { defineEnum } from '@backoffice/shared/enums';
import type { ExportFormat, ExportStatus } from '@backoffice/shared/list';

// Every status the api answers, with its tag's colour (a Record: a new status fails to compile until it has one).
const STATUSES: Record<ExportStatus, readonly [en: string, zh: string, color: string]> = {
  queued: ['Queued', '排队中', 'gray'],
  running: ['Running', '导出中', 'arcoblue'],
  succeeded: ['Ready', '已完成', 'green'],
  failed: ['Failed', '失败', 'red'],
  expired: ['Expired', '已过期', 'orange'],
};

/** An export's status: the status column's tag and its filter. */
export const EXPORT_STATUS = defineEnum(
  'exportStatus',
  (Object.keys(STATUSES) as ExportStatus[]).map((status) => [status, ...STATUSES[status]] as const),
);

const FORMATS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'XLSX' };

/** An export's file format: its column and its filter. */
export const EXPORT_FORMAT = defineEnum(
  'exportFormat',
  (Object.keys(FORMATS) as ExportFormat[]).map((format) => [format, FORMATS[format], FORMATS[format]] as const),
);

// Registered when the page loads (locale.ts, loaded up front by the remote's routes, stays plain text).
registerMessages(EXPORT_STATUS.messages);
registerMessages(EXPORT_FORMAT.messages);
