// npm start: builds what is missing, then serves the whole product (api + releases/)
// from one process on http://127.0.0.1:8080 (PORT overrides).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_SERVER, apiBuildIsStale } from './lib/apiBuild.mjs';
import { ROOT } from './lib/apps.mjs';
import { RELEASES_DIR } from './lib/releases.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (apiBuildIsStale()) run('npm', ['run', 'build', '-w', 'api']);
run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--missing']);

const server = spawn(process.execPath, [API_SERVER], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, RELEASES_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
