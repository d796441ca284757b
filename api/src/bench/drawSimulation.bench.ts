// The prize draw's simulation (/activity/drawprize/{id}/simulate) as the server runs it: 100,000
// draws of the real algorithm in memory, with stock, daily caps and the pity counter in play,
// timed over several runs (goal: under 1 s). `npm run bench -w api -- --only draw`.
import { simulateDraws, type PrizeRewardKind } from '../domain/activities';

// the seed's Lucky wheel: a no-win slot (the fallback), capped and stocked prizes, pity after 8
const WHEEL: Array<[PrizeRewardKind, number, number | null, number | null]> = [
  ['none', 4500, null, null],
  ['point', 2500, null, null],
  ['point', 1500, null, null],
  ['coin', 900, null, 200],
  ['ticket', 450, 5000, null],
  ['vip_day', 130, 500, 20],
  ['coin', 20, 30, 2],
];

export interface DrawSimulationFigures {
  draws: number;
  runs: number;
  p50: number;
  p99: number;
  max: number;
}

export function benchDrawSimulation(runs = 50, draws = 100_000): DrawSimulationFigures {
  const prizes = WHEEL.map(([rewardKind, probabilityBp, stock, dailyCap], index) => ({
    id: index + 1,
    rewardKind,
    probabilityBp,
    stock,
    dailyCap,
    givenToday: 0,
  }));
  const times: number[] = [];
  // a few warm-up runs first, so the figures are not the JIT's
  for (let run = -5; run < runs; run++) {
    const began = performance.now();
    simulateDraws(prizes, prizes[0], { draws, seed: 1000 + run, pityAfter: 8, perUser: 10 });
    if (run >= 0) times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => Number(times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1));
  return { draws, runs, p50: at(0.5), p99: at(0.99), max: Number(times[times.length - 1].toFixed(1)) };
}

export function drawSimulationTable(figures: DrawSimulationFigures): string {
  return [
    '| simulation | runs | p50 ms | p99 ms | max ms | goal |',
    '|---|---:|---:|---:|---:|---|',
    `| ${figures.draws.toLocaleString('en-US')} draws | ${figures.runs} | ${figures.p50} | ${figures.p99} | ${figures.max} | under 1,000 ms: ${figures.p99 < 1000 ? 'met' : 'NOT met'} |`,
  ].join('\n');
}
