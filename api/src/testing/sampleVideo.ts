// Test support: an MP4 file by its structure (ISO base media: ftyp, moov → mvhd, mdat) with
// the duration asked for and `size` bytes in all, its media bytes random. It is what the
// api checks and reads; it plays nothing (no tracks), which no test here needs.
import { randomBytes } from 'node:crypto';

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A version-0 movie header: `durationMs` in a timescale of 1000. */
function mvhd(durationMs: number): Buffer {
  const content = Buffer.alloc(100);
  content.writeUInt32BE(1000, 12);
  content.writeUInt32BE(durationMs, 16);
  return box('mvhd', content);
}

export interface SampleVideoOptions {
  durationMs?: number;
  /** the whole file's size in bytes (at least 128) */
  size?: number;
  /** the movie box after the media (as a camera writes it) instead of before (as streaming prefers) */
  moovLast?: boolean;
  brand?: 'isom' | 'qt  ';
}

export function sampleVideo({
  durationMs = 95_000,
  size = 64 * 1024,
  moovLast = false,
  brand = 'isom',
}: SampleVideoOptions = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\0\0isommp41`, 'latin1'));
  const moov = box('moov', mvhd(durationMs));
  const mdat = box('mdat', randomBytes(Math.max(0, size - ftyp.length - moov.length - 8)));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}
