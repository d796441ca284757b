import { localTime } from './export.times';

describe('a time as the list shows it, in a time zone', () => {
  it('is the day and minute there, across daylight saving and in zones off the hour', () => {
    expect(localTime(new Date('2026-11-21T10:05:59Z'), 'UTC')).toBe('2026-11-21 10:05');
    expect(localTime(new Date('2026-01-01T20:30:00Z'), 'Asia/Shanghai')).toBe('2026-01-02 04:30');
    expect(localTime(new Date('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-01 05:30');
    expect(localTime(new Date('2026-01-01T00:00:00Z'), 'Asia/Kathmandu')).toBe('2026-01-01 05:45');
    // New York springs forward at 07:00 UTC on 8 March 2026 (02:00 becomes 03:00)
    expect(localTime(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-08 01:59');
    expect(localTime(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08 03:00');
    // and falls back at 06:00 UTC on 1 November: 01:xx comes twice
    expect(localTime(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01 01:30');
    expect(localTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01 01:30');
    expect(localTime(new Date('2026-11-01T07:00:00Z'), 'America/New_York')).toBe('2026-11-01 02:00');
  });

  it('is what Intl says for any minute of a year', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Australia/Lord_Howe', // a half-hour daylight saving
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 37 * 60_000 + 13_000)
      expect(localTime(new Date(ms), 'Australia/Lord_Howe')).toBe(intl.format(ms));
  });
});
