// A menu item as the api answers it: the signed-in user's menu and the setting area's menu
// screen read the same rows.
import { Type } from '@sinclair/typebox';

/** A server menu item (read by shared/src/auth/types.ts ServerMenuItem). */
export const MenuItem = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer({ description: '0 for a group' }),
  menuName: Type.String({
    description: 'M: the group; C: the route name (path without the leading /); F: the button name',
  }),
  menuType: Type.Union([Type.Literal('M'), Type.Literal('C'), Type.Literal('F')], {
    description: 'M module, C page, F button',
  }),
  url: Type.String(),
  orderNum: Type.Integer(),
  icon: Type.String({ description: 'an Arco icon name (groups)' }),
  visible: Type.Union([Type.Literal('0'), Type.Literal('1')], { description: '"0" hidden from the menu' }),
  remark: Type.String({ description: 'the i18n key of the label' }),
  perms: Type.String({ description: 'F items: the button permission, <group>:<screen>:<action>' }),
});

/** A menu item's columns as the api answers them (the MenuItem schema's field names). */
export const MENU_COLUMNS = [
  'id',
  'parent_id as parentId',
  'menu_name as menuName',
  'menu_type as menuType',
  'url',
  'order_num as orderNum',
  'icon',
  'visible',
  'remark',
  'perms',
] as const;
