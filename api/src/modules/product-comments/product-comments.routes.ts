import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { TIMELINE_COUNT_CAP } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import { COMMENT_MOVES, type CommentMove, commentRefusal } from '../../domain/comments';
import {
  BULK_MAX,
  CommentIdsBody,
  CommentMovesAnswer,
  CommentQueueAnswer,
  CommentQueueQuery,
} from './product-comments.schemas';
import { listCommentQueue, moderateComments } from './product-comments.service';

const PREFIX = '/product/comments';

/** Each move's route: its permission (the catalogue's action) and words. */
const MOVES: Record<CommentMove, { action: 'review' | 'delete'; summary: string; effect: string }> = {
  hide: {
    action: 'review',
    summary: 'Hide comments',
    effect: "no longer shown to app users; each visible one hidden takes one from its drama's comment count",
  },
  restore: {
    action: 'review',
    summary: 'Restore hidden comments',
    effect: "shown to app users again; each adds one to its drama's comment count",
  },
  delete: {
    action: 'delete',
    summary: 'Delete comments',
    effect:
      "deleted for good (a deleted comment is never restored); each visible one deleted takes one from its drama's comment count",
  },
};

// The content area's hidden `comments` screen (opened from a drama, or alone for a whole
// project): the moderation queue, and hiding, restoring and deleting in bulk.
export function productCommentsRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('product:comments', { tags: ['product'] });
  app.get(
    `${PREFIX}/list`,
    screen.query({
      summary: 'Comments to moderate',
      description:
        "Comments of the request's projects, newest first (sortType asc: oldest first), filtered by drama (id or code), app user (user code), a part of the text, state and when written. " +
        'A page is read by pageNum (a jump: the skip reads an index only) or, for the next and previous pages, by `after` / `before` with the cursor the last answer gave as `next` / `previous` (no skip at all). ' +
        `total is exact up to ${TIMELINE_COUNT_CAP.toLocaleString('en-US')} comments; past that it is the database's estimate and totalExact is false: show it as "about".`,
      querystring: CommentQueueQuery,
      response: { 200: CommentQueueAnswer },
    }),
    async (request) => ok(await listCommentQueue(db, scopeOf(request), request.query)),
  );
  for (const [move, words] of Object.entries(MOVES) as [CommentMove, (typeof MOVES)[CommentMove]][]) {
    app.post(
      `${PREFIX}/${move}`,
      screen.action(words.action)({
        summary: words.summary,
        description:
          `Up to ${BULK_MAX} comments, only ${COMMENT_MOVES[move].from.join(' or ')} ones: they are ${words.effect}. The others stay as they are; the answer says for each id what happened and why ` +
          `(e.g. "${commentRefusal(12, COMMENT_MOVES[move].to, move)}"), and each drama touched with its comment count now. One transaction, one operation-log row (with the reason, when given).`,
        body: CommentIdsBody,
        response: { 200: CommentMovesAnswer },
      }),
      async (request) => ok(await moderateComments(db, scopeOf(request), request.body.ids, move)),
    );
  }
}
