// Starts the built product for a browser test as production runs it: nginx (scripts/nginx.mjs,
// the config of nginx/) serving a private copy of releases/ (tests release, roll back and
// break remotes in it) over HTTPS (HTTP/2, the suite's self-signed certificate: tls.mjs) in
// front of the api process on a fresh embedded database.
// E2E_NGINX=0 runs the same tests against the api alone serving releases/ (as `npm start`);
// E2E_TLS=0 has nginx serve plain HTTP/1.1; E2E_RELEASES=<dir> tests another build than releases/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SERVER, apiBuildIsStale } from '../../scripts/lib/apiBuild.mjs';
import { testCertificate } from './tls.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the api and any app without a live release, as `npm start` would. */
export function ensureBuilt() {
  const steps = [];
  if (apiBuildIsStale()) steps.push(['npm', ['run', 'build', '-w', 'api']]);
  steps.push([process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--missing']]);
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

/** Collects a child's output (for the error when it fails to start). */
function capture(child) {
  const output = { text: '' };
  child.stdout.on('data', (chunk) => (output.text += chunk));
  child.stderr.on('data', (chunk) => (output.text += chunk));
  return output;
}

/** Whether `url` answers 200; over HTTPS trusting the suite's certificate. */
function answersOk(url) {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: fs.readFileSync(testCertificate().cert) }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', reject);
  });
}

async function waitUntilOk(url, child, output, what) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output.text}`);
    try {
      if (await answersOk(url)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start in 120 s:\n${output.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * @returns {Promise<{ url: string, apiUrl: string, apiUrls: string[], releasesDir: string, throughNginx: boolean, stop: () => Promise<void> }>}
 */
export async function startProduct({
  env = {},
  nginx = process.env.E2E_NGINX !== '0',
  tls = process.env.E2E_TLS !== '0',
  releasesFrom = process.env.E2E_RELEASES || path.join(ROOT, 'releases'),
  // several api processes on one database (env must then carry DATABASE_URL, PGlite being one process's)
  apis = 1,
} = {}) {
  ensureBuilt();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const releasesDir = path.join(workDir, 'releases');
  // Not the lock or the build staging of a release running in the repository right now.
  const source = releasesFrom;
  const transient = new Set(['.lock', '.staging']);
  fs.cpSync(source, releasesDir, {
    recursive: true,
    filter: (file) => !transient.has(path.relative(source, file).split(path.sep)[0]),
  });
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // one after the other: the first migrates and seeds a fresh database, the others find it done
    const apiUrls = [];
    for (let index = 0; index < apis; index += 1) {
      const apiPort = await freePort();
      const api = spawn(process.execPath, [API_SERVER], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(apiPort),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(workDir, 'data'),
          // Behind nginx the api serves the api only, as in production.
          RELEASES_DIR: nginx ? path.join(workDir, 'not-served') : releasesDir,
          // nginx on this host forwards the browser's address, and compresses the api's answers
          ...(nginx ? { TRUST_PROXY: 'loopback', API_COMPRESSION: 'off' } : {}),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(api);
      const apiUrl = `http://127.0.0.1:${apiPort}`;
      await waitUntilOk(`${apiUrl}/admin-api/health`, api, capture(api), 'the api');
      apiUrls.push(apiUrl);
    }
    const [apiUrl] = apiUrls;
    if (!nginx) return { url: apiUrl, apiUrl, apiUrls, releasesDir, throughNginx: false, stop };

    const upstream = apiUrls.map((url) => url.replace('http://', '')).join(',');
    const front = await startNginx({ api: upstream, releasesDir, tls });
    children.push(front.child);
    return { url: front.url, apiUrl, apiUrls, releasesDir, throughNginx: true, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `npm run nginx` on a free port in front of `api` (host:port), serving `releasesDir`; with
 * `tls`, over HTTPS and HTTP/2 with the suite's certificate.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export async function startNginx({ api, releasesDir, tls = false }) {
  const port = await freePort();
  const certificate = tls ? testCertificate() : null;
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts/nginx.mjs'),
      '--port',
      String(port),
      '--api',
      api,
      '--releases',
      releasesDir,
      ...(certificate ? ['--tls-cert', certificate.cert, '--tls-key', certificate.key] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await waitUntilOk(`${url}/version.txt`, child, capture(child), 'nginx');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, child };
}
