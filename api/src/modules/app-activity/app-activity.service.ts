// The activities' texts as the app user reads them: title and rules in the reader's locale where
// the project serves it and has them (content_text, kind 'activity'), else in its default.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { projectLocales, readerLocale, textsIn } from '../../domain/content-texts';
import type { ProjectScope } from '../../platform/http';
import { projectRows } from '../../platform/projectRows';

interface Texts {
  title: string;
  rules: string;
}

/** The locale read in, and `items` with their activity's texts in it (by `idOf`). */
export async function inReaderLocale<T extends Texts>(
  db: Kysely<Database>,
  scope: ProjectScope,
  asked: string | undefined,
  items: T[],
  idOf: (item: T) => number,
): Promise<{ locale: string; items: T[] }> {
  const project = await projectLocales(db, scope.projectCode);
  const locale = readerLocale(project, 'locale', asked);
  if (locale === project.defaultLocale || !items.length) return { locale, items };
  const texts = await textsIn(projectRows(db, scope), 'activity', items.map(idOf), locale, ['title', 'rules']);
  return {
    locale,
    items: items.map((item) => {
      const text = texts.get(idOf(item));
      return { ...item, title: text?.title ?? item.title, rules: text?.rules ?? item.rules };
    }),
  };
}
