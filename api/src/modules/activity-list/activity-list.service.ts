// Activities as the list screen reads and writes them: a project's campaigns filtered and sorted
// on the server, checked by the activities domain (the type's rule fields, the reward currency,
// the audience, the overlap of online ones) and answered with the economy check. The title and
// rules are the project's default content locale's; the other locales' are content texts.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Activity as ActivityRow, Database } from '../../db/types';
import {
  checkActivity,
  checkActivityReferences,
  checkNoOverlap,
  economyCheck,
  type EconomyActivity,
  episodePriceOf,
} from '../../domain/activities';
import {
  missingLocalesOf,
  projectLocales,
  readerLocale,
  textsIn,
  textsOf,
  type TextsOwner,
  writeTexts,
} from '../../domain/content-texts';
import { badRequest, keptText, notFound, oneProjectOnly, statusConflict } from '../../platform/errors';
import type { ProjectScope, SignedInUser } from '../../platform/http';
import { listPage, type ListParams, presentRow } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import {
  type Activity,
  type ActivityBody,
  type ActivityListQuery,
  ACTIVITY_SORT,
  type EconomyBody,
  RULES_MAX,
  TITLE_MAX,
} from './activity-list.schemas';

type Rows = ReturnType<typeof projectRows>;
type Row = Selectable<ActivityRow>;
type Body = Static<typeof ActivityBody>;
type Item = Static<typeof Activity>;

export const ACTIVITY_TEXTS: Pick<TextsOwner<'title' | 'rules'>, 'kind' | 'fields'> = {
  kind: 'activity',
  fields: { title: TITLE_MAX, rules: RULES_MAX },
};
const STATUS = { enum: 'activityStatus' };
const ONLINE = 0;
const OFFLINE = 1;
const big = (value: string | number | bigint | null) => (value === null ? null : Number(value));

function present(row: Row): Item {
  const { deleted: _deleted, ...shown } = presentRow(row);
  return {
    ...shown,
    totalBudget: big(row.total_budget),
    spent: Number(row.spent),
    dailyCapPerUser: big(row.daily_cap_per_user),
  } as Item;
}

const live = (rows: Rows) => rows.read('activity').where('activity.deleted', '=', 0);

async function one(rows: Rows, id: number): Promise<Row> {
  const row = await live(rows).selectAll().where('activity.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`No activity ${id} in your projects`);
  return row;
}

export async function listActivities(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof ActivityListQuery>,
) {
  const rows = projectRows(db, scope);
  let matching = live(rows);
  // running at some time within the window: starts before its end, ends after its start
  if (query.to) matching = matching.where('activity.start_time', '<', new Date(query.to));
  if (query.from) matching = matching.where('activity.end_time', '>', new Date(query.from));
  const page = await listPage(matching, (q) => q.selectAll('activity') as never, query as ListParams & object, {
    contains: { title: 'activity.title' },
    equals: { type: 'activity.type', currency: 'activity.currency', status: 'activity.status' },
    sort: ACTIVITY_SORT,
    tieBreaker: 'activity.id',
    present: (row: Row) => row,
  });
  const missing = await missingLocalesOf(db, rows, ACTIVITY_TEXTS, page.list);
  return { ...page, list: page.list.map((row) => ({ ...present(row), missingLocales: missing.get(row.id) ?? [] })) };
}

/** The online activities of the project not yet ended, as the economy check and the overlap check read them. */
const onlineOf = (rows: Rows, projectCode: string) =>
  live(rows)
    .selectAll()
    .where('project_code', '=', projectCode)
    .where('status', '=', ONLINE)
    .where('end_time', '>', new Date())
    .execute();

const economyOf = (row: Pick<Row, 'id' | 'title' | 'type' | 'currency' | 'config' | 'daily_cap_per_user'>) =>
  ({
    id: row.id,
    title: row.title,
    type: row.type,
    currency: row.currency,
    config: row.config,
    dailyCapPerUser: big(row.daily_cap_per_user),
  }) satisfies EconomyActivity;

/** The check over the project's online activities with `draft` in place of its saved self. */
async function economyWith(rows: Rows, projectCode: string, draft: EconomyActivity) {
  const online = (await onlineOf(rows, projectCode)).filter((row) => row.id !== draft.id).map(economyOf);
  return economyCheck([...online, draft], await episodePriceOf(rows, projectCode));
}

async function withTexts(db: Kysely<Database>, rows: Rows, row: Row) {
  const project = await projectLocales(db, row.project_code);
  const texts = await textsOf(rows, project, 'activity', row.id, { title: row.title, rules: row.rules });
  const missingLocales = project.locales.filter(
    (locale) => locale !== project.defaultLocale && texts.missing[locale].length,
  );
  return { ...present(row), texts: texts.texts, missingLocales };
}

export async function getActivity(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  return withTexts(db, rows, await one(rows, id));
}

/** The body as the row's columns, checked by the domain and against the project's badges and coupon templates. */
async function valuesOf(rows: Rows, projectCode: string, body: Body) {
  const startTime = new Date(body.startTime);
  const endTime = new Date(body.endTime);
  const { config, audience } = checkActivity({ ...body, startTime, endTime });
  await checkActivityReferences(rows, projectCode, config);
  return {
    type: body.type,
    currency: body.currency,
    start_time: startTime,
    end_time: endTime,
    sort: body.sort ?? 0,
    priority: body.priority ?? 0,
    title: keptText('title', body.title),
    rules: body.rules?.trim() ?? '',
    remark: body.remark ?? '',
    audience: JSON.stringify(audience),
    config: JSON.stringify(config),
    total_budget: body.totalBudget ?? null,
    daily_cap_per_user: body.dailyCapPerUser ?? null,
    reward_expire_days: body.rewardExpireDays ?? null,
  };
}

/** The other locales' texts of the body; a locale the project does not serve is a 400 naming it. */
async function saveTexts(db: Kysely<Database>, rows: Rows, row: Row, texts: Body['texts']) {
  if (!texts) return;
  const project = await projectLocales(db, row.project_code);
  for (const [locale, values] of Object.entries(texts)) {
    if (!project.locales.includes(locale) || locale === project.defaultLocale)
      throw badRequest(`texts.${locale}`, `is not another content locale of ${row.project_code}`, 'locale');
    await writeTexts(rows, row.project_code, 'activity', row.id, locale, { title: values.title, rules: values.rules });
  }
}

async function answer(db: Kysely<Database>, rows: Rows, row: Row) {
  return { ...(await withTexts(db, rows, row)), economy: await economyWith(rows, row.project_code, economyOf(row)) };
}

export async function createActivity(db: Kysely<Database>, scope: ProjectScope, body: Body, by: SignedInUser) {
  // an activity belongs to one project; `all` would not say which
  if (scope.all) throw oneProjectOnly('activity');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const values = await valuesOf(rows, projectCode, body);
  // a new activity starts offline: going online is its own step, with the overlap check
  const [row] = await rows
    .add('activity', [{ ...values, project_code: projectCode, status: OFFLINE, create_by: by.id }])
    .returningAll()
    .execute();
  await saveTexts(db, rows, row, body.texts);
  return answer(db, rows, row);
}

export async function editActivity(db: Kysely<Database>, scope: ProjectScope, id: number, body: Body) {
  const rows = projectRows(db, scope);
  const before = await one(rows, id);
  const values = await valuesOf(rows, before.project_code, body);
  if (before.status === ONLINE) {
    const draft = { ...before, ...values, audience: JSON.parse(values.audience) };
    checkNoOverlap(draft, await onlineOf(rows, before.project_code));
  }
  const row = await rows
    .update('activity')
    .set({ ...values, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await saveTexts(db, rows, row, body.texts);
  return answer(db, rows, row);
}

/** Soft; an online activity is taken offline first (users may be in the middle of it). */
export async function deleteActivity(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const row = await one(rows, id);
  if (row.status === ONLINE)
    throw statusConflict(`Activity ${id} is online: take it offline before deleting it`, { ...STATUS, status: ONLINE });
  await rows
    .update('activity')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  return null;
}

/** A copy, offline, with nothing spent, its texts in every locale copied too. */
export async function copyActivity(db: Kysely<Database>, scope: ProjectScope, id: number, by: SignedInUser) {
  const rows = projectRows(db, scope);
  const source = await one(rows, id);
  const suffix = ' (copy)';
  const { id: _id, create_time: _c, update_time: _u, spent: _s, create_by: _b, ...kept } = source;
  const [row] = await rows
    .add('activity', [
      {
        ...kept,
        title: `${source.title.slice(0, TITLE_MAX - suffix.length).trimEnd()}${suffix}`,
        status: OFFLINE,
        audience: JSON.stringify(source.audience),
        config: JSON.stringify(source.config),
        create_by: by.id,
      },
    ])
    .returningAll()
    .execute();
  const texts = await rows
    .read('content_text')
    .select(['locale', 'field', 'text'])
    .where('entity_kind', '=', 'activity')
    .where('entity_id', '=', id)
    .execute();
  if (texts.length)
    await rows
      .add(
        'content_text',
        texts.map((text) => ({
          ...text,
          project_code: row.project_code,
          entity_kind: 'activity' as const,
          entity_id: row.id,
        })),
      )
      .execute();
  return answer(db, rows, row);
}

/** Online: its rules checked again (a badge or template may have gone), not ended, no overlap; offline: from online only. */
export async function setStatus(db: Kysely<Database>, scope: ProjectScope, id: number, status: 0 | 1) {
  const rows = projectRows(db, scope);
  const row = await one(rows, id);
  if (row.status === status)
    throw statusConflict(`Activity ${id} is already ${status === ONLINE ? 'online' : 'offline'}`, {
      ...STATUS,
      status: row.status,
    });
  if (status === ONLINE) {
    if (row.end_time <= new Date())
      throw statusConflict(`Activity ${id} ended at ${row.end_time.toISOString()}: change its end first`, {
        ...STATUS,
        status: row.status,
      });
    const { config } = checkActivity({
      type: row.type,
      currency: row.currency,
      startTime: row.start_time,
      endTime: row.end_time,
      audience: row.audience,
      config: row.config,
    });
    await checkActivityReferences(rows, row.project_code, config);
    checkNoOverlap(row, await onlineOf(rows, row.project_code));
  }
  const changed = await rows
    .update('activity')
    .set({ status, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return answer(db, rows, changed);
}

/** The title and rules as an app user of `locale` reads them: its texts, else the default locale's. */
export async function previewActivity(db: Kysely<Database>, scope: ProjectScope, id: number, asked?: string) {
  const rows = projectRows(db, scope);
  const row = await one(rows, id);
  const project = await projectLocales(db, row.project_code);
  const locale = readerLocale(project, 'locale', asked);
  const own =
    locale === project.defaultLocale
      ? {}
      : ((await textsIn(rows, 'activity', [id], locale, ['title', 'rules'])).get(id) ?? {});
  const texts = await textsOf(rows, project, 'activity', id, { title: row.title, rules: row.rules });
  const fallback =
    locale === project.defaultLocale ? [] : (['title', 'rules'] as const).filter((f) => !own[f] && row[f]);
  return {
    locale,
    title: own.title ?? row.title,
    rules: own.rules ?? row.rules,
    fallback: [...fallback],
    defaultLocale: project.defaultLocale,
    missingLocales: project.locales.filter((tag) => tag !== project.defaultLocale && texts.missing[tag].length),
  };
}

/** The economy check of a draft not saved (the form asks it as the rule fields change). */
export async function economyOfDraft(db: Kysely<Database>, scope: ProjectScope, body: Static<typeof EconomyBody>) {
  if (scope.all) throw oneProjectOnly('activity');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const { config } = checkActivity({ ...body, startTime: new Date(body.startTime), endTime: new Date(body.endTime) });
  return economyWith(rows, projectCode, {
    id: body.id ?? null,
    title: body.title,
    type: body.type,
    currency: body.currency,
    config,
    dailyCapPerUser: body.dailyCapPerUser ?? null,
  });
}

/** The scope's projects as the form and the list need them: content locales (the default first) and time zone. */
export async function projectsOf(db: Kysely<Database>, scope: ProjectScope) {
  const codes = scope.projects.map((project) => project.code);
  if (!codes.length) return [];
  const rows = await db
    .selectFrom('sys_project')
    .select(['code', 'content_locales', 'default_content_locale', 'timezone'])
    .where('code', 'in', codes)
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    defaultLocale: row.default_content_locale,
    locales: [row.default_content_locale, ...row.content_locales.filter((tag) => tag !== row.default_content_locale)],
    timeZone: row.timezone,
  }));
}
