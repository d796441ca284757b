import { instantOfLocal, localTimeIn, utcOffset, zoneWords } from './zonedTime';

it('reads an instant on a project’s clock, whatever the viewer’s', () => {
  expect(localTimeIn('2026-12-01T12:00:00Z', 'Asia/Shanghai')).toBe('2026-12-01 20:00');
  // past midnight there: the next day
  expect(localTimeIn('2026-12-01T17:30:00Z', 'Asia/Shanghai')).toBe('2026-12-02 01:30');
  expect(localTimeIn('2026-12-01T02:00:00Z', 'America/Sao_Paulo')).toBe('2026-11-30 23:00');
});

it('names a zone with its offset at the time meant: summer time and half hours included', () => {
  expect(zoneWords('Asia/Shanghai', '2026-12-01T12:00:00Z')).toBe('Asia/Shanghai (UTC+8)');
  expect(utcOffset('America/New_York', '2026-07-01T12:00:00Z')).toBe('UTC-4');
  expect(utcOffset('America/New_York', '2026-12-01T12:00:00Z')).toBe('UTC-5');
  expect(utcOffset('Asia/Kolkata', '2026-12-01T12:00:00Z')).toBe('UTC+5:30');
  expect(utcOffset('UTC', '2026-12-01T12:00:00Z')).toBe('UTC+0');
});

it('finds the instant a local date and time names there, on either side of a change of the clocks', () => {
  expect(instantOfLocal('2026-12-01T20:00', 'Asia/Shanghai').toISOString()).toBe('2026-12-01T12:00:00.000Z');
  // New York moves its clocks on 8 March 2026
  expect(instantOfLocal('2026-03-07T20:00', 'America/New_York').toISOString()).toBe('2026-03-08T01:00:00.000Z');
  expect(instantOfLocal('2026-03-09 20:00', 'America/New_York').toISOString()).toBe('2026-03-10T00:00:00.000Z');
});
