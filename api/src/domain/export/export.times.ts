// Times as the lists show them (shared/src/format/dateTime.ts: 2026-11-21 18:05), in the
// requester's time zone rather than the browser's own: the runner has no browser.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Intl takes microseconds a call, a million-row export seconds: the zone's offset is read once a
// quarter hour (every zone changes its offset on a quarter hour) and the rest is arithmetic.
const QUARTER_MS = 15 * 60_000;
const OFFSETS_KEPT = 100_000;
const offsets = new Map<string, Map<number, number>>();

function offsetOf(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const quarter = Math.floor(ms / QUARTER_MS);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_MS;
    const parts: Record<string, string> = {};
    for (const part of formatterOf(timeZone).formatToParts(start)) parts[part.type] = part.value;
    offset = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - start;
    if (zone.size >= OFFSETS_KEPT) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `time` in `timeZone` as a list shows it: 2026-11-21 18:05. */
export function localTime(time: Date, timeZone: string): string {
  const local = new Date(time.getTime() + offsetOf(time.getTime(), timeZone));
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
  );
}
