import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';

/** The largest poster taken: a 3:4 JPEG of 600×800 is 100–300 KB; a PNG of a painted one more. */
export const POSTER_BYTES_MAX = 2 * 1024 * 1024;

export const PosterFileParams = Type.Object({
  project: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  file: Type.String({ pattern: '^[a-f0-9]{32}\\.(?:jpg|png|webp)$' }),
});

export const PosterAnswer = Envelope(
  Type.Object({
    url: Type.String({ description: "the poster's address, to save as a drama's or a category's poster" }),
  }),
);
