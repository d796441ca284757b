import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { DiskStorage } from './mediaStorage';

let root: string;
let storage: DiskStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'media-'));
  storage = new DiskStorage(path.join(root, 'store'));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

it('moves a file in under its key and reads it back whole or by a byte range', async () => {
  const upload = path.join(root, 'upload.bin');
  await fs.writeFile(upload, '0123456789');
  await storage.putFile('videos/drama-us/7/abc.mp4', upload);
  await expect(fs.access(upload)).rejects.toThrow();
  expect(await storage.size('videos/drama-us/7/abc.mp4')).toBe(10);
  expect(await text(storage.read('videos/drama-us/7/abc.mp4'))).toBe('0123456789');
  expect(await text(storage.read('videos/drama-us/7/abc.mp4', { start: 2, end: 4 }))).toBe('234');
  await storage.remove('videos/drama-us/7/abc.mp4');
  expect(await storage.size('videos/drama-us/7/abc.mp4')).toBeNull();
});

it('refuses any key that would reach outside its folder, or is not one the api makes', async () => {
  await fs.writeFile(path.join(root, 'secret.txt'), 'secret');
  for (const key of [
    '../secret.txt',
    'videos/../../secret.txt',
    '/etc/passwd',
    'videos/..%2Fsecret.mp4',
    'videos\\..\\secret.mp4',
    'Videos/A.mp4',
    'videos/',
    '',
  ]) {
    expect(() => storage.read(key)).toThrow(/not a media key|outside the storage/);
    await expect(storage.size(key)).rejects.toThrow();
  }
});
