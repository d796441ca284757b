// Times in a project's time zone, which need not be the viewer's: a change is scheduled for
// 20:00 where the project's app users are. The api stores instants (UTC) and takes a local
// date and time with the zone it means; these read and write both.

const pad = (value: number) => String(value).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The viewer's own time zone (the browser's). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A time zone the browser knows: a project's, as the api checked it, always is. */
export function isKnownZone(timeZone: string): boolean {
  try {
    wallClock(new Date(), timeZone);
    return true;
  } catch {
    return false;
  }
}

/** An instant as read in `timeZone`: 2026-12-01 20:00. */
export function localTimeIn(instant: Date | string, timeZone: string): string {
  const clock = wallClock(new Date(instant), timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (480 for Asia/Shanghai). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** `timeZone`'s offset at `instant` as people write it: UTC+8, UTC-3:30, UTC+0. */
export function utcOffset(timeZone: string, instant: Date | string = new Date()): string {
  const minutes = offsetMinutes(new Date(instant), timeZone);
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}

/** A zone named for a person: Asia/Shanghai (UTC+8), its offset at `instant`. */
export function zoneWords(timeZone: string, instant: Date | string = new Date()): string {
  return `${timeZone} (${utcOffset(timeZone, instant)})`;
}

/**
 * The instant a local date and time (2026-12-01T20:00 or 2026-12-01 20:00) names in
 * `timeZone`: its offset is the one in force then, not now (summer time). Only for saying
 * it; the api decides, and refuses a time the clocks skip.
 */
export function instantOfLocal(local: string, timeZone: string): Date {
  const [year, month, day, hour, minute] = local.split(/[-T :]/).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The day it is now in `timeZone` (2026-11-23), or will be `daysAhead` days from now. */
export const dayIn = (timeZone: string, daysAhead = 0) =>
  localTimeIn(new Date(Date.now() + daysAhead * 86_400_000), timeZone).slice(0, 10);
