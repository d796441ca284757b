// Retention: an area keeps its newest RELEASES_KEEP versions (default 5), and always the live
// one and the previous one (the rollback target), whatever the number.
import { DASHBOARD, HOST, fakeVersion, tempReleases, v } from '../lib/testReleases.mjs';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { publish, rollback } from '../lib/delivery.mjs';
import { readHistory } from '../lib/history.mjs';
import { ReleaseError, keepCount, listVersions, pruneVersions, readRegistry, switchLive } from '../lib/releases.mjs';

const versionsOf = (app, dir) => listVersions(app, dir).map((entry) => entry.version);

function releasedInOrder(t, count) {
  const dir = tempReleases(t);
  for (let n = 1; n <= count; n += 1) {
    fakeVersion(dir, DASHBOARD, v(n));
    switchLive(DASHBOARD, v(n), { dir, action: 'release' });
  }
  return dir;
}

test('RELEASES_KEEP: 5 by default, a whole number otherwise', () => {
  assert.equal(keepCount(undefined), 5);
  assert.equal(keepCount(''), 5);
  assert.equal(keepCount('3'), 3);
  assert.equal(keepCount('0'), 0);
  for (const bad of ['abc', '-1', '2.5', '1e3']) assert.throws(() => keepCount(bad), ReleaseError);
});

test('keeps the newest N and says which it removed (newest first)', (t) => {
  const dir = releasedInOrder(t, 8);
  assert.deepEqual(pruneVersions(DASHBOARD, 3, dir), [v(5), v(4), v(3), v(2), v(1)]);
  assert.deepEqual(versionsOf(DASHBOARD, dir), [v(8), v(7), v(6)]);
  assert.deepEqual(
    fs.readdirSync(path.join(dir, 'remotes/dashboard')).sort(),
    [v(6), v(7), v(8)],
    'no half-removed folder left',
  );
  assert.deepEqual(pruneVersions(DASHBOARD, 3, dir), [], 'nothing more to remove');
});

test('never removes the live nor the previous version, whatever N', (t) => {
  const dir = releasedInOrder(t, 8);
  rollback(DASHBOARD, v(2), { dir }); // live: v2, previous: v8
  assert.deepEqual(pruneVersions(DASHBOARD, 0, dir), [v(7), v(6), v(5), v(4), v(3), v(1)]);
  assert.deepEqual(versionsOf(DASHBOARD, dir), [v(8), v(2)]);

  rollback(DASHBOARD, undefined, { dir }); // back to v8; previous: v2
  assert.deepEqual(pruneVersions(DASHBOARD, 1, dir), []);
  assert.deepEqual(versionsOf(DASHBOARD, dir), [v(8), v(2)]);
  assert.equal(readRegistry(dir).remotes.dashboard.version, v(8));
});

test('a release applies the rule to its own area only, after switching', (t) => {
  const dir = releasedInOrder(t, 6);
  for (const n of [1, 2, 3]) fakeVersion(dir, HOST, v(n));
  fakeVersion(dir, DASHBOARD, v(7));
  const result = publish(DASHBOARD, v(7), { dir, keep: 2 });
  assert.deepEqual(result, { from: v(6), to: v(7), removed: [v(5), v(4), v(3), v(2), v(1)], keep: 2 });
  assert.deepEqual(versionsOf(DASHBOARD, dir), [v(7), v(6)]);
  assert.deepEqual(versionsOf(HOST, dir), [v(3), v(2), v(1)], 'the host is untouched');
  assert.equal(readHistory(dir).at(-1).action, 'release');
});

test('finishes a clean-up that stopped half-way (a folder renamed for removal but not deleted)', (t) => {
  const dir = releasedInOrder(t, 2);
  const leftover = path.join(dir, 'remotes/dashboard', `.removing-${v(0)}`);
  fs.mkdirSync(leftover);
  fs.writeFileSync(path.join(leftover, 'chunk.js'), '//');
  assert.deepEqual(versionsOf(DASHBOARD, dir), [v(2), v(1)], 'a folder being removed is not a version');
  assert.deepEqual(pruneVersions(DASHBOARD, 5, dir), []);
  assert.equal(fs.existsSync(leftover), false);
});
