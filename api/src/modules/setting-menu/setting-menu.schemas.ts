import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ParentId, RowId } from '../../platform/fields';
import { ListFields, Page, ScopeFields } from '../../platform/listQuery';
import { MenuItem } from '../menu/menu.schemas';

export const ScopeQuery = Type.Object({ ...ScopeFields });
export const IdParams = Type.Object({ id: RowId });

export const MenuType = Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')], { description: 'M module, C page, F button' });

export const MenuBody = Type.Object({
  ...ScopeFields,
  parentId: Type.Integer({ ...ParentId, description: '0 for a group (M)' }),
  menuName: Type.String({ minLength: 1, maxLength: 100 }),
  menuType: MenuType,
  url: Type.Optional(Type.String({ maxLength: 200, description: 'required for a page (C), unique among pages' })),
  orderNum: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  icon: Type.Optional(Type.String({ maxLength: 64 })),
  visible: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '"0" hidden from the menu' })),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  perms: Type.Optional(Type.String({ maxLength: 100, description: 'required for a button (F): <group>:<screen>:<action>' })),
});

export const ReorderBody = Type.Object({
  ...ScopeFields,
  items: Type.Array(
    Type.Object({ id: RowId, parentId: ParentId, orderNum: Type.Integer({ minimum: 0, maximum: 100000 }) }),
    { minItems: 1, maxItems: 2000 },
  ),
});

export const MenuTreeAnswer = Envelope(Type.Array(MenuItem));
export const MenuAnswer = Envelope(MenuItem);
export const NothingAnswer = Envelope(Type.Null());

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

export const RoleListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  keyword: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the code, name or remark' })),
});

export const RoleListAnswer = Envelope(Page(Role));
export const RoleAnswer = Envelope(Role);
