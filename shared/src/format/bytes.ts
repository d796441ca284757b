const UNITS = ['B', 'KB', 'MB', 'GB'];

/** A file size for people: 0 B, 812 B, 1.2 KB, 35.4 MB (powers of 1024). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
