// What an uploaded file is, by its bytes: an MP4 or QuickTime movie (ISO base media, the
// format every app player streams) and how long it plays, read from its movie header
// (`moov` → `mvhd`: a duration in units of a timescale). Only box headers are read, at
// their offsets, so a 1 GB file costs a few small reads, wherever its `moov` is.
import type { FileHandle } from 'node:fs/promises';

/** The content types a video is served with. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;

export interface VideoFacts {
  /** the content type it is served with */
  type: (typeof VIDEO_TYPES)[number];
  /** whole seconds, rounded half up; 0 for a file shorter than half a second */
  durationSeconds: number;
}

/** Why a file is not a video we take, as the api says it. */
export class NotAVideo extends Error {}

interface Box {
  type: string;
  /** where its content starts */
  start: number;
  /** where it ends */
  end: number;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes from `from` to `to`, one header read each. */
async function* boxes(file: FileHandle, from: number, to: number): AsyncGenerator<Box> {
  let at = from;
  while (at + 8 <= to) {
    const header = await readAt(file, at, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let start = at + 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(header.readBigUInt64BE(8));
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < start - at || at + size > to) throw new NotAVideo(`its ${type} box runs past the end of the file`);
    yield { type, start, end: at + size };
    at += size;
  }
}

const QUICKTIME_BRAND = 'qt  ';

/** Reads the facts of the file, or throws NotAVideo saying why not. */
export async function videoFacts(file: FileHandle): Promise<VideoFacts> {
  const { size } = await file.stat();
  const head = await readAt(file, 0, 12);
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp')
    throw new NotAVideo('it is not an MP4 or QuickTime video (its bytes say so, whatever its name)');
  const type = head.toString('latin1', 8, 12) === QUICKTIME_BRAND ? 'video/quicktime' : 'video/mp4';
  for await (const box of boxes(file, 0, size)) {
    if (box.type !== 'moov') continue;
    for await (const child of boxes(file, box.start, box.end)) {
      if (child.type !== 'mvhd') continue;
      const header = await readAt(file, child.start, 32);
      const version = header[0];
      // version 1 stores its times in 64 bits
      const timescale = version === 1 ? header.readUInt32BE(20) : header.readUInt32BE(12);
      const duration = version === 1 ? header.readBigUInt64BE(24) : BigInt(header.readUInt32BE(16));
      if (!timescale) throw new NotAVideo('its movie header has no timescale');
      // whole seconds, half up, in integers: (2d + t) / 2t
      const seconds = (duration * 2n + BigInt(timescale)) / (BigInt(timescale) * 2n);
      return { type, durationSeconds: Number(seconds) };
    }
    throw new NotAVideo('its movie box has no movie header');
  }
  throw new NotAVideo('it has no movie box: the upload may be cut short');
}
