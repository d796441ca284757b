import { Type } from '@sinclair/typebox';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';

export const ACTIVITYDRAWPRIZE_SORT = sortColumns('activity_drawprize', ['deleted', 'create_time', 'title', 'id']);

export const ActivityDrawprizeListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the title' })),
    code: Type.Optional(Type.String({ maxLength: 32, description: 'a part of the code' })),
  },
  ACTIVITYDRAWPRIZE_SORT,
);

export const ActivityDrawprize = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  title: Type.String(),
  remark: Type.String(),
  ...Timestamps,
});

export const ActivityDrawprizeBody = Type.Object({
  ...ScopeFields,
  code: Type.String({
    pattern: '^[a-z0-9][a-z0-9-]{0,31}$',
    description:
      '1..32 lower-case letters, digits and dashes, not starting with a dash; once per project (409 when taken)',
  }),
  title: Type.String({ minLength: 1, maxLength: 64, description: '1..64 characters, kept trimmed (blank is a 400)' }),
  remark: Type.Optional(Type.String({ maxLength: 200, description: 'up to 200 characters; empty when not sent' })),
});
