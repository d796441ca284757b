import { Progress, Tooltip } from '@arco-design/web-react';

/** How far an export has come, its rows in the tooltip (ExportStatusView, fetched when an export runs). */
export default function ExportProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <Tooltip content={label}>
      <Progress percent={percent} size="small" width={120} aria-label={label} />
    </Tooltip>
  );
}
