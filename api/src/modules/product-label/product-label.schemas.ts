import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';
import { MissingLocales } from '../../domain/content-texts';
import { CODE_MAX, CODE_PATTERN, TITLE_MAX } from '../../domain/dramas';

export const DESCRIPTION_MAX = 200;

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

export const LabelOption = Type.Pick(Label, ['id', 'projectCode', 'code', 'title']);

export const DeletedLabel = Type.Object({
  id: Type.Integer(),
  dramaCount: Type.Integer({ minimum: 0, description: 'how many dramas (not deleted) carried the label and lost it' }),
});

export const LabelOptionsAnswer = Envelope(Type.Array(LabelOption));
