import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, Page, ScopeFields, SortByField } from '../../platform/listQuery';
import { Application, Balances, LedgerEntry, WalletKind } from '../../domain/wallet';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ApplicationListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  sortBy: SortByField('id'),
  status: Type.Optional(Type.Union(APPLICATION_STATUSES.map((status) => Type.Literal(status)))),
  kind: Type.Optional(WalletKind),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the user code' })),
});

export const DecisionBody = Type.Object({
  ...ScopeFields,
  note: Type.Optional(Type.String({ maxLength: 200, description: 'why, for the applicant (required to reject)' })),
});

export const Decision = Type.Object({
  application: Application,
  entry: Type.Union([LedgerEntry, Type.Null()], { description: 'the credit an approval wrote' }),
  balances: Type.Union([Balances, Type.Null()]),
});

export const ApplicationListAnswer = Envelope(Page(Application));
export const DecisionAnswer = Envelope(Decision);
