/**
 * The "k" display rule: numbers over 999 are shown in thousands with one decimal and a
 * "k" (1000 → "1.0k", 12345 → "12.3k"); smaller ones as they are. The rule applies to
 * the magnitude, so a negative total reads the same way ("-1.5k"). Tenths are rounded
 * half up and assembled as integers, so no binary-float artefact reaches the screen.
 */
export function formatCompactNumber(value: number): string {
  const magnitude = Math.abs(value);
  if (!(magnitude > 999)) return String(value);
  const tenths = Math.round(magnitude / 100);
  return `${value < 0 ? '-' : ''}${Math.floor(tenths / 10)}.${tenths % 10}k`;
}
