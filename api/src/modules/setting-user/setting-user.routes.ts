import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import type { Passwords } from '../../platform/passwords';
import { exportRoute } from '../export';
import { IdParams } from '../../platform/fields';
import { ScopeOnly } from '../../platform/listQuery';
import { staffUserExport } from './setting-user.export';
import {
  ResetPasswordBody,
  RevokedAnswer,
  StaffUserAnswer,
  StaffUserCreateBody,
  StaffUserEditBody,
  StaffUserListAnswer,
  StaffUserListQuery,
} from './setting-user.schemas';
import { createStaffUser, editStaffUser, listStaffUsers, resetStaffPassword, setStaffUserStatus } from './setting-user.service';

export interface SettingUserDeps {
  db: Kysely<Database>;
  passwords: Passwords;
}

const PREFIX = '/setting/user';
const TAGS = ['setting'];
const SAFETY = 'No change may leave a project without an enabled admin (409).';

// The setting area's `user` screen: staff accounts, their roles per project. Admin only (seed grants).
export function settingUserRoutes(app: ApiInstance, deps: SettingUserDeps): void {
  const { db } = deps;

  app.get(
    `${PREFIX}/list`,
    {
      config: { permission: 'setting:user:query' },
      schema: {
        summary: 'Staff users',
        description: "Users sharing a project with the request's scope (`all`, for an allProjects admin: every user); roles shown for those projects.",
        tags: TAGS,
        querystring: StaffUserListQuery,
        response: { 200: StaffUserListAnswer },
      },
    },
    async (request) => ok(await listStaffUsers(db, scopeOf(request), userOf(request), request.query)),
  );
  exportRoute(app, db, staffUserExport);

  app.post(
    PREFIX,
    {
      config: { permission: 'setting:user:add' },
      schema: {
        summary: 'Create a staff user',
        description: 'username 3..32 of a-z 0-9 _ . - (409 when taken); password as in user settings; roles only in the request\'s projects.',
        tags: TAGS,
        body: StaffUserCreateBody,
        response: { 200: StaffUserAnswer },
      },
    },
    async (request) => ok(await createStaffUser(deps, scopeOf(request), userOf(request), request.body)),
  );

  app.put(
    `${PREFIX}/:id`,
    {
      config: { permission: 'setting:user:edit' },
      schema: {
        summary: 'Edit a staff user',
        description: `Replaces name, email, phone and the roles in the request's projects. ${SAFETY}`,
        tags: TAGS,
        params: IdParams,
        body: StaffUserEditBody,
        response: { 200: StaffUserAnswer },
      },
    },
    async (request) => ok(await editStaffUser(db, scopeOf(request), userOf(request), request.params.id, request.body)),
  );

  app.post(
    `${PREFIX}/:id/disable`,
    {
      config: { permission: 'setting:user:edit' },
      schema: {
        summary: 'Disable a staff user',
        description: `The user can no longer sign in and their sessions end. Not oneself. ${SAFETY}`,
        tags: TAGS,
        params: IdParams,
        body: ScopeOnly,
        response: { 200: RevokedAnswer },
      },
    },
    async (request) => ok(await setStaffUserStatus(db, scopeOf(request), userOf(request), request.params.id, 1)),
  );

  app.post(
    `${PREFIX}/:id/enable`,
    {
      config: { permission: 'setting:user:edit' },
      schema: {
        summary: 'Enable a staff user',
        tags: TAGS,
        params: IdParams,
        body: ScopeOnly,
        response: { 200: RevokedAnswer },
      },
    },
    async (request) => ok(await setStaffUserStatus(db, scopeOf(request), userOf(request), request.params.id, 0)),
  );

  app.post(
    `${PREFIX}/:id/reset-password`,
    {
      config: { permission: 'setting:user:reset-password' },
      schema: {
        summary: 'Reset a staff user\'s password',
        description: 'Sets a new password (8..64 characters, a letter and a digit, not the username); the user\'s sessions end.',
        tags: TAGS,
        params: IdParams,
        body: ResetPasswordBody,
        response: { 200: RevokedAnswer },
      },
    },
    async (request) => ok(await resetStaffPassword(deps, scopeOf(request), userOf(request), request.params.id, request.body.password)),
  );
}
