// How the wallets and their ledger are answered, by every screen that shows them.
import { Type } from '@sinclair/typebox';

/** What a wallet holds: coins, tickets, bonus points or VIP days, each an integer of its own. */
export const WALLET_KINDS = ['coin', 'ticket', 'point', 'vip_day'] as const;
export const WalletKind = Type.Union(
  WALLET_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'coin, ticket, point (bonus points) or vip_day' },
);
export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  kind: WalletKind,
  direction: Type.Union([Type.Literal('top-up'), Type.Literal('deduction')]),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reason: Type.String({
    description:
      "as written: typed by staff, the app's own words, or for the system's write-off of an expired bonus 'Bonus expired'",
  }),
  actor: Type.Union([Type.Literal('staff'), Type.Literal('app'), Type.Literal('system')], {
    description:
      'who wrote it: staff (operatorName), the app (a purchase, an unlock) or the system (the write-off of what an expired bonus had left)',
  }),
  operatorName: Type.String({ description: 'the staff member; empty for the app and the system' }),
  createTime: Type.String({ format: 'date-time' }),
});

export const Balances = Type.Object(
  Object.fromEntries(WALLET_KINDS.map((kind) => [kind, Type.Integer()])) as Record<
    (typeof WALLET_KINDS)[number],
    ReturnType<typeof Type.Integer>
  >,
  {
    description:
      'what each kind holds to spend: without bonus past its expiry, which the next change of its wallet (or the expiry job) writes off',
  },
);

export const Application = Type.Object({
  id: Type.Integer(),
  userCode: Type.String(),
  kind: WalletKind,
  amount: Type.Integer(),
  reason: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
  applicantName: Type.String(),
  reviewerName: Type.String(),
  reviewNote: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  reviewTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'when the bonus expires once granted; null: never',
  }),
});
