// The texts app users read in each content locale of a project (0016): the entity's own
// columns are the default locale's text, content_text holds the others. Stated once for a
// drama's name, summary and description, an episode's, a category's or a label's title:
// each kind lends the kit its fields and its own row (TextsOwner), the rest is said here.
import { type TObject, type TSchema, type TString, Type } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { ContentText, Database } from '../../db/types';
import { badRequest, keptText, notFound } from '../../platform/errors';
import { Envelope, ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, type ProjectScope, scopeOf } from '../../platform/http';
import { ScopeFields, ScopeOnly } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { screenRoutes } from '../../platform/screenRoutes';
import { canonicalLocale, ContentLocale } from './locales';

type Rows = ReturnType<typeof projectRows>;
export type TextKind = ContentText['entity_kind'];
export type TextField = ContentText['field'];

export interface ProjectLocales {
  defaultLocale: string;
  locales: string[];
}

/** The content locales of a project, the default first. */
export async function projectLocales(db: Kysely<Database>, projectCode: string): Promise<ProjectLocales> {
  const row = await db
    .selectFrom('sys_project')
    .select(['content_locales', 'default_content_locale'])
    .where('code', '=', projectCode)
    .executeTakeFirst();
  if (!row) throw notFound(`No project ${projectCode}`);
  return localesOf(row);
}

function localesOf(row: { content_locales: string[]; default_content_locale: string }): ProjectLocales {
  return {
    defaultLocale: row.default_content_locale,
    locales: [row.default_content_locale, ...row.content_locales.filter((tag) => tag !== row.default_content_locale)],
  };
}

/** The answer of GET …/{id}/texts for these fields. */
export function TextsAnswer<F extends string>(fields: readonly F[]) {
  const Field = Type.Union(fields.map((field) => Type.Literal(field)));
  return Envelope(
    Type.Object({
      defaultLocale: Type.String({
        description: "the project's default content locale: its texts are the entity's own fields",
      }),
      locales: Type.Array(Type.String(), { description: "the project's content locales, the default first" }),
      fields: Type.Array(Field),
      texts: Type.Record(
        Type.String(),
        Type.Partial(
          Type.Object(Object.fromEntries(fields.map((field) => [field, Type.String()])) as Record<F, TString>),
        ),
        {
          description: 'per locale, the fields it has a text for',
        },
      ),
      missing: Type.Record(Type.String(), Type.Array(Field), {
        description:
          'per locale, the fields without a text there while the default locale has one (a field empty in the default is not missing); [] for the default',
      }),
    }),
  );
}

/** The body of PUT …/{id}/texts: one locale's texts, a field not sent or empty being none. */
export function TextsBody<F extends string>(fields: Record<F, number>, scope: TObject['properties']) {
  return Type.Object({
    ...scope,
    locale: {
      ...ContentLocale,
      description:
        "one of the project's content locales (else a 400 naming locale); the default writes the entity's own fields",
    },
    ...(Object.fromEntries(
      Object.entries<number>(fields).map(([field, max]) => [
        field,
        Type.Optional(
          Type.String({
            maxLength: max,
            description: `at most ${max} characters; not sent or empty: no text in the locale`,
          }),
        ),
      ]),
    ) as Record<F, TString>),
  });
}

/** One entity's texts in every locale of its project. */
export async function textsOf<F extends TextField>(
  rows: Rows,
  project: ProjectLocales,
  kind: TextKind,
  id: number,
  own: Record<F, string>,
) {
  const fields = Object.keys(own) as F[];
  const found = await rows
    .read('content_text')
    .select(['locale', 'field', 'text'])
    .where('entity_kind', '=', kind)
    .where('entity_id', '=', id)
    .execute();
  const texts: Record<string, Partial<Record<F, string>>> = {};
  const missing: Record<string, F[]> = {};
  for (const locale of project.locales) {
    const mine: Partial<Record<F, string>> = {};
    if (locale === project.defaultLocale) {
      for (const field of fields) if (own[field]) mine[field] = own[field];
    } else {
      for (const row of found)
        if (row.locale === locale && fields.includes(row.field as F)) mine[row.field as F] = row.text;
    }
    texts[locale] = mine;
    missing[locale] = fields.filter((field) => own[field] && !mine[field]);
  }
  return { defaultLocale: project.defaultLocale, locales: project.locales, fields, texts, missing };
}

/** The locale of a write: canonical and served by the project, else a 400 naming locale. */
export function servedLocale(project: ProjectLocales, projectCode: string, tag: string): string {
  const locale = canonicalLocale('locale', tag);
  if (!project.locales.includes(locale))
    throw badRequest(
      'locale',
      `${locale} is not a content locale of project ${projectCode} (${project.locales.join(', ')})`,
      'enum',
      { allowed: project.locales },
    );
  return locale;
}

/** A locale's texts other than the default's: each sent text kept (trimmed), an empty or unsent one removed. */
export async function writeTexts<F extends TextField>(
  rows: Rows,
  projectCode: string,
  kind: TextKind,
  id: number,
  locale: string,
  values: Record<F, string | undefined>,
) {
  for (const [field, value] of Object.entries(values) as [F, string | undefined][]) {
    const text = value?.trim() ?? '';
    if (!text) {
      await rows
        .remove('content_text')
        .where('entity_kind', '=', kind)
        .where('entity_id', '=', id)
        .where('field', '=', field)
        .where('locale', '=', locale)
        .execute();
      continue;
    }
    await rows
      .add('content_text', [{ project_code: projectCode, entity_kind: kind, entity_id: id, field, locale, text }])
      .onConflict((conflict) =>
        conflict
          .columns(['entity_kind', 'entity_id', 'field', 'locale'])
          .doUpdateSet({ text, update_time: new Date() }),
      )
      .execute();
  }
}

/** What a kind of entity lends the kit: its fields and its own row, whose columns are the default locale's texts. */
export interface TextsOwner<F extends TextField> {
  kind: TextKind;
  /** the fields and the most characters each takes */
  fields: Record<F, number>;
  /** the live entity of the scope's projects with its own texts, else a 404 */
  find(rows: Rows, id: number): Promise<{ project_code: string } & Record<F, string>>;
  /** the default locale's texts into the entity's own columns, as its edit keeps them */
  writeOwn(rows: Rows, id: number, values: Record<F, string | undefined>): Promise<void>;
}

/** An entity whose one translated text is its title, the default locale's kept in its own table's `title` (a label, a category). */
export function titleTexts(
  kind: TextKind,
  table: 'label' | 'category',
  maxLength: number,
  find: TextsOwner<'title'>['find'],
): TextsOwner<'title'> {
  return {
    kind,
    fields: { title: maxLength },
    find,
    async writeOwn(rows, id, values) {
      await rows
        .update(table)
        .set({ title: keptText('title', values.title ?? ''), update_time: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },
  };
}

const fieldsOf = <F extends TextField>(owner: TextsOwner<F>) => Object.keys(owner.fields) as F[];
const pick = <F extends TextField>(owner: TextsOwner<F>, from: Partial<Record<F, string>>) =>
  Object.fromEntries(fieldsOf(owner).map((field) => [field, from[field]])) as Record<F, string | undefined>;

/** GET …/{id}/texts: the entity's texts in every locale of its project, and what each misses. */
export async function readTexts<F extends TextField>(
  db: Kysely<Database>,
  scope: ProjectScope,
  owner: TextsOwner<F>,
  id: number,
) {
  const rows = projectRows(db, scope);
  const entity = await owner.find(rows, id);
  return textsOf(
    rows,
    await projectLocales(db, entity.project_code),
    owner.kind,
    id,
    pick(owner, entity) as Record<F, string>,
  );
}

/** PUT …/{id}/texts: one locale's texts, the default's into the entity itself; answers them all. */
export async function saveTexts<F extends TextField>(
  db: Kysely<Database>,
  scope: ProjectScope,
  owner: TextsOwner<F>,
  id: number,
  body: { locale: string } & Partial<Record<F, string>>,
) {
  const rows = projectRows(db, scope);
  const entity = await owner.find(rows, id);
  const project = await projectLocales(db, entity.project_code);
  const locale = servedLocale(project, entity.project_code, body.locale);
  if (locale === project.defaultLocale) await owner.writeOwn(rows, id, pick(owner, body));
  else await writeTexts(rows, entity.project_code, owner.kind, id, locale, pick(owner, body));
  return readTexts(db, scope, owner, id);
}

/** For each entity of a list page, the locales of its project (not the default) it lacks a text in: one query a page. */
export async function missingLocalesOf<F extends TextField>(
  db: Kysely<Database>,
  rows: Rows,
  owner: Pick<TextsOwner<F>, 'kind' | 'fields'>,
  entities: ({ id: number; project_code: string } & Record<F, string>)[],
): Promise<Map<number, string[]>> {
  const missing = new Map<number, string[]>();
  if (!entities.length) return missing;
  const projects = new Map<string, ProjectLocales>();
  for (const code of new Set(entities.map((entity) => entity.project_code)))
    projects.set(code, await projectLocales(db, code));
  const found = await rows
    .read('content_text')
    .select(['entity_id', 'locale', 'field'])
    .where('entity_kind', '=', owner.kind)
    .where(
      'entity_id',
      'in',
      entities.map((entity) => entity.id),
    )
    .execute();
  const has = new Set(found.map((row) => `${row.entity_id} ${row.locale} ${row.field}`));
  for (const entity of entities)
    missing.set(
      entity.id,
      lackingLocales(owner, projects.get(entity.project_code)!, entity, (locale, field) =>
        has.has(`${entity.id} ${locale} ${field}`),
      ),
    );
  return missing;
}

/** The locales of `project` (not the default) where `entity` lacks a text for a field its default locale has. */
function lackingLocales<F extends TextField>(
  owner: Pick<TextsOwner<F>, 'fields'>,
  project: ProjectLocales,
  entity: Record<F, string>,
  has: (locale: string, field: F) => boolean,
): string[] {
  const fields = Object.keys(owner.fields) as F[];
  return project.locales.filter(
    (locale) => locale !== project.defaultLocale && fields.some((field) => entity[field] && !has(locale, field)),
  );
}

/**
 * What missingLocalesOf reads, as columns of a list's own query instead (subqueries on its row,
 * `id` and `project` its columns): the row's project's content locales and the texts the row
 * has, so the page is one round trip; missingLocalesIn then reads them off the row.
 */
export function textsOfRow(db: Kysely<Database>, rows: Rows, kind: TextKind, id: string, project: string) {
  return [
    db
      .selectFrom('sys_project')
      .select(
        sql<ProjectLocaleColumns>`json_build_object('content_locales', sys_project.content_locales, 'default_content_locale', sys_project.default_content_locale)`.as(
          'locales',
        ),
      )
      .where('sys_project.code', '=', sql.ref<string>(project))
      .as(TEXTS_LOCALES),
    rows
      .read('content_text')
      .select(sql<string[] | null>`array_agg(content_text.locale || ' ' || content_text.field)`.as('texts'))
      .where('content_text.entity_kind', '=', kind)
      .where('content_text.entity_id', '=', sql.ref<number>(id))
      .as(TEXTS_PRESENT),
  ] as const;
}

type ProjectLocaleColumns = { content_locales: string[]; default_content_locale: string };
const TEXTS_LOCALES = 'texts_locales_';
const TEXTS_PRESENT = 'texts_present_';
/** The columns textsOfRow adds to a row. */
export interface TextsOfRow {
  [TEXTS_LOCALES]: ProjectLocaleColumns | null;
  [TEXTS_PRESENT]: string[] | null;
}

/** A row read with textsOfRow: the locales of its project (not the default) it lacks a text in, and the row without those columns. */
export function missingLocalesIn<F extends TextField, Row extends Record<F, string> & TextsOfRow>(
  owner: Pick<TextsOwner<F>, 'fields'>,
  row: Row,
): { missingLocales: string[]; row: Omit<Row, keyof TextsOfRow> } {
  const { [TEXTS_LOCALES]: locales, [TEXTS_PRESENT]: present, ...rest } = row;
  if (!locales) throw notFound('No project for this row');
  const has = new Set(present ?? []);
  return {
    missingLocales: lackingLocales(owner, localesOf(locales), row, (locale, field) => has.has(`${locale} ${field}`)),
    row: rest,
  };
}

/** The list answers' `missingLocales` of a row. */
export const MissingLocales = Type.Optional(
  Type.Array(Type.String(), { description: "the list only: its project's other content locales it lacks a text in" }),
);

/**
 * `GET` and `PUT <prefix>/{id}/texts` of a screen: reading is its query, writing its edit.
 * `noun` names the entity ("a label"), `said` its fields ("title"), `rule` what its own edit keeps.
 */
export function textsRoutes<F extends TextField>(
  app: ApiInstance,
  db: Kysely<Database>,
  screen: ReturnType<typeof screenRoutes>,
  prefix: string,
  owner: TextsOwner<F>,
  words: { noun: string; said: string; rule: string },
): void {
  // typed loosely: TypeBox cannot follow a generic field list through the type provider
  const answer = { 200: TextsAnswer(fieldsOf(owner)) as TSchema };
  const body = TextsBody(owner.fields, ScopeFields) as TSchema;
  const its = `${words.noun}'s`;
  app.get(
    `${prefix}/:id/texts`,
    screen.query({
      summary: `${its[0].toUpperCase()}${its.slice(1)} texts`,
      description: `Its ${words.said} in each content locale of its project (the default's are its own fields), and per locale what is missing.`,
      params: IdParams,
      querystring: ScopeOnly,
      response: answer,
    }),
    async (request) => ok(await readTexts(db, scopeOf(request), owner, (request.params as { id: number }).id)),
  );
  app.put(
    `${prefix}/:id/texts`,
    screen.edit({
      summary: `Edit ${its} texts in a locale`,
      description: `One locale's texts: a locale the project does not serve is a 400 naming locale; the default locale writes its own fields (${words.rule}); an empty or unsent text removes the translation. Answers the texts in every locale.`,
      params: IdParams,
      body,
      response: answer,
    }),
    async (request) =>
      ok(
        await saveTexts(
          db,
          scopeOf(request),
          owner,
          (request.params as { id: number }).id,
          request.body as { locale: string } & Partial<Record<F, string>>,
        ),
      ),
  );
}
