import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf, userOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import * as schemas from './setting-user.schemas';
import {
  createStaffUser,
  editStaffUser,
  listStaffUsers,
  resetStaffPassword,
  type StaffDeps,
  setStaffUserStatus,
} from './setting-user.service';

const PREFIX = '/setting/user';
const SAFETY = 'No change may leave a project without an enabled admin (409).';
// a change answers the user; an action on the account also how many of their sessions it ended
const { params, response, revoked } = {
  params: IdParams,
  response: { 200: schemas.StaffUserAnswer },
  revoked: { 200: schemas.RevokedAnswer },
};

// The setting area's `user` screen: staff accounts, their roles per project. Admin only (seed grants).
export function settingUserRoutes(app: ApiInstance, deps: StaffDeps): void {
  const { db } = deps;
  const screen = screenRoutes('setting:user', { tags: ['setting'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Staff users',
      description:
        "Users sharing a project with the request's scope (`all`, for an allProjects admin: every user); roles shown for those projects.",
      querystring: schemas.StaffUserListQuery,
      response: { 200: schemas.StaffUserListAnswer },
    }),
    async (request) => ok(await listStaffUsers(db, scopeOf(request), userOf(request), request.query)),
  );
  app.post(
    PREFIX,
    screen.add({
      summary: 'Create a staff user',
      description:
        "username 3..32 of a-z 0-9 _ . - (409 when taken); password as in user settings; roles only in the request's projects.",
      body: schemas.StaffUserCreateBody,
      response,
    }),
    async (request) => ok(await createStaffUser(deps, scopeOf(request), userOf(request), request.body)),
  );
  app.put(
    `${PREFIX}/:id`,
    screen.edit({
      summary: 'Edit a staff user',
      description: `Replaces name, email, phone and the roles in the request's projects. ${SAFETY}`,
      params,
      body: schemas.StaffUserEditBody,
      response,
    }),
    async (request) => ok(await editStaffUser(db, scopeOf(request), userOf(request), request.params.id, request.body)),
  );
  app.post(
    `${PREFIX}/:id/disable`,
    screen.edit({
      summary: 'Disable a staff user',
      description: `The user can no longer sign in and their sessions end. Not oneself. ${SAFETY}`,
      params,
      body: ScopeOnly,
      response: revoked,
    }),
    async (request) => ok(await setStaffUserStatus(db, scopeOf(request), userOf(request), request.params.id, 1)),
  );
  app.post(
    `${PREFIX}/:id/enable`,
    screen.edit({ summary: 'Enable a staff user', params, body: ScopeOnly, response: revoked }),
    async (request) => ok(await setStaffUserStatus(db, scopeOf(request), userOf(request), request.params.id, 0)),
  );
  app.post(
    `${PREFIX}/:id/reset-password`,
    screen.action('reset-password')({
      summary: "Reset a staff user's password",
      description:
        "Sets a new password (8..64 characters, a letter and a digit, not the username); the user's sessions end.",
      params,
      body: schemas.ResetPasswordBody,
      response: revoked,
    }),
    async (request) =>
      ok(await resetStaffPassword(deps, scopeOf(request), userOf(request), request.params.id, request.body.password)),
  );
}
