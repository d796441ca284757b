// The content area's labels: what a drama is tagged with (title, code, description), each
// with how many dramas carry it. A label belongs to one project; another project's labels
// are a 404, as if absent. Deleting a label takes it off every drama that carried it.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { keptText } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { presentRow } from '../../platform/listQuery';
import { plainTable, type Rows } from '../../platform/plainTable';
import { projectRows } from '../../platform/projectRows';
import { missingLocalesOf, type TextsOwner } from '../../domain/content-texts';
import { TITLE_MAX } from '../../domain/dramas';
import { type Label, type LabelBody, LABEL_SORT } from './product-label.schemas';

/** How many live dramas carry each of `ids` (drama_label_by_label, then each drama by its key). */
async function dramaCounts(rows: Rows, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const counted = await rows
    .read('drama_label')
    .select(['label_id', sql<string>`count(*)`.as('count')])
    .where('label_id', 'in', ids)
    .where('drama_id', 'in', rows.read('drama').select('drama.id').where('drama.deleted', '=', 0))
    .groupBy('label_id')
    .execute();
  return new Map(counted.map((row) => [Number(row.label_id), Number(row.count)]));
}

export const labels = plainTable<'label', Static<typeof LabelBody>, Static<typeof Label>>({
  table: 'label',
  noun: 'label',
  list: { contains: { title: 'label.title', code: 'label.code' }, sort: LABEL_SORT },
  unique: {
    field: 'code',
    taken: (code, projectCode, holder) =>
      `"${code}" is already the code of ${holder ? `the label "${holder.title}"` : 'a label'} in project ${projectCode}`,
  },
  // the form sends them all; a cleared description arrives absent, so absent is empty
  values: (body) => ({ code: body.code, title: keptText('title', body.title), description: body.description ?? '' }),
  async present(rows, list, db) {
    const counts = await dramaCounts(
      rows,
      list.map((label) => label.id),
    );
    const missing = await missingLocalesOf(db, rows, LABEL_TEXTS, list);
    return list.map((label) => ({
      ...presentRow(label),
      dramaCount: counts.get(label.id) ?? 0,
      missingLocales: missing.get(label.id) ?? [],
    }));
  },
  // the dramas lose it too, in the same transaction: no drama shows a label that is gone
  async onDelete(rows, { id }) {
    const dramaCount = (await dramaCounts(rows, [id])).get(id) ?? 0;
    await rows.remove('drama_label').where('label_id', '=', id).execute();
    return { id, dramaCount };
  },
});
export const createLabel = labels.create;

/** A label's title in each content locale: the default's is the label's own, never blank. */
export const LABEL_TEXTS: TextsOwner<'title'> = {
  kind: 'label',
  fields: { title: TITLE_MAX },
  find: (rows, id) => labels.one(rows, id),
  async writeOwn(rows, id, values) {
    await rows
      .update('label')
      .set({ title: keptText('title', values.title ?? ''), update_time: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  },
};

/** Every live label of the scope's projects, by title: the dramas screen's filter and form offer them. */
export async function labelOptions(db: Kysely<Database>, scope: ProjectScope) {
  const options = await projectRows(db, scope)
    .read('label')
    .select(['id', 'project_code', 'code', 'title'])
    .where('deleted', '=', 0)
    .orderBy('title')
    .orderBy('id')
    .execute();
  return options.map((label) => presentRow(label));
}
