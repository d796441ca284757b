import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListFields, ScopeFields, SortByName } from '../../platform/listQuery';

/** The sorts an index serves (0024's topup_order_*_list): created, or paid (the orders paid only). */
export const ORDER_SORT: Record<string, string> = {
  create_time: 'topup_order.create_time',
  createTime: 'topup_order.create_time',
  pay_time: 'topup_order.pay_time',
  payTime: 'topup_order.pay_time',
};
export const ORDER_DEFAULT_SORT = 'create_time';

const Status = Type.Union(
  [0, 1, 2, 3, 4].map((status) => Type.Literal(status)),
  { description: 'ORDER_PAYMENT_STATUS: 0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded' },
);

/** The filters of the list, its totals and its export. */
export const orderFilters = {
  orderNo: Type.Optional(Type.String({ maxLength: 64, description: 'the order no, exactly' })),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: "the user's code, exactly" })),
  status: Type.Optional(Status),
  channel: Type.Optional(Type.String({ maxLength: 32, description: "the payment channel's code" })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' })),
  paidFrom: Type.Optional(Type.String({ format: 'date-time', description: 'paid at or after' })),
  paidTo: Type.Optional(Type.String({ format: 'date-time', description: 'paid before' })),
};

export const OrderListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  sortBy: SortByName(Object.keys(ORDER_SORT), ORDER_DEFAULT_SORT),
  ...orderFilters,
});
export const OrderFilterQuery = Type.Object({ ...ScopeFields, ...orderFilters });

const Time = Type.String({ format: 'date-time' });
const OrNull = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const TopupOrder = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  orderNo: Type.String(),
  userCode: Type.String(),
  packageId: Type.Union([Type.Integer(), Type.Null()]),
  packageName: Type.String({ description: "the package's name; empty when the order names none" }),
  amountMinor: Type.Integer({ description: 'in minor units of currency' }),
  currency: Type.String({ description: 'ISO 4217' }),
  status: Status,
  payChannel: Type.String({ description: "the payment channel's code" }),
  country: Type.String(),
  platform: Type.String({ description: 'ios, android or web' }),
  sandbox: Type.Boolean({ description: 'a sandbox or test purchase: never revenue' }),
  coins: Type.Integer(),
  bonusCoins: Type.Integer(),
  vipDays: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
  createTime: Time,
  payTime: OrNull(Time),
  refundTime: OrNull(Time),
});

export const OrderEvent = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ description: 'made, paid, failed, closed, paid-late, requeried, refunded, …' }),
  status: Status,
  detail: Type.String(),
  operatorName: Type.String({ description: 'the staff member; empty for the app, a provider or a job' }),
  createTime: Time,
});

export const OrderListAnswer = Envelope(
  Type.Object({
    list: Type.Array(TopupOrder),
    total: Type.Integer({ minimum: 0 }),
    totalExact: Type.Boolean({ description: 'false when total is the database estimate (past 100,000 matches)' }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  }),
);
export const OrderDetailAnswer = Envelope(Type.Object({ ...TopupOrder.properties, events: Type.Array(OrderEvent) }));

export const CurrencyTotal = Type.Object({
  currency: Type.String(),
  orders: Type.Integer({ description: 'the filtered orders in this currency, sandbox left out' }),
  amountMinor: Type.Integer({ description: 'their amounts, in minor units' }),
  paidMinor: Type.Integer({ description: 'of which successful (status 1)' }),
});
export const TotalsAnswer = Envelope(
  Type.Object({
    totals: Type.Array(CurrencyTotal),
    sandboxOrders: Type.Integer({ description: 'sandbox orders among the filtered rows, not in the totals' }),
  }),
);

export const RefundBody = Type.Object({
  ...ScopeFields,
  reason: Type.String({ minLength: 1, maxLength: 200, description: "why: kept in the order's history" }),
});
export const RefundAnswer = Envelope(Type.Object({ ...TopupOrder.properties, events: Type.Array(OrderEvent) }));

export const LiabilityDay = Type.Object({
  day: Type.String({ description: 'the purchase day (UTC), YYYY-MM-DD' }),
  currency: Type.String(),
  coins: Type.Integer({ description: 'paid coins bought that day still unspent' }),
  valueMinor: Type.Integer({ description: 'what they cost, pro rata of each order (rounded down), minor units' }),
});
export const LiabilityAnswer = Envelope(
  Type.Object({
    days: Type.Array(LiabilityDay),
    totals: Type.Array(Type.Object({ currency: Type.String(), coins: Type.Integer(), valueMinor: Type.Integer() })),
  }),
);
