import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX } from '../../platform/fields';
import { MenuItem } from '../../domain/menu';

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

export const UserMenuAnswer = Envelope(Type.Array(MenuItem));
