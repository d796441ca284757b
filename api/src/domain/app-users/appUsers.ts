// Look-ups of the streaming app's users that the screens about one user, or about what users
// did (their wallet, their plays, the comments and follow records), start from.
import { Type } from '@sinclair/typebox';
import { notFound } from '../../platform/errors';
import type { projectRows } from '../../platform/projectRows';

type Rows = ReturnType<typeof projectRows>;

/** An app user named in the path by their code (the wallet, what they watched). */
export const UserCodeParams = Type.Object({ userCode: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * The app user of `userCode` in the request's projects, or a 404: where a screen about one
 * user (their wallet, what they watched) starts. Their id and project, and what a header shows.
 */
export async function appUserByCode(rows: Rows, userCode: string) {
  const user = await rows
    .read('app_user')
    .select(['id', 'project_code', 'user_code', 'username', 'country', 'vip', 'create_time'])
    .where('user_code', '=', userCode)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!user) throw notFound(`No app user ${userCode} in your projects`);
  return user;
}

/** The ids of the scope's app users with `userCode` (deleted ones too: their comments stay). */
export async function userIdsByCode(rows: Rows, userCode: string): Promise<number[]> {
  return (await rows.read('app_user').select('id').where('user_code', '=', userCode).execute()).map((user) => user.id);
}

/** The users of a page by id: code and name. */
export async function usersById(rows: Rows, ids: number[]) {
  const unique = [...new Set(ids)];
  const users = unique.length
    ? await rows.read('app_user').select(['id', 'user_code', 'username']).where('id', 'in', unique).execute()
    : [];
  return new Map(users.map((user) => [user.id, user]));
}
