// The prize draw's algorithm, pure: the live draw (liveDraw.ts) and the screen's simulation run
// these same lines, so what an operator simulates is what users get. Odds are integers of
// 10,000 (basis points), drawn with an integer random source: nothing goes through a float.
// A prize out of stock or over its daily cap turns into the draw's fallback prize; the others
// keep their odds. After `pityAfter` draws in a row without a win the next is a win, drawn
// among the winning prizes still available in proportion to their odds.
import { randomInt } from 'node:crypto';
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';

export const ODDS_TOTAL = 10_000;

export const PRIZE_REWARD_KINDS = ['none', 'coin', 'ticket', 'point', 'vip_day', 'coupon'] as const;
export type PrizeRewardKind = (typeof PRIZE_REWARD_KINDS)[number];

export interface DrawablePrize {
  id: number;
  rewardKind: PrizeRewardKind;
  probabilityBp: number;
}

/** An integer in [0, below): crypto for the live draw, a seeded stream for the simulation and tests. */
export type RandomSource = (below: number) => number;

export const liveRandom: RandomSource = (below) => randomInt(below);

/** A seeded, reproducible source (xoroshiro128+). */
export function seededRandom(seed: number): RandomSource {
  const generator = xoroshiro128plus(seed);
  return (below) => unsafeUniformIntDistribution(0, below - 1, generator);
}

/** A win is any prize that gives something; the "no win" slot gives nothing. */
export const isWin = (prize: { rewardKind: string }) => prize.rewardKind !== 'none';

/** The sum of the odds, in basis points. */
export const oddsSum = (prizes: readonly { probabilityBp: number }[]) =>
  prizes.reduce((sum, prize) => sum + prize.probabilityBp, 0);

/** Basis points as a percent with two decimals, from integers: 1250 → "12.50%". */
export const percentOf = (bp: number) => `${Math.trunc(bp / 100)}.${String(Math.abs(bp) % 100).padStart(2, '0')}%`;

function pickWeighted<P extends DrawablePrize>(prizes: readonly P[], total: number, random: RandomSource): P {
  let roll = random(total);
  for (const prize of prizes) {
    if (roll < prize.probabilityBp) return prize;
    roll -= prize.probabilityBp;
  }
  // unreachable when total is the prizes' sum
  throw new Error(`odds of ${total} do not match the prizes' ${oddsSum(prizes)}`);
}

export interface Pick<P> {
  /** what the wheel landed on */
  drawn: P;
  /** what the user gets: `drawn`, or the fallback when `drawn` was not available */
  prize: P;
  /** the draw was a guaranteed win (the pity counter) */
  guaranteed: boolean;
}

/**
 * One draw among `prizes` (their odds sum to 10,000). `available` says whether a prize has
 * stock and room under its daily cap now; `misses` is the user's draws in a row without a win.
 */
export function pickPrize<P extends DrawablePrize>(
  prizes: readonly P[],
  fallback: P,
  options: { random: RandomSource; available: (prize: P) => boolean; misses: number; pityAfter: number | null },
): Pick<P> {
  const { random, available, misses, pityAfter } = options;
  if (pityAfter !== null && misses >= pityAfter) {
    const winners = prizes.filter((prize) => isWin(prize) && prize.probabilityBp > 0 && available(prize));
    const total = oddsSum(winners);
    // nothing left to win: the fallback, as any unavailable prize
    if (total === 0) return { drawn: fallback, prize: fallback, guaranteed: true };
    const drawn = pickWeighted(winners, total, random);
    return { drawn, prize: drawn, guaranteed: true };
  }
  const drawn = pickWeighted(prizes, ODDS_TOTAL, random);
  return { drawn, prize: available(drawn) ? drawn : fallback, guaranteed: false };
}

export interface SimulatedPrize extends DrawablePrize {
  stock: number | null;
  dailyCap: number | null;
  /** already given today, against the daily cap */
  givenToday: number;
}

export interface SimulationResult {
  draws: number;
  prizes: Array<{ prizeId: number; expected: number; drawn: number; given: number; fallbackTurns: number }>;
  guaranteed: number;
  milliseconds: number;
}

/**
 * `draws` draws in memory with the real algorithm, from the current stock and today's use of
 * the daily caps, as users who each draw up to `perUser` times (the pity counter is a user's).
 */
export function simulateDraws<P extends SimulatedPrize>(
  prizes: readonly P[],
  fallback: P,
  options: { draws: number; seed: number; pityAfter: number | null; perUser: number },
): SimulationResult {
  const began = performance.now();
  const random = seededRandom(options.seed);
  const stock = new Map(prizes.map((prize) => [prize.id, prize.stock]));
  const today = new Map(prizes.map((prize) => [prize.id, prize.givenToday]));
  const drawn = new Map(prizes.map((prize) => [prize.id, 0]));
  const given = new Map(prizes.map((prize) => [prize.id, 0]));
  const turned = new Map(prizes.map((prize) => [prize.id, 0]));
  const available = (prize: P) => {
    const left = stock.get(prize.id);
    return (left === null || left! > 0) && (prize.dailyCap === null || today.get(prize.id)! < prize.dailyCap);
  };
  let misses = 0;
  let guaranteed = 0;
  for (let index = 0; index < options.draws; index++) {
    if (index % options.perUser === 0) misses = 0;
    const pick = pickPrize(prizes, fallback, { random, available, misses, pityAfter: options.pityAfter });
    drawn.set(pick.drawn.id, drawn.get(pick.drawn.id)! + 1);
    given.set(pick.prize.id, given.get(pick.prize.id)! + 1);
    if (pick.prize !== pick.drawn) turned.set(pick.drawn.id, turned.get(pick.drawn.id)! + 1);
    if (pick.guaranteed) guaranteed++;
    const left = stock.get(pick.prize.id);
    if (left !== null && left !== undefined) stock.set(pick.prize.id, left - 1);
    today.set(pick.prize.id, today.get(pick.prize.id)! + 1);
    misses = isWin(pick.prize) ? 0 : misses + 1;
  }
  return {
    draws: options.draws,
    prizes: prizes.map((prize) => ({
      prizeId: prize.id,
      // the published odds' count, rounded down (integers)
      expected: Math.floor((options.draws * prize.probabilityBp) / ODDS_TOTAL),
      drawn: drawn.get(prize.id)!,
      given: given.get(prize.id)!,
      fallbackTurns: turned.get(prize.id)!,
    })),
    guaranteed,
    milliseconds: Math.round(performance.now() - began),
  };
}
