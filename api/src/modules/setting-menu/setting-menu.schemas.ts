import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ParentId, RowId } from '../../platform/fields';
import { ScopeFields } from '../../platform/listQuery';
import { MenuItem } from '../../domain/menu';

const OrderNum = Type.Integer({ minimum: 0, maximum: 100000 });

export const MenuBody = Type.Object({
  ...ScopeFields,
  parentId: Type.Integer({ ...ParentId, description: '0 for a group (M)' }),
  menuName: Type.String({ minLength: 1, maxLength: 100 }),
  menuType: MenuItem.properties.menuType,
  url: Type.Optional(Type.String({ maxLength: 200, description: 'required for a page (C), unique among pages' })),
  orderNum: Type.Optional(OrderNum),
  icon: Type.Optional(Type.String({ maxLength: 64 })),
  visible: Type.Optional(MenuItem.properties.visible),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
  perms: Type.Optional(
    Type.String({ maxLength: 100, description: 'required for a button (F): <group>:<screen>:<action>' }),
  ),
});

export const ReorderBody = Type.Object({
  ...ScopeFields,
  items: Type.Array(Type.Object({ id: RowId, parentId: ParentId, orderNum: OrderNum }), {
    minItems: 1,
    maxItems: 2000,
  }),
});

export const MenuTreeAnswer = Envelope(Type.Array(MenuItem));
export const MenuAnswer = Envelope(MenuItem);
