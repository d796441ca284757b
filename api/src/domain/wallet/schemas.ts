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

/** A large-bonus application's states: it waits (pending) until a reviewer decides it or its applicant takes it back. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export const Application = Type.Object({
  id: Type.Integer(),
  userCode: Type.String(),
  kind: WalletKind,
  amount: Type.Integer(),
  reason: Type.String(),
  status: Type.Union(
    APPLICATION_STATUSES.map((status) => Type.Literal(status)),
    {
      description: 'pending → approved | rejected (by a reviewer) | withdrawn (by its applicant)',
    },
  ),
  mine: Type.Boolean({
    description: 'whether the signed-in user applied for it: they may withdraw it while it waits, never decide it',
  }),
  applicantName: Type.String(),
  reviewerName: Type.String(),
  reviewNote: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  reviewTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'when the bonus expires once granted; null: never',
  }),
});
