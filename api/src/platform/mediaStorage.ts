// Where uploaded media (episode videos, posters) live: one interface, a folder on disk by default,
// so an object store can take its place without a module changing. A key is made by the
// api (`videos/<project>/<drama>/<random>.mp4`), never taken from a user's file name, and
// is resolved inside the root or refused: no key reaches a path outside the folder.
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** buildApp's `media` option (default: config.ts): the media folder (`store/` what is kept, `uploads/` unfinished uploads) */
export interface MediaSettings {
  dir: string;
  /** the largest video taken, in bytes */
  maxBytes: number;
}

/** Where the media of `settings` are kept. */
export const mediaStoreOf = (settings: MediaSettings): MediaStorage =>
  new DiskStorage(path.join(settings.dir, 'store'));

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  /** moves a finished local file in under `key` (a rename on the same disk: no copy in memory) */
  putFile(key: string, file: string): Promise<void>;
  /** stores a small object (a poster) held in memory */
  putBytes(key: string, bytes: Buffer): Promise<void>;
  /** the stored object's size, or null when there is none */
  size(key: string): Promise<number | null>;
  /** its bytes, all or one range, as a stream */
  read(key: string, range?: ByteRange): Readable;
  remove(key: string): Promise<void>;
}

/** A key: lower-case path segments of letters, digits, dashes and underscores, and one extension. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,8}$/;

export class DiskStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of `key`, or an error: a key that is not one of ours, or one that would leave the root. */
  fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`media key outside the storage: ${JSON.stringify(key)}`);
    return file;
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(file, target);
    } catch (error) {
      // another disk (a mounted upload folder): copy, then drop the original
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(file, target);
      await fs.rm(file, { force: true });
    }
  }

  async putBytes(key: string, bytes: Buffer): Promise<void> {
    const target = this.fileOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, bytes);
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.fileOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.fileOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.fileOf(key), { force: true });
  }
}
