import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ScopeFields } from '../../platform/listQuery';

export const WorkplaceQuery = Type.Object({ ...ScopeFields });

const AmountMinor = Type.Integer({ minimum: 0, description: 'integer minor units (cents), exact up to 2^53' });

export const Workplace = Type.Object({
  dramaCount: Type.Integer(),
  userCount: Type.Integer(),
  newUsersToday: Type.Integer({ description: 'app users who signed up since 00:00 UTC' }),
  topUpToday: Type.Object({ amountMinor: AmountMinor, currency: Type.String() }),
  paidOrdersToday: Type.Integer(),
  topUpTrend: Type.Array(
    Type.Object({ date: Type.String({ format: 'date' }), amountMinor: AmountMinor, orders: Type.Integer() }),
    { description: 'paid top-ups a day (UTC), the last 14 days, oldest first, today last' },
  ),
  currency: Type.String({ description: 'ISO 4217 code of every amount in this answer' }),
});

export const WorkplaceAnswer = Envelope(Workplace);
