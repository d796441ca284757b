// Starts the built product for a browser test: the api process serving a private copy
// of releases/ (tests may break a remote in it) on a fresh embedded database.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort() {
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
  if (!fs.existsSync(path.join(ROOT, 'api/dist/server.js'))) steps.push(['npm', ['run', 'build', '-w', 'api']]);
  steps.push([process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--missing']]);
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

/** @returns {Promise<{ url: string, releasesDir: string, stop: () => Promise<void> }>} */
export async function startProduct({ env = {} } = {}) {
  ensureBuilt();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const releasesDir = path.join(workDir, 'releases');
  fs.cpSync(path.join(ROOT, 'releases'), releasesDir, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(workDir, 'data'), RELEASES_DIR: releasesDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the product exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/admin-api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the product did not start in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    releasesDir,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
