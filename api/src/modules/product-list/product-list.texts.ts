// A drama's name, summary and description in each content locale of its project: read with
// what is missing, written a locale at a time (the default locale writes the drama's own
// fields); which locales each drama of a list page misses; the dramas missing a locale.
import type { Static } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope } from '../../platform/envelope';
import { keptText, notFound } from '../../platform/errors';
import { type ProjectScope } from '../../platform/http';
import { ScopeFields } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { canonicalLocale } from '../setting-account/contentLocales';
import { projectLocales, servedLocale, textsOf, TextsAnswer, TextsBody, writeTexts } from './contentTexts';
import { DESCRIPTION_MAX, NAME_MAX, SUMMARY_MAX } from './product-list.schemas';

type Rows = ReturnType<typeof projectRows>;
export const DRAMA_TEXT_FIELDS = ['name', 'summary', 'description'] as const;

export const DramaTextsAnswer = TextsAnswer(DRAMA_TEXT_FIELDS);
export const DramaTextsBody = TextsBody({ name: NAME_MAX, summary: SUMMARY_MAX, description: DESCRIPTION_MAX }, ScopeFields);
export const ContentLocalesAnswer = Envelope(
  Type.Object({
    defaultLocale: Type.Union([Type.String(), Type.Null()], { description: "the projects' default content locale; null when they differ" }),
    locales: Type.Array(Type.String(), { description: 'every content locale a project of the scope serves, the defaults first' }),
  }),
);

async function oneDrama(rows: Rows, id: number) {
  const drama = await rows.read('drama').select(['id', 'project_code', 'name', 'summary', 'description']).where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
  if (!drama) throw notFound(`No drama ${id} in your projects`);
  return drama;
}

export async function getDramaTexts(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const drama = await oneDrama(rows, id);
  const { name, summary, description } = drama;
  return textsOf(rows, await projectLocales(db, drama.project_code), 'drama', id, { name, summary, description });
}

export async function putDramaTexts(db: Kysely<Database>, scope: ProjectScope, id: number, body: Static<typeof DramaTextsBody>) {
  const rows = projectRows(db, scope);
  const drama = await oneDrama(rows, id);
  const project = await projectLocales(db, drama.project_code);
  const locale = servedLocale(project, drama.project_code, body.locale);
  if (locale === project.defaultLocale) {
    // the drama's own fields, as its edit keeps them: a name is never blank
    const changes = { name: keptText('name', body.name ?? ''), summary: body.summary?.trim() ?? '', description: body.description?.trim() ?? '', update_time: sql<Date>`now()` };
    await rows.update('drama').set(changes).where('id', '=', id).execute();
  } else {
    await writeTexts(rows, drama.project_code, 'drama', id, locale, { name: body.name, summary: body.summary, description: body.description });
  }
  return getDramaTexts(db, scope, id);
}

/** The content locales the scope's projects serve (the dramas list's "missing a translation" filter offers them). */
export async function contentLocalesOf(db: Kysely<Database>, scope: ProjectScope) {
  const projects = await Promise.all(scope.projects.map((project) => projectLocales(db, project.code)));
  const defaults = new Set(projects.map((project) => project.defaultLocale));
  const locales = new Set([...defaults, ...projects.flatMap((project) => project.locales)]);
  return { defaultLocale: defaults.size === 1 ? [...defaults][0] : null, locales: [...locales] };
}

type TextsOfDrama = { id: number; project_code: string; name: string; summary: string; description: string };

/** For each drama of a page, the locales of its project (not the default) it lacks a text in: one query a page. */
export async function missingLocalesOf(db: Kysely<Database>, rows: Rows, dramas: TextsOfDrama[]): Promise<Map<number, string[]>> {
  const missing = new Map<number, string[]>();
  if (!dramas.length) return missing;
  const projects = new Map<string, Awaited<ReturnType<typeof projectLocales>>>();
  for (const code of new Set(dramas.map((drama) => drama.project_code))) projects.set(code, await projectLocales(db, code));
  const found = await rows
    .read('content_text')
    .select(['entity_id', 'locale', 'field'])
    .where('entity_kind', '=', 'drama')
    .where('entity_id', 'in', dramas.map((drama) => drama.id))
    .execute();
  const has = new Set(found.map((row) => `${row.entity_id} ${row.locale} ${row.field}`));
  for (const drama of dramas) {
    const project = projects.get(drama.project_code)!;
    const lacking = project.locales.filter(
      (locale) => locale !== project.defaultLocale && DRAMA_TEXT_FIELDS.some((field) => drama[field] && !has.has(`${drama.id} ${locale} ${field}`)),
    );
    missing.set(drama.id, lacking);
  }
  return missing;
}

/**
 * The dramas lacking a text in `tag` for a field their default locale has, in the projects
 * serving it as another locale than the default (the anti-join content_text_by_locale serves).
 */
export function missingLocale(rows: Rows, tag: string): RawBuilder<boolean> {
  const locale = canonicalLocale('missingLocale', tag);
  const lacks = (field: (typeof DRAMA_TEXT_FIELDS)[number]) => {
    const text = rows
      .read('content_text')
      .select(sql<number>`1`.as('one'))
      .where('content_text.entity_kind', '=', 'drama')
      .where('content_text.locale', '=', locale)
      .where('content_text.field', '=', field)
      .where(sql<boolean>`content_text.entity_id = drama.id`);
    return sql<boolean>`(${sql.ref(`drama.${field}`)} <> '' and not exists (${text}))`;
  };
  return sql<boolean>`(drama.project_code in (select code from sys_project where ${locale} = any (content_locales) and default_content_locale <> ${locale})
    and (${sql.join(DRAMA_TEXT_FIELDS.map(lacks), sql` or `)}))`;
}
