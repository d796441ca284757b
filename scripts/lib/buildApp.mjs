// Builds one app into a new immutable version folder: webpack writes to a staging
// folder that is renamed into place only when the build succeeded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { precompress } from './precompress.mjs';
import { RELEASES_DIR, newVersionId, versionFolder } from './releases.mjs';

/** @returns {{ version: string, seconds: number }} */
export function buildApp(app) {
  const version = newVersionId(app.version);
  const staging = path.join(RELEASES_DIR, '.staging', `${app.name}-${version}`);
  const started = process.hrtime.bigint();
  const webpackCli = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
  const result = spawnSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--env', `version=${version}`, '--env', `outDir=${staging}`],
    { cwd: app.dir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`webpack failed for ${app.name} (exit ${result.status})`);
  }
  precompress(staging);
  const target = versionFolder(app, version);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(staging, target);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { version, seconds };
}
