// A drama's name, summary and description in each content locale of its project (the kit's
// owner: read and written by contentTexts, the default locale being the drama's own fields);
// the content locales of the scope; the dramas missing a locale (a filter).
import { Type } from '@sinclair/typebox';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';
import { Envelope } from '../../platform/envelope';
import { keptText, notFound } from '../../platform/errors';
import { type ProjectScope } from '../../platform/http';
import type { projectRows } from '../../platform/projectRows';
import { canonicalLocale, projectLocales, type TextsOwner } from '../../domain/content-texts';
import { DESCRIPTION_MAX, SUMMARY_MAX } from './product-list.schemas';
import { NAME_MAX } from '../../domain/dramas';

type Rows = ReturnType<typeof projectRows>;
export const DRAMA_TEXT_FIELDS = ['name', 'summary', 'description'] as const;

export const ContentLocalesAnswer = Envelope(
  Type.Object({
    defaultLocale: Type.Union([Type.String(), Type.Null()], {
      description: "the projects' default content locale; null when they differ",
    }),
    locales: Type.Array(Type.String(), {
      description: 'every content locale a project of the scope serves, the defaults first',
    }),
  }),
);

/** A drama's texts: the kit's owner (the default locale's texts are the drama's own fields). */
export const DRAMA_TEXTS: TextsOwner<(typeof DRAMA_TEXT_FIELDS)[number]> = {
  kind: 'drama',
  fields: { name: NAME_MAX, summary: SUMMARY_MAX, description: DESCRIPTION_MAX },
  async find(rows, id) {
    const drama = await rows
      .read('drama')
      .select(['id', 'project_code', 'name', 'summary', 'description'])
      .where('id', '=', id)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!drama) throw notFound(`No drama ${id} in your projects`);
    return drama;
  },
  async writeOwn(rows, id, values) {
    // as the drama's edit keeps them: a name is never blank
    const changes = {
      name: keptText('name', values.name ?? ''),
      summary: values.summary?.trim() ?? '',
      description: values.description?.trim() ?? '',
      update_time: sql<Date>`now()`,
    };
    await rows.update('drama').set(changes).where('id', '=', id).execute();
  },
};

/** The content locales the scope's projects serve (the dramas list's "missing a translation" filter offers them). */
export async function contentLocalesOf(db: Kysely<Database>, scope: ProjectScope) {
  const projects = await Promise.all(scope.projects.map((project) => projectLocales(db, project.code)));
  const defaults = new Set(projects.map((project) => project.defaultLocale));
  const locales = new Set([...defaults, ...projects.flatMap((project) => project.locales)]);
  return { defaultLocale: defaults.size === 1 ? [...defaults][0] : null, locales: [...locales] };
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
