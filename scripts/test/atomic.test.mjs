// The registry is written atomically: a reader never sees a partial file, no temp file is left
// behind, and two switches at once (two teams releasing two areas) never lose one another.
import { DASHBOARD, SCRIPTS, fakeVersion, remote, tempReleases, v } from '../lib/testReleases.mjs';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { readHistory } from '../lib/history.mjs';
import { ReleaseError, readRegistry, switchLive, withLock, writeAtomically } from '../lib/releases.mjs';

/**
 * Reads `files` in a tight loop on another thread until told to stop, checking each read with
 * `check` (source of a function (texts) => problem|null). Resolves { reads, bad: [problems] }.
 */
function hammerReads(files, check) {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `
    const fs = require('node:fs');
    const { parentPort, workerData } = require('node:worker_threads');
    const check = ${check};
    let reads = 0; const bad = [];
    parentPort.postMessage('ready');
    while (Atomics.load(workerData.stop, 0) === 0) {
      const texts = workerData.files.map((file) => fs.readFileSync(file, 'utf8'));
      const problem = check(texts);
      if (problem && bad.length < 5) bad.push(problem);
      reads += 1;
    }
    parentPort.postMessage({ reads, bad });
    `,
    { eval: true, workerData: { files, stop } },
  );
  const ready = new Promise((resolve) => worker.once('message', resolve));
  const result = ready.then(
    () =>
      new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return { ready, result, stop: () => Atomics.store(stop, 0, 1) };
}

const tempFiles = (dir) => fs.readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.tmp'));

test('writeAtomically: a reader hammering the file sees only whole old or new contents', async (t) => {
  const dir = tempReleases(t);
  const file = path.join(dir, 'remotes.json');
  // Very different sizes, so a torn or half-written read cannot pass for either.
  const small = `${JSON.stringify({ remotes: { a: { version: 'small' } } })}\n`;
  const large = `${JSON.stringify({ remotes: Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`r${i}`, { version: 'large' }])) })}\n`;
  writeAtomically(file, small);
  const reader = hammerReads(
    [file],
    `([text]) => (text === ${JSON.stringify(small)} || text === ${JSON.stringify(large)} ? null : 'partial read of ' + text.length + ' bytes')`,
  );
  await reader.ready;
  for (let i = 0; i < 200; i += 1) writeAtomically(file, i % 2 ? small : large);
  reader.stop();
  const { reads, bad } = await reader.result;
  assert.deepEqual(bad, []);
  assert.ok(reads > 100, `the reader read ${reads} times`);
  assert.deepEqual(tempFiles(dir), []);
});

test('writeAtomically: a failed write leaves the old file and no temp file', (t) => {
  const dir = tempReleases(t);
  const target = path.join(dir, 'taken');
  fs.mkdirSync(target); // renaming a file onto a folder fails
  fs.writeFileSync(path.join(target, 'keep'), 'x');
  assert.throws(() => writeAtomically(target, 'new'));
  assert.deepEqual(fs.readdirSync(dir), ['taken']);
  assert.equal(fs.readFileSync(path.join(target, 'keep'), 'utf8'), 'x');
});

test('switchLive: readers of remotes.json and version.txt never see a partial file while it switches', async (t) => {
  const dir = tempReleases(t);
  for (const n of [1, 2]) fakeVersion(dir, DASHBOARD, v(n));
  switchLive(DASHBOARD, v(1), { dir });
  const reader = hammerReads(
    [path.join(dir, 'remotes.json'), path.join(dir, 'version.txt')],
    `([registry, version]) => {
      let entry;
      try { entry = JSON.parse(registry).remotes.dashboard; } catch { return 'unparsable registry of ' + registry.length + ' bytes'; }
      if (entry.manifest !== '/remotes/dashboard/' + entry.version + '/mf-manifest.json') return 'manifest of another version';
      return /^[0-9a-f]{16}\\n$/.test(version) ? null : 'partial version.txt: ' + JSON.stringify(version);
    }`,
  );
  await reader.ready;
  for (let i = 0; i < 100; i += 1) switchLive(DASHBOARD, v(i % 2 ? 1 : 2), { dir, action: 'release' });
  reader.stop();
  const { reads, bad } = await reader.result;
  assert.deepEqual(bad, []);
  assert.ok(reads > 50, `the reader read ${reads} times`);
  assert.deepEqual(tempFiles(dir), []);
  assert.equal(fs.existsSync(path.join(dir, '.lock')), false);
  assert.equal(readHistory(dir).length, 101);
});

test('two processes switching two areas at once lose neither area nor history line', async (t) => {
  const dir = tempReleases(t);
  const areas = ['product', 'user'];
  for (const name of areas) for (const n of [1, 2]) fakeVersion(dir, remote(name), v(n));
  const rounds = 30;
  const startAt = Date.now() + 500; // both start switching at the same moment, whatever their start-up took
  const run = (name) =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { switchLive } from ${JSON.stringify(path.join(SCRIPTS, 'lib/releases.mjs'))};
           const app = { name: ${JSON.stringify(name)}, kind: 'remote', prefixes: [${JSON.stringify(name)}] };
           while (Date.now() < ${startAt});
           for (let i = 0; i < ${rounds}; i += 1) switchLive(app, i % 2 ? ${JSON.stringify(v(1))} : ${JSON.stringify(v(2))}, { dir: ${JSON.stringify(dir)}, action: 'release' });`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, RELEASE_USER: name } },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
    });
  await Promise.all(areas.map(run));
  const registry = readRegistry(dir);
  // The last of an even number of rounds switches to v(1): both areas are there, on it.
  assert.deepEqual(Object.keys(registry.remotes).sort(), areas);
  for (const name of areas) assert.equal(registry.remotes[name].version, v(1));
  const history = readHistory(dir);
  assert.equal(history.length, rounds * 2);
  for (const name of areas) {
    const own = history.filter((entry) => entry.area === name);
    assert.equal(own.length, rounds);
    // Each switch started from what the one before it made live: no entry was ever lost in between.
    own.forEach((entry, i) => assert.equal(entry.from, i ? own[i - 1].to : null, `${name} switch ${i}`));
  }
  assert.equal(fs.existsSync(path.join(dir, '.lock')), false);
  assert.deepEqual(tempFiles(dir), []);
});

test('the lock: a holder that died is taken over; a live one is waited for, then refused clearly', (t) => {
  const dir = tempReleases(t);
  const lock = path.join(dir, '.lock');
  const at = '2026-01-01T00:00:00.000Z';
  fs.writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), at })); // no such process here
  assert.equal(
    withLock(() => 'ran', dir),
    'ran',
  );
  assert.equal(fs.existsSync(lock), false);

  for (const holder of [
    { pid: process.ppid, host: os.hostname(), at }, // alive
    { pid: 2 ** 22 + 12345, host: 'another-machine', at }, // its pid means nothing here
  ]) {
    fs.writeFileSync(lock, JSON.stringify(holder));
    assert.throws(
      () => withLock(() => assert.fail('must not run'), dir, { waitMs: 100 }),
      (error) =>
        error instanceof ReleaseError &&
        error.message.startsWith(
          `Another release or rollback is switching (pid ${holder.pid} on ${holder.host} since ${at}).`,
        ),
    );
    assert.equal(fs.readFileSync(lock, 'utf8'), JSON.stringify(holder), 'somebody else’s lock stays');
  }
});
