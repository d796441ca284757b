// Guest sign-in by device: the first sign-in of a device in a project makes its app user, every
// later one signs that user in again. A device holds one session: signing in again ends the one
// before (the app lost or replaced its token). Only the token's digest is stored.
import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { sendToInbox, WELCOME_MESSAGE } from '../../domain/app-users';
import { type AppProject, appScope, appUnauthorized } from '../../platform/appApi';
import { projectRows } from '../../platform/projectRows';
import { newAppToken, tokenDigest } from '../../platform/tokens';
import type { AppUser, SignInBody } from './app-session.schemas';

const HOUR_MS = 3_600_000;
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A guest's code, as the seeded users' are prefixed by their project (US-…): US-G7KQ2M9XA. */
function guestCode(projectCode: string): string {
  const prefix = projectCode.split('-').pop()!.toUpperCase();
  const tail = [...randomBytes(9)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${prefix}-G${tail}`;
}

export async function signIn(
  db: Kysely<Database>,
  project: AppProject,
  body: Static<typeof SignInBody>,
  clientIp: string,
  ttlHours: number,
) {
  const rows = projectRows(db, appScope(project));
  // two first sign-ins of one device at once make one user: the second waits, then finds the device
  await sql`select pg_advisory_xact_lock(hashtextextended(${`app-device:${project.code}:${body.deviceId}`}, 0))`.execute(
    db,
  );
  let device = await rows
    .read('app_device')
    .select(['id', 'user_id'])
    .where('device_id', '=', body.deviceId)
    .executeTakeFirst();
  const created = !device;
  if (!device) {
    const code = guestCode(project.code);
    const user = await rows
      .add('app_user', [
        {
          project_code: project.code,
          user_code: code,
          username: `Guest ${code.slice(-6)}`,
          country: body.country,
          source: 'guest',
        },
      ])
      .returning('id')
      .executeTakeFirstOrThrow();
    device = await rows
      .add('app_device', [
        { project_code: project.code, device_id: body.deviceId, user_id: user.id, platform: body.platform },
      ])
      .returning(['id', 'user_id'])
      .executeTakeFirstOrThrow();
    await sendToInbox(db, appScope(project), [{ userId: user.id, ...WELCOME_MESSAGE }]);
  } else {
    await rows
      .update('app_device')
      .set({ last_sign_in_time: sql<Date>`now()`, platform: body.platform })
      .where('id', '=', device.id)
      .execute();
    await rows
      .update('app_session')
      .set({ revoked_at: sql<Date>`now()` })
      .where('device_id', '=', device.id)
      .where('revoked_at', 'is', null)
      .execute();
  }
  const user = await appUserById(db, project, device.user_id);
  if (!user) throw appUnauthorized("This device's app user was removed", 'appUser.removed');

  const token = newAppToken();
  const expiresAt = new Date(Date.now() + ttlHours * HOUR_MS);
  await rows
    .add('app_session', [
      {
        project_code: project.code,
        user_id: device.user_id,
        device_id: device.id,
        token_hash: tokenDigest(token),
        expires_at: expiresAt,
        client_ip: clientIp.slice(0, 64),
      },
    ])
    .execute();
  return { token, expiresAt: expiresAt.toISOString(), created, user };
}

/** The app user as the app shows them; undefined when removed. */
export async function appUserById(
  db: Kysely<Database>,
  project: AppProject,
  userId: number,
): Promise<Static<typeof AppUser> | undefined> {
  const user = await projectRows(db, appScope(project))
    .read('app_user')
    .select(['user_code', 'username', 'country', 'vip', 'source', 'create_time'])
    .where('id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    userCode: user.user_code,
    username: user.username,
    country: user.country,
    vip: user.vip === 1,
    source: user.source,
    createTime: user.create_time.toISOString(),
    project: { code: project.code, name: project.name },
  };
}

export async function signOut(db: Kysely<Database>, project: AppProject, sessionId: number): Promise<void> {
  await projectRows(db, appScope(project))
    .update('app_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
