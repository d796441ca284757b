// How the users area shows watching: a length as minutes and seconds, a completion kept
// in per mille as a percentage with one decimal, by integer arithmetic (no float rounding).

/** 65 → `1:05`, 3600 → `60:00`. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 750 → `75.0%`, 983 → `98.3%`, 1000 → `100.0%`. */
export function formatPermille(permille: number): string {
  return `${Math.floor(permille / 10)}.${permille % 10}%`;
}
