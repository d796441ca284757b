// The content area's follow records: the likes, follows, watches and unlocks of a drama or
// of an app user (FOLLOW_TYPE), newest first, at 20 million rows: platform/listQuery's
// timeline, each filter an index of 0013. Read only: a follow record is what an app user
// did (an unlock was paid for), not staff's to change.
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { timelinePage } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { FollowRecord, FollowRecordsQuery } from './product-comments-follow.schemas';
import { userIdsByCode, usersById } from '../../domain/app-users';
import { dramasById } from '../../domain/dramas';

export async function listFollowRecords(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof FollowRecordsQuery>,
) {
  if (query.dramaId === undefined && query.userCode === undefined) {
    throw badRequest('dramaId', 'or userCode is required: the follow records of a drama or of an app user', 'required');
  }
  const rows = projectRows(db, scope);
  let matching = rows.read('follow');
  if (query.dramaId !== undefined) {
    // a deleted drama's records stay readable
    if (!(await rows.read('drama').select('id').where('id', '=', query.dramaId).executeTakeFirst()))
      throw notFound(`No drama ${query.dramaId} in your projects`);
    matching = matching.where('follow.drama_id', '=', query.dramaId);
  }
  if (query.userCode !== undefined) {
    const ids = await userIdsByCode(rows, query.userCode);
    if (!ids.length) throw notFound(`No app user ${query.userCode} in your projects`);
    matching =
      ids.length === 1 ? matching.where('follow.user_id', '=', ids[0]) : matching.where('follow.user_id', 'in', ids);
  }
  // the records a drama's unlock count counts (dramaCounts.ts): both kinds of unlock
  if (query.unlocks !== undefined) matching = matching.where('follow.type', 'in', [10, 11]);
  if (query.createdFrom) matching = matching.where('follow.create_time', '>=', new Date(query.createdFrom));
  if (query.createdTo) matching = matching.where('follow.create_time', '<', new Date(query.createdTo));
  const page = await timelinePage(
    db,
    matching,
    (found) =>
      found.select([
        'follow.id',
        'follow.project_code',
        'follow.type',
        'follow.user_id',
        'follow.drama_id',
        'follow.episode_no',
        'follow.coins',
        'follow.create_time',
      ]),
    query,
    { equals: { type: 'follow.type' }, time: 'follow.create_time', id: 'follow.id', present: (row) => row },
  );
  const [dramas, users] = await Promise.all([
    dramasById(
      rows,
      page.list.map((follow) => follow.drama_id),
    ),
    usersById(
      rows,
      page.list.map((follow) => follow.user_id),
    ),
  ]);
  return {
    ...page,
    list: page.list.map((follow): Static<typeof FollowRecord> => ({
      id: follow.id,
      projectCode: follow.project_code,
      type: follow.type as Static<typeof FollowRecord>['type'],
      userId: follow.user_id,
      userCode: users.get(follow.user_id)?.user_code ?? '',
      username: users.get(follow.user_id)?.username ?? '',
      dramaId: follow.drama_id,
      dramaCode: dramas.get(follow.drama_id)?.code ?? '',
      dramaName: dramas.get(follow.drama_id)?.name ?? '',
      episodeNo: follow.episode_no,
      coins: follow.coins,
      createTime: follow.create_time.toISOString(),
    })),
  };
}
