import { Type } from '@sinclair/typebox';
import { ContentLocale } from '../../domain/content-texts';
import { Envelope } from '../../platform/envelope';
import { Page, PAGE_NUM_MAX } from '../../platform/listQuery';

const ReaderLocale = Type.Optional({
  ...ContentLocale,
  description:
    "the reader's locale (en, th, pt-BR…): texts in it where the project serves it and has them, else in the project's default",
});
const AnsweredLocale = Type.String({ description: 'the locale the texts are read in (their fallback aside)' });

export const DramaListQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  locale: ReaderLocale,
});

export const DramaCodeParams = Type.Object({ dramaCode: Type.String({ minLength: 1, maxLength: 64 }) });
export const EpisodesQuery = Type.Object({ locale: ReaderLocale });

export const AppDrama = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  poster: Type.String({ description: "the poster's address, or empty" }),
  episodeCount: Type.Integer(),
  playCount: Type.Integer(),
  followCount: Type.Integer(),
  following: Type.Boolean({ description: 'the signed-in user follows it' }),
});
export const DramaListAnswer = Envelope(Type.Intersect([Page(AppDrama), Type.Object({ locale: AnsweredLocale })]));

export const AppEpisode = Type.Object({
  episodeNo: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  durationSeconds: Type.Integer({ minimum: 0, description: '0 while it has no video' }),
  free: Type.Boolean(),
  unlockCoins: Type.Integer({ minimum: 0 }),
  playable: Type.Boolean({
    description: 'the signed-in user may play it now: free, unlocked, or theirs as a VIP, and with a video',
  }),
});
export const EpisodesAnswer = Envelope(
  Type.Object({
    drama: Type.Object({ code: Type.String(), name: Type.String() }),
    list: Type.Array(AppEpisode),
    locale: AnsweredLocale,
  }),
);

export const PlayBody = Type.Object({
  dramaCode: Type.String({ minLength: 1, maxLength: 64 }),
  episodeNo: Type.Integer({ minimum: 1, maximum: 100_000 }),
  seconds: Type.Integer({ minimum: 0, maximum: 86_400, description: 'how long the episode was played, in seconds' }),
  content: Type.Optional(
    Type.String({ maxLength: 64, description: 'where in the app the play started: feed, search, autoplay…' }),
  ),
});
export const PlayAnswer = Envelope(
  Type.Object({
    playId: Type.Integer(),
    type: Type.Integer({ description: 'how it came to be played: 1 free, 2 unlocked with coins, 3 VIP' }),
    completionPermille: Type.Integer({ minimum: 0, maximum: 1000 }),
    watchRecorded: Type.Boolean({ description: "true on the user's first play of the drama (its watch record)" }),
  }),
);

export const FollowAnswer = Envelope(
  Type.Object({ following: Type.Boolean(), followCount: Type.Integer({ minimum: 0 }) }),
);
