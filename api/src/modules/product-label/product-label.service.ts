// The content area's labels: what a drama is tagged with (title, code, description), each
// with how many dramas carry it. A label belongs to one project; another project's labels
// are a 404, as if absent. Deleting a label takes it off every drama that carried it.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Label as LabelTable } from '../../db/types';
import { badRequest, fieldConflict, keptText, notFound, onUniqueViolation } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { listPage, presentRow, sortColumns } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { missingLocalesOf, type TextsOwner } from '../../domain/content-texts';
import { type Label, type LabelBody, type LabelListQuery } from './product-label.schemas';
import { TITLE_MAX } from '../../domain/dramas';

type Rows = ReturnType<typeof projectRows>;
type LabelRow = Selectable<LabelTable>;

// Orders the indexes serve (label_created, label_by_title); not by the drama count, which is
// counted for the page shown only.
export const LABEL_SORT = sortColumns('label', ['deleted', 'create_time', 'title', 'id']);

/** The ids of the dramas not deleted, for counting what carries a label. */
const liveDramas = (rows: Rows) => rows.read('drama').select('drama.id').where('drama.deleted', '=', 0);

/** How many live dramas carry each of `ids` (drama_label_by_label, then each drama by its key). */
async function dramaCounts(rows: Rows, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const counted = await rows
    .read('drama_label')
    .select(['label_id', sql<string>`count(*)`.as('count')])
    .where('label_id', 'in', ids)
    .where('drama_id', 'in', liveDramas(rows))
    .groupBy('label_id')
    .execute();
  return new Map(counted.map((row) => [Number(row.label_id), Number(row.count)]));
}

const present = (row: LabelRow, dramaCount: number): Static<typeof Label> => ({ ...presentRow(row), dramaCount });

/** A label's title in each content locale: the default's is the label's own, never blank. */
export const LABEL_TEXTS: TextsOwner<'title'> = {
  kind: 'label',
  fields: { title: TITLE_MAX },
  find: (rows, id) => oneLabel(rows, id),
  async writeOwn(rows, id, values) {
    await rows
      .update('label')
      .set({ title: keptText('title', values.title ?? ''), update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },
};

export async function listLabels(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof LabelListQuery>) {
  const rows = projectRows(db, scope);
  const spec = {
    contains: { title: 'label.title', code: 'label.code' },
    sort: LABEL_SORT,
    tieBreaker: 'label.id',
    present: (row: LabelRow) => row,
  };
  const page = await listPage(
    rows.read('label').where('deleted', '=', 0),
    (matching) => matching.selectAll(),
    query,
    spec,
  );
  const counts = await dramaCounts(
    rows,
    page.list.map((label) => label.id),
  );
  const missing = await missingLocalesOf(db, rows, LABEL_TEXTS, page.list);
  return {
    ...page,
    list: page.list.map((label) => ({
      ...present(label, counts.get(label.id) ?? 0),
      missingLocales: missing.get(label.id) ?? [],
    })),
  };
}

/** Every live label of the scope's projects, by title: the dramas screen's filter and form offer them. */
export async function labelOptions(db: Kysely<Database>, scope: ProjectScope) {
  const labels = await projectRows(db, scope)
    .read('label')
    .select(['id', 'project_code', 'code', 'title'])
    .where('deleted', '=', 0)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return labels.map((label) => presentRow(label));
}

/** A live label of the scope's projects, or a 404. */
async function oneLabel(rows: Rows, id: number): Promise<LabelRow> {
  const label = await rows.read('label').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
  if (!label) throw notFound(`No label ${id} in your projects`);
  return label;
}

export async function getLabel(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const label = await oneLabel(rows, id);
  return present(label, (await dramaCounts(rows, [id])).get(id) ?? 0);
}

const titleOf = (body: Static<typeof LabelBody>) => keptText('title', body.title);

const codeTaken = (code: string, projectCode: string, title?: string) =>
  fieldConflict(
    'code',
    `"${code}" is already the code of ${title ? `the label "${title}"` : 'a label'} in project ${projectCode}`,
  );

/** Refuses a code a live label of the project has already (the unique index would, less clearly). */
async function assertCodeFree(rows: Rows, projectCode: string, code: string, exceptId?: number) {
  let same = rows
    .read('label')
    .select(['id', 'title'])
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where('code', '=', code);
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  const holder = await same.executeTakeFirst();
  if (holder) throw codeTaken(code, projectCode, holder.title);
}

export async function createLabel(db: Kysely<Database>, scope: ProjectScope, body: Static<typeof LabelBody>) {
  // a label belongs to one project; `all` would not say which
  if (scope.all) throw badRequest('projectCode', 'must be one project, not all: a label belongs to one project');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const title = titleOf(body);
  await assertCodeFree(rows, projectCode, body.code);
  const label = await rows
    .add('label', [{ project_code: projectCode, code: body.code, title, description: body.description ?? '' }])
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(body.code, projectCode)));
  return present(label, 0);
}

/** Replaces code, title and description (the form sends them all; a cleared description arrives absent, so absent is empty). */
export async function editLabel(db: Kysely<Database>, scope: ProjectScope, id: number, body: Static<typeof LabelBody>) {
  const rows = projectRows(db, scope);
  const title = titleOf(body);
  const before = await oneLabel(rows, id);
  await assertCodeFree(rows, before.project_code, body.code, id);
  const label = await rows
    .update('label')
    .set({ code: body.code, title, description: body.description ?? '', update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same code at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => codeTaken(body.code, before.project_code)));
  return present(label, (await dramaCounts(rows, [id])).get(id) ?? 0);
}

/**
 * Soft for the label (its code is free again), but the dramas lose it: their drama_label
 * rows are removed in the same transaction, so no drama shows a label that is gone.
 * Answers how many live dramas lost it.
 */
export async function deleteLabel(db: Kysely<Database>, scope: ProjectScope, id: number) {
  return db.transaction().execute(async (trx) => {
    const rows = projectRows(trx, scope);
    await oneLabel(rows, id);
    const dramaCount = (await dramaCounts(rows, [id])).get(id) ?? 0;
    await rows.remove('drama_label').where('label_id', '=', id).execute();
    await rows
      .update('label')
      .set({ deleted: 1, update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    return { id, dramaCount };
  });
}
