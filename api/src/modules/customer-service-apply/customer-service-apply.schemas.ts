import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX } from '../../platform/fields';
import { ListQuery, Page, ScopeFields } from '../../platform/listQuery';
import { Application, APPLICATION_STATUSES, Balances, LedgerEntry, WalletKind } from '../../domain/wallet';
import { APPLICATION_SORT } from './customer-service-apply.sort';

export { APPLICATION_STATUSES };

export const ApplicationListQuery = ListQuery(
  {
    id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: INT4_MAX,
        description: 'one application (the wallet links to its pending one)',
      }),
    ),
    status: Type.Optional(Type.Union(APPLICATION_STATUSES.map((status) => Type.Literal(status)))),
    kind: Type.Optional(WalletKind),
    userCode: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the user code' })),
  },
  APPLICATION_SORT,
  'id',
);

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
export const WithdrawAnswer = Envelope(Application);
