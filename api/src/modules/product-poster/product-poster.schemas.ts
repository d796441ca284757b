import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { IMAGE_FILE_PATTERN } from '../../platform/images';

/** The largest poster taken: a 3:4 JPEG of 600×800 is 100–300 KB; a PNG of a painted one more. */
export const POSTER_BYTES_MAX = 2 * 1024 * 1024;

export const PosterFileParams = Type.Object({
  project: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  file: Type.String({ pattern: IMAGE_FILE_PATTERN }),
});

export const PosterAnswer = Envelope(
  Type.Object({
    url: Type.String({ description: "the poster's address, to save as a drama's or a category's poster" }),
  }),
);
