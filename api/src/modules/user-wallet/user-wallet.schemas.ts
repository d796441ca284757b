import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';
import { Application, Balances, LedgerEntry, WALLET_KINDS, WalletKind } from '../../domain/wallet';

/** The most one adjustment moves: far below 2^53, so every sum stays an exact JSON number. */
export const AMOUNT_MAX = 100_000_000;

/** The upcoming expiries a wallet answers per kind. */
export const EXPIRIES_SHOWN = 10;

export const AdjustBody = Type.Object({
  ...ScopeFields,
  userCode: Type.String({ minLength: 1, maxLength: 64 }),
  kind: WalletKind,
  direction: Type.Union([Type.Literal('top-up'), Type.Literal('deduction')]),
  amount: Type.Integer({
    minimum: 1,
    maximum: AMOUNT_MAX,
    description: `a whole number of the kind, 1..${AMOUNT_MAX}`,
  }),
  reason: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'why, as the user and the next reviewer will read it',
  }),
  idempotencyKey: Type.String({
    minLength: 8,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      'one per intended change (the browser makes a new one when the change or its user does): sent again for the same user, kind, direction and amount, the change is not applied again and the first answer comes back; for another change, a 409 naming it',
  }),
  expiresOn: Type.Optional(
    Type.String({
      format: 'date',
      description:
        "the last day this bonus top-up lasts, in the project's time zone (today or later there; a top-up only): what is left of it is written off when the next day starts there. None: it never expires",
    }),
  ),
});

/** A kind's balance as it is made: bought with money (never expires) and bonus (may expire). */
export const Holding = Type.Object({
  total: Type.Integer({ description: 'the balance: purchased + bonus, without bonus past its expiry' }),
  purchased: Type.Integer({ description: 'bought with money: never expires, spent after the bonus' }),
  bonus: Type.Integer({ description: 'granted by staff or activities, not past its expiry: spent first' }),
  expiring: Type.Array(Type.Object({ amount: Type.Integer(), expiresAt: Type.String({ format: 'date-time' }) }), {
    description: `the bonus that expires, by when, soonest first (the next ${EXPIRIES_SHOWN})`,
  }),
});
export const Holdings = Type.Object(
  Object.fromEntries(WALLET_KINDS.map((kind) => [kind, Holding])) as Record<
    (typeof WALLET_KINDS)[number],
    typeof Holding
  >,
);

export const Adjustment = Type.Object({
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('pending-review')], {
    description:
      'applied: the ledger entry is written; pending-review: a top-up over the threshold became a large-bonus application',
  }),
  entry: Type.Union([LedgerEntry, Type.Null()]),
  application: Type.Union([Application, Type.Null()]),
  balances: Balances,
});

/** What a refund left the wallet owing (wallet_debt), repaid by the user's next purchases. */
export const Debt = Type.Object({
  id: Type.Integer(),
  kind: WalletKind,
  amount: Type.Integer({ description: 'what the refund left owing: what the user had spent of what it took back' }),
  repaid: Type.Integer({ description: 'repaid so far by later purchases' }),
  remaining: Type.Integer({ description: 'still owed: amount - repaid' }),
  orderNo: Type.Union([Type.String(), Type.Null()], { description: 'the refunded order it came from' }),
  reason: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
});

export const WalletView = Type.Object({
  userCode: Type.String(),
  timeZone: Type.String({ description: "the project's time zone (IANA), in which a bonus's last day ends" }),
  balances: Balances,
  holdings: Holdings,
  debts: Type.Array(Debt, { description: 'what is still owed, oldest first (repaid first)' }),
  ledger: Type.Array(LedgerEntry, { description: 'the newest entries, newest first' }),
  pending: Type.Array(Application, { description: 'large-bonus applications waiting for review' }),
  largeBonusThresholds: Type.Object(
    Object.fromEntries(WALLET_KINDS.map((kind) => [kind, Type.Integer({ minimum: 0 })])) as Record<
      (typeof WALLET_KINDS)[number],
      ReturnType<typeof Type.Integer>
    >,
    {
      description:
        "by kind, the most a staff top-up credits at once in the user's project (config wallet.largeBonusThreshold): more becomes a large-bonus application for review",
    },
  ),
});

export const AdjustAnswer = Envelope(Adjustment);
export const WalletAnswer = Envelope(WalletView);

/** GET /user/wallet/{userCode}/ledger: a user's whole ledger, newest first, a page at a time. */
export const LedgerQuery = Type.Object({
  ...ScopeFields,
  pageNum: ListFields.pageNum,
  pageSize: ListFields.pageSize,
  kind: Type.Optional(WalletKind),
});
export const LedgerAnswer = Envelope(Page(LedgerEntry));
