import { Typography } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { isKnownZone, localTimeIn, utcOffset } from './zonedTime';

/**
 * An instant as the project reads it (in its time zone, `local` when the api gave it), and
 * beneath, as the viewer's clock reads it when that says something else.
 */
export function ZonedTime({ at, timeZone, local }: { at: string | null; timeZone: string; local?: string }) {
  const t = useT();
  if (!at) return <>—</>;
  // a zone this browser does not know (an old browser): the viewer's time only
  if (!isKnownZone(timeZone)) return <>{formatDateTime(at)}</>;
  const there = local ? local.replace('T', ' ').slice(0, 16) : localTimeIn(at, timeZone);
  const here = formatDateTime(at);
  return (
    <div className="online-time">
      <span title={timeZone}>
        {there} <Typography.Text type="secondary">{utcOffset(timeZone, at)}</Typography.Text>
      </span>
      {here !== there && (
        <Typography.Text type="secondary" className="online-time-yours">
          {t('productOnline.yourTime', { time: here })}
        </Typography.Text>
      )}
    </div>
  );
}
