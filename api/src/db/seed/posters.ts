// The demo catalogue's posters: real 3:4 PNG images (300×400: a gradient between two colours,
// a sun and a band where the app lays the title), made here and put in the media storage
// where an upload goes (posters/<project>/<file>), so the screens and the app show pictures.
// A small set per project, shared by its dramas and categories (each picks one by its code),
// so the large seed writes no more files than the small one. The bytes and the names come
// from the project's code and the image's number alone: the same files on every run.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { sql, type RawBuilder } from 'kysely';
import type { MediaStorage } from '../../platform/mediaStorage';
import { POSTER_PATH } from '../../domain/dramas';

export const POSTERS_PER_PROJECT = 24;
const WIDTH = 300;
const HEIGHT = 400;

/** PNG's CRC-32 (ISO 3309), the table made once. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB image (3 bytes a pixel, rows top to bottom) as a PNG file: 8-bit truecolour, no filter, no interlace. */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    // each scanline starts with its filter type, 0 (none)
    rgb.copy(rows, y * (1 + width * 3) + 1, y * width * 3, (y + 1) * width * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Hue in degrees, saturation and lightness in [0, 1] → [r, g, b] bytes. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Made once a process: the test files of a PostgreSQL run each seed a schema of their own. */
const made = new Map<string, Buffer>();

/** The poster of `key`: its colours, the sun's place and size drawn from the key's hash. */
export function posterImage(key: string): Buffer {
  let png = made.get(key);
  if (!png) made.set(key, (png = drawPoster(key)));
  return png;
}

function drawPoster(key: string): Buffer {
  const hash = createHash('sha256').update(key).digest();
  const hue = hash.readUInt16BE(0) % 360;
  const top = hsl(hue, 0.55 + (hash[2] % 30) / 100, 0.55 + (hash[3] % 15) / 100);
  const bottom = hsl((hue + 40 + (hash[4] % 100)) % 360, 0.6, 0.18 + (hash[5] % 12) / 100);
  const sun = hsl((hue + 180) % 360, 0.8, 0.8);
  const sunX = 60 + (hash[6] % 180);
  const sunY = 70 + (hash[7] % 140);
  const radius = 35 + (hash[8] % 45);
  const band = Math.round(HEIGHT * 0.72);
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    const t = y / (HEIGHT - 1);
    for (let x = 0; x < WIDTH; x += 1) {
      let colour = [0, 1, 2].map((c) => Math.round(top[c] + (bottom[c] - top[c]) * t));
      const distance = Math.hypot(x - sunX, y - sunY);
      if (distance < radius) colour = sun;
      else if (distance < radius + 12) {
        // a soft halo around the sun
        const glow = 1 - (distance - radius) / 12;
        colour = colour.map((value, c) => Math.round(value + (sun[c] - value) * glow * 0.5));
      }
      // the band at the bottom where the app writes the title: darker
      if (y >= band) colour = colour.map((value) => Math.round(value * 0.55));
      rgb.set(colour, (y * WIDTH + x) * 3);
    }
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}

/** A poster's file name as an upload's looks: 32 hex digits and the type (product-poster.schemas' pattern). */
const fileOf = (projectCode: string, number: number) =>
  `${createHash('md5').update(`demo-poster:${projectCode}:${number}`).digest('hex')}.png`;

/** The addresses of a project's posters, in order: what drama.poster and category.poster hold. */
export const posterAddresses = (projectCode: string): string[] =>
  Array.from(
    { length: POSTERS_PER_PROJECT },
    (_, number) => `${POSTER_PATH}/${projectCode}/${fileOf(projectCode, number + 1)}`,
  );

/** Puts a project's posters in the storage (the same keys an upload of the project uses) and answers their addresses. */
export async function writePosters(storage: MediaStorage, projectCode: string): Promise<string[]> {
  for (let number = 1; number <= POSTERS_PER_PROJECT; number += 1) {
    const file = fileOf(projectCode, number);
    if ((await storage.size(`posters/${projectCode}/${file}`)) === null) {
      await storage.putBytes(`posters/${projectCode}/${file}`, posterImage(`${projectCode}:${number}`));
    }
  }
  return posterAddresses(projectCode);
}

/** SQL: the poster of the row whose code is `code`, one of `addresses` picked by the code's hash ('' when there are none). */
export function posterByCode(addresses: string[], code: RawBuilder<unknown>): RawBuilder<string> {
  if (!addresses.length) return sql<string>`''`;
  const list = sql.raw(`array[${addresses.map((address) => `'${address}'`).join(',')}]`);
  return sql<string>`(${list})[1 + abs(hashtext(${code}) % ${addresses.length})]`;
}
