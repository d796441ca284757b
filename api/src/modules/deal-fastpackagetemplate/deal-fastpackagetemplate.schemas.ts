import { Type } from '@sinclair/typebox';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const NAME_MAX = 64;
export const STEPS_MAX = 20;
export const COUNTRIES_MAX = 50;

export const TEMPLATE_SORT = sortColumns('deal_fastpackagetemplate', ['deleted', 'create_time', 'name', 'id']);

const Platform = Type.Union([Type.Literal('ios'), Type.Literal('android'), Type.Literal('web')]);

/** One step of the ladder: its coins, and its price in minor units per currency. */
export const Step = Type.Object({
  coins: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  bonusCoins: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  prices: Type.Array(
    Type.Object({
      currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217' }),
      priceMinor: Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000_000,
        description: 'minor units: 199 for 1.99 USD',
      }),
    }),
    {
      minItems: 1,
      maxItems: 30,
      description: 'a price for each currency the countries pay in, each currency once',
    },
  ),
});

export const FastPackageTemplateListQuery = ListQuery(
  { name: Type.Optional(Type.String({ maxLength: NAME_MAX, description: 'a part of the name' })) },
  TEMPLATE_SORT,
);

export const FastPackageTemplate = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  name: Type.String(),
  platforms: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  channels: Type.Array(Type.String()),
  steps: Type.Array(Step),
  productPrefix: Type.String(),
  remark: Type.String(),
  appliedCount: Type.Integer({ description: 'how many times it was applied' }),
  appliedTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  ...Timestamps,
});

export const FastPackageTemplateBody = Type.Object({
  ...ScopeFields,
  name: Type.String({
    minLength: 1,
    maxLength: NAME_MAX,
    description: `1..${NAME_MAX} characters, kept trimmed; once per project (409 when taken)`,
  }),
  platforms: Type.Array(Platform, { minItems: 1, maxItems: 3, uniqueItems: true }),
  countries: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), {
    minItems: 1,
    maxItems: COUNTRIES_MAX,
    uniqueItems: true,
    description: "ISO 3166-1 codes of the project's countries: each package is sold in those of its currency",
  }),
  channels: Type.Array(Type.String({ maxLength: 32 }), {
    minItems: 1,
    maxItems: 20,
    uniqueItems: true,
    description: "codes of the project's payment channels",
  }),
  steps: Type.Array(Step, { minItems: 1, maxItems: STEPS_MAX }),
  productPrefix: Type.Optional(
    Type.String({
      pattern: '^([a-z][a-z0-9_.]{0,39})?$',
      description:
        "the stores' product ids are <prefix>.<coins>.<currency> (com.example.coins.500.usd); needed where a store sells on its platform",
    }),
  ),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A package the template would create, as the package screen shows one. */
export const PlannedPackage = Type.Object({
  name: Type.String(),
  priceMinor: Type.Integer(),
  currency: Type.String(),
  coins: Type.Integer(),
  bonusCoins: Type.Integer(),
  platforms: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  channels: Type.Array(Type.String()),
  appStoreProductId: Type.String(),
  googlePlayProductId: Type.String(),
});

export const Preview = Type.Object({ packages: Type.Array(PlannedPackage) });

export const Applied = Type.Object({
  created: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), priceMinor: Type.Integer(), currency: Type.String() }),
  ),
});

export const TemplateOptions = Type.Object({
  countries: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), currency: Type.String() })),
  channels: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), provider: Type.String() })),
});
