// Payment packages as the screen reads and writes them: a project's packages with their
// countries and channels, filtered and sorted on the server; a change checked by the deals
// domain (checkPackage) as the quick templates' are. Another project's package is a 404, as
// if absent; deleting is soft (orders keep naming the package).
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, DealCountry, DealPaymentChannel } from '../../db/types';
import { checkPackage, createPackages, linkPackage, type PackageRow, type VipPlan } from '../../domain/deals';
import { notFound, oneProjectOnly } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { listPage, type ListParams, presentRow } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { type Package, type PackageBody, type PackageListQuery, PACKAGE_SORT } from './deal-package.schemas';

type Rows = ReturnType<typeof projectRows>;
type Body = Static<typeof PackageBody>;
type Item = Static<typeof Package>;

const presentCountry = ({ id, code, name, icon, currency }: Selectable<DealCountry>) => ({
  id,
  code,
  name,
  icon,
  currency,
});
// the secret is left out here, so no answer can carry it
const presentChannel = ({ id, code, name, icon, provider, status }: Selectable<DealPaymentChannel>) => ({
  id,
  code,
  name,
  icon,
  provider,
  status,
});

/** The saving against the list price in whole percent, rounded down, in integers. */
const savingPercent = (price: number, list: number | null) =>
  list === null || list === 0 ? null : Math.floor(((list - price) * 100) / list);

/** Packages as answered, each with its countries and channels (read for these packages only). */
async function present(rows: Rows, packages: PackageRow[]): Promise<Item[]> {
  const ids = packages.map((row) => row.id);
  // the links, then what they link to: each read within the request's projects
  const countryLinks = ids.length
    ? await rows.read('deal_package_country').selectAll().where('package_id', 'in', ids).execute()
    : [];
  const channelLinks = ids.length
    ? await rows.read('deal_package_channel').selectAll().where('package_id', 'in', ids).execute()
    : [];
  const countryIds = [...new Set(countryLinks.map((link) => link.country_id))];
  const channelIds = [...new Set(channelLinks.map((link) => link.channel_id))];
  const countries = countryIds.length
    ? await rows.read('deal_country').selectAll().where('id', 'in', countryIds).orderBy('code').execute()
    : [];
  const channels = channelIds.length
    ? await rows
        .read('deal_payment_channel')
        .selectAll()
        .where('id', 'in', channelIds)
        .orderBy('sort')
        .orderBy('code')
        .execute()
    : [];
  const countriesOf = (packageId: number) => {
    const mine = new Set(countryLinks.filter((link) => link.package_id === packageId).map((link) => link.country_id));
    return countries.filter((country) => mine.has(country.id));
  };
  const channelsOf = (packageId: number) => {
    const mine = new Set(channelLinks.filter((link) => link.package_id === packageId).map((link) => link.channel_id));
    return channels.filter((channel) => mine.has(channel.id));
  };
  return packages.map((row) => {
    const { deleted: _deleted, ...shown } = presentRow(row);
    return {
      ...shown,
      priceMinor: Number(row.price_minor),
      listPriceMinor: row.list_price_minor === null ? null : Number(row.list_price_minor),
      firstPriceMinor: row.first_price_minor === null ? null : Number(row.first_price_minor),
      coins: Number(row.coins),
      bonusCoins: Number(row.bonus_coins),
      savingPercent: savingPercent(
        Number(row.price_minor),
        row.list_price_minor === null ? null : Number(row.list_price_minor),
      ),
      vipPlan: (row.vip_plan ?? 'none') as VipPlan,
      platforms: row.platforms as Item['platforms'],
      countries: countriesOf(row.id).map(presentCountry),
      channels: channelsOf(row.id).map(presentChannel),
    } as Item;
  });
}

const live = (rows: Rows) => rows.read('deal_package').where('deal_package.deleted', '=', 0);

async function one(rows: Rows, id: number): Promise<PackageRow> {
  const row = await live(rows).selectAll().where('deal_package.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No package ${id} in your projects`);
  return row;
}

export async function listPackages(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof PackageListQuery>) {
  const rows = projectRows(db, scope);
  let matching = live(rows);
  if (query.platform !== undefined)
    matching = matching.where(sql<boolean>`${query.platform} = any(deal_package.platforms)`);
  if (query.country)
    matching = matching.where(
      'deal_package.id',
      'in',
      rows
        .read('deal_package_country')
        .select('package_id')
        .where('country_id', 'in', rows.read('deal_country').select('id').where('code', '=', query.country)),
    );
  if (query.channel)
    matching = matching.where(
      'deal_package.id',
      'in',
      rows
        .read('deal_package_channel')
        .select('package_id')
        .where('channel_id', 'in', rows.read('deal_payment_channel').select('id').where('code', '=', query.channel)),
    );
  const page = await listPage(matching, (q) => q.selectAll('deal_package') as never, query as ListParams & object, {
    contains: { name: 'deal_package.name' },
    equals: { status: 'deal_package.status', currency: 'deal_package.currency' },
    sort: PACKAGE_SORT,
    tieBreaker: 'deal_package.id',
    present: (row: PackageRow) => row,
  });
  return { ...page, list: await present(rows, page.list) };
}

export async function getPackage(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  return (await present(rows, [await one(rows, id)]))[0];
}

const inputOf = (projectCode: string, { projectCode: _p, tenantCode: _t, ...body }: Body) => ({ ...body, projectCode });

export async function createPackage(db: Kysely<Database>, scope: ProjectScope, body: Body, by: SignedInUser) {
  // a package belongs to one project; `all` would not say which
  if (scope.all) throw oneProjectOnly('package');
  const rows = projectRows(db, scope);
  const [row] = await createPackages(rows, [inputOf(scope.projects[0].code, body)], by);
  return (await present(rows, [row]))[0];
}

export async function editPackage(db: Kysely<Database>, scope: ProjectScope, id: number, body: Body, by: SignedInUser) {
  const rows = projectRows(db, scope);
  const before = await one(rows, id);
  const { values, countryIds, channelIds } = await checkPackage(rows, inputOf(before.project_code, body));
  const row = await rows
    .update('deal_package')
    .set({ ...values, update_by: by.name, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await linkPackage(rows, row, countryIds, channelIds);
  return (await present(rows, [row]))[0];
}

/** Soft: the package leaves the list and the shop; its orders keep naming it. */
export async function deletePackage(db: Kysely<Database>, scope: ProjectScope, id: number, by: SignedInUser) {
  const rows = projectRows(db, scope);
  await one(rows, id);
  await rows
    .update('deal_package')
    .set({ deleted: 1, update_by: by.name, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return null;
}

/** The countries of the scope's projects, for the form's and the filter's choices. */
export async function listCountries(db: Kysely<Database>, scope: ProjectScope) {
  const countries = await projectRows(db, scope)
    .read('deal_country')
    .selectAll()
    .orderBy('code')
    .orderBy('id')
    .execute();
  return countries.map((country) => ({ ...presentCountry(country), projectCode: country.project_code }));
}

/** The payment channels of the scope's projects, never with their secrets. */
export async function listChannels(db: Kysely<Database>, scope: ProjectScope) {
  const channels = await projectRows(db, scope)
    .read('deal_payment_channel')
    .select(['id', 'code', 'name', 'icon', 'provider', 'status', 'project_code'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return channels.map(({ project_code, ...channel }) => ({ ...channel, projectCode: project_code }));
}
