// What the delivery CLIs share: refusals printed as one line with exit code 1, and plain tables.
import { ReleaseError } from './releases.mjs';

/** Runs a CLI body; a ReleaseError is printed alone (a person can act on it), anything else with its stack. */
export async function runCli(main) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : (error.stack ?? String(error)));
    process.exitCode = 1;
  }
}

/** Rows of cells as left-aligned columns, two spaces apart. */
export function table(rows, indent = '  ') {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) => String(cell).padEnd(widths[i]))
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

export const utc = (date, seconds = false) =>
  `${new Date(date)
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ')} UTC`;

export function bytes(size) {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
