// One app user's product management: their plays of episodes (interactions), their
// follows by type (likes, follows, watched dramas, unlocks), their comments, which staff
// hide and restore here (user:product:review), and a summary for the header.
// Every read starts from the user of the request's projects (another project's user is a
// 404) and goes by their id; the dramas of a page are read by id after it.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { notFound, statusConflict } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { containsPattern, listPage } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { commentRefusal, moveComments } from '../../domain/comments';
import {
  COMMENT_SORT,
  type CommentListQuery,
  type CommentModeration,
  type CommentRow,
  FOLLOW_SORT,
  type FollowListQuery,
  type FollowRow,
  PLAY_SORT,
  type PlayListQuery,
  PRODUCT_DEFAULT_SORT,
  type ProductSummary,
} from './user-product.schemas';
import { appUserByCode, type Play } from '../../domain/app-users';
import { dramasById } from '../../domain/dramas';

type Rows = ReturnType<typeof projectRows>;

/** The follow types, in the spec's order: the summary lists each, none left out. */
export const FOLLOW_TYPES = [1, 2, 3, 10, 11] as const;

/** The ids of the dramas whose code or name holds `text` (a code is matched by a part too). */
const dramasMatching = (rows: Rows, text: string) =>
  rows
    .read('drama')
    .select('id')
    .where(sql<boolean>`(code ilike ${containsPattern(text)} or name ilike ${containsPattern(text)})`);

/** GET /user/product/list: the user's plays, filtered and sorted. */
export async function listPlays(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof PlayListQuery>) {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, query.userCode);
  let matching = rows.read('interaction').where('user_id', '=', user.id);
  if (query.drama) matching = matching.where('drama_id', 'in', dramasMatching(rows, query.drama));
  if (query.playedFrom) matching = matching.where('create_time', '>=', new Date(query.playedFrom));
  if (query.playedTo) matching = matching.where('create_time', '<', new Date(query.playedTo));
  const page = await listPage(
    matching,
    (found) =>
      found.select([
        'id',
        'type',
        'drama_id',
        'episode_no',
        'content',
        'play_time_seconds',
        'total_time_seconds',
        'completion_permille',
        'create_time',
      ]),
    query,
    {
      equals: { type: 'interaction.type', episodeNo: 'interaction.episode_no' },
      sort: PLAY_SORT,
      defaultSort: PRODUCT_DEFAULT_SORT,
      tieBreaker: 'interaction.id',
      present: (row) => row,
    },
  );
  const dramas = await dramasById(
    rows,
    page.list.map((play) => play.drama_id),
  );
  return {
    ...page,
    list: page.list.map((play): Static<typeof Play> => ({
      id: play.id,
      type: play.type as Static<typeof Play>['type'],
      dramaCode: dramas.get(play.drama_id)?.code ?? '',
      dramaName: dramas.get(play.drama_id)?.name ?? '',
      episodeNo: play.episode_no,
      content: play.content,
      playTimeSeconds: play.play_time_seconds,
      totalTimeSeconds: play.total_time_seconds,
      completionPermille: play.completion_permille,
      createTime: play.create_time.toISOString(),
    })),
  };
}

/** GET /user/product/follows: the user's likes, follows, watched dramas and unlocks, newest first. */
export async function listFollows(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof FollowListQuery>) {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, query.userCode);
  let matching = rows.read('follow').where('user_id', '=', user.id);
  if (query.drama) matching = matching.where('drama_id', 'in', dramasMatching(rows, query.drama));
  const page = await listPage(
    matching,
    (found) => found.select(['id', 'type', 'drama_id', 'episode_no', 'coins', 'create_time']),
    query,
    {
      equals: { type: 'follow.type' },
      sort: FOLLOW_SORT,
      defaultSort: PRODUCT_DEFAULT_SORT,
      tieBreaker: 'follow.id',
      present: (row) => row,
    },
  );
  const dramaIds = [...new Set(page.list.map((follow) => follow.drama_id))];
  const [dramas, firstPlays] = await Promise.all([
    dramasById(rows, dramaIds),
    dramaIds.length
      ? rows
          .read('interaction')
          .select((eb) => ['drama_id', eb.fn.min('id').as('play_id')])
          .where('user_id', '=', user.id)
          .where('drama_id', 'in', dramaIds)
          .groupBy('drama_id')
          .execute()
      : [],
  ]);
  const playOf = new Map(firstPlays.map((play) => [play.drama_id, Number(play.play_id)]));
  return {
    ...page,
    list: page.list.map((follow): Static<typeof FollowRow> => ({
      id: follow.id,
      type: follow.type as Static<typeof FollowRow>['type'],
      dramaCode: dramas.get(follow.drama_id)?.code ?? '',
      dramaName: dramas.get(follow.drama_id)?.name ?? '',
      episodeNo: follow.episode_no,
      coins: follow.coins,
      createTime: follow.create_time.toISOString(),
      playId: playOf.get(follow.drama_id) ?? null,
    })),
  };
}

/** GET /user/product/{userCode}: who the user is and what they watched, in figures. */
export async function productSummary(
  db: Kysely<Database>,
  scope: ProjectScope,
  userCode: string,
): Promise<Static<typeof ProductSummary>> {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, userCode);
  const [plays, follows] = await Promise.all([
    rows
      .read('interaction')
      .select((eb) => [
        eb.fn.countAll().as('plays'),
        eb.fn.count('drama_id').distinct().as('dramas'),
        eb.fn.coalesce(eb.fn.sum('play_time_seconds'), sql`0`).as('seconds'),
      ])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow(),
    rows
      .read('follow')
      .select((eb) => ['type', eb.fn.countAll().as('count'), eb.fn.sum('coins').as('coins')])
      .where('user_id', '=', user.id)
      .groupBy('type')
      .execute(),
  ]);
  return {
    user: {
      userCode: user.user_code,
      username: user.username,
      country: user.country,
      vip: user.vip,
      createTime: user.create_time.toISOString(),
    },
    plays: Number(plays.plays),
    dramas: Number(plays.dramas),
    playTimeSeconds: Number(plays.seconds),
    follows: FOLLOW_TYPES.map((type) => ({
      type,
      count: Number(follows.find((row) => row.type === type)?.count ?? 0),
    })),
    unlockCoins: follows.reduce((sum, row) => sum + Number(row.coins ?? 0), 0),
  };
}

/** GET /user/product/comments: the user's comments, newest first, in any state or one. */
export async function listComments(db: Kysely<Database>, scope: ProjectScope, query: Static<typeof CommentListQuery>) {
  const rows = projectRows(db, scope);
  const user = await appUserByCode(rows, query.userCode);
  // a user writes few comments: the index's user_id prefix finds them, and they are sorted after
  const matching = rows.read('comment').where('user_id', '=', user.id);
  const page = await listPage(
    matching,
    (found) => found.select(['id', 'drama_id', 'episode_no', 'content', 'state', 'create_time']),
    query,
    {
      contains: { content: 'comment.content' },
      equals: { state: 'comment.state' },
      sort: COMMENT_SORT,
      defaultSort: PRODUCT_DEFAULT_SORT,
      tieBreaker: 'comment.id',
      present: (row) => row,
    },
  );
  const dramas = await dramasById(
    rows,
    page.list.map((comment) => comment.drama_id),
  );
  return {
    ...page,
    list: page.list.map((comment): Static<typeof CommentRow> => ({
      id: comment.id,
      dramaCode: dramas.get(comment.drama_id)?.code ?? '',
      dramaName: dramas.get(comment.drama_id)?.name ?? '',
      episodeNo: comment.episode_no,
      content: comment.content,
      state: comment.state,
      createTime: comment.create_time.toISOString(),
    })),
  };
}

/**
 * The two moves staff make on a comment here: hide a visible one, restore a hidden one. The
 * moves and the drama's count of visible comments, which follows each, are
 * domain/comments', stated once for both screens.
 */
export async function moderateComment(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  move: 'hide' | 'restore',
): Promise<Static<typeof CommentModeration>> {
  const { results, dramas } = await moveComments(projectRows(db, scope), [id], move);
  const [result] = results;
  if (result.state === null) throw notFound(`Comment ${id} was not found in this project`);
  if (result.outcome === 'refused')
    throw statusConflict(commentRefusal(id, result.state, move), { enum: 'commentState', status: result.state });
  const drama = dramas.find((one) => one.id === result.dramaId);
  if (!drama) throw notFound(`The drama of comment ${id} was not found in this project`);
  return { id, state: result.state, dramaCode: drama.code, dramaCommentCount: drama.commentCount };
}
