// The users area's feedback labels: what customer service tags app users' feedback with
// (title, tag colour, description, order), each with how many feedback items carry it.
// A label belongs to one project; another project's labels are a 404, as if absent.
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, FeedbackLabel as FeedbackLabelTable } from '../../db/types';
import { badRequest, fieldConflict, keptText, notFound, onUniqueViolation } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { listPage, presentRow, sortColumns } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { FeedbackLabel, FeedbackLabelBody, FeedbackLabelListQuery } from './user-feedlabel.schemas';

type Rows = ReturnType<typeof projectRows>;
type LabelRow = Selectable<FeedbackLabelTable>;

// Not by the feedback count: it is counted for the page shown, so sorting by it would count
// every label's feedback on each request.
export const FEEDBACK_LABEL_SORT = sortColumns('feedback_label', [
  'deleted',
  'create_time',
  'update_time',
  'sort',
  'title',
  'id',
]);

/** How many feedback items carry each of `ids` (an index-only count by label). */
async function feedbackCounts(rows: Rows, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const counted = await rows
    .read('feedback')
    .select(['label_id', sql<string>`count(*)`.as('count')])
    .where('label_id', 'in', ids)
    .groupBy('label_id')
    .execute();
  return new Map(counted.map((row) => [Number(row.label_id), Number(row.count)]));
}

const present = (row: LabelRow, count: number): Static<typeof FeedbackLabel> => ({
  ...presentRow(row),
  feedbackCount: count,
});

export async function listFeedbackLabels(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof FeedbackLabelListQuery>,
) {
  const rows = projectRows(db, scope);
  const spec = {
    contains: { title: 'feedback_label.title', description: 'feedback_label.description' },
    sort: FEEDBACK_LABEL_SORT,
    tieBreaker: 'feedback_label.id',
    present: (row: LabelRow) => row,
  };
  const page = await listPage(
    rows.read('feedback_label').where('deleted', '=', 0),
    (matching) => matching.selectAll(),
    query,
    spec,
  );
  const counts = await feedbackCounts(
    rows,
    page.list.map((label) => label.id),
  );
  return { ...page, list: page.list.map((label) => present(label, counts.get(label.id) ?? 0)) };
}

/** A live label of the scope's projects, or a 404. */
async function oneLabel(rows: Rows, id: number): Promise<LabelRow> {
  const label = await rows
    .read('feedback_label')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!label) throw notFound(`No feedback label ${id} in your projects`);
  return label;
}

export async function getFeedbackLabel(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const label = await oneLabel(rows, id);
  return present(label, (await feedbackCounts(rows, [id])).get(id) ?? 0);
}

/**
 * The title as kept: trimmed, so " Payment" is the label "Payment" (the form and the request
 * cleaning trim it before, but a caller of the service may not), and never blank.
 */
const titleOf = (body: Static<typeof FeedbackLabelBody>) => keptText('title', body.title);

const titleTaken = (title: string, projectCode: string) =>
  fieldConflict('title', `"${title}" is already a feedback label of project ${projectCode}`);

/**
 * Refuses a title a live label of the project has already, in any case (the unique index
 * would, less clearly). Titles are kept trimmed (the table checks it), so comparing lower(title)
 * with the trimmed title in lower case compares lower(trim(title)) on both sides, by the index.
 */
async function assertTitleFree(rows: Rows, projectCode: string, title: string, exceptId?: number) {
  let same = rows
    .read('feedback_label')
    .select('id')
    .where('project_code', '=', projectCode)
    .where('deleted', '=', 0)
    .where(sql<boolean>`lower(title) = lower(${title})`);
  if (exceptId !== undefined) same = same.where('id', '!=', exceptId);
  if (await same.executeTakeFirst()) throw titleTaken(title, projectCode);
}

export async function createFeedbackLabel(
  db: Kysely<Database>,
  scope: ProjectScope,
  body: Static<typeof FeedbackLabelBody>,
) {
  // a label belongs to one project; `all` would not say which
  if (scope.all)
    throw badRequest('projectCode', 'must be one project, not all: a feedback label belongs to one project');
  const rows = projectRows(db, scope);
  const projectCode = scope.projects[0].code;
  const title = titleOf(body);
  await assertTitleFree(rows, projectCode, title);
  const label = await rows
    .add('feedback_label', [
      {
        project_code: projectCode,
        title,
        colour: body.colour.toUpperCase(),
        description: body.description ?? '',
        sort: body.sort ?? 0,
      },
    ])
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same title at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => titleTaken(title, projectCode)));
  return present(label, 0);
}

export async function editFeedbackLabel(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof FeedbackLabelBody>,
) {
  const rows = projectRows(db, scope);
  const title = titleOf(body);
  const before = await oneLabel(rows, id);
  await assertTitleFree(rows, before.project_code, title, id);
  const changes = {
    title,
    colour: body.colour.toUpperCase(),
    description: body.description ?? before.description,
    sort: body.sort ?? before.sort,
    update_time: sql<Date>`now()`,
  };
  const label = await rows
    .update('feedback_label')
    .set(changes)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .returningAll()
    .executeTakeFirstOrThrow()
    // a second write of the same title at once passed the check above; the unique index refuses it
    .catch(onUniqueViolation(() => titleTaken(title, before.project_code)));
  return present(label, (await feedbackCounts(rows, [id])).get(id) ?? 0);
}

/**
 * Soft: the label leaves the list and its title is free again, while the feedback that
 * carries it keeps it (its label id still names this row, shown as deleted), so what was
 * said about past feedback is not lost.
 */
export async function deleteFeedbackLabel(db: Kysely<Database>, scope: ProjectScope, id: number): Promise<void> {
  const rows = projectRows(db, scope);
  await oneLabel(rows, id);
  await rows
    .update('feedback_label')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
