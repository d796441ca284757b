import { formatBytes } from './bytes';
import { formatDateTime } from './dateTime';

it('says file sizes in B, KB, MB and GB', () => {
  expect([0, 812, 1024, 1536, 35.4 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual([
    '0 B',
    '812 B',
    '1.0 KB',
    '1.5 KB',
    '35.4 MB',
    '3.0 GB',
  ]);
});

it('shows api times to the minute in local time, and a dash for none', () => {
  const local = new Date(2026, 10, 21, 18, 5, 59);
  expect(formatDateTime(local.toISOString())).toBe('2026-11-21 18:05');
  expect(formatDateTime(null)).toBe('—');
  expect(formatDateTime('not a time')).toBe('not a time');
});
