// The activity records: per user and period of an activity, its progress, status and reward
// (5 million at the large size). A page's ids are found on an index of 0028's activity_record
// alone (project, activity, status, id), so a deep page skips index entries, never rows; the
// total is exact up to 10,000 (an index-only count), then the planner's estimate, flagged.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { timeZonesOf } from '../../domain/activities';
import { badRequest, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import {
  containsPattern,
  filteredBy,
  orderByKeys,
  pagingOf,
  sortOf,
  TIMELINE_COUNT_CAP,
} from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  type ActivityOptionsQuery,
  type ActivityRecord,
  RECORD_DEFAULT_SORT,
  RECORD_SORT,
  type RecordFilterQuery,
  type RecordListQuery,
} from './activity-record.schemas';

type Filters = Omit<Static<typeof RecordFilterQuery>, 'projectCode' | 'tenantCode'>;

export const RECORD_COUNT_CAP = TIMELINE_COUNT_CAP;

/** The records of the scope the filters match (the list's and the export's). */
export function recordsMatching(db: Kysely<Database>, scope: ProjectScope, filters: Filters) {
  const rows = projectRows(db, scope);
  let matching = rows.read('activity_record');
  if (filters.createdFrom)
    matching = matching.where('activity_record.create_time', '>=', new Date(filters.createdFrom));
  if (filters.createdTo) matching = matching.where('activity_record.create_time', '<', new Date(filters.createdTo));
  if (filters.createdFrom && filters.createdTo && filters.createdFrom >= filters.createdTo)
    throw badRequest('createdTo', 'must be after createdFrom', 'min');
  // a user code is one user of a project: its ids (one a project of the scope), so the user's index serves
  if (filters.userCode)
    matching = matching.where(
      'activity_record.user_id',
      'in',
      rows.read('app_user').select('app_user.id').where('app_user.user_code', '=', filters.userCode),
    );
  return filteredBy(matching, filters, {
    equals: {
      activityId: 'activity_record.activity_id',
      userId: 'activity_record.user_id',
      status: 'activity_record.status',
      period: 'activity_record.period',
    },
  });
}

/** Records with their user's code and name and their activity's title, type and currency. */
export function withNames<O>(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: SelectQueryBuilder<Database, 'activity_record', O>,
) {
  const rows = projectRows(db, scope);
  const users = rows.read('app_user').select(['app_user.id', 'app_user.user_code', 'app_user.username']).as('u');
  const activities = rows
    .read('activity')
    .select(['activity.id', 'activity.title', 'activity.type', 'activity.currency'])
    .as('a');
  return query
    .innerJoin(users, 'u.id', 'activity_record.user_id')
    .innerJoin(activities, 'a.id', 'activity_record.activity_id')
    .select([
      'activity_record.id',
      'activity_record.project_code',
      'activity_record.activity_id',
      'activity_record.user_id',
      'activity_record.period',
      'activity_record.progress',
      'activity_record.target',
      'activity_record.status',
      'activity_record.reward',
      'activity_record.ledger_key',
      'activity_record.complete_time',
      'activity_record.claim_time',
      'activity_record.create_time',
      'activity_record.update_time',
      'u.user_code',
      'u.username',
      'a.title as activity_title',
      'a.type as activity_type',
      'a.currency',
    ]);
}
export type RecordRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

export const presentRecord = (row: RecordRow, timeZones?: Map<string, string>): Static<typeof ActivityRecord> => ({
  id: Number(row.id),
  projectCode: row.project_code,
  timeZone: timeZones?.get(row.project_code) ?? 'UTC',
  activityId: Number(row.activity_id),
  activityTitle: row.activity_title,
  activityType: row.activity_type,
  currency: row.currency,
  userId: Number(row.user_id),
  userCode: row.user_code,
  userName: row.username,
  period: row.period,
  progress: Number(row.progress),
  target: Number(row.target),
  status: row.status as Static<typeof ActivityRecord>['status'],
  reward: Number(row.reward),
  ledgerKey: row.ledger_key,
  completeTime: row.complete_time?.toISOString() ?? null,
  claimTime: row.claim_time?.toISOString() ?? null,
  createTime: row.create_time.toISOString(),
  updateTime: row.update_time.toISOString(),
});

/** The time zones of the scope's projects, in which the screen shows a record's times. */
const scopeTimeZones = (db: Kysely<Database>, scope: ProjectScope) =>
  timeZonesOf(
    db,
    scope.projects.map((project) => project.code),
  );

/** The planner's estimate of the rows `query` reads (EXPLAIN, no execution). */
async function estimatedRows<O>(query: SelectQueryBuilder<Database, 'activity_record', O>): Promise<number> {
  const [row] = (await query.explain('json')) as Array<Record<string, unknown>>;
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0].Plan['Plan Rows']);
}

export async function listRecords(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof RecordListQuery>) {
  const sort = sortOf(query, RECORD_SORT, RECORD_DEFAULT_SORT);
  const paging = pagingOf(query);
  const base = recordsMatching(db, scope, query);
  const keys = orderByKeys(base.select('activity_record.id'), sort, 'activity_record.id')
    .limit(paging.pageSize)
    .offset(paging.offset);
  const counted = sql<number>`(select count(*) from ${base.select(sql`1`.as('one')).limit(RECORD_COUNT_CAP + 1)} as counted)`;
  // the page's ids first, on their own: a planner that misjudges the rows (fresh ones, no
  // statistics yet) cannot turn a subquery of them into a skip repeated for every row
  const [ids, [{ total: upTo }], timeZones] = await Promise.all([
    keys.execute(),
    db.selectNoFrom(counted.as('total')).execute() as Promise<Array<{ total: number | string }>>,
    scopeTimeZones(db, scope),
  ]);
  const rows = ids.length
    ? await orderByKeys(
        withNames(
          db,
          scope,
          base.where(
            'activity_record.id',
            'in',
            ids.map((row) => row.id),
          ),
        ),
        sort,
        'activity_record.id',
      ).execute()
    : [];
  let total = Number(upTo);
  const totalExact = total <= RECORD_COUNT_CAP;
  if (!totalExact)
    total = Math.max(
      await estimatedRows(base.select(sql`1`.as('one'))),
      RECORD_COUNT_CAP + 1,
      paging.offset + rows.length,
    );
  return {
    list: rows.map((row) => presentRecord(row, timeZones)),
    total,
    totalExact,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** One record, with the user's check-ins when its activity is a check-in (type 2). */
export async function getRecord(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const row = await withNames(
    db,
    scope,
    rows.read('activity_record').where('activity_record.id', '=', id),
  ).executeTakeFirst();
  if (!row) throw notFound(`No activity record ${id}`);
  const checkins = await rows
    .read('activity_checkin')
    .select(['day', 'streak', 'reward', 'made_up', 'create_time'])
    .where('activity_id', '=', row.activity_id)
    .where('user_id', '=', row.user_id)
    .orderBy('day', 'desc')
    .limit(60)
    .execute();
  return {
    ...presentRecord(row, await scopeTimeZones(db, scope)),
    checkins: checkins.map((checkin) => ({
      day: dayText(checkin.day),
      streak: checkin.streak,
      reward: Number(checkin.reward),
      madeUp: checkin.made_up,
      createTime: checkin.create_time.toISOString(),
    })),
  };
}

/** A `date` column as YYYY-MM-DD (the driver reads it as a Date at local midnight, or as text). */
const dayText = (day: Date | string) =>
  typeof day === 'string'
    ? day.slice(0, 10)
    : `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** The picker's activities: up to 200, newest first, by a part of the title and a type. */
export async function activityOptions(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof ActivityOptionsQuery>,
) {
  let activities = projectRows(db, scope)
    .read('activity')
    .select(['id', 'project_code', 'title', 'type', 'currency', 'status'])
    .where('deleted', '=', 0);
  if (query.title) activities = activities.where('title', 'ilike', containsPattern(query.title));
  if (query.type !== undefined) activities = activities.where('type', '=', query.type);
  const rows = await activities.orderBy('id', 'desc').limit(200).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    projectCode: row.project_code,
    title: row.title,
    type: row.type,
    currency: row.currency,
    status: row.status,
  }));
}
