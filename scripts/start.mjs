// npm start: builds what is missing, then serves the whole product (api + releases/)
// from one process on http://127.0.0.1:8080 (PORT overrides).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { RELEASES_DIR } from './lib/releases.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The api is rebuilt when its build is missing or older than its sources (a fresh pull).
function newestSource(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs);
  }, 0);
}
const apiBuild = path.join(ROOT, 'api', 'dist', 'server.js');
if (!fs.existsSync(apiBuild) || fs.statSync(apiBuild).mtimeMs < newestSource(path.join(ROOT, 'api', 'src'))) {
  run('npm', ['run', 'build', '-w', 'api']);
}
run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--missing']);

const server = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, RELEASES_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
