import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { ok } from '../../platform/envelope';
import { IdParams } from '../../platform/fields';
import { type ApiInstance, scopeOf } from '../../platform/http';
import { ScopeOnly } from '../../platform/listQuery';
import { screenRoutes } from '../../platform/screenRoutes';
import {
  CommentListAnswer,
  CommentListQuery,
  CommentModerationAnswer,
  FollowListAnswer,
  FollowListQuery,
  HideCommentBody,
  PlayListAnswer,
  PlayListQuery,
  ProductSummaryAnswer,
} from './user-product.schemas';
import { listComments, listFollows, listPlays, moderateComment, productSummary } from './user-product.service';
import { UserCodeParams } from '../../domain/app-users';

// The users area's hidden `product/:userCode` screen (user:product): what one app user
// watched. Four reads: the header's summary, the plays, follows and comments tabs; and
// the review of their comments (hide, restore). The catalogue's screen is
// `product/:userCode`, whose permissions are `user:product:<action>`.
export function userProductRoutes(app: ApiInstance, db: Kysely<Database>): void {
  const screen = screenRoutes('user:product', { tags: ['user'] });
  app.get(
    '/user/product/list',
    screen.query({
      summary: "An app user's plays",
      description:
        "Each play of an episode: how it was unlocked (type), the drama, the episode, where it started, when, its play time, the episode's length and the completion (per mille, exact). " +
        "Filtered by type, episode, a part of the drama's code or name and when it was played (playedFrom, playedTo); sorted by createTime, playTimeSeconds or completionPermille.",
      querystring: PlayListQuery,
      response: { 200: PlayListAnswer },
    }),
    async (request) => ok(await listPlays(db, scopeOf(request), request.query)),
  );
  app.get(
    '/user/product/follows',
    screen.query({
      operationId: 'listUserProductFollows',
      summary: "An app user's likes, follows, watched dramas and unlocks",
      description:
        "The spec's follow types (1 like, 2 follow drama, 3 watch drama, 10 unlock, 11 VIP unlock), newest first, with what an unlock cost and the user's first play of the drama.",
      querystring: FollowListQuery,
      response: { 200: FollowListAnswer },
    }),
    async (request) => ok(await listFollows(db, scopeOf(request), request.query)),
  );
  app.get(
    '/user/product/comments',
    screen.query({
      operationId: 'listUserProductComments',
      summary: "An app user's comments",
      description:
        'Each comment on a drama or one of its episodes, in any state (visible, hidden by staff, deleted), newest first; filtered by state and a part of the text.',
      querystring: CommentListQuery,
      response: { 200: CommentListAnswer },
    }),
    async (request) => ok(await listComments(db, scopeOf(request), request.query)),
  );
  app.post(
    '/user/product/comments/:id/hide',
    screen.action('review')({
      operationId: 'hideUserProductComment',
      summary: "Hide an app user's comment",
      description:
        "A visible comment is no longer shown to app users, and its drama's comment count goes down by one; any other state is a 409 naming it. The reason is kept in the operation log.",
      params: IdParams,
      body: HideCommentBody,
      response: { 200: CommentModerationAnswer },
    }),
    async (request) => ok(await moderateComment(db, scopeOf(request), request.params.id, 'hide')),
  );
  app.post(
    '/user/product/comments/:id/restore',
    screen.action('review')({
      operationId: 'restoreUserProductComment',
      summary: "Restore an app user's hidden comment",
      description:
        "A comment hidden by staff is shown to app users again, and its drama's comment count goes up by one; any other state (a deleted comment included) is a 409 naming it.",
      params: IdParams,
      body: ScopeOnly,
      response: { 200: CommentModerationAnswer },
    }),
    async (request) => ok(await moderateComment(db, scopeOf(request), request.params.id, 'restore')),
  );
  app.get(
    '/user/product/:userCode',
    screen.query({
      summary: 'What an app user watched, in figures',
      description:
        'The user, their plays, the dramas they played, their play time, their follows by type and the coins they spent on unlocks.',
      params: UserCodeParams,
      querystring: ScopeOnly,
      response: { 200: ProductSummaryAnswer },
    }),
    async (request) => ok(await productSummary(db, scopeOf(request), request.params.userCode)),
  );
}
