import type { IntlShape } from 'react-intl';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday"… for an ISO time, relative to `now`; '' when unreadable. */
export function relativeTime(intl: IntlShape, iso: string, now = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let value = (time - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) {
      if (unit === 'second' && Math.abs(value) < 45) return intl.formatMessage({ id: 'messageBox.justNow' });
      return intl.formatRelativeTime(Math.round(value), unit, { numeric: 'auto' });
    }
    value /= size;
  }
  return '';
}
