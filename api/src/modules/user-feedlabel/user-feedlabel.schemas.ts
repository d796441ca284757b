import { Type } from '@sinclair/typebox';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const TITLE_MAX = 32;
export const SORT_MAX = 9999;

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

export const FeedbackLabelListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX, description: 'a part of the title' })),
    description: Type.Optional(Type.String({ maxLength: 200, description: 'a part of the description' })),
  },
  FEEDBACK_LABEL_SORT,
);

export const FeedbackLabel = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  title: Type.String(),
  colour: Type.String({ description: '#RRGGBB' }),
  description: Type.String(),
  sort: Type.Integer({ description: 'the order labels are offered in, smallest first' }),
  feedbackCount: Type.Integer({ minimum: 0, description: 'how many feedback items carry the label' }),
  ...Timestamps,
});

export const FeedbackLabelBody = Type.Object({
  ...ScopeFields,
  title: Type.String({
    minLength: 1,
    maxLength: TITLE_MAX,
    description: `1..${TITLE_MAX} characters, kept trimmed (blank is a 400), once per project whatever the case (409 when taken)`,
  }),
  colour: Type.String({
    pattern: '^#[0-9A-Fa-f]{6}$',
    description: 'the tag colour as #RRGGBB, e.g. #165DFF (kept in capitals)',
  }),
  description: Type.Optional(
    Type.String({ maxLength: 200, description: 'what the label is for; on an edit, unchanged when not sent' }),
  ),
  sort: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: SORT_MAX,
      description: `0..${SORT_MAX}, smallest first; 0 when created without one, unchanged on an edit without one`,
    }),
  ),
});
