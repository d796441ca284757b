// node scripts/bench-release.mjs: on a copy of releases/ in a temporary RELEASES_DIR, times side
// by side, as people run them: building everything (npm run build), releasing one remote
// (npm run release -- dashboard) and rolling it back (npm run rollback -- dashboard).
// The real releases/ is only read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, findApp } from './lib/apps.mjs';
import { RELEASES_DIR, listVersions, readRegistry } from './lib/releases.mjs';

const AREA = process.argv[2] ?? 'dashboard';
const remote = findApp(AREA);
if (!remote || remote.kind !== 'remote') {
  console.error(`Name a remote to release, e.g. dashboard (got "${AREA}").`);
  process.exit(1);
}
const host = findApp('host');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-release-'));
const dir = path.join(work, 'releases');
if (fs.existsSync(RELEASES_DIR)) {
  fs.cpSync(RELEASES_DIR, dir, { recursive: true, filter: (source) => !/[/\\]\.(lock|staging)$/.test(source) });
}
const env = { ...process.env, RELEASES_DIR: dir, RELEASE_USER: 'bench' };

function timed(label, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return { seconds, stdout: result.stdout };
}
const live = () => readRegistry(dir);
const count = (app) => listVersions(app, dir).length;

try {
  console.log(`Working on a copy of ${RELEASES_DIR} in ${dir}\n`);
  const build = timed('npm run build', ['build']);
  const afterBuild = live();
  const hostFolders = count(host);

  const release = timed(`npm run release -- ${AREA}`, ['release', '--', AREA]);
  const afterRelease = live();
  const releasedHostUntouched = afterRelease.host.version === afterBuild.host.version && count(host) === hostFolders;

  const rollback = timed(`npm run rollback -- ${AREA}`, ['rollback', '--', AREA]);
  const afterRollback = live();
  const switchMs = /\(([\d.]+) ms\)/.exec(rollback.stdout)?.[1];

  const checks = [
    [
      `release made a new ${AREA} version live`,
      afterRelease.remotes[AREA].version !== afterBuild.remotes[AREA].version,
    ],
    ['release did not touch the host (same live version, no new folder)', releasedHostUntouched],
    [
      `rollback went back to the version npm run build made`,
      afterRollback.remotes[AREA].version === afterBuild.remotes[AREA].version,
    ],
  ];
  const apps = Object.keys(afterBuild.remotes).length + 1;
  console.table([
    {
      step: `npm run build (${apps} apps: host + ${apps - 1} remote(s))`,
      seconds: +build.seconds.toFixed(2),
      'vs build-all': '1×',
    },
    {
      step: `npm run release -- ${AREA}`,
      seconds: +release.seconds.toFixed(2),
      'vs build-all': `${(release.seconds / build.seconds).toFixed(2)}×`,
    },
    {
      step: `npm run rollback -- ${AREA}`,
      seconds: +rollback.seconds.toFixed(2),
      'vs build-all': `${(rollback.seconds / build.seconds).toFixed(4)}×`,
    },
  ]);
  console.log(
    `The rollback's own switch (lock, verify, registry, version.txt, history): ${switchMs} ms; the rest is npm and node starting.`,
  );
  for (const [what, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
