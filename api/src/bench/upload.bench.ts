// npm run bench:upload -w api [-- --files 80 --mb 20 --small-mb 2 --at-once 3]
// A season's bulk upload as the episodes drawer makes it: `files` videos by tus (8 MB
// chunks, `at-once` uploads together, as the browser's BulkUpload) into a real api process
// on loopback, each attached as an episode. Reports MB/s and the api process's peak memory
// while uploading (VmRSS sampled), once with `mb`-MB files and once with `small-mb`-MB files side by side: the point
// is that the api's memory stays flat in the file size (the bytes stream to disk).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { sampleVideo } from '../testing/sampleVideo';

const MB = 1024 * 1024;
const CHUNK = 8 * MB;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/** The api's resident memory now, from the kernel (Linux); sampled while the season uploads. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function startApi(dataDir: string, port: number) {
  const child = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_SIZE: 'tiny',
      DATABASE_URL: '',
      RELEASES_DIR: path.join(dataDir, 'releases'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the api stopped (${code}) before it was ready`)));
    child.stdout.on('data', (text: Buffer) => {
      if (text.toString().includes('ready at')) resolve();
    });
  });
  return child;
}

async function json(base: string, url: string, token: string | null, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { 'client-token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { code: number; message: string; data: never };
  if (answer.code !== 200) throw new Error(`${url}: ${answer.message}`);
  return answer.data as { token: string; id: number };
}

function uploadFile(base: string, token: string, file: string, dramaId: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(fs.createReadStream(file), {
      endpoint: `${base}/admin-api/product/episode/upload?projectCode=drama-us`,
      uploadSize: fs.statSync(file).size,
      headers: { 'client-token': token },
      chunkSize: CHUNK,
      metadata: { filename: path.basename(file), dramaId: String(dramaId) },
      onSuccess: () => resolve(new URL(upload.url!, base).pathname.split('/').pop()!),
      onError: reject,
    });
    upload.start();
  });
}

async function season(files: number, mb: number, atOnce: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-bench-'));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const api = await startApi(path.join(dir, 'data'), port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const { token } = await json(base, '/admin-api/login', null, { username: 'admin', password: 'admin123' });
    const drama = await json(base, '/admin-api/product/list', token, {
      projectCode: 'drama-us',
      code: `BENCH-${mb}`,
      name: `Bench ${mb} MB`,
      episodeCount: files,
    });
    const video = sampleVideo({ size: mb * MB, durationMs: 120_000 });
    const names = Array.from({ length: files }, (_, index) =>
      path.join(dir, `EP${String(index + 1).padStart(3, '0')}.mp4`),
    );
    for (const name of names) fs.writeFileSync(name, video);
    const baseline = rssMb(api.pid!);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(api.pid!));
    }, 25);
    const started = process.hrtime.bigint();
    const pending = names.map((name, index) => ({ name, episodeNo: index + 1 }));
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const uploadId = await uploadFile(base, token, next.name, drama.id);
        await json(base, '/admin-api/product/episode/attach', token, {
          projectCode: 'drama-us',
          dramaId: drama.id,
          uploadId,
          episodeNo: next.episodeNo,
        });
      }
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    return { files, mb, seconds, mbPerSecond: (files * mb) / seconds, baselineMb: baseline, peakMb: peak };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const files = option('files', 80);
  const atOnce = option('at-once', 3);
  const small = await season(files, option('small-mb', 2), atOnce);
  const large = await season(files, option('mb', 20), atOnce);
  console.table(
    [small, large].map((run) => ({
      files: run.files,
      'MB each': run.mb,
      seconds: run.seconds.toFixed(1),
      'MB/s': run.mbPerSecond.toFixed(1),
      'api RSS before MB': run.baselineMb.toFixed(0),
      'api RSS peak while uploading MB': run.peakMb.toFixed(0),
      'growth MB': (run.peakMb - run.baselineMb).toFixed(0),
    })),
  );
  // a few MB of growth is the api's own churn: compare it with what went through, not with each other
  const share = (run: typeof small) => ((run.peakMb - run.baselineMb) / (run.files * run.mb)) * 100;
  console.log(
    `the api's memory grew ${(small.peakMb - small.baselineMb).toFixed(0)} MB while ${small.files * small.mb} MB went through (${share(small).toFixed(1)}%), ` +
      `${(large.peakMb - large.baselineMb).toFixed(0)} MB while ${large.files * large.mb} MB went through (${share(large).toFixed(1)}%): ` +
      `flat in the file size when the growth is a few MB either way, not ×${(large.mb / small.mb).toFixed(0)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
