import type { Static } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types';
import { checkCurrency, checkMinorUnits, checkPackage, createPackages, type PackageInput } from '../../domain/deals';
import { ApiError, badRequest, keptText } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { presentRow } from '../../platform/listQuery';
import { type PlainTable, plainTable, type Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import type { DealFastpackagetemplate } from './tables.generated';
import {
  type Applied,
  type FastPackageTemplate,
  type FastPackageTemplateBody,
  type Preview,
  type TemplateOptions,
  type Step,
  TEMPLATE_SORT,
} from './deal-fastpackagetemplate.schemas';

type Body = Static<typeof FastPackageTemplateBody>;
type Item = Static<typeof FastPackageTemplate>;
type Row = Selectable<DealFastpackagetemplate>;
type Ladder = Static<typeof Step>[];

const table = plainTable<'deal_fastpackagetemplate', Body, Item>({
  table: 'deal_fastpackagetemplate',
  noun: 'quick package template',
  list: { contains: { name: 'deal_fastpackagetemplate.name' }, sort: TEMPLATE_SORT },
  unique: {
    field: 'name',
    taken: (name, projectCode) => `"${name}" is already the name of a quick package template of project ${projectCode}`,
  },
  values: (body) => ({
    name: keptText('name', body.name),
    platforms: body.platforms,
    countries: body.countries,
    channels: body.channels,
    steps: JSON.stringify(
      body.steps.map((step) => ({ coins: step.coins, bonusCoins: step.bonusCoins ?? 0, prices: step.prices })),
    ),
    product_prefix: body.productPrefix ?? '',
    remark: body.remark ?? '',
  }),
  present: async (_rows, list) => list.map((row) => ({ ...presentRow(row), steps: row.steps as Ladder })),
});

/** The currencies the countries are sold in, each with its countries, in the order the countries come. */
async function currenciesOf(rows: Rows, projectCode: string, codes: readonly string[]) {
  const countries = await rows
    .read('deal_country')
    .select(['code', 'currency'])
    .where('project_code', '=', projectCode)
    .where('code', 'in', [...codes])
    .execute();
  const missing = codes.find((code) => !countries.some((country) => country.code === code));
  if (missing !== undefined)
    throw badRequest('countries', `"${missing}" is not a country of project ${projectCode}`, 'notFound');
  const byCurrency = new Map<string, string[]>();
  for (const code of codes) {
    const { currency } = countries.find((country) => country.code === code)!;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), code]);
  }
  return byCurrency;
}

const priceIn = (step: Static<typeof Step>, currency: string) =>
  step.prices.find((price) => price.currency === currency)?.priceMinor;

/** A ladder's prices checked against its countries: every currency priced at every step, in minor units. */
async function checkLadder(rows: Rows, projectCode: string, body: Body) {
  const currencies = await currenciesOf(rows, projectCode, body.countries);
  for (const [index, step] of body.steps.entries()) {
    const field = `steps[${index}].prices`;
    for (const [at, { currency, priceMinor }] of step.prices.entries()) {
      checkCurrency(`${field}[${at}].currency`, currency);
      checkMinorUnits(`${field}[${at}].priceMinor`, priceMinor);
      if (step.prices.findIndex((price) => price.currency === currency) !== at)
        throw badRequest(field, `prices ${currency} twice`, 'repeated');
    }
    for (const [currency, countries] of currencies)
      if (priceIn(step, currency) === undefined)
        throw badRequest(
          field,
          `needs a price in ${currency}: ${countries.join(', ')} ${countries.length > 1 ? 'pay' : 'pays'} in it`,
          'required',
        );
  }
}

/** The packages `template` creates: one a step and currency, sold in the countries of that currency. */
async function plannedPackages(rows: Rows, template: Row): Promise<PackageInput[]> {
  const currencies = await currenciesOf(rows, template.project_code, template.countries);
  const steps = template.steps as Ladder;
  return steps.flatMap((step) =>
    [...currencies].map(([currency, countries]) => {
      const suffix = ` · ${step.coins} coins (${currency})`;
      const productId = template.product_prefix
        ? `${template.product_prefix}.${step.coins}.${currency.toLowerCase()}`
        : '';
      return {
        projectCode: template.project_code,
        name: `${template.name.slice(0, 64 - suffix.length).trimEnd()}${suffix}`,
        // a price the ladder lacks (the countries changed since) is refused by checkPackage, by field
        priceMinor: priceIn(step, currency) ?? Number.NaN,
        currency,
        coins: step.coins,
        bonusCoins: step.bonusCoins ?? 0,
        platforms: template.platforms,
        countries,
        channels: template.channels,
        appStoreProductId: productId,
        googlePlayProductId: productId,
        // created off sale: staff put them on sale from the package screen once they have looked
        status: 1,
      };
    }),
  );
}

/** A refusal about one planned package's field, named with its place (`packages[3].priceMinor`), as createPackages names them. */
function placed(error: unknown, index: number): unknown {
  if (error instanceof ApiError && error.statusCode === 400)
    for (const problem of error.errors) problem.field = `packages[${index}].${problem.field}`;
  return error;
}

export const quickTemplates: PlainTable<Body> = {
  noun: table.noun,
  list: table.list,
  get: table.get,
  remove: table.remove,
  async create(db: Kysely<Database>, scope: ProjectScope, body: Body) {
    if (!scope.all) await checkLadder(projectRows(db, scope), scope.projects[0].code, body);
    return table.create(db, scope, body);
  },
  async edit(db: Kysely<Database>, scope: ProjectScope, id: number, body: Body) {
    const rows = projectRows(db, scope);
    const before = await table.one(rows, id);
    await checkLadder(rows, before.project_code, body);
    return table.edit(db, scope, id, body);
  },
};

/** What applying the template would create, each package checked as the package screen checks one. */
export async function previewTemplate(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
): Promise<Static<typeof Preview>> {
  const rows = projectRows(db, scope);
  const planned = await plannedPackages(rows, (await table.one(rows, id)) as Row);
  for (const [index, input] of planned.entries())
    await checkPackage(rows, input).catch((error) => {
      throw placed(error, index);
    });
  return {
    packages: planned.map(({ projectCode: _, status: __, ...input }) => ({
      ...input,
      bonusCoins: input.bonusCoins ?? 0,
      appStoreProductId: input.appStoreProductId ?? '',
      googlePlayProductId: input.googlePlayProductId ?? '',
    })),
  };
}

/** Creates the template's packages in the request's transaction: all of them, or none when one is refused. */
export async function applyTemplate(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  operator: SignedInUser,
): Promise<Static<typeof Applied>> {
  const rows = projectRows(db, scope);
  const template = (await table.one(rows, id)) as Row;
  const created = await createPackages(rows, await plannedPackages(rows, template), operator);
  await rows
    .update('deal_fastpackagetemplate')
    .set({ applied_count: sql<number>`applied_count + 1`, applied_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return {
    created: created.map((row) => ({
      id: row.id,
      name: row.name,
      priceMinor: row.price_minor,
      currency: row.currency,
    })),
  };
}

/** What the form offers: the projects' countries (with their currencies) and payment channels. */
export async function templateOptions(
  db: Kysely<Database>,
  scope: ProjectScope,
): Promise<Static<typeof TemplateOptions>> {
  const rows = projectRows(db, scope);
  const [countries, channels] = await Promise.all([
    rows.read('deal_country').select(['code', 'name', 'currency']).orderBy('code').execute(),
    rows.read('deal_payment_channel').select(['code', 'name', 'provider']).orderBy('sort').orderBy('code').execute(),
  ]);
  // under `all`, a code several projects have is offered once
  const once = <T extends { code: string }>(list: T[]) =>
    list.filter((item, index) => list.findIndex((other) => other.code === item.code) === index);
  return { countries: once(countries), channels: once(channels) };
}
