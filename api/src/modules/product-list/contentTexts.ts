// The texts app users read in each content locale of a project (0016): the entity's own
// columns are the default locale's text, content_text holds the others. Stated once for a
// drama's name, summary and description and a category's or label's title.
import { type TObject, type TString, Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { ContentText, Database } from '../../db/types';
import { badRequest, notFound } from '../../platform/errors';
import { Envelope } from '../../platform/envelope';
import type { projectRows } from '../../platform/projectRows';
import { canonicalLocale, ContentLocale } from '../setting-account/contentLocales';

type Rows = ReturnType<typeof projectRows>;
export type TextKind = ContentText['entity_kind'];
export type TextField = ContentText['field'];

export interface ProjectLocales {
  defaultLocale: string;
  locales: string[];
}

/** The content locales of a project, the default first. */
export async function projectLocales(db: Kysely<Database>, projectCode: string): Promise<ProjectLocales> {
  const row = await db.selectFrom('sys_project').select(['content_locales', 'default_content_locale']).where('code', '=', projectCode).executeTakeFirst();
  if (!row) throw notFound(`No project ${projectCode}`);
  return { defaultLocale: row.default_content_locale, locales: [row.default_content_locale, ...row.content_locales.filter((tag) => tag !== row.default_content_locale)] };
}

/** The answer of GET …/{id}/texts for these fields. */
export function TextsAnswer<F extends string>(fields: readonly F[]) {
  const Field = Type.Union(fields.map((field) => Type.Literal(field)));
  return Envelope(
    Type.Object({
      defaultLocale: Type.String({ description: "the project's default content locale: its texts are the entity's own fields" }),
      locales: Type.Array(Type.String(), { description: "the project's content locales, the default first" }),
      fields: Type.Array(Field),
      texts: Type.Record(Type.String(), Type.Partial(Type.Object(Object.fromEntries(fields.map((field) => [field, Type.String()])) as Record<F, TString>)), {
        description: 'per locale, the fields it has a text for',
      }),
      missing: Type.Record(Type.String(), Type.Array(Field), {
        description: 'per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default',
      }),
    }),
  );
}

/** The body of PUT …/{id}/texts: one locale's texts, a field not sent or empty being none. */
export function TextsBody<F extends string>(fields: Record<F, number>, scope: TObject['properties']) {
  return Type.Object({
    ...scope,
    locale: { ...ContentLocale, description: "one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields" },
    ...(Object.fromEntries(
      Object.entries<number>(fields).map(([field, max]) => [field, Type.Optional(Type.String({ maxLength: max, description: `at most ${max} characters; not sent or empty: no text in the locale` }))]),
    ) as Record<F, TString>),
  });
}

/** One entity's texts in every locale of its project. */
export async function textsOf<F extends TextField>(rows: Rows, project: ProjectLocales, kind: TextKind, id: number, own: Record<F, string>) {
  const fields = Object.keys(own) as F[];
  const found = await rows.read('content_text').select(['locale', 'field', 'text']).where('entity_kind', '=', kind).where('entity_id', '=', id).execute();
  const texts: Record<string, Partial<Record<F, string>>> = {};
  const missing: Record<string, F[]> = {};
  for (const locale of project.locales) {
    const mine: Partial<Record<F, string>> = {};
    if (locale === project.defaultLocale) {
      for (const field of fields) if (own[field]) mine[field] = own[field];
    } else {
      for (const row of found) if (row.locale === locale && fields.includes(row.field as F)) mine[row.field as F] = row.text;
    }
    texts[locale] = mine;
    missing[locale] = fields.filter((field) => own[field] && !mine[field]);
  }
  return { defaultLocale: project.defaultLocale, locales: project.locales, fields, texts, missing };
}

/** The locale of a write: canonical and served by the project, else a 400 naming locale. */
export function servedLocale(project: ProjectLocales, projectCode: string, tag: string): string {
  const locale = canonicalLocale('locale', tag);
  if (!project.locales.includes(locale)) throw badRequest('locale', `${locale} is not a content locale of project ${projectCode} (${project.locales.join(', ')})`);
  return locale;
}

/** A locale's texts other than the default's: each sent text kept (trimmed), an empty or unsent one removed. */
export async function writeTexts<F extends TextField>(rows: Rows, projectCode: string, kind: TextKind, id: number, locale: string, values: Record<F, string | undefined>) {
  for (const [field, value] of Object.entries(values) as [F, string | undefined][]) {
    const text = value?.trim() ?? '';
    if (!text) {
      await rows.remove('content_text').where('entity_kind', '=', kind).where('entity_id', '=', id).where('field', '=', field).where('locale', '=', locale).execute();
      continue;
    }
    await rows
      .add('content_text', [{ project_code: projectCode, entity_kind: kind, entity_id: id, field, locale, text }])
      .onConflict((conflict) => conflict.columns(['entity_kind', 'entity_id', 'field', 'locale']).doUpdateSet({ text, update_time: new Date() }))
      .execute();
  }
}

