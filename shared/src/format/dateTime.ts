const pad = (value: number) => String(value).padStart(2, '0');

/** The day of an instant in the viewer's own time zone: 2026-11-21. */
export function localDay(time: Date): string {
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** A time from the api (ISO 8601) as staff read it, in their own time zone: 2026-11-21 18:05. A dash for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${localDay(time)} ${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
