import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId, Timestamps } from '../../platform/fields';
import { ScopeFields } from '../../platform/listQuery';
import { MissingLocales } from '../../domain/content-texts';

/** A drama holds at most this many episodes (120 is a long season; the bound keeps a renumbering one statement). */
export const EPISODE_NO_MAX = 1000;
export const TITLE_MAX = 100;
export const UNLOCK_COINS_MAX = 100_000;
/** A new episode is free when it is among the first few (the app's free preview), locked at this price otherwise. */
export const FREE_EPISODES = 5;
export const DEFAULT_UNLOCK_COINS = 30;

const EpisodeNo = Type.Integer({
  minimum: 1,
  maximum: EPISODE_NO_MAX,
  description: `its number in the drama, 1..${EPISODE_NO_MAX}`,
});
const UnlockCoins = Type.Integer({
  minimum: 0,
  maximum: UNLOCK_COINS_MAX,
  description: `coins to unlock it; 0 exactly when it is free, 1..${UNLOCK_COINS_MAX} when locked`,
});

export const EpisodesQuery = Type.Object({ ...ScopeFields, dramaId: RowId });

export const Episode = Type.Object({
  id: Type.Integer(),
  dramaId: Type.Integer(),
  episodeNo: Type.Integer(),
  title: Type.String(),
  durationSeconds: Type.Integer({ minimum: 0, description: 'read from the video file; 0 before a video' }),
  free: Type.Boolean(),
  unlockCoins: Type.Integer({ minimum: 0 }),
  hasVideo: Type.Boolean(),
  videoSize: Type.Integer({ minimum: 0, description: 'bytes' }),
  videoType: Type.String({ description: 'video/mp4 or video/quicktime; empty before a video' }),
  missingLocales: MissingLocales,
  ...Timestamps,
});

export const DramaEpisodes = Type.Object({
  dramaId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** the drama's own episode count: how many it is planned to have */
  plannedCount: Type.Integer({
    minimum: 0,
    description: "the drama's episode count: how many episodes it is planned to have",
  }),
  episodes: Type.Array(Episode, { description: 'in order, 1 first' }),
});

export const EpisodeBody = Type.Object({
  ...ScopeFields,
  title: Type.Optional(
    Type.String({ maxLength: TITLE_MAX, description: `up to ${TITLE_MAX} characters; none shows as "Episode N"` }),
  ),
  unlockCoins: UnlockCoins,
});

export const EpisodeOrderBody = Type.Object({
  ...ScopeFields,
  dramaId: RowId,
  episodeIds: Type.Array(RowId, {
    minItems: 1,
    maxItems: EPISODE_NO_MAX,
    uniqueItems: true,
    description: 'every live episode of the drama, in the new order: they are numbered 1, 2, 3… in it',
  }),
});

export const AttachBody = Type.Object({
  ...ScopeFields,
  dramaId: RowId,
  uploadId: Type.String({
    pattern: '^[a-f0-9]{32}$',
    description: 'the id of a finished tus upload (the last part of its address)',
  }),
  episodeNo: EpisodeNo,
  title: Type.Optional(
    Type.String({
      maxLength: TITLE_MAX,
      description: "a new episode's title; an existing episode keeps its own when not sent",
    }),
  ),
});

export const VideoLink = Type.Object({
  url: Type.String({ description: 'where a <video> element plays it from, with byte ranges, until expireTime' }),
  expireTime: Type.String({ format: 'date-time' }),
});

export const TicketParams = Type.Object({ ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) });

export const EpisodeAnswer = Envelope(Episode);
export const DramaEpisodesAnswer = Envelope(DramaEpisodes);
export const VideoLinkAnswer = Envelope(VideoLink);
export const DeletedEpisodeAnswer = Envelope(Type.Object({ id: Type.Integer() }));
