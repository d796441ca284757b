// The content area's categories: the rows of the app's home screen (title, code, poster, the
// link a tap opens) and the dramas each shows, in order. A category belongs to one project
// and holds only that project's dramas; another project's categories are a 404, as if absent.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Category as CategoryTable, Database } from '../../db/types';
import {
  badRequest,
  fieldConflict,
  keptText,
  notFound,
  onUniqueViolation,
  oneProjectOnly,
} from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { containsPattern, listPage, presentRow } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { missingLocalesOf, titleTexts } from '../../domain/content-texts';
import {
  type Category,
  type CategoryBody,
  type CategoryDetail,
  type CategoryDrama,
  type CategoryListQuery,
  DRAMA_OPTIONS_MAX,
  type DramaOption,
  type DramaOptionsQuery,
  CATEGORY_SORT,
} from './product-category.schemas';
import { liveDramaCounts, TITLE_MAX } from '../../domain/dramas';

type Rows = ReturnType<typeof projectRows>;
type CategoryRow = Selectable<CategoryTable>;

const CATEGORY_DRAMAS = { table: 'category_drama', key: 'category_id' } as const;
const dramaCounts = (rows: Rows, ids: number[]) => liveDramaCounts(rows, CATEGORY_DRAMAS, ids);

const present = (row: CategoryRow, dramaCount: number): Static<typeof Category> => ({ ...presentRow(row), dramaCount });

/** A category's title in each content locale: the default's is the category's own, never blank. */
export const CATEGORY_TEXTS = titleTexts('category', 'category', TITLE_MAX, (rows, id) => oneCategory(rows, id));

export async function listCategories(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof CategoryListQuery>,
) {
  const rows = projectRows(db, scope);
  const spec = {
    contains: { title: 'category.title', code: 'category.code' },
    sort: CATEGORY_SORT,
    tieBreaker: 'category.id',
    present: (row: CategoryRow) => row,
  };
  const page = await listPage(
    rows.read('category').where('deleted', '=', 0),
    (matching) => matching.selectAll(),
    query,
    spec,
  );
  const counts = await dramaCounts(
    rows,
    page.list.map((category) => category.id),
  );
  const missing = await missingLocalesOf(db, rows, CATEGORY_TEXTS, page.list);
  return {
    ...page,
    list: page.list.map((category) => ({
      ...present(category, counts.get(category.id) ?? 0),
      missingLocales: missing.get(category.id) ?? [],
    })),
  };
}

/** A live category of the scope's projects, or a 404. */
async function oneCategory(rows: Rows, id: number): Promise<CategoryRow> {
  const category = await rows
    .read('category')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!category) throw notFound(`No category ${id} in your projects`);
  return category;
}

/**
 * The category's live dramas in order. Positions are answered 1..n as the app shows them: a
 * drama deleted since the order was saved leaves no gap.
 */
async function dramasOf(rows: Rows, categoryId: number): Promise<Static<typeof CategoryDrama>[]> {
  const members = await rows
    .read('category_drama')
    .select(['drama_id', 'position'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('drama_id')
    .execute();
  if (!members.length) return [];
  const dramas = await rows
    .read('drama')
    .select(['id', 'code', 'name', 'status', 'poster'])
    .where(
      'id',
      'in',
      members.map((member) => member.drama_id),
    )
    .where('deleted', '=', 0)
    .execute();
  const byId = new Map(dramas.map((drama) => [drama.id, drama]));
  return members
    .flatMap((member) => {
      const drama = byId.get(member.drama_id);
      return drama ? [drama] : [];
    })
    .map((drama, index) => ({ ...drama, position: index + 1 }));
}

async function detailOf(rows: Rows, category: CategoryRow): Promise<Static<typeof CategoryDetail>> {
  const dramas = await dramasOf(rows, category.id);
  return { ...present(category, dramas.length), dramas };
}

export async function getCategory(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  return detailOf(rows, await oneCategory(rows, id));
}

const titleOf = (body: Static<typeof CategoryBody>) => keptText('title', body.title);

const codeTaken = (code: string, projectCode: string, title?: string) =>
  fieldConflict(
    'code',
    `"${code}" is already the code of ${title ? `the category "${title}"` : 'a category'} in project ${projectCode}`,
  );

/** Refuses a code a live category of the project has already (the unique index would, less clearly). */
async function assertCodeFree(rows: Rows, projectCode: string, code: string, exceptId?: number) {
  let same = rows
    .read('category')
    .select(['id', 'title'])
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('code', '=', code);
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  const holder = await same.executeTakeFirst();
  if (holder) throw codeTaken(code, projectCode, holder.title);
}

/** What a body sets: a poster or link not sent is empty (a cleared form field arrives absent). */
const fieldsOf = (body: Static<typeof CategoryBody>) => ({
  code: body.code,
  title: titleOf(body),
  poster: body.poster ?? '',
  link: body.link ?? '',
});

export async function createCategory(db: Kysely<Database>, scope: ProjectScope, body: Static<typeof CategoryBody>) {
  // a category belongs to one project; `all` would not say which
  if (scope.all) throw oneProjectOnly('category');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const fields = fieldsOf(body);
  await assertCodeFree(rows, projectCode, fields.code);
  const category = await rows
    .add('category', [{ project_code: projectCode, ...fields }])
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(fields.code, projectCode)));
  return { ...present(category, 0), dramas: [] };
}

/** Replaces code, title, poster and link; the dramas stay as they are. */
export async function editCategory(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof CategoryBody>,
) {
  const rows = projectRows(db, scope);
  const fields = fieldsOf(body);
  const before = await oneCategory(rows, id);
  await assertCodeFree(rows, before.project_code, fields.code, id);
  const category = await rows
    .update('category')
    .set({ ...fields, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(fields.code, before.project_code)));
  return detailOf(rows, category);
}

/**
 * The category's dramas become exactly `dramaIds`, in that order (positions 1..n): adding,
 * removing and reordering are one call, and the rows are replaced in one transaction, so the
 * app never sees half an order. Every id must be a live drama of the category's own project
 * (a 400 naming the others, the same whether they are deleted, another project's or none).
 */
export async function replaceCategoryDramas(db: Kysely<Database>, scope: ProjectScope, id: number, dramaIds: number[]) {
  const repeated = [...new Set(dramaIds.filter((dramaId, index) => dramaIds.indexOf(dramaId) !== index))];
  if (repeated.length)
    throw badRequest(
      'dramaIds',
      `lists drama ${repeated.join(', ')} more than once: each drama has one place in a category`,
      'repeated',
    );
  return db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    const category = await oneCategory(rows, id);
    const found = dramaIds.length
      ? await rows
          .read('drama')
          .select('id')
          .where('project_code', '=', category.project_code)
          .where('deleted', '=', 0)
          .where('id', 'in', dramaIds)
          .execute()
      : [];
    const known = new Set(found.map((drama) => drama.id));
    const unknown = dramaIds.filter((dramaId) => !known.has(dramaId));
    if (unknown.length)
      throw badRequest(
        'dramaIds',
        `has ${unknown.length === 1 ? 'no drama' : 'no dramas'} ${unknown.join(', ')} in project ${category.project_code}`,
        'notFound',
      );
    await rows.remove('category_drama').where('category_id', '=', id).execute();
    if (dramaIds.length) {
      await rows
        .add(
          'category_drama',
          dramaIds.map((dramaId, index) => ({
            project_code: category.project_code,
            category_id: id,
            drama_id: dramaId,
            position: index + 1,
          })),
        )
        .execute();
    }
    const changed = await rows
      .update('category')
      .set({ update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return detailOf(rows, changed);
  });
}

/**
 * Soft for the category (its code is free again); its drama rows are removed in the same
 * transaction, so a deleted category holds no dramas wherever a drama's categories are read.
 * Answers how many live dramas it held.
 */
export async function deleteCategory(db: Kysely<Database>, scope: ProjectScope, id: number) {
  return db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    await oneCategory(rows, id);
    const dramaCount = (await dramaCounts(rows, [id])).get(id) ?? 0;
    await rows.remove('category_drama').where('category_id', '=', id).execute();
    await rows
      .update('category')
      .set({ deleted: 1, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return { id, dramaCount };
  });
}

/**
 * The add-drama picker: up to DRAMA_OPTIONS_MAX live dramas of the category's project whose
 * code or name holds the keyword (the trigram indexes), newest first; the newest without one.
 */
export async function dramaOptions(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof DramaOptionsQuery>,
): Promise<Static<typeof DramaOption>[]> {
  const rows = projectRows(db, scope);
  const category = await oneCategory(rows, query.categoryId);
  let matching = rows
    .read('drama')
    .select(['id', 'code', 'name', 'status', 'poster'])
    .where('project_code', '=', category.project_code)
    .where('deleted', '=', 0);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    matching = matching.where(sql<boolean>`(drama.code ilike ${pattern} or drama.name ilike ${pattern})`);
  }
  return matching.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(DRAMA_OPTIONS_MAX).execute();
}
