// What an app user watches: the project's online dramas and their episodes, plays and follows.
// A play and a follow move what the staff's screens read (the interaction and follow rows, the
// drama's counts, kept in step as domain/dramas states their rules): the users area's plays
// and follows, the content area's figures.
import type { Static } from '@sinclair/typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { projectLocales, readerLocale, textsIn } from '../../domain/content-texts';
import { ONLINE } from '../../domain/dramas';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ProjectScope } from '../../platform/http';
import { countRows, pagingOf } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import type { AppDrama, AppEpisode, DramaListQuery, PlayBody } from './app-watch.schemas';

type Rows = ReturnType<typeof projectRows>;

/** The locale the reader asked for as the project serves it; `other` null when that is the default (the own columns). */
async function otherLocale(db: Kysely<Database>, scope: ProjectScope, asked: string | undefined) {
  const project = await projectLocales(db, scope.projectCode);
  const locale = readerLocale(project, 'locale', asked);
  return { locale, other: locale === project.defaultLocale ? null : locale };
}

/** FOLLOW_TYPE: the follow types an app user's own calls write. */
const FOLLOW = 2;
const WATCH = 3;
const COIN_UNLOCK = 10;
/** INTERACTION_TYPE: how an episode came to be played. */
const PLAYED = { free: 1, coins: 2, vip: 3 } as const;

async function onlineDrama(rows: Rows, code: string) {
  const drama = await rows
    .read('drama')
    .select(['id', 'code', 'name', 'follow_count'])
    .where('code', '=', code)
    .where('status', '=', ONLINE)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!drama) throw notFound(`No drama ${code} is online in this app`);
  return drama;
}

export async function listDramas(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  query: Static<typeof DramaListQuery>,
) {
  const rows = projectRows(db, scope);
  const paging = pagingOf(query);
  const { locale, other } = await otherLocale(db, scope, query.locale);
  const online = rows.read('drama').where('status', '=', ONLINE).where('deleted', '=', 0);
  const [total, page] = await Promise.all([
    countRows(online),
    online
      .select(['id', 'code', 'name', 'description', 'poster', 'episode_count', 'play_count', 'follow_count'])
      .orderBy('play_count', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
  ]);
  const followed = page.length
    ? await rows
        .read('follow')
        .select('drama_id')
        .where('user_id', '=', userId)
        .where('type', '=', FOLLOW)
        .where(
          'drama_id',
          'in',
          page.map((drama) => drama.id),
        )
        .execute()
    : [];
  const following = new Set(followed.map((row) => row.drama_id));
  const ids = page.map((drama) => drama.id);
  const texts = other ? await textsIn(rows, 'drama', ids, other, ['name', 'description']) : new Map();
  return {
    locale,
    list: page.map((drama): Static<typeof AppDrama> => ({
      code: drama.code,
      name: texts.get(drama.id)?.name ?? drama.name,
      description: texts.get(drama.id)?.description ?? drama.description,
      poster: drama.poster,
      episodeCount: drama.episode_count,
      playCount: drama.play_count,
      followCount: drama.follow_count,
      following: following.has(drama.id),
    })),
    total,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** The episodes the user unlocked of a drama, by number (coins or VIP unlocks). */
async function unlockedEpisodes(rows: Rows, userId: number, dramaId: number): Promise<Map<number, number>> {
  const unlocks = await rows
    .read('follow')
    .select(['episode_no', 'type'])
    .where('user_id', '=', userId)
    .where('drama_id', '=', dramaId)
    .where('episode_no', 'is not', null)
    .execute();
  return new Map(unlocks.map((unlock) => [unlock.episode_no!, unlock.type]));
}

async function isVip(rows: Rows, userId: number): Promise<boolean> {
  const user = await rows.read('app_user').select('vip').where('id', '=', userId).executeTakeFirst();
  return user?.vip === 1;
}

export async function listEpisodes(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  dramaCode: string,
  asked: string | undefined,
) {
  const rows = projectRows(db, scope);
  const drama = await onlineDrama(rows, dramaCode);
  const { locale, other } = await otherLocale(db, scope, asked);
  const [episodes, unlocked, vip] = await Promise.all([
    rows
      .read('episode')
      .select(['id', 'episode_no', 'title', 'duration_seconds', 'free', 'unlock_coins'])
      .where('drama_id', '=', drama.id)
      .where('deleted', '=', 0)
      .orderBy('episode_no')
      .execute(),
    unlockedEpisodes(rows, userId, drama.id),
    isVip(rows, userId),
  ]);
  const ids = episodes.map((episode) => episode.id);
  const [titles, dramaTexts] = other
    ? await Promise.all([
        textsIn(rows, 'episode', ids, other, ['title']),
        textsIn(rows, 'drama', [drama.id], other, ['name']),
      ])
    : [new Map(), new Map()];
  return {
    locale,
    drama: { code: drama.code, name: dramaTexts.get(drama.id)?.name ?? drama.name },
    list: episodes.map((episode): Static<typeof AppEpisode> => ({
      episodeNo: episode.episode_no,
      title: titles.get(episode.id)?.title ?? episode.title,
      durationSeconds: episode.duration_seconds,
      free: episode.free,
      unlockCoins: episode.unlock_coins,
      playable: episode.duration_seconds > 0 && (episode.free || vip || unlocked.has(episode.episode_no)),
    })),
  };
}

/**
 * A play of an episode: its interaction row and the drama's play count; the user's first play
 * of the drama is also its watch record (FOLLOW_TYPE 3), once. A locked episode plays only once
 * unlocked (or for a VIP).
 */
export async function recordPlay(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  body: Static<typeof PlayBody>,
) {
  const rows = projectRows(db, scope);
  const drama = await onlineDrama(rows, body.dramaCode);
  const episode = await rows
    .read('episode')
    .select(['duration_seconds', 'free'])
    .where('drama_id', '=', drama.id)
    .where('episode_no', '=', body.episodeNo)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!episode) throw notFound(`Drama ${drama.code} has no episode ${body.episodeNo}`);
  if (episode.duration_seconds <= 0)
    throw conflict(`Episode ${body.episodeNo} of ${drama.code} has no video yet`, 'episode.noVideo');
  if (body.seconds > episode.duration_seconds)
    throw badRequest('seconds', `must be at most the episode's length, ${episode.duration_seconds} s`, 'max', {
      limit: episode.duration_seconds,
    });
  let type: number = PLAYED.free;
  if (!episode.free) {
    const unlock = (await unlockedEpisodes(rows, userId, drama.id)).get(body.episodeNo);
    if (unlock !== undefined) type = unlock === COIN_UNLOCK ? PLAYED.coins : PLAYED.vip;
    else if (await isVip(rows, userId)) type = PLAYED.vip;
    else
      throw conflict(`Episode ${body.episodeNo} of ${drama.code} is locked: unlock it first`, 'episode.locked', {
        episodeNo: body.episodeNo,
      });
  }
  const play = await rows
    .add('interaction', [
      {
        project_code: scope.projectCode,
        user_id: userId,
        drama_id: drama.id,
        episode_no: body.episodeNo,
        type,
        content: body.content ?? '',
        play_time_seconds: body.seconds,
        total_time_seconds: episode.duration_seconds,
      },
    ])
    .returning(['id', 'completion_permille'])
    .executeTakeFirstOrThrow();
  await rows
    .update('drama')
    .set({ play_count: sql<number>`play_count + 1` })
    .where('id', '=', drama.id)
    .execute();
  const watch = await rows
    .add('follow', [{ project_code: scope.projectCode, user_id: userId, drama_id: drama.id, type: WATCH }])
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'drama_id', 'type']).where('episode_no', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return { playId: play.id, type, completionPermille: play.completion_permille, watchRecorded: Boolean(watch) };
}

/** Follows (or unfollows) a drama, once; the drama's follow count moves with the row. */
export async function setFollowing(
  db: Kysely<Database>,
  scope: ProjectScope,
  userId: number,
  dramaCode: string,
  following: boolean,
) {
  const rows = projectRows(db, scope);
  const drama = await onlineDrama(rows, dramaCode);
  const changed = following
    ? await rows
        .add('follow', [{ project_code: scope.projectCode, user_id: userId, drama_id: drama.id, type: FOLLOW }])
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'drama_id', 'type']).where('episode_no', 'is', null).doNothing(),
        )
        .returning('id')
        .executeTakeFirst()
    : await rows
        .remove('follow')
        .where('user_id', '=', userId)
        .where('drama_id', '=', drama.id)
        .where('type', '=', FOLLOW)
        .where('episode_no', 'is', null)
        .returning('id')
        .executeTakeFirst();
  if (!changed) return { following, followCount: drama.follow_count };
  const counted = await rows
    .update('drama')
    .set({ follow_count: sql<number>`follow_count + ${following ? 1 : -1}` })
    .where('id', '=', drama.id)
    .returning('follow_count')
    .executeTakeFirstOrThrow();
  return { following, followCount: counted.follow_count };
}
