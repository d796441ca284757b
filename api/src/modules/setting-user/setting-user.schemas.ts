import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../domain/staff';

const Code = Type.String({ minLength: 1, maxLength: 64 });

export const STAFF_USER_SORT = sortColumns('u', ['deleted', 'create_time', 'username', 'name', 'status', 'id']);

/** The project filter is `projectCode` itself: one project's members, or `all`. */
export const StaffUserListQuery = ListQuery(
  {
    username: Type.Optional(Type.String({ maxLength: 64, description: 'a part of the username' })),
    name: Type.Optional(Type.String({ maxLength: 40, description: 'a part of the name' })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 enabled, 1 disabled' })),
    roleCode: Type.Optional(Type.String({ maxLength: 64, description: 'holds this role in a visible project' })),
  },
  STAFF_USER_SORT,
);

export const ProjectRoles = Type.Object({
  projectCode: Code,
  roles: Type.Array(Code, { minItems: 1, maxItems: 20, uniqueItems: true }),
});

export const StaffUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  status: Type.Integer({ description: '0 enabled, 1 disabled' }),
  allProjects: Type.Boolean(),
  projectRoles: Type.Array(ProjectRoles),
  accountEditable: Type.Boolean({
    description:
      "false when the user also works in a project the caller does not administer: then only their roles in the caller's projects may change, not the account (name, email, phone, status, password)",
  }),
  createTime: Type.String({ format: 'date-time' }),
});

/** Checked by passwordWeakness in the service, which answers what is wrong. */
const Password = Type.String({
  minLength: 1,
  maxLength: 64,
  description: '8..64 characters, at least one letter and one digit, not the username',
});

/** The account's fields a create and an edit both send. */
const AccountFields = {
  name: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({
    maxLength: 120,
    pattern: EMAIL_PATTERN,
    description: 'an email address such as name@example.com',
  }),
  phone: Type.Optional(Type.String({ maxLength: 32, pattern: PHONE_PATTERN })),
};

export const StaffUserCreateBody = Type.Object({
  ...ScopeFields,
  username: Type.String({
    minLength: 3,
    maxLength: 32,
    pattern: '^[a-z0-9_.-]+$',
    description: '3..32 of a-z 0-9 _ . -',
  }),
  ...AccountFields,
  password: Password,
  projectRoles: Type.Array(ProjectRoles, { minItems: 1, maxItems: 50 }),
});

export const StaffUserEditBody = Type.Object({
  ...ScopeFields,
  ...AccountFields,
  projectRoles: Type.Array(ProjectRoles, {
    maxItems: 50,
    description:
      "the user's roles in the request's projects (those not listed lose their roles there); other projects are untouched",
  }),
});

export const ResetPasswordBody = Type.Object({ ...ScopeFields, password: Password });

export const StaffUserAnswer = Envelope(StaffUser);
export const StaffUserListAnswer = Envelope(Page(StaffUser));
export const RevokedAnswer = Envelope(
  Type.Object({
    user: StaffUser,
    revokedSessions: Type.Integer({ minimum: 0, description: "the user's sessions that were signed out" }),
  }),
);
