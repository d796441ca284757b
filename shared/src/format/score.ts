/**
 * The product's scoring formula: 0.8 × first − second + 5 % of second + third
 * (so the second value counts −0.95). No screen uses it yet.
 */
export function weightedScore(first: number, second: number, third: number): number {
  return 0.8 * first - second + 0.05 * second + third;
}
