// releases/history.jsonl: every switch is a line; "the previous version" for rollback comes from it.
import { DASHBOARD, HOST, SCRIPTS, fakeVersion, runScript, tempReleases, v } from '../lib/testReleases.mjs';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rollback } from '../lib/delivery.mjs';
import { historyFile, readHistory } from '../lib/history.mjs';
import { previousVersion, readRegistry, switchLive } from '../lib/releases.mjs';

function dashboardVersions(t, count) {
  const dir = tempReleases(t);
  for (let n = 1; n <= count; n += 1) fakeVersion(dir, DASHBOARD, v(n));
  return dir;
}

test('each switch appends { at, who, action, area, from, to }; a build is recorded as "build"', (t) => {
  const dir = dashboardVersions(t, 2);
  fakeVersion(dir, HOST, v(1));
  const before = Date.now();
  switchLive(DASHBOARD, v(1), { dir }); // what scripts/build.mjs does (and older callers that pass only the registry)
  switchLive(HOST, v(1), { dir, action: 'build' });
  switchLive(DASHBOARD, v(2), { dir, action: 'release', who: 'alice' });
  const lines = fs
    .readFileSync(historyFile(dir), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    lines.map(({ at, ...rest }) => rest),
    [
      { who: 'tester', action: 'build', area: 'dashboard', from: null, to: v(1) },
      { who: 'tester', action: 'build', area: 'host', from: null, to: v(1) },
      { who: 'alice', action: 'release', area: 'dashboard', from: v(1), to: v(2) },
    ],
  );
  for (const { at } of lines) {
    assert.match(at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(Date.parse(at) >= before - 1000 && Date.parse(at) <= Date.now());
  }
});

test('who: RELEASE_USER, else git user.name, else the OS user', () => {
  const env = { ...process.env };
  delete env.RELEASE_USER;
  const ask = (extra) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { whoAmI } from ${JSON.stringify(path.join(SCRIPTS, 'lib/history.mjs'))}; process.stdout.write(whoAmI());`,
      ],
      {
        encoding: 'utf8',
        env: { ...env, ...extra },
      },
    ).stdout;
  assert.equal(ask({ RELEASE_USER: 'ops-on-call' }), 'ops-on-call');
  const git = spawnSync('git', ['config', 'user.name'], { cwd: SCRIPTS, encoding: 'utf8' }).stdout.trim();
  assert.equal(ask({}), git || os.userInfo().username);
  assert.equal(ask({ PATH: '/nonexistent' }), os.userInfo().username); // no git at all
});

test('rollback goes to the version live before the current one and records it; a second rollback undoes the first', (t) => {
  const dir = dashboardVersions(t, 3);
  switchLive(DASHBOARD, v(1), { dir });
  switchLive(DASHBOARD, v(2), { dir, action: 'release' });
  switchLive(DASHBOARD, v(3), { dir, action: 'release' });
  assert.equal(previousVersion(DASHBOARD, dir), v(2));

  const first = rollback(DASHBOARD, undefined, { dir });
  assert.deepEqual([first.from, first.to], [v(3), v(2)]);
  assert.equal(readRegistry(dir).remotes.dashboard.version, v(2));
  assert.deepEqual((({ at, ...rest }) => rest)(readHistory(dir).at(-1)), {
    who: 'tester',
    action: 'rollback',
    area: 'dashboard',
    from: v(3),
    to: v(2),
  });
  assert.equal(previousVersion(DASHBOARD, dir), v(3), 'the previous live one is the one rolled back from');
  assert.equal(rollback(DASHBOARD, undefined, { dir }).to, v(3));
  assert.equal(rollback(DASHBOARD, v(1), { dir }).to, v(1), 'a named version');
  assert.equal(readHistory(dir).length, 6);
});

test('the previous version skips versions whose folder is gone or incomplete, and other areas', (t) => {
  const dir = dashboardVersions(t, 4);
  fakeVersion(dir, HOST, v(9));
  for (const n of [1, 2, 3]) switchLive(DASHBOARD, v(n), { dir, action: 'release' });
  switchLive(HOST, v(9), { dir });
  switchLive(DASHBOARD, v(4), { dir, action: 'release' });
  fs.rmSync(path.join(dir, 'remotes/dashboard', v(3)), { recursive: true }); // gone
  fs.rmSync(path.join(dir, 'remotes/dashboard', v(2), 'remoteEntry.js')); // incomplete
  assert.equal(previousVersion(DASHBOARD, dir), v(1));
  assert.equal(previousVersion(HOST, dir), null);
});

test('a switch whose history line was lost (a crash right after the registry write) still has a previous version', (t) => {
  const dir = dashboardVersions(t, 3);
  switchLive(DASHBOARD, v(1), { dir });
  switchLive(DASHBOARD, v(2), { dir, action: 'release' });
  switchLive(DASHBOARD, v(3), { dir, action: 'release' });
  const lines = fs.readFileSync(historyFile(dir), 'utf8').trimEnd().split('\n');
  fs.writeFileSync(historyFile(dir), `${lines.slice(0, -1).join('\n')}\n`); // v3's line never written
  assert.equal(previousVersion(DASHBOARD, dir), v(2));
});

test('a damaged history line (hand edit, torn write) is skipped, not fatal', (t) => {
  const dir = dashboardVersions(t, 2);
  switchLive(DASHBOARD, v(1), { dir });
  fs.appendFileSync(historyFile(dir), '{"at":"2026-01-01T00:00:00Z","area":"dashb\nnot json\n');
  switchLive(DASHBOARD, v(2), { dir, action: 'release' });
  assert.equal(readHistory(dir).length, 2);
  assert.equal(previousVersion(DASHBOARD, dir), v(1));
});

test('npm run releases: versions newest first with size, the live and previous marked, then the last 20 switches newest first', async (t) => {
  const dir = dashboardVersions(t, 3);
  fakeVersion(dir, HOST, v(1));
  fakeVersion(dir, DASHBOARD, v(4), { missing: 'entry' });
  switchLive(HOST, v(1), { dir });
  for (let i = 0; i < 24; i += 1) switchLive(DASHBOARD, v((i % 3) + 1), { dir, action: 'release' }); // ends on v(3), after v(2)
  const { status, stdout } = await runScript('releases', [], dir);
  assert.equal(status, 0);
  const dashboardPart = stdout.slice(stdout.indexOf('dashboard  (live'), stdout.indexOf('History'));
  const rows = dashboardPart.split('\n').filter((line) => line.startsWith(`  0.1.0-`));
  assert.deepEqual(
    rows.map((row) => row.trim().split(/\s+/)[0]),
    [v(4), v(3), v(2), v(1)],
  );
  assert.match(rows[0], /incomplete: remoteEntry\.js named in mf-manifest\.json is missing/);
  assert.match(rows[1], /^ {2}\S+ {2}2026-01-01 10:03 UTC {2}\d+ B {2,}live$/);
  assert.match(rows[2], /previous \(rollback target\)$/);
  assert.doesNotMatch(rows[3], /live|previous/);
  assert.match(stdout, /^host {2}\(live: 0\.1\.0-20260101-100100-0001\)$/m);
  const history = stdout.slice(stdout.indexOf('History')).trimEnd().split('\n');
  assert.equal(history[0], 'History, newest first (20 of 25 switches):');
  assert.equal(history.length, 21);
  assert.match(
    history[1],
    new RegExp(
      `^ {2}\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC {2}tester {2}release {2}dashboard {2}${v(2)} → ${v(3)}$`,
    ),
  );

  const one = await runScript('releases', ['host'], dir);
  assert.doesNotMatch(one.stdout, /dashboard/);
  assert.match(one.stdout, /History, newest first \(1 of 1 switches\):\n.*build {2}host {2}none → /);
});

test('npm run rollback prints what it switched and how to undo it', async (t) => {
  const dir = dashboardVersions(t, 2);
  switchLive(DASHBOARD, v(1), { dir });
  switchLive(DASHBOARD, v(2), { dir, action: 'release' });
  const { status, stdout, stderr } = await runScript('rollback', ['dashboard'], dir);
  assert.equal(status, 0, stderr);
  assert.match(
    stdout,
    new RegExp(
      `^Rolled back dashboard: ${v(2)} → ${v(1)} \\(\\d+\\.\\d ms\\)\\.\\nUndo: npm run rollback -- dashboard ${v(2)}\\n$`,
    ),
  );
  assert.equal(readRegistry(dir).remotes.dashboard.version, v(1));
  assert.equal(readHistory(dir).at(-1).who, 'tester');
});
