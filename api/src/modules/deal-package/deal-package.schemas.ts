import { Type } from '@sinclair/typebox';
import { PACKAGE_NAME_MAX, PACKAGE_REMARK_MAX, PACKAGE_SORT_MAX, PLATFORMS, VIP_PLANS } from '../../domain/deals';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

// each backed by an index (0024: deal_package_sorted, _priced, _created)
export const PACKAGE_SORT = sortColumns('deal_package', ['deleted', 'sort', 'price_minor', 'create_time', 'id']);

const Literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  );
const Minor = (description: string) => Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description });
const Nullable = <T extends ReturnType<typeof Minor>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Moment = (description: string) =>
  Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description }));

export const PackageListQuery = ListQuery(
  {
    name: Type.Optional(Type.String({ maxLength: PACKAGE_NAME_MAX, description: 'a part of the name' })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 on sale, 1 off sale' })),
    platform: Type.Optional(Literals(PLATFORMS, 'sold on this platform')),
    country: Type.Optional(
      Type.String({ pattern: '^[A-Z]{2}$', description: 'sold in this country (ISO 3166-1 code)' }),
    ),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', description: 'priced in this currency' })),
    channel: Type.Optional(Type.String({ maxLength: 32, description: 'sold through this channel (its code)' })),
  },
  PACKAGE_SORT,
);

export const Country = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  name: Type.String(),
  icon: Type.String(),
  currency: Type.String({ description: 'its prices’ default currency (ISO 4217)' }),
});

// never the secret: it signs the provider's callbacks and stays on the server
export const Channel = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  provider: Literals(['card', 'app_store', 'google_play', 'test'] as const),
  status: Type.Integer({ description: '0 open, 1 closed' }),
});

export const Package = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  name: Type.String(),
  priceMinor: Type.Integer({ description: 'in minor units of currency' }),
  currency: Type.String(),
  listPriceMinor: Type.Union([Type.Integer(), Type.Null()], { description: 'the struck-through list price' }),
  savingPercent: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the discount: the saving against the list price, in whole percent (rounded down)',
  }),
  firstPriceMinor: Type.Union([Type.Integer(), Type.Null()]),
  coins: Type.Integer(),
  bonusCoins: Type.Integer(),
  vipDays: Type.Union([Type.Integer(), Type.Null()]),
  vipPlan: Literals(VIP_PLANS),
  platforms: Type.Array(Literals(PLATFORMS)),
  countries: Type.Array(Country),
  channels: Type.Array(Channel),
  appStoreProductId: Type.String(),
  googlePlayProductId: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer({ description: '0 on sale, 1 off sale' }),
  saleStart: Type.Union([Type.String(), Type.Null()]),
  saleEnd: Type.Union([Type.String(), Type.Null()]),
  remark: Type.String(),
  createBy: Type.String(),
  updateBy: Type.String(),
  ...Timestamps,
});

export const PackageBody = Type.Object({
  ...ScopeFields,
  name: Type.String({ minLength: 1, maxLength: PACKAGE_NAME_MAX }),
  priceMinor: Minor('the price in minor units of currency: 1999 for USD 19.99, 160 for JPY 160; never a fraction'),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 (USD, JPY, BRL…)' }),
  listPriceMinor: Nullable(Minor('the struck-through list price; not below the price (a negative discount)')),
  firstPriceMinor: Nullable(Minor("a user's first purchase's price; not above the price")),
  coins: Minor('coins given'),
  bonusCoins: Type.Optional(Minor('bonus coins given')),
  vipDays: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 3660 }), Type.Null()])),
  vipPlan: Type.Optional(Literals(VIP_PLANS, 'none, or an auto-renewing weekly or monthly plan')),
  platforms: Type.Array(Literals(PLATFORMS), { minItems: 1, maxItems: PLATFORMS.length }),
  countries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
    minItems: 1,
    maxItems: 250,
    description: "codes of the project's countries",
  }),
  channels: Type.Array(Type.String({ maxLength: 32 }), {
    minItems: 1,
    maxItems: 32,
    description: "codes of the project's payment channels",
  }),
  appStoreProductId: Type.Optional(
    Type.String({ maxLength: 128, description: 'needed when sold on iOS through the App Store' }),
  ),
  googlePlayProductId: Type.Optional(
    Type.String({ maxLength: 128, description: 'needed when sold on Android through Google Play' }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: PACKAGE_SORT_MAX })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 on sale, 1 off sale' })),
  saleStart: Moment('on sale from; none: already'),
  saleEnd: Moment('on sale until (after the start); none: no end'),
  remark: Type.Optional(Type.String({ maxLength: PACKAGE_REMARK_MAX })),
});
