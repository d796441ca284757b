// The wallet ledger: the one way coins, tickets, points and VIP days move. Credit, debit,
// idempotency keys, the write-off of expired bonus, the balances, and the large-bonus
// applications that wait for a second person. The one door: import this file only.
export {
  askReviewers,
  closeReviewerTodos,
  DEFAULT_THRESHOLDS,
  presentApplication,
  REVIEW_PERMISSION,
  THRESHOLD_KEY,
  thresholdOf,
  thresholdsOf,
} from './applications';
export { actorOf, balancesOf, EXPIRED_REASON, expiryKey, presentEntry, staffName } from './entries';
export { entryByKey, type Intent, intentOf, refuseOtherUse } from './idempotency';
export { applyChange, type Change, creditWallet, debitWallet, type GrantSource, writeOffExpired } from './ledger';
export { Application, APPLICATION_STATUSES, Balances, LedgerEntry, WALLET_KINDS, WalletKind } from './schemas';
export { type TakeBack, takeBackCredit, type TakenBack } from './debt';
export { repaymentKey } from './repay';
