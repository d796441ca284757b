import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';

const Money = {
  currency: Type.String({ description: 'ISO 4217' }),
};

export const PackageChannel = Type.Object({
  code: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  provider: Type.String({ description: 'card, app_store, google_play or test' }),
});

export const PackageForSale = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  priceMinor: Type.Integer({
    description: 'what this user pays, in minor units (the first-purchase price on their first)',
  }),
  listPriceMinor: Type.Union([Type.Integer(), Type.Null()], { description: 'the struck-through price; null: none' }),
  ...Money,
  firstPurchase: Type.Boolean({ description: 'priceMinor is the first-purchase price' }),
  coins: Type.Integer(),
  bonusCoins: Type.Integer(),
  vipDays: Type.Union([Type.Integer(), Type.Null()]),
  vipPlan: Type.Union([Type.String(), Type.Null()], { description: 'weekly or monthly: an auto-renewing plan' }),
  appStoreProductId: Type.String(),
  googlePlayProductId: Type.String(),
  channels: Type.Array(PackageChannel),
});
export const PackagesAnswer = Envelope(Type.Object({ list: Type.Array(PackageForSale) }));

export const OrderBody = Type.Object({
  packageId: RowId,
  channelCode: Type.String({ minLength: 1, maxLength: 32, description: "one of the package's channels" }),
});

export const Order = Type.Object({
  orderNo: Type.String(),
  status: Type.Integer({ description: '0 unpaid, 1 successful, 2 failed, 3 closed on timeout, 4 refunded' }),
  packageId: Type.Union([Type.Integer(), Type.Null()]),
  amountMinor: Type.Integer(),
  ...Money,
  coins: Type.Integer(),
  bonusCoins: Type.Integer(),
  vipDays: Type.Union([Type.Integer(), Type.Null()]),
  channelCode: Type.String(),
  sandbox: Type.Boolean(),
  createTime: Type.String({ format: 'date-time' }),
  /** when an unpaid order closes */
  expireTime: Type.String({ format: 'date-time', description: 'an unpaid order closes then' }),
  payTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  appAccountToken: Type.String({
    description: "the App Store purchase's appAccountToken, which ties the store's notifications to this order",
  }),
});
export const OrderAnswer = Envelope(Order);
export const OrderNoParams = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) });

export const GooglePlayPurchaseBody = Type.Object({
  purchaseToken: Type.String({
    minLength: 1,
    maxLength: 512,
    description: "the purchase's token, as Google Play Billing gave it to the app",
  }),
});

export const CheckoutBody = Type.Object({
  outcome: Type.Optional(
    Type.Union([Type.Literal('paid'), Type.Literal('declined')], {
      description: 'what the card does: paid unless said',
    }),
  ),
});
export const CheckoutAnswer = Envelope(
  Type.Object({
    paymentId: Type.Union([Type.String(), Type.Null()], { description: 'null when declined: nothing was charged' }),
    callbackPath: Type.String({ description: 'where the provider posts its callback, under /app-api' }),
    body: Type.String({ description: 'the callback body, exactly as signed' }),
    signature: Type.String({ description: 'its x-signature' }),
  }),
);

export const CallbackParams = Type.Object({
  projectCode: Type.String({ minLength: 1, maxLength: 64 }),
  channelCode: Type.String({ minLength: 1, maxLength: 32 }),
});
export const CallbackAnswer = Envelope(
  Type.Object({
    outcomes: Type.Array(
      Type.Object({
        kind: Type.String(),
        orderNo: Type.Union([Type.String(), Type.Null()]),
        outcome: Type.String({ description: 'credited, already credited, failed, refunded, noted or ignored' }),
      }),
    ),
  }),
);

export const RequeryParams = Type.Object({ id: RowId });
export const RequeryBody = ScopeOnly;
export const RequeryAnswer = Envelope(
  Type.Object({
    found: Type.Boolean({ description: 'the provider knows of a payment of the order' }),
    credited: Type.Boolean({ description: 'this re-query delivered it (false: it had been, or there is none)' }),
    status: Type.Integer(),
    detail: Type.String(),
  }),
);
