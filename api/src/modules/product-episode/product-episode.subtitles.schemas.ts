import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId, Timestamps } from '../../platform/fields';
import { ScopeFields } from '../../platform/listQuery';
import { ContentLocale } from '../../domain/content-texts';

/** The largest subtitle file taken: a 3-minute episode's is a few KB, a feature film's about 100 KB. */
export const SUBTITLE_BYTES_MAX = 512 * 1024;
/** What a subtitle is served as, to a <track> element. */
export const SUBTITLE_TYPE = 'text/vtt; charset=utf-8';

export const SubtitlesQuery = Type.Object({ ...ScopeFields, dramaId: RowId });
export const SubtitleParams = Type.Object({
  id: RowId,
  locale: { ...ContentLocale, description: "one of the project's content locales (en, zh-TW, pt-BR…), in any case" },
});

export const Subtitle = Type.Object({
  episodeId: Type.Integer(),
  locale: Type.String(),
  cueCount: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1, description: 'bytes' }),
  ...Timestamps,
});

export const EpisodeSubtitles = Type.Object({
  episodeId: Type.Integer(),
  episodeNo: Type.Integer(),
  subtitles: Type.Array(Subtitle, {
    description: 'the files it has, in the order of the locales (one no longer served last)',
  }),
  missing: Type.Array(Type.String(), { description: "the project's locales it has no subtitle in" }),
});

export const DramaSubtitles = Type.Object({
  dramaId: Type.Integer(),
  defaultLocale: Type.String({ description: "the project's default content locale" }),
  locales: Type.Array(Type.String(), { description: "the project's content locales, the default first" }),
  episodes: Type.Array(EpisodeSubtitles, { description: 'every live episode, 1 first' }),
});

export const SubtitleTracks = Type.Object({
  tracks: Type.Array(
    Type.Object({
      locale: Type.String(),
      url: Type.String({ description: 'where a <track> element reads it, until expireTime' }),
    }),
    {
      description: "the episode's subtitles in the order of the project's locales",
    },
  ),
  expireTime: Type.String({ format: 'date-time' }),
});

export const SubtitleBody = Type.String({
  description: `the WebVTT file (text/vtt, UTF-8, up to ${SUBTITLE_BYTES_MAX / 1024} KB)`,
});

export const DramaSubtitlesAnswer = Envelope(DramaSubtitles);
export const SubtitleAnswer = Envelope(Subtitle);
export const SubtitleTracksAnswer = Envelope(SubtitleTracks);
export const DeletedSubtitleAnswer = Envelope(Type.Object({ episodeId: Type.Integer(), locale: Type.String() }));
