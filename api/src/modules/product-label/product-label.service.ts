// The content area's labels: what a drama is tagged with (title, code, description), each
// with how many dramas carry it. A label belongs to one project; another project's labels
// are a 404, as if absent. Deleting a label takes it off every drama that carried it.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { keptText } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { missingLocalesOf, titleTexts } from '../../domain/content-texts';
import { liveDramaCounts, TITLE_MAX } from '../../domain/dramas';
import { type Label, type LabelBody, type LabelOption, LABEL_SORT } from './product-label.schemas';

const DRAMA_LABELS = { table: 'drama_label', key: 'label_id' } as const;

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
    const counts = await liveDramaCounts(
      rows,
      DRAMA_LABELS,
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
    const dramaCount = (await liveDramaCounts(rows, DRAMA_LABELS, [id])).get(id) ?? 0;
    await rows.remove('drama_label').where('label_id', '=', id).execute();
    return { id, dramaCount };
  },
});

/** A label's title in each content locale: the default's is the label's own, never blank. */
export const LABEL_TEXTS = titleTexts('label', 'label', TITLE_MAX, (rows, id) => labels.one(rows, id));

/** Every live label of the scope's projects, by title: the dramas screen's filter and form offer them. */
export const labelOptions = (db: Kysely<Database>, scope: ProjectScope) =>
  labels.options<Static<typeof LabelOption>>(db, scope, ['id', 'project_code', 'code', 'title'], 'title');
