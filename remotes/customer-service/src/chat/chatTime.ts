// Times on the chat screen: the waiting clocks tick, durations read as "3m 20s".
import { useEffect, useState } from 'react';

/** The current time, moving every `everyMs` while the component is shown. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whole seconds as "45s", "3m 20s", "2h 05m", "3d 4h" (a waiting clock, a report's median). */
export function formatSeconds(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (days) return `${days}d ${hours}h`;
  if (hours) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/** A message's time: the hour on its day, with the date when it is not today. */
export function formatMessageTime(iso: string, locale: string, now = Date.now()): string {
  const time = new Date(iso);
  const sameDay = new Date(now).toDateString() === time.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
}

/** YYYY-MM-DD of a day `daysAgo` before today (the report's range, in the browser's days). */
export function dayBefore(daysAgo: number, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
