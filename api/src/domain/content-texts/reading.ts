// Content texts as an app user reads them: in the reader's locale where the project serves it
// and has the text, else in the project's default (the entity's own columns).
import type { Database } from '../../db/types';
import type { projectRows } from '../../platform/projectRows';
import { canonicalLocale } from './locales';
import type { ProjectLocales, TextField, TextKind } from './texts';

type Rows = ReturnType<typeof projectRows>;

/**
 * The locale an app reader gets: the one asked for when the project serves it, else a served one
 * of its language (th-TH reads th), else the default. A tag that is no locale is a 400 naming `field`.
 */
export function readerLocale(project: ProjectLocales, field: string, asked?: string): string {
  if (asked === undefined) return project.defaultLocale;
  const locale = canonicalLocale(field, asked);
  if (project.locales.includes(locale)) return locale;
  const language = locale.split('-')[0];
  return project.locales.find((served) => served.split('-')[0] === language) ?? project.defaultLocale;
}

/** Entities' texts in one locale other than the default, by entity id: the fields it has a text for. */
export async function textsIn<F extends TextField>(
  rows: Rows,
  kind: TextKind,
  ids: readonly number[],
  locale: string,
  fields: readonly F[],
): Promise<Map<number, Partial<Record<F, string>>>> {
  const texts = new Map<number, Partial<Record<F, string>>>();
  if (!ids.length) return texts;
  const found = await rows
    .read('content_text')
    .select(['entity_id', 'field', 'text'])
    .where('entity_kind', '=', kind)
    .where('entity_id', 'in', [...ids])
    .where('locale', '=', locale)
    .where('field', 'in', [...fields] as Database['content_text']['field'][])
    .execute();
  for (const row of found) texts.set(row.entity_id, { ...texts.get(row.entity_id), [row.field]: row.text });
  return texts;
}
