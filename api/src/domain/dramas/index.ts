// Dramas: their lifecycle and its one rule of moves, the look-ups other screens show beside
// their rows, their counts kept in step with what app users do, and how labels and categories
// (what classifies them) are named. The one door: screen modules import this file only.
export * from './classifiers';
export * from './dramaCounts';
export * from './lifecycle';
export * from './lookups';
export * from './posters';
