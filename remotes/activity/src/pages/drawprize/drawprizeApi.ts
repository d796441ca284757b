// The screen's calls (generated from the api's document) and the shapes its parts share.
export * from './drawprizeApi.generated';
import type {
  GetActivityDrawprizeApiResponse,
  ListActivityDrawprizeApiResponse,
  SimulateActivityDrawprizeApiResponse,
} from './drawprizeApi.generated';

export type Draw = ListActivityDrawprizeApiResponse['list'][number];
export type DrawDetail = GetActivityDrawprizeApiResponse;
export type Prize = DrawDetail['prizes'][number];
export type Simulation = SimulateActivityDrawprizeApiResponse;

/** Basis points as a percent with two decimals, from integers: 1250 → "12.50%". */
export const percentOf = (bp: number) => `${Math.trunc(bp / 100)}.${String(Math.abs(bp) % 100).padStart(2, '0')}%`;

export const ODDS_TOTAL = 10_000;
