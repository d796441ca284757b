import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';
import { MissingLocales } from '../product-list/contentTexts';

export const TITLE_MAX = 32;
export const CODE_MAX = 32;
export const DESCRIPTION_MAX = 200;
/** The table's own check (0012): lower case, digits and dashes, not starting with a dash. */
export const CODE_PATTERN = `^[a-z0-9][a-z0-9-]{0,${CODE_MAX - 1}}$`;

// Orders the indexes serve (label_created, label_by_title); not by the drama count, which is
// counted for the page shown only.
export const LABEL_SORT = sortColumns('label', ['deleted', 'create_time', 'title', 'id']);

export const LabelListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX, description: 'a part of the title, whatever the case' })),
    code: Type.Optional(Type.String({ maxLength: CODE_MAX, description: 'a part of the code' })),
  },
  LABEL_SORT,
);

export const Label = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  dramaCount: Type.Integer({ minimum: 0, description: 'how many dramas (not deleted) carry the label' }),
  missingLocales: MissingLocales,
  ...Timestamps,
});

export const LabelBody = Type.Object({
  ...ScopeFields,
  code: Type.String({
    pattern: CODE_PATTERN,
    description: `1..${CODE_MAX} lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's labels, 409 when taken`,
  }),
  title: Type.String({
    minLength: 1,
    maxLength: TITLE_MAX,
    description: `1..${TITLE_MAX} characters, kept trimmed (blank is a 400)`,
  }),
  description: Type.Optional(
    Type.String({
      maxLength: DESCRIPTION_MAX,
      description: `what the label means, up to ${DESCRIPTION_MAX} characters; empty when not sent`,
    }),
  ),
});

export const LabelOption = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  title: Type.String(),
});

export const DeletedLabel = Type.Object({
  id: Type.Integer(),
  dramaCount: Type.Integer({ minimum: 0, description: 'how many dramas (not deleted) carried the label and lost it' }),
});

export const LabelOptionsAnswer = Envelope(Type.Array(LabelOption));
export const DeletedLabelAnswer = Envelope(DeletedLabel);
