import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX } from '../../platform/fields';

export const UserMenuQuery = Type.Object({
  projectId: Type.Integer({
    minimum: 0,
    maximum: INT4_MAX,
    description: 'the project whose grants apply; 0 = all projects (users allowed all projects only)',
  }),
  role: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'only this one of the user\'s roles there ("switch roles"); all of them when absent',
    }),
  ),
});

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

export const UserMenuAnswer = Envelope(Type.Array(MenuItem));
