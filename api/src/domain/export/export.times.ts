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

/** Whether `timeZone` is an IANA time zone this runtime knows (Asia/Shanghai, UTC). */
export function knownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** `time` in `timeZone` as a list shows it: 2026-11-21 18:05. */
export function localTime(time: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(time)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
