import type { IntlShape } from 'react-intl';

/** A time from the api (ISO 8601) in the user's locale and zone, to the minute; a dash when absent. */
export function formatTime(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '—';
  return intl.formatDate(iso, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
