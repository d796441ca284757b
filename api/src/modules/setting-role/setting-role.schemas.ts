import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';

export const Role = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  remark: Type.String(),
  status: Type.Integer({ description: '0 enabled, 1 disabled' }),
  userCount: Type.Integer({ description: 'users holding the role in any project' }),
  menuIds: Type.Array(Type.Integer(), { description: 'the M/C/F items granted' }),
});

export const RoleBody = Type.Object({
  ...ScopeFields,
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9_-]*$' }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 enabled, 1 disabled' })),
});

export const RoleMenusBody = Type.Object({
  ...ScopeFields,
  menuIds: Type.Array(RowId, { maxItems: 5000 }),
});

export const ROLE_SORT = sortColumns('r', ['deleted', 'create_time', 'id', 'code', 'name', 'status']);

export const RoleListQuery = ListQuery(
  { keyword: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the code, name or remark' })) },
  ROLE_SORT,
);

export const RoleListAnswer = Envelope(Page(Role));
export const RoleAnswer = Envelope(Role);
