// Bad input is refused with a message a person can act on, exit code 1, and changes nothing:
// remotes.json, version.txt, index.html and history.jsonl stay byte-identical, no file appears.
import { DASHBOARD, HOST, fakeVersion, runScript, snapshot, tempReleases, v } from '../lib/testReleases.mjs';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { listApps } from '../lib/apps.mjs';
import { rollback } from '../lib/delivery.mjs';
import { ReleaseError, switchLive } from '../lib/releases.mjs';

/** Host v1 live (built once); dashboard v1 built, v2 released; v3 whole; v4 and v5 incomplete. */
/** The areas as the scripts list them: the host, then every folder under remotes/. */
const AREAS = listApps()
  .map((app) => app.name)
  .join(', ');
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unknownArea = new RegExp(`^Unknown area "prodct"\\. Areas: ${escaped(AREAS)}\\.$`);

function releasesWithHistory(t) {
  const dir = tempReleases(t);
  fakeVersion(dir, HOST, v(1));
  for (const n of [1, 2, 3]) fakeVersion(dir, DASHBOARD, v(n));
  fakeVersion(dir, DASHBOARD, v(4), { missing: 'required' });
  fakeVersion(dir, DASHBOARD, v(5), { missing: 'entry' });
  switchLive(HOST, v(1), { dir });
  switchLive(DASHBOARD, v(1), { dir });
  switchLive(DASHBOARD, v(2), { dir, action: 'release' });
  return dir;
}

const cases = [
  { name: 'rollback of an unknown area', script: 'rollback', args: ['prodct'], message: unknownArea },
  { name: 'release of an unknown area (nothing is built)', script: 'release', args: ['prodct'], message: unknownArea },
  { name: 'releases of an unknown area', script: 'releases', args: ['prodct'], message: /^Unknown area "prodct"\./ },
  {
    name: 'rollback to an unknown version',
    script: 'rollback',
    args: ['dashboard', 'x'],
    message: new RegExp(`^dashboard has no version "x"\\. Versions: ${v(5)}, ${v(4)}, ${v(3)}, ${v(2)}, ${v(1)}\\.$`),
  },
  {
    name: 'rollback to a folder without its manifest',
    script: 'rollback',
    args: ['dashboard', v(4)],
    message: new RegExp(`^dashboard ${v(4)} is incomplete: mf-manifest\\.json is missing in .*${v(4)}$`),
  },
  {
    name: 'rollback to a folder whose manifest names a missing file',
    script: 'rollback',
    args: ['dashboard', v(5)],
    message: /is incomplete: remoteEntry\.js named in mf-manifest\.json is missing in/,
  },
  {
    name: 'rollback to the live version',
    script: 'rollback',
    args: ['dashboard', v(2)],
    message: new RegExp(`^dashboard ${v(2)} is already live\\.$`),
  },
  {
    name: 'rollback with no previous version in the history',
    script: 'rollback',
    args: ['host'],
    message:
      /^host has no previous version to roll back to .* Name one: npm run rollback -- host <version>\. Versions: /,
  },
  {
    name: 'rollback with no area',
    script: 'rollback',
    args: [],
    message: new RegExp(`^Usage: npm run rollback -- <area> \\[<version>\\]\\. Areas: ${escaped(AREAS)}\\.$`),
  },
  {
    name: 'rollback with too many arguments',
    script: 'rollback',
    args: ['dashboard', v(1), v(3)],
    message: /^Usage: /,
  },
  { name: 'release with no area', script: 'release', args: [], message: /^Usage: npm run release -- <area>\./ },
  { name: 'release of two areas at once', script: 'release', args: ['host', 'dashboard'], message: /^Usage: / },
  {
    name: 'release with a bad RELEASES_KEEP (refused before building)',
    script: 'release',
    args: ['dashboard'],
    env: { RELEASES_KEEP: 'five' },
    message: /^RELEASES_KEEP must be a whole number .*got "five"\.$/,
  },
];

describe('the CLIs', { concurrency: true }, () => {
  for (const { name, script, args, env, message } of cases) {
    test(`refused, nothing written: ${name}`, async (t) => {
      const dir = releasesWithHistory(t);
      const before = snapshot(dir);
      const result = await runScript(script, args, dir, env);
      assert.equal(result.status, 1, result.stderr);
      assert.match(result.stderr.trim(), message);
      assert.equal(result.stdout, '', 'nothing printed as if it went ahead (no build started)');
      assert.deepEqual(snapshot(dir), before);
    });
  }
});

test('refused, nothing written: a damaged remotes.json is not taken for an empty one', async (t) => {
  const dir = releasesWithHistory(t);
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{"host": {"vers');
  const before = snapshot(dir);
  for (const [script, args] of [
    ['rollback', ['dashboard', v(1)]],
    ['release', ['dashboard']],
  ]) {
    const result = await runScript(script, args, dir);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /remotes\.json is not valid JSON; fix or restore it before switching anything\./);
    assert.deepEqual(snapshot(dir), before);
  }
});

test('refused, nothing written: the previous version by history is gone or incomplete and nothing older is left', (t) => {
  const dir = tempReleases(t);
  for (const n of [1, 2]) fakeVersion(dir, HOST, v(n));
  switchLive(HOST, v(1), { dir });
  switchLive(HOST, v(2), { dir, action: 'release' });
  fs.rmSync(path.join(dir, 'host', v(1), 'main.js')); // v1 is now incomplete
  const before = snapshot(dir);
  assert.throws(
    () => rollback(HOST, undefined, { dir }),
    (error) => error instanceof ReleaseError && /^host has no previous version/.test(error.message),
  );
  assert.deepEqual(snapshot(dir), before);
});

test('refused in the library too: switchLive will not make an incomplete version live', (t) => {
  const dir = releasesWithHistory(t);
  const before = snapshot(dir);
  assert.throws(
    () => switchLive(DASHBOARD, v(4), { dir }),
    (error) => error instanceof ReleaseError && /is incomplete/.test(error.message),
  );
  assert.throws(() => switchLive(HOST, 'nope', { dir }), /host has no version "nope"/);
  assert.deepEqual(snapshot(dir), before);
});
