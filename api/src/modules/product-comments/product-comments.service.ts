// The content area's comments: the moderation queue of a project's comments (a drama's, a
// user's, a part of the text, a state, a time range; newest first, at millions of comments:
// platform/listQuery's timeline, each filter an index of 0013) and hiding, restoring and
// deleting them in bulk (domain/comments, which the users area's product screen shares).
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { ProjectScope } from '../../platform/http';
import { timelinePage } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { type CommentMove, moveComments } from '../../domain/comments';
import type { CommentQueueQuery, QueuedComment } from './product-comments.schemas';
import { dramasById } from '../../domain/dramas';
import { userIdsByCode, usersById } from '../../domain/app-users';

/** `ids` as a filter: one id is an equality (the index's order serves it), none matches nothing. */
const oneOf = (ids: number[]) => (ids.length ? ids : [0]);

export async function listCommentQueue(
  db: Kysely<Database>,
  scope: ProjectScope,
  query: Static<typeof CommentQueueQuery>,
) {
  const rows = projectRows(db, scope);
  let matching = rows.read('comment');
  if (query.dramaId !== undefined) matching = matching.where('comment.drama_id', '=', query.dramaId);
  if (query.dramaCode !== undefined) {
    // codes are kept in capitals (product-list); a code of a deleted drama still finds its comments
    const dramas = await rows.read('drama').select('id').where('code', '=', query.dramaCode.toUpperCase()).execute();
    const ids = oneOf(dramas.map((drama) => drama.id));
    matching =
      ids.length === 1
        ? matching.where('comment.drama_id', '=', ids[0])
        : matching.where('comment.drama_id', 'in', ids);
  }
  if (query.userCode !== undefined) {
    const ids = oneOf(await userIdsByCode(rows, query.userCode));
    matching =
      ids.length === 1 ? matching.where('comment.user_id', '=', ids[0]) : matching.where('comment.user_id', 'in', ids);
  }
  if (query.createdFrom) matching = matching.where('comment.create_time', '>=', new Date(query.createdFrom));
  if (query.createdTo) matching = matching.where('comment.create_time', '<', new Date(query.createdTo));
  const page = await timelinePage(
    db,
    matching,
    (found) =>
      found.select([
        'comment.id',
        'comment.project_code',
        'comment.drama_id',
        'comment.user_id',
        'comment.episode_no',
        'comment.content',
        'comment.state',
        'comment.create_time',
      ]),
    query,
    {
      // ilike '%part%': the trigram index comment_content_trgm serves it
      contains: { content: 'comment.content' },
      equals: { state: 'comment.state' },
      time: 'comment.create_time',
      id: 'comment.id',
      present: (row) => row,
    },
  );
  const [dramas, users] = await Promise.all([
    dramasById(
      rows,
      page.list.map((comment) => comment.drama_id),
    ),
    usersById(
      rows,
      page.list.map((comment) => comment.user_id),
    ),
  ]);
  return {
    ...page,
    list: page.list.map((comment): Static<typeof QueuedComment> => ({
      id: comment.id,
      projectCode: comment.project_code,
      dramaId: comment.drama_id,
      dramaCode: dramas.get(comment.drama_id)?.code ?? '',
      dramaName: dramas.get(comment.drama_id)?.name ?? '',
      userId: comment.user_id,
      userCode: users.get(comment.user_id)?.user_code ?? '',
      username: users.get(comment.user_id)?.username ?? '',
      episodeNo: comment.episode_no,
      content: comment.content,
      state: comment.state,
      createTime: comment.create_time.toISOString(),
    })),
  };
}

/**
 * Hide, restore or delete up to 200 comments: those that can make the move do, the others
 * stay as they are, each with the reason; each drama touched keeps its count of visible
 * comments in step. The request is one transaction with its one operation-log row.
 */
export async function moderateComments(db: Kysely<Database>, scope: ProjectScope, ids: number[], move: CommentMove) {
  const { results, dramas } = await moveComments(projectRows(db, scope), ids, move);
  const moved = results.filter((result) => result.outcome === 'moved').length;
  return { moved, refused: results.length - moved, results, dramas };
}
