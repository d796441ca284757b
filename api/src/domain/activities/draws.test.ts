// The draw algorithm on fixed seeds: the same numbers every run, so the bounds below cannot flake.
import { isWin, percentOf, pickPrize, seededRandom, simulateDraws, type SimulatedPrize } from './draws';

const prize = (id: number, probabilityBp: number, extra: Partial<SimulatedPrize> = {}): SimulatedPrize => ({
  id,
  probabilityBp,
  rewardKind: id === 1 ? 'none' : 'point',
  stock: null,
  dailyCap: null,
  givenToday: 0,
  ...extra,
});
const PRIZES = [prize(1, 5000), prize(2, 2500), prize(3, 1500), prize(4, 700), prize(5, 250), prize(6, 50)];

/** |count − N·p| within 5 standard deviations of a binomial count. */
function withinFiveSigma(count: number, draws: number, bp: number) {
  const p = bp / 10_000;
  return Math.abs(count - draws * p) <= 5 * Math.sqrt(draws * p * (1 - p));
}

it('draws each prize as often as its odds say, within 5 sigma over 200,000 draws', () => {
  for (const seed of [1, 7, 20261127]) {
    const result = simulateDraws(PRIZES, PRIZES[0], { draws: 200_000, seed, pityAfter: null, perUser: 200_000 });
    for (const [index, row] of result.prizes.entries()) {
      expect(row.drawn).toBe(row.given);
      expect(withinFiveSigma(row.drawn, 200_000, PRIZES[index].probabilityBp)).toBe(true);
    }
    expect(result.prizes.reduce((sum, row) => sum + row.drawn, 0)).toBe(200_000);
  }
});

it('is the same for the same seed, and differs for another', () => {
  const run = (seed: number) =>
    simulateDraws(PRIZES, PRIZES[0], { draws: 1000, seed, pityAfter: null, perUser: 1000 }).prizes.map(
      (row) => row.drawn,
    );
  expect(run(5)).toEqual(run(5));
  expect(run(5)).not.toEqual(run(6));
});

it("turns a prize out of stock into the fallback, leaving the others' odds as they were", () => {
  const prizes = PRIZES.map((one) => (one.id === 3 ? { ...one, stock: 0 } : one));
  const result = simulateDraws(prizes, prizes[0], { draws: 200_000, seed: 3, pityAfter: null, perUser: 200_000 });
  const byId = new Map(result.prizes.map((row) => [row.prizeId, row]));
  expect(byId.get(3)!.given).toBe(0);
  expect(byId.get(3)!.fallbackTurns).toBe(byId.get(3)!.drawn);
  expect(withinFiveSigma(byId.get(3)!.drawn, 200_000, 1500)).toBe(true);
  // the other winning prizes keep their own odds: not re-weighted up to fill the gap
  for (const id of [2, 4, 5, 6])
    expect(withinFiveSigma(byId.get(id)!.given, 200_000, prizes.find((one) => one.id === id)!.probabilityBp)).toBe(
      true,
    );
  // the fallback gets its own share and the missing prize's
  expect(withinFiveSigma(byId.get(1)!.given, 200_000, 5000 + 1500)).toBe(true);
});

it('stops giving a prize at its stock and its daily cap, the rest turning into the fallback', () => {
  const prizes = PRIZES.map((one) =>
    one.id === 2 ? { ...one, stock: 100 } : one.id === 3 ? { ...one, dailyCap: 50, givenToday: 20 } : one,
  );
  const result = simulateDraws(prizes, prizes[0], { draws: 10_000, seed: 9, pityAfter: null, perUser: 10_000 });
  const byId = new Map(result.prizes.map((row) => [row.prizeId, row]));
  expect(byId.get(2)!.given).toBe(100);
  expect(byId.get(3)!.given).toBe(30);
  expect(byId.get(2)!.fallbackTurns).toBe(byId.get(2)!.drawn - 100);
});

it('guarantees a win after pityAfter draws in a row without one, among the winners by their odds', () => {
  const stingy = [prize(1, 9990), prize(2, 8), prize(3, 2)];
  const random = seededRandom(11);
  let misses = 0;
  let longest = 0;
  const pityWins = new Map<number, number>([
    [2, 0],
    [3, 0],
  ]);
  for (let index = 0; index < 20_000; index++) {
    const pick = pickPrize(stingy, stingy[0], { random, available: () => true, misses, pityAfter: 5 });
    if (pick.guaranteed) {
      expect(misses).toBe(5);
      expect(isWin(pick.prize)).toBe(true);
      pityWins.set(pick.prize.id, pityWins.get(pick.prize.id)! + 1);
    }
    misses = isWin(pick.prize) ? 0 : misses + 1;
    longest = Math.max(longest, misses);
  }
  expect(longest).toBe(5);
  // 8:2 between the two winners, within 5 sigma of ~3,300 guaranteed draws
  const total = pityWins.get(2)! + pityWins.get(3)!;
  expect(withinFiveSigma(pityWins.get(2)!, total, 8000)).toBe(true);
});

it('runs 100,000 draws in memory well under a second', () => {
  const result = simulateDraws(PRIZES, PRIZES[0], { draws: 100_000, seed: 1, pityAfter: 10, perUser: 20 });
  expect(result.milliseconds).toBeLessThan(1000);
  expect(result.guaranteed).toBeGreaterThan(0);
});

it('writes basis points as a percent from integers', () => {
  expect([percentOf(10_000), percentOf(1250), percentOf(5), percentOf(0)]).toEqual([
    '100.00%',
    '12.50%',
    '0.05%',
    '0.00%',
  ]);
});
