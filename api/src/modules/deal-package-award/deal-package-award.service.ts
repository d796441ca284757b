import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, notFound, oneProjectOnly } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { type ListParams, listPage, presentRow } from '../../platform/listQuery';
import type { PlainTable, Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import { type Award, AWARD_SORT, type AwardBody, type AwardOptions } from './deal-package-award.schemas';

type Body = Static<typeof AwardBody>;
type Item = Static<typeof Award>;

/** An award as answered: its package's and template's names, and how many orders it was granted to. */
function answered(rows: Rows) {
  const packages = rows.read('deal_package').select(['id', 'name']).as('pkg');
  const templates = rows.read('deal_coupon_template').select(['id', 'name']).as('tpl');
  return rows
    .read('deal_package_award')
    .innerJoin(packages, 'pkg.id', 'deal_package_award.package_id')
    .leftJoin(templates, 'tpl.id', 'deal_package_award.coupon_template_id')
    .where('deal_package_award.deleted', '=', 0);
}

const columns = (query: ReturnType<typeof answered>) =>
  query.select([
    'deal_package_award.id',
    'deal_package_award.project_code',
    'deal_package_award.package_id',
    'pkg.name as package_name',
    'deal_package_award.kind',
    'deal_package_award.coins',
    'deal_package_award.coupon_template_id',
    'tpl.name as coupon_template_name',
    'deal_package_award.badge_code',
    'deal_package_award.first_purchase_only',
    'deal_package_award.start_time',
    'deal_package_award.end_time',
    'deal_package_award.status',
    'deal_package_award.remark',
    'deal_package_award.create_time',
    'deal_package_award.update_time',
    // counted per row of the page only
    sql<string>`(select count(*) from deal_package_award_grant g where g.award_id = deal_package_award.id)`.as(
      'granted',
    ),
  ]);

const present = (row: Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>): Item => ({
  ...presentRow(row),
  granted: Number(row.granted),
});

async function one(rows: Rows, id: number): Promise<Item> {
  const row = await columns(answered(rows).where('deal_package_award.id', '=', id)).executeTakeFirst();
  if (!row) throw notFound(`No package award ${id} in your projects`);
  return present(row);
}

/** The columns a body writes: its package and template of `projectCode`, the one value its kind needs. */
async function valuesOf(rows: Rows, projectCode: string, body: Body) {
  const live = await rows
    .read('deal_package')
    .select('id')
    .where('id', '=', body.packageId)
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!live) throw badRequest('packageId', `no package ${body.packageId} in project ${projectCode}`, 'notFound');
  if (body.kind === 'coins' && body.coins === undefined) throw badRequest('coins', 'is required for coins', 'required');
  if (body.kind === 'badge' && body.badgeCode === undefined)
    throw badRequest('badgeCode', 'is required for a badge', 'required');
  if (body.kind === 'coupon') {
    if (body.couponTemplateId === undefined)
      throw badRequest('couponTemplateId', 'is required for a coupon', 'required');
    const template = await rows
      .read('deal_coupon_template')
      .select('id')
      .where('id', '=', body.couponTemplateId)
      .where('project_code', '=', projectCode)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!template)
      throw badRequest(
        'couponTemplateId',
        `no coupon template ${body.couponTemplateId} in project ${projectCode}`,
        'notFound',
      );
  }
  if (body.startTime && body.endTime && Date.parse(body.endTime) <= Date.parse(body.startTime))
    throw badRequest('endTime', 'must be after startTime', 'min', { limit: body.startTime });
  return {
    package_id: body.packageId,
    kind: body.kind,
    coins: body.kind === 'coins' ? body.coins! : null,
    coupon_template_id: body.kind === 'coupon' ? body.couponTemplateId! : null,
    badge_code: body.kind === 'badge' ? body.badgeCode! : null,
    first_purchase_only: body.firstPurchaseOnly ?? false,
    start_time: body.startTime ? new Date(body.startTime) : null,
    end_time: body.endTime ? new Date(body.endTime) : null,
    status: body.status ?? 0,
    remark: body.remark ?? '',
  };
}

async function ownRow(rows: Rows, id: number) {
  const row = await rows
    .read('deal_package_award')
    .select(['id', 'project_code'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound(`No package award ${id} in your projects`);
  return row;
}

export const packageAwards: PlainTable<Body> = {
  noun: 'package award',
  async list(db: Kysely<Database>, scope: ProjectScope, query: ListParams) {
    return listPage(answered(projectRows(db, scope)), columns, query, {
      equals: {
        packageId: 'deal_package_award.package_id',
        kind: 'deal_package_award.kind',
        status: 'deal_package_award.status',
      },
      sort: AWARD_SORT,
      tieBreaker: 'deal_package_award.id',
      present,
    });
  },
  get: (db, scope, id) => one(projectRows(db, scope), id),
  async create(db, scope, body) {
    if (scope.all) throw oneProjectOnly('package award');
    const rows = projectRows(db, scope);
    const projectCode = scope.projects[0].code;
    const values = await valuesOf(rows, projectCode, body);
    const { id } = await rows
      .add('deal_package_award', [{ ...values, project_code: projectCode }])
      .returning('id')
      .executeTakeFirstOrThrow();
    return one(rows, id);
  },
  async edit(db, scope, id, body) {
    const rows = projectRows(db, scope);
    const before = await ownRow(rows, id);
    const values = await valuesOf(rows, before.project_code, body);
    await rows
      .update('deal_package_award')
      .set({ ...values, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return one(rows, id);
  },
  /** Soft: the award grants no more; what it granted stays. */
  async remove(db, scope, id) {
    const rows = projectRows(db, scope);
    await ownRow(rows, id);
    await rows
      .update('deal_package_award')
      .set({ deleted: 1, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return null;
  },
};

/** What the form offers: the scope's live packages, coupon templates and badges. */
export async function awardOptions(db: Kysely<Database>, scope: ProjectScope): Promise<Static<typeof AwardOptions>> {
  const rows = projectRows(db, scope);
  const [packages, couponTemplates, badges] = await Promise.all([
    rows.read('deal_package').select(['id', 'name']).where('deleted', '=', 0).orderBy('sort').orderBy('id').execute(),
    rows
      .read('deal_coupon_template')
      .select(['id', 'name', 'status'])
      .where('deleted', '=', 0)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    rows
      .read('badge')
      .select(['code', 'name', 'status'])
      .where('deleted', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return { packages, couponTemplates, badges };
}
