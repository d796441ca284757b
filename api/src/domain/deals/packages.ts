// Payment packages: what an app user can buy (a price in one currency, coins, bonus coins, VIP
// days or an auto-renewing VIP plan), on which platforms, in which countries, through which
// payment channels. The package screen, the quick templates (many packages at once) and the
// app's purchase all go through here, so a package is checked the same way whoever writes it
// and is sold only while it is for sale.
import type { Selectable } from 'kysely';
import type { DealPackage } from '../../db/types';
import { badRequest, conflict, keptText, notFound } from '../../platform/errors';
import type { SignedInUser } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { checkCurrency, checkMinorUnits } from './money';

type Rows = ReturnType<typeof projectRows>;

export const PLATFORMS = ['ios', 'android', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** none: VIP days bought once (or no VIP at all); weekly / monthly: an auto-renewing subscription */
export const VIP_PLANS = ['none', 'weekly', 'monthly'] as const;
export type VipPlan = (typeof VIP_PLANS)[number];
export const PACKAGE_NAME_MAX = 64;
export const PACKAGE_REMARK_MAX = 200;
export const PACKAGE_SORT_MAX = 9999;

/** A package as a caller writes it: money in minor units, countries and channels by their codes. */
export interface PackageInput {
  projectCode: string;
  name: string;
  priceMinor: number;
  currency: string;
  listPriceMinor?: number | null;
  firstPriceMinor?: number | null;
  coins: number;
  bonusCoins?: number;
  vipDays?: number | null;
  vipPlan?: VipPlan;
  platforms: string[];
  /** ISO 3166-1 alpha-2 codes of the project's countries */
  countries: string[];
  /** codes of the project's payment channels */
  channels: string[];
  appStoreProductId?: string;
  googlePlayProductId?: string;
  sort?: number;
  /** 0 on sale, 1 off sale */
  status?: number;
  saleStart?: string | null;
  saleEnd?: string | null;
  remark?: string;
}

export type PackageRow = Selectable<DealPackage>;

/** A count of coins or days: a non-negative whole number, or a 400 naming `field`. */
function checkCount(field: string, value: number): number {
  if (!Number.isSafeInteger(value)) throw badRequest(field, `must be a whole number, not ${value}`, 'type');
  if (value < 0) throw badRequest(field, 'must not be negative', 'min', { limit: 0 });
  return value;
}

function checkTime(field: string, value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw badRequest(field, `"${value}" is not a date and time`, 'format');
  return time;
}

/** Codes as a set: each once, at least one. */
function checkCodes(field: string, codes: readonly string[]): string[] {
  if (!Array.isArray(codes) || codes.length === 0) throw badRequest(field, 'must name at least one', 'minItems');
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated !== undefined) throw badRequest(field, `names "${repeated}" twice`, 'repeated');
  return [...codes];
}

/**
 * The columns of a package from `input`, checked (a 400 naming the first field that is wrong),
 * with the ids of its countries and channels in the project. `rows` reads the project's
 * countries and channels.
 */
export async function checkPackage(rows: Rows, input: PackageInput) {
  const name = keptText('name', input.name ?? '');
  if (name.length > PACKAGE_NAME_MAX)
    throw badRequest('name', `must be at most ${PACKAGE_NAME_MAX} characters`, 'maxLength');
  const currency = checkCurrency('currency', input.currency);
  const price = checkMinorUnits('priceMinor', input.priceMinor);
  const listPrice = input.listPriceMinor == null ? null : checkMinorUnits('listPriceMinor', input.listPriceMinor);
  // the discount is the saving against the list price: a list price below the price would be a negative discount
  if (listPrice !== null && listPrice < price)
    throw badRequest(
      'listPriceMinor',
      `must not be below the price (${price}): the discount against it would be negative`,
      'min',
      { limit: price },
    );
  const firstPrice = input.firstPriceMinor == null ? null : checkMinorUnits('firstPriceMinor', input.firstPriceMinor);
  if (firstPrice !== null && firstPrice > price)
    throw badRequest(
      'firstPriceMinor',
      `must not be above the price (${price}): it is a first purchase's offer`,
      'max',
      {
        limit: price,
      },
    );
  const coins = checkCount('coins', input.coins);
  const bonusCoins = checkCount('bonusCoins', input.bonusCoins ?? 0);
  const plan = input.vipPlan ?? 'none';
  if (!VIP_PLANS.includes(plan)) throw badRequest('vipPlan', `must be one of ${VIP_PLANS.join(', ')}`, 'enum');
  let vipDays = input.vipDays == null ? null : checkCount('vipDays', input.vipDays);
  if (vipDays === 0) vipDays = null;
  if (plan !== 'none' && vipDays === null)
    throw badRequest('vipDays', `a ${plan} plan gives VIP days each period: say how many`, 'required');
  if (coins === 0 && bonusCoins === 0 && vipDays === null)
    throw badRequest('coins', 'a package gives coins, bonus coins or VIP days', 'required');

  const platforms = checkCodes('platforms', input.platforms);
  const unknownPlatform = platforms.find((platform) => !(PLATFORMS as readonly string[]).includes(platform));
  if (unknownPlatform !== undefined)
    throw badRequest('platforms', `"${unknownPlatform}" is not one of ${PLATFORMS.join(', ')}`, 'enum');

  const countryCodes = checkCodes('countries', input.countries);
  const countries = await rows
    .read('deal_country')
    .select(['id', 'code'])
    .where('project_code', '=', input.projectCode)
    .where('code', 'in', countryCodes)
    .execute();
  const missingCountry = countryCodes.find((code) => !countries.some((country) => country.code === code));
  if (missingCountry !== undefined)
    throw badRequest('countries', `"${missingCountry}" is not a country of project ${input.projectCode}`, 'notFound');

  const channelCodes = checkCodes('channels', input.channels);
  const channels = await rows
    .read('deal_payment_channel')
    .select(['id', 'code', 'provider'])
    .where('project_code', '=', input.projectCode)
    .where('code', 'in', channelCodes)
    .execute();
  const missingChannel = channelCodes.find((code) => !channels.some((channel) => channel.code === code));
  if (missingChannel !== undefined)
    throw badRequest(
      'channels',
      `"${missingChannel}" is not a payment channel of project ${input.projectCode}`,
      'notFound',
    );

  // a store sells an in-app purchase by its own product id
  const appStoreProductId = (input.appStoreProductId ?? '').trim();
  const googlePlayProductId = (input.googlePlayProductId ?? '').trim();
  const through = (provider: string) => channels.some((channel) => channel.provider === provider);
  if (platforms.includes('ios') && through('app_store') && !appStoreProductId)
    throw badRequest('appStoreProductId', 'is needed to sell on iOS through the App Store', 'required');
  if (platforms.includes('android') && through('google_play') && !googlePlayProductId)
    throw badRequest('googlePlayProductId', 'is needed to sell on Android through Google Play', 'required');

  const sort = checkCount('sort', input.sort ?? 0);
  if (sort > PACKAGE_SORT_MAX) throw badRequest('sort', `must be at most ${PACKAGE_SORT_MAX}`, 'max');
  const status = input.status ?? 0;
  if (status !== 0 && status !== 1) throw badRequest('status', 'must be 0 (on sale) or 1 (off sale)', 'enum');
  const saleStart = checkTime('saleStart', input.saleStart);
  const saleEnd = checkTime('saleEnd', input.saleEnd);
  if (saleStart && saleEnd && saleEnd <= saleStart)
    throw badRequest('saleEnd', 'must be after the start of the sale', 'min');
  const remark = (input.remark ?? '').trim();
  if (remark.length > PACKAGE_REMARK_MAX)
    throw badRequest('remark', `must be at most ${PACKAGE_REMARK_MAX} characters`, 'maxLength');

  return {
    values: {
      project_code: input.projectCode,
      name,
      price_minor: price,
      currency,
      list_price_minor: listPrice,
      first_price_minor: firstPrice,
      coins,
      bonus_coins: bonusCoins,
      vip_days: vipDays,
      vip_plan: plan === 'none' ? null : plan,
      platforms,
      app_store_product_id: appStoreProductId,
      google_play_product_id: googlePlayProductId,
      sort,
      status,
      sale_start: saleStart,
      sale_end: saleEnd,
      remark,
    },
    countryIds: countries.map((country) => country.id),
    channelIds: channels.map((channel) => channel.id),
  };
}

/** Sets a package's countries and channels to these (a new package's, or an edit's). */
export async function linkPackage(
  rows: Rows,
  row: { id: number; project_code: string },
  countryIds: number[],
  channelIds: number[],
) {
  await rows.remove('deal_package_country').where('package_id', '=', row.id).execute();
  await rows.remove('deal_package_channel').where('package_id', '=', row.id).execute();
  const link = { project_code: row.project_code, package_id: row.id };
  if (countryIds.length)
    await rows
      .add(
        'deal_package_country',
        countryIds.map((country_id) => ({ ...link, country_id })),
      )
      .execute();
  if (channelIds.length)
    await rows
      .add(
        'deal_package_channel',
        channelIds.map((channel_id) => ({ ...link, channel_id })),
      )
      .execute();
}

/**
 * Creates packages, each checked as the screen checks one (a 400 naming the field, and for
 * more than one its place: `packages[2].priceMinor`), with their countries and channels; in
 * the caller's transaction, so one refused package writes none. Answers the rows in order.
 */
export async function createPackages(
  rows: Rows,
  bodies: readonly PackageInput[],
  operator: SignedInUser | null,
): Promise<PackageRow[]> {
  const checked = [];
  for (const [index, body] of bodies.entries()) {
    try {
      checked.push(await checkPackage(rows, body));
    } catch (error) {
      throw bodies.length > 1 ? placed(error, `packages[${index}]`) : error;
    }
  }
  const created: PackageRow[] = [];
  for (const { values, countryIds, channelIds } of checked) {
    const by = operator?.name ?? '';
    const row = await rows
      .add('deal_package', [{ ...values, create_by: by, update_by: by }])
      .returningAll()
      .executeTakeFirstOrThrow();
    await linkPackage(rows, row, countryIds, channelIds);
    created.push(row);
  }
  return created;
}

/** A 400 about a field of one of many bodies, named with its place. */
function placed(error: unknown, prefix: string): unknown {
  const problems = (error as { errors?: { field: string }[]; statusCode?: number }).errors;
  if ((error as { statusCode?: number }).statusCode === 400 && problems)
    for (const problem of problems) problem.field = `${prefix}.${problem.field}`;
  return error;
}

export interface ForSale {
  platform: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  now: Date;
}

/**
 * The package `packageId` if it may be bought now on `platform` in `country`, with the codes
 * of its payment channels that are enabled; a 404 when the project has no such package
 * (or it was deleted), a 409 saying why it is not for sale.
 */
export async function packageForSale(
  rows: Rows,
  packageId: number,
  { platform, country, now }: ForSale,
): Promise<PackageRow & { channels: string[] }> {
  const row = await rows
    .read('deal_package')
    .selectAll()
    .where('id', '=', packageId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(`No package ${packageId}`);
  const refuse = (why: string, problem: string) => conflict(`Package ${packageId} ${why}`, `package.${problem}`);
  if (row.status !== 0) throw refuse('is off sale', 'offSale');
  if (row.sale_start && now < new Date(row.sale_start))
    throw refuse(`is not on sale before ${new Date(row.sale_start).toISOString()}`, 'notYet');
  if (row.sale_end && now >= new Date(row.sale_end))
    throw refuse(`was on sale until ${new Date(row.sale_end).toISOString()}`, 'ended');
  if (!row.platforms.includes(platform)) throw refuse(`is not sold on ${platform}`, 'platform');
  const sold = await rows
    .read('deal_package_country')
    .select('package_id')
    .where('package_id', '=', row.id)
    .where('country_id', 'in', rows.read('deal_country').select('id').where('code', '=', country))
    .executeTakeFirst();
  if (!sold) throw refuse(`is not sold in ${country}`, 'country');
  const channels = await rows
    .read('deal_payment_channel')
    .select('code')
    .where('id', 'in', rows.read('deal_package_channel').select('channel_id').where('package_id', '=', row.id))
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  if (!channels.length) throw refuse('has no payment channel open', 'noChannel');
  return { ...row, channels: channels.map((channel) => channel.code) };
}
