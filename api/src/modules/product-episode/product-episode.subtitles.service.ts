// An episode's subtitles, one WebVTT file per content locale of its project: which the
// episodes of a drama have and miss, taking a file in (checked: subtitleFile.ts) or
// replacing it, deleting one, and links a <track> element reads them by (the video's
// ticket scheme: media_ticket, for the same hour).
import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, EpisodeSubtitle } from '../../db/types';
import { badRequest, conflict, notFound, ValidationError } from '../../platform/errors';
import { API_PREFIX, type ProjectScope } from '../../platform/http';
import type { MediaStorage } from '../../platform/mediaStorage';
import { projectRows } from '../../platform/projectRows';
import { tokenDigest } from '../../platform/tokens';
import { afterCommit } from '../../platform/transactions';
import { canonicalLocale, projectLocales, servedLocale } from '../../domain/content-texts';
import { liveDrama, liveEpisode, mintTickets } from './product-episode.service';
import { type DramaSubtitles, type Subtitle, SUBTITLE_TYPE } from './product-episode.subtitles.schemas';
import { checkSubtitle } from './subtitleFile';

type Rows = ReturnType<typeof projectRows>;
type SubtitleRow = Selectable<EpisodeSubtitle>;

const present = (row: SubtitleRow): Static<typeof Subtitle> => ({
  episodeId: Number(row.episode_id),
  locale: row.locale,
  cueCount: row.cue_count,
  size: row.size_bytes,
  createTime: row.create_time.toISOString(),
  updateTime: row.update_time.toISOString(),
});

/** In the order of the project's locales; a locale it no longer serves last. */
const inLocaleOrder = (locales: string[]) => (a: SubtitleRow, b: SubtitleRow) => {
  const rank = (row: SubtitleRow) => (locales.includes(row.locale) ? locales.indexOf(row.locale) : locales.length);
  return rank(a) - rank(b) || a.locale.localeCompare(b.locale);
};

/** Every live episode of the drama with the subtitles it has and the project's locales it misses. */
export async function dramaSubtitles(
  db: Kysely<Database>,
  scope: ProjectScope,
  dramaId: number,
): Promise<Static<typeof DramaSubtitles>> {
  const rows = projectRows(db, scope);
  const drama = await liveDrama(rows, dramaId);
  const project = await projectLocales(db, drama.project_code);
  const episodes = await rows
    .read('episode')
    .select(['id', 'episode_no'])
    .where('drama_id', '=', dramaId)
    .where('deleted', '=', 0)
    .orderBy('episode_no')
    .execute();
  const files = episodes.length
    ? await rows
        .read('episode_subtitle')
        .selectAll()
        .where(
          'episode_id',
          'in',
          episodes.map((episode) => episode.id),
        )
        .execute()
    : [];
  return {
    dramaId: Number(drama.id),
    defaultLocale: project.defaultLocale,
    locales: project.locales,
    episodes: episodes.map((episode) => {
      const own = files.filter((file) => file.episode_id === episode.id).sort(inLocaleOrder(project.locales));
      return {
        episodeId: Number(episode.id),
        episodeNo: episode.episode_no,
        subtitles: own.map(present),
        missing: project.locales.filter((locale) => !own.some((file) => file.locale === locale)),
      };
    }),
  };
}

/**
 * Takes `text` (null: the bytes were not UTF-8 text) as the episode's subtitle in `tag`, a
 * locale its project serves, replacing the one it had there. The file must be WebVTT that
 * ends within the episode's video, so the episode needs its video first (a 409).
 */
export async function putSubtitle(
  db: Kysely<Database>,
  scope: ProjectScope,
  storage: MediaStorage,
  episodeId: number,
  tag: string,
  text: string | null,
) {
  const rows = projectRows(db, scope);
  const episode = await liveEpisode(rows, episodeId);
  const locale = servedLocale(await projectLocales(db, episode.project_code), episode.project_code, tag);
  if (!episode.video_key || episode.duration_seconds === 0)
    throw conflict(
      `Episode ${episode.episode_no} has no video yet: its subtitles are timed against it`,
      'episode.noVideo',
      {
        episode: episode.episode_no,
      },
    );
  if (text === null)
    throw badRequest(
      'subtitle',
      'is not UTF-8 text (its bytes say so, whatever its name): save it as UTF-8 WebVTT',
      'fileType',
      { kind: 'subtitle' },
    );
  const { problems, facts } = checkSubtitle(text, episode.duration_seconds);
  if (problems.length) throw new ValidationError(problems);

  const bytes = Buffer.from(text, 'utf8');
  const key = `subtitles/${episode.project_code}/${episode.id}/${randomBytes(16).toString('hex')}.vtt`;
  // Uploads to the episode one at a time (the lock is the episode's row, which exists even before its first
  // subtitle): a second one waits here for the first to be kept, then reads the file it replaces, the first's.
  await rows.read('episode').select('id').where('id', '=', episode.id).forUpdate().execute();
  const previous = await rows
    .read('episode_subtitle')
    .select('subtitle_key')
    .where('episode_id', '=', episode.id)
    .where('locale', '=', locale)
    .executeTakeFirst();
  const file = { subtitle_key: key, cue_count: facts.cueCount, size_bytes: bytes.length };
  const row = await rows
    .add('episode_subtitle', [{ project_code: episode.project_code, episode_id: episode.id, locale, ...file }])
    .onConflict((conflicting) =>
      conflicting.columns(['episode_id', 'locale']).doUpdateSet({ ...file, update_time: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  // the bytes last: a refusal above stores nothing; the file replaced leaves once the change is kept
  await storage.putBytes(key, bytes);
  if (previous) afterCommit(() => void storage.remove(previous.subtitle_key).catch(() => undefined));
  return present(row);
}

/** Deletes the episode's subtitle in `tag` (a locale the project no longer serves included). */
export async function deleteSubtitle(
  db: Kysely<Database>,
  scope: ProjectScope,
  storage: MediaStorage,
  episodeId: number,
  tag: string,
) {
  const rows = projectRows(db, scope);
  const episode = await liveEpisode(rows, episodeId);
  const locale = canonicalLocale('locale', tag);
  const row = await rows
    .remove('episode_subtitle')
    .where('episode_id', '=', episode.id)
    .where('locale', '=', locale)
    .returning('subtitle_key')
    .executeTakeFirst();
  if (!row) throw notFound(`Episode ${episode.episode_no} has no ${locale} subtitle`);
  afterCommit(() => void storage.remove(row.subtitle_key).catch(() => undefined));
  return { episodeId, locale };
}

/** Every subtitle of a deleted episode, files included (product-episode.service deleteEpisode). */
export async function removeSubtitlesOf(rows: Rows, storage: MediaStorage, episodeId: number) {
  const removed = await rows
    .remove('episode_subtitle')
    .where('episode_id', '=', episodeId)
    .returning('subtitle_key')
    .execute();
  if (removed.length)
    afterCommit(() => void Promise.all(removed.map((row) => storage.remove(row.subtitle_key))).catch(() => undefined));
}

/** A link for each of the episode's subtitles, read by the player's <track> elements for TICKET_MINUTES. */
export async function subtitleTracks(db: Kysely<Database>, scope: ProjectScope, episodeId: number) {
  const rows = projectRows(db, scope);
  const episode = await liveEpisode(rows, episodeId);
  const project = await projectLocales(db, episode.project_code);
  const files = (await rows.read('episode_subtitle').selectAll().where('episode_id', '=', episode.id).execute()).sort(
    inLocaleOrder(project.locales),
  );
  const { tickets, expireTime } = await mintTickets(
    db,
    files.map((file) => ({ key: file.subtitle_key, type: SUBTITLE_TYPE })),
  );
  return {
    tracks: files.map((file, index) => ({
      locale: file.locale,
      url: `${API_PREFIX}/product/episode-subtitle/${tickets[index]}`,
    })),
    expireTime: expireTime.toISOString(),
  };
}

/** The stored subtitle a ticket opens, or a 404 for an unknown or expired one, or a video's ticket. */
export async function subtitleOfTicket(db: Kysely<Database>, ticket: string): Promise<string> {
  const row = await db
    .selectFrom('media_ticket')
    .select('video_key')
    .where('ticket_hash', '=', tokenDigest(ticket))
    .where('video_type', '=', SUBTITLE_TYPE)
    .where('expire_time', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw notFound('This subtitle link is unknown or has expired');
  return row.video_key;
}
