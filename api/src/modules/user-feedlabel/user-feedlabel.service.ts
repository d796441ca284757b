// The users area's feedback labels: what customer service tags app users' feedback with
// (title, tag colour, description, order), each with how many feedback items carry it.
// A label belongs to one project; another project's labels are a 404, as if absent.
// Deleting one is soft: the feedback that carries it keeps it (shown as deleted), so what
// was said about past feedback is not lost.
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import { keptText } from '../../platform/errors';
import { presentRow } from '../../platform/listQuery';
import { plainTable } from '../../platform/plainTable';
import { type FeedbackLabel, type FeedbackLabelBody, FEEDBACK_LABEL_SORT } from './user-feedlabel.schemas';

export const feedbackLabels = plainTable<
  'feedback_label',
  Static<typeof FeedbackLabelBody>,
  Static<typeof FeedbackLabel>
>({
  table: 'feedback_label',
  noun: 'feedback label',
  list: {
    contains: { title: 'feedback_label.title', description: 'feedback_label.description' },
    sort: FEEDBACK_LABEL_SORT,
  },
  // Titles are kept trimmed (the table checks it), so lower(title) against the trimmed title
  // in lower case compares lower(trim(title)) on both sides, by the index.
  unique: {
    field: 'title',
    caseless: true,
    taken: (title, projectCode) => `"${title}" is already a feedback label of project ${projectCode}`,
  },
  // an edit without a description or a sort keeps the row's
  values: (body, before) => ({
    title: keptText('title', body.title),
    colour: body.colour.toUpperCase(),
    description: body.description ?? before?.description ?? '',
    sort: body.sort ?? before?.sort ?? 0,
  }),
  // how many feedback items carry each label of the page (an index-only count by label)
  async present(rows, list) {
    const counted = list.length
      ? await rows
          .read('feedback')
          .select(['label_id', sql<string>`count(*)`.as('count')])
          .where(
            'label_id',
            'in',
            list.map((label) => label.id),
          )
          .groupBy('label_id')
          .execute()
      : [];
    const counts = new Map(counted.map((row) => [Number(row.label_id), Number(row.count)]));
    return list.map((label) => ({ ...presentRow(label), feedbackCount: counts.get(label.id) ?? 0 }));
  },
});
export const { create: createFeedbackLabel, edit: editFeedbackLabel } = feedbackLabels;
