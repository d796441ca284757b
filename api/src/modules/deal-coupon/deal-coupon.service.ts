import { randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { CsvError, parse } from 'csv-parse/sync';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, DealCouponTemplate } from '../../db/types';
import { checkCurrency, checkMinorUnits, issueCoupons } from '../../domain/deals';
import { badRequest, keptText } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { type ListParams, listPage, presentRow } from '../../platform/listQuery';
import { plainTable, type Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import {
  type Coupon,
  COUPON_DEFAULT_SORT,
  COUPON_SORT,
  type CouponListQuery,
  type CouponTemplate,
  type CouponTemplateBody,
  ISSUE_ROWS_MAX,
  type IssueBody,
  type IssueReport,
  TEMPLATE_SORT,
} from './deal-coupon.schemas';

type TemplateRow = Selectable<DealCouponTemplate>;

/** How long a coupon valid some days after its issue lasts when the template does not say. */
const DEFAULT_VALID_DAYS = 30;
type TemplateBody = Static<typeof CouponTemplateBody>;

/** The columns a template's body writes: its value checked against its kind, its validity one of two. */
function templateValues(body: TemplateBody) {
  const amount = body.kind === 'amount';
  if (amount && !body.currency) throw badRequest('currency', 'is required for an amount off', 'required');
  if (body.kind === 'percent' && body.value > 100)
    throw badRequest('value', 'a percentage off is 1..100', 'max', { limit: 100 });
  const byDays = body.validity === 'days';
  if (!byDays) {
    if (!body.validFrom) throw badRequest('validFrom', 'is required for a window', 'required');
    if (!body.validTo) throw badRequest('validTo', 'is required for a window', 'required');
    if (Date.parse(body.validTo) <= Date.parse(body.validFrom))
      throw badRequest('validTo', 'must be after validFrom', 'min', { limit: body.validFrom });
  }
  return {
    name: keptText('name', body.name),
    kind: body.kind,
    value: amount ? checkMinorUnits('value', body.value) : body.value,
    currency: amount ? checkCurrency('currency', body.currency!) : null,
    valid_days: byDays ? (body.validDays ?? DEFAULT_VALID_DAYS) : null,
    valid_from: byDays ? null : new Date(body.validFrom!),
    valid_to: byDays ? null : new Date(body.validTo!),
    status: body.status ?? 0,
    remark: body.remark ?? '',
  };
}

/** Templates as answered, with how many coupons each has issued and how many were used (for these rows only). */
async function presentTemplates(rows: Rows, list: TemplateRow[]): Promise<Static<typeof CouponTemplate>[]> {
  const counts = list.length
    ? await rows
        .read('deal_coupon')
        .select([
          'template_id',
          sql<string>`count(*)`.as('issued'),
          sql<string>`count(*) filter (where state = 'used')`.as('used'),
        ])
        .where(
          'template_id',
          'in',
          list.map((template) => template.id),
        )
        .groupBy('template_id')
        .execute()
    : [];
  const countOf = new Map(counts.map((count) => [count.template_id, count]));
  return list.map((template) => ({
    ...presentRow(template),
    validity: template.valid_days !== null ? ('days' as const) : ('window' as const),
    issued: Number(countOf.get(template.id)?.issued ?? 0),
    used: Number(countOf.get(template.id)?.used ?? 0),
  }));
}

export const couponTemplates = plainTable<'deal_coupon_template', TemplateBody, Static<typeof CouponTemplate>>({
  table: 'deal_coupon_template',
  noun: 'coupon template',
  list: {
    contains: { name: 'deal_coupon_template.name' },
    equals: { kind: 'deal_coupon_template.kind', status: 'deal_coupon_template.status' },
    sort: TEMPLATE_SORT,
  },
  unique: {
    field: 'name',
    taken: (name, projectCode) => `"${name}" is already the name of a coupon template of project ${projectCode}`,
  },
  values: templateValues,
  present: (rows, list) => presentTemplates(rows, list),
});

/** The issued coupons of the scope: filtered by template, user, state and issue time; newest first. */
export async function listCoupons(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof CouponListQuery>,
): Promise<{ list: Static<typeof Coupon>[]; total: number; pageNum: number; pageSize: number }> {
  const rows = projectRows(db, scope);
  const templates = rows.read('deal_coupon_template').select(['id', 'name', 'kind', 'value', 'currency']).as('tpl');
  const users = rows.read('app_user').select(['id', 'user_code']).as('usr');
  let matching = rows
    .read('deal_coupon')
    .innerJoin(templates, 'tpl.id', 'deal_coupon.template_id')
    .innerJoin(users, 'usr.id', 'deal_coupon.user_id');
  if (query.issuedFrom) matching = matching.where('deal_coupon.issue_time', '>=', new Date(query.issuedFrom));
  if (query.issuedTo) matching = matching.where('deal_coupon.issue_time', '<', new Date(query.issuedTo));
  return listPage(
    matching,
    (rows) =>
      rows.select([
        'deal_coupon.id',
        'deal_coupon.project_code',
        'deal_coupon.template_id',
        'tpl.name as template_name',
        'tpl.kind',
        'tpl.value',
        'tpl.currency',
        'deal_coupon.user_id',
        'usr.user_code',
        'deal_coupon.state',
        'deal_coupon.issue_time',
        'deal_coupon.used_time',
        'deal_coupon.expire_time',
        'deal_coupon.reason',
        'deal_coupon.operator_name',
      ]),
    query as ListParams,
    {
      equals: {
        templateId: 'deal_coupon.template_id',
        state: 'deal_coupon.state',
        userCode: 'usr.user_code',
      },
      sort: COUPON_SORT,
      defaultSort: COUPON_DEFAULT_SORT,
      tieBreaker: 'deal_coupon.id',
      present: (row) => presentRow(row),
    },
  );
}

type Line = { row: number; userCode: string };

/** The user codes a textarea holds: one a line (commas and spaces separate them too); a row is its line. */
function codesOfText(text: string): Line[] {
  return text.split(/\r?\n/).flatMap((line, index) =>
    line
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((userCode) => ({ row: index + 1, userCode })),
  );
}

const CODE_HEADERS = ['user_code', 'usercode', 'user code'];

/**
 * The user codes of a CSV file: the column headed user_code (any case) when the first row names
 * it, else the first column of every row. A row is its line in the file, as a spreadsheet numbers it.
 */
function codesOfCsv(text: string): Line[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // with `info`, each record comes with where it was read (typed as the bare record)
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw badRequest('csv', `is not a CSV file: ${error.message}`, 'format');
    throw error;
  }
  const column = records.length ? records[0].record.findIndex((cell) => CODE_HEADERS.includes(cell.toLowerCase())) : -1;
  return records
    .slice(column >= 0 ? 1 : 0)
    .map(({ record, info }) => ({ row: info.lines, userCode: record[Math.max(column, 0)] ?? '' }))
    .filter((line) => line.userCode !== '');
}

/**
 * Issues coupons of a template to the users a textarea or a CSV names: every row answered,
 * issued (with its coupon) or refused with the reason, in the order sent.
 */
export async function issueByCodes(
  db: Kysely<Database>,
  scope: ProjectScope,
  templateId: number,
  body: Static<typeof IssueBody>,
  operator: SignedInUser,
): Promise<Static<typeof IssueReport>> {
  const rows = projectRows(db, scope);
  // a template out of reach is a 404 whatever the body says
  const template = await couponTemplates.one(rows, templateId);
  if (body.userCodes !== undefined && body.csv !== undefined)
    throw badRequest('csv', 'send user codes or a CSV file, not both');
  const lines = body.csv !== undefined ? codesOfCsv(body.csv) : codesOfText(body.userCodes ?? '');
  const field = body.csv !== undefined ? 'csv' : 'userCodes';
  if (!lines.length) throw badRequest(field, 'names no user code', 'required');
  if (lines.length > ISSUE_ROWS_MAX)
    throw badRequest(field, `names ${lines.length} user codes; at most ${ISSUE_ROWS_MAX} at once`, 'maxItems', {
      limit: ISSUE_ROWS_MAX,
    });
  const users = await rows
    .read('app_user')
    .select(['id', 'user_code'])
    .where('project_code', '=', template.project_code)
    .where('deleted', '=', 0)
    .where('user_code', 'in', [...new Set(lines.map((line) => line.userCode))])
    .execute();
  const idOf = new Map(users.map((user) => [user.user_code, user.id]));
  // an unknown code is id 0, which no user has: issueCoupons refuses it as unknown
  const outcomes = await issueCoupons(
    rows,
    templateId,
    lines.map((line) => idOf.get(line.userCode) ?? 0),
    {
      reason: body.reason?.trim() || 'Issued by staff',
      operator,
      idempotencyKey: `issue:${templateId}:${body.idempotencyKey ?? randomUUID()}`,
    },
  );
  const report: Static<typeof IssueReport> = { issued: [], refused: [] };
  outcomes.forEach((outcome, index) => {
    const line = lines[index];
    if ('couponId' in outcome) report.issued.push({ ...line, couponId: outcome.couponId });
    else report.refused.push({ ...line, reason: outcome.refused });
  });
  return report;
}
