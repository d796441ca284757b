// A drama's episodes: the list in order, editing one's title and price, deleting one,
// renumbering them all, taking a finished upload in as an episode's video, and playing a
// video (a ticket a <video> element can use, byte ranges). The bytes of an upload are the
// upload module's (upload.ts); what lands in the storage and the table is decided here.
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, Episode as EpisodeTable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { API_PREFIX, type ProjectScope } from '../../platform/http';
import type { MediaStorage } from '../../platform/mediaStorage';
import { projectRows } from '../../platform/projectRows';
import { missingLocalesOf } from '../../domain/content-texts';
import { newToken, tokenDigest } from '../../platform/tokens';
import { afterCommit } from '../../platform/transactions';
import {
  type AttachBody,
  DEFAULT_UNLOCK_COINS,
  type DramaEpisodes,
  type Episode,
  type EpisodeBody,
  type EpisodeOrderBody,
  FREE_EPISODES,
} from './product-episode.schemas';
import { SUBTITLE_TYPE } from './product-episode.subtitles.schemas';
import { removeSubtitlesOf } from './product-episode.subtitles.service';
import { EPISODE_TEXTS, ownTitle } from './product-episode.texts';
import type { EpisodeUploads } from './upload';
import { NotAVideo, videoFacts } from './videoFile';

type Rows = ReturnType<typeof projectRows>;
type EpisodeRow = Selectable<EpisodeTable>;

/** How long a video link plays: long enough to watch and seek, short enough not to be shared. */
export const TICKET_MINUTES = 60;

const present = (row: EpisodeRow): Static<typeof Episode> => ({
  id: Number(row.id),
  dramaId: Number(row.drama_id),
  episodeNo: row.episode_no,
  title: row.title,
  durationSeconds: row.duration_seconds,
  free: row.free,
  unlockCoins: row.unlock_coins,
  hasVideo: row.video_key !== '',
  videoSize: Number(row.video_size),
  videoType: row.video_type,
  createTime: row.create_time.toISOString(),
  updateTime: row.update_time.toISOString(),
});

export async function liveDrama(rows: Rows, id: number) {
  const drama = await rows
    .read('drama')
    .select(['id', 'project_code', 'code', 'name', 'episode_count'])
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!drama) throw notFound(`No drama ${id} in your projects`);
  return drama;
}

export async function liveEpisode(rows: Rows, id: number): Promise<EpisodeRow> {
  const episode = await rows
    .read('episode')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!episode) throw notFound(`No episode ${id} in your projects`);
  return episode;
}

const episodesOf = (rows: Rows, dramaId: number) =>
  rows
    .read('episode')
    .selectAll()
    .where('drama_id', '=', dramaId)
    .where('deleted', '=', 0)
    .orderBy('episode_no')
    .execute();

export async function dramaEpisodes(
  db: Kysely<Database>,
  scope: ProjectScope,
  dramaId: number,
): Promise<Static<typeof DramaEpisodes>> {
  const rows = projectRows(db, scope);
  const drama = await liveDrama(rows, dramaId);
  const episodes = await episodesOf(rows, dramaId);
  const missing = await missingLocalesOf(db, rows, EPISODE_TEXTS, episodes);
  return {
    dramaId: Number(drama.id),
    code: drama.code,
    name: drama.name,
    plannedCount: drama.episode_count,
    episodes: episodes.map((episode) => ({ ...present(episode), missingLocales: missing.get(episode.id) ?? [] })),
  };
}

export async function editEpisode(
  db: Kysely<Database>,
  scope: ProjectScope,
  id: number,
  body: Static<typeof EpisodeBody>,
) {
  const rows = projectRows(db, scope);
  await liveEpisode(rows, id);
  const row = await rows
    .update('episode')
    .set({
      title: ownTitle(body.title),
      free: body.unlockCoins === 0,
      unlock_coins: body.unlockCoins,
      update_time: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

/** Soft delete; its video and subtitles leave the storage once the change is kept. The numbers after it stay (renumber with the order). */
export async function deleteEpisode(db: Kysely<Database>, scope: ProjectScope, storage: MediaStorage, id: number) {
  const rows = projectRows(db, scope);
  const episode = await liveEpisode(rows, id);
  await rows
    .update('episode')
    .set({ deleted: 1, update_time: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  await removeSubtitlesOf(rows, storage, id);
  if (episode.video_key) afterCommit(() => void storage.remove(episode.video_key).catch(() => undefined));
  return { id };
}

/** Numbers the drama's episodes 1, 2, 3… in the order given, which must name each live one exactly once. */
export async function reorderEpisodes(
  db: Kysely<Database>,
  scope: ProjectScope,
  body: Static<typeof EpisodeOrderBody>,
) {
  const rows = projectRows(db, scope);
  await liveDrama(rows, body.dramaId);
  const live = await episodesOf(rows, body.dramaId);
  const liveIds = new Set(live.map((episode) => Number(episode.id)));
  const unknown = body.episodeIds.filter((id) => !liveIds.has(id));
  const missing = [...liveIds].filter((id) => !body.episodeIds.includes(id));
  if (unknown.length)
    throw badRequest(
      'episodeIds',
      `${unknown.join(', ')} ${unknown.length === 1 ? 'is not an episode' : 'are not episodes'} of drama ${body.dramaId}`,
      'notFound',
    );
  if (missing.length)
    throw badRequest(
      'episodeIds',
      `the order leaves out episode${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: name every episode of the drama once`,
      'incomplete',
    );
  // Two steps, so no two live rows share a number in between (the unique index is not deferrable):
  // first above every number in use, then each to its place.
  const shift = 1 + Math.max(...live.map((episode) => episode.episode_no));
  await rows
    .update('episode')
    .set({ episode_no: sql<number>`episode_no + ${shift}` })
    .where('drama_id', '=', body.dramaId)
    .where('deleted', '=', 0)
    .execute();
  const position = sql<number>`array_position(${sql.val(body.episodeIds)}::bigint[], id)`;
  await rows
    .update('episode')
    .set({ episode_no: position, update_time: sql<Date>`now()` })
    .where('drama_id', '=', body.dramaId)
    .where('deleted', '=', 0)
    .execute();
  return dramaEpisodes(db, scope, body.dramaId);
}

/**
 * A finished upload becomes episode `episodeNo`'s video: checked by its bytes (an MP4 or
 * QuickTime movie) and its size, its duration read from it, moved into the storage. An
 * episode of that number gets the new video (the old one leaves the storage), else a new
 * episode is made: free among the first FREE_EPISODES, locked at DEFAULT_UNLOCK_COINS after.
 */
export async function attachUpload(
  db: Kysely<Database>,
  scope: ProjectScope,
  uploads: EpisodeUploads,
  storage: MediaStorage,
  body: Static<typeof AttachBody>,
) {
  const rows = projectRows(db, scope);
  const drama = await liveDrama(rows, body.dramaId);
  const upload = await uploads.finished(body.uploadId, drama.project_code, body.dramaId);
  const file = await open(upload.file, 'r');
  let facts;
  try {
    facts = await videoFacts(file);
  } catch (error) {
    if (error instanceof NotAVideo) {
      await uploads.discard(body.uploadId);
      throw badRequest('uploadId', `${upload.fileName || 'the file'} is refused: ${error.message}`, 'fileType', {
        kind: 'video',
        file: upload.fileName,
      });
    }
    throw error;
  } finally {
    await file.close();
  }
  const key = `videos/${drama.project_code}/${drama.id}/${randomBytes(16).toString('hex')}.${facts.type === 'video/quicktime' ? 'mov' : 'mp4'}`;
  const video = {
    video_key: key,
    video_size: upload.size,
    video_type: facts.type,
    duration_seconds: facts.durationSeconds,
  };
  const existing = await rows
    .read('episode')
    .selectAll()
    .where('drama_id', '=', body.dramaId)
    .where('episode_no', '=', body.episodeNo)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  // an existing episode keeps its title unless one is sent
  const title = ownTitle(body.title);
  let row: EpisodeRow;
  if (existing) {
    row = await rows
      .update('episode')
      .set({ ...video, update_time: sql<Date>`now()`, ...(title === '' ? {} : { title }) })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (existing.video_key) afterCommit(() => void storage.remove(existing.video_key).catch(() => undefined));
  } else {
    const free = body.episodeNo <= FREE_EPISODES;
    row = await rows
      .add('episode', [
        {
          project_code: drama.project_code,
          drama_id: drama.id,
          episode_no: body.episodeNo,
          title,
          free,
          unlock_coins: free ? 0 : DEFAULT_UNLOCK_COINS,
          ...video,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    // the drama's count is what it is planned to have: at least what it holds
    await rows
      .update('drama')
      .set({ episode_count: sql<number>`greatest(episode_count, ${body.episodeNo})` })
      .where('id', '=', drama.id)
      .execute();
  }
  // the bytes move last: a refusal above leaves the upload where it is, to attach again
  await storage.putFile(key, upload.file);
  afterCommit(() => void uploads.discard(body.uploadId).catch(() => undefined));
  return present(row);
}

/**
 * Tickets opening stored media (a video, subtitles) for TICKET_MINUTES, one per item: made in
 * one place, on the database's clock, which their expiry is checked against (an app clock
 * behind it would hand out links already expired). `expireTime` is theirs, or would be.
 */
export async function mintTickets(
  db: Kysely<Database>,
  media: { key: string; type: string }[],
): Promise<{ tickets: string[]; expireTime: Date }> {
  const expireTime = sql<Date>`now() + make_interval(mins => ${TICKET_MINUTES})`;
  const tickets = media.map(() => newToken());
  if (!media.length) {
    const row = await db.selectNoFrom(expireTime.as('expire_time')).executeTakeFirstOrThrow();
    return { tickets, expireTime: row.expire_time };
  }
  const [row] = await db
    .insertInto('media_ticket')
    .values(
      media.map((item, index) => ({
        ticket_hash: tokenDigest(tickets[index]),
        video_key: item.key,
        video_type: item.type,
        expire_time: expireTime,
      })),
    )
    .returning('expire_time')
    .execute();
  return { tickets, expireTime: row.expire_time };
}

/** A link that plays the episode's video in a <video> element for TICKET_MINUTES. */
export async function videoLink(db: Kysely<Database>, scope: ProjectScope, id: number) {
  const rows = projectRows(db, scope);
  const episode = await liveEpisode(rows, id);
  if (!episode.video_key)
    throw conflict(`Episode ${episode.episode_no} has no video yet`, 'episode.noVideo', {
      episode: episode.episode_no,
    });
  const { tickets, expireTime } = await mintTickets(db, [{ key: episode.video_key, type: episode.video_type }]);
  return { url: `${API_PREFIX}/product/episode-video/${tickets[0]}`, expireTime: expireTime.toISOString() };
}

/** The video a ticket opens, or a 404 for an unknown or expired one, or a subtitle's (a link says nothing more). */
export async function videoOfTicket(db: Kysely<Database>, ticket: string) {
  const row = await db
    .selectFrom('media_ticket')
    .select(['video_key', 'video_type'])
    .where('ticket_hash', '=', tokenDigest(ticket))
    .where('video_type', '!=', SUBTITLE_TYPE)
    .where('expire_time', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw notFound('This video link is unknown or has expired');
  return { key: row.video_key, type: row.video_type };
}

/** Drops tickets past their time (housekeeping). */
export async function removeExpiredTickets(db: Kysely<Database>) {
  await db
    .deleteFrom('media_ticket')
    .where('expire_time', '<', sql<Date>`now()`)
    .execute();
}
