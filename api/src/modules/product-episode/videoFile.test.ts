import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleVideo } from '../../testing/sampleVideo';
import { videoFacts } from './videoFile';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function factsOf(bytes: Buffer) {
  const file = path.join(dir, `${Math.random()}.bin`);
  await fs.writeFile(file, bytes);
  const handle = await fs.open(file, 'r');
  try {
    return await videoFacts(handle);
  } finally {
    await handle.close();
  }
}

it('reads an MP4’s duration in whole seconds, half up, wherever its movie box is', async () => {
  expect(await factsOf(sampleVideo({ durationMs: 95_400 }))).toEqual({ type: 'video/mp4', durationSeconds: 95 });
  expect(await factsOf(sampleVideo({ durationMs: 95_500, moovLast: true, size: 1024 * 1024 }))).toEqual({
    type: 'video/mp4',
    durationSeconds: 96,
  });
  expect(await factsOf(sampleVideo({ durationMs: 61_000, brand: 'qt  ' }))).toEqual({
    type: 'video/quicktime',
    durationSeconds: 61,
  });
});

it('refuses what is not a movie by its bytes, whatever it is called', async () => {
  await expect(factsOf(Buffer.from('%PDF-1.7 not a video at all, only a name ending in .mp4'))).rejects.toThrow(
    'it is not an MP4 or QuickTime video',
  );
  await expect(factsOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).rejects.toThrow(
    'not an MP4',
  );
  // cut short before its movie box: the upload did not finish
  await expect(factsOf(sampleVideo({ moovLast: true }).subarray(0, 4096))).rejects.toThrow(
    /runs past the end|no movie box/,
  );
});
