// For the release-script tests (scripts/test/): a temporary releases folder with fake version folders
// (a version is whole when its required file and what that file names are there: no webpack).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A safety net, evaluated before the libraries when a test imports this file first: a call
// that forgets its `dir` argument lands in a throw-away folder, never in the real releases/.
process.env.RELEASES_DIR = path.join(os.tmpdir(), `releases-test-default-${process.pid}`);
process.env.RELEASE_USER = 'tester';

export const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = { name: 'host', kind: 'host', prefixes: [] };
export const DASHBOARD = { name: 'dashboard', kind: 'remote', prefixes: ['dashboard', 'business'] };
export const remote = (name) => ({ name, kind: 'remote', prefixes: [name] });

/** Version ids that sort by n (one minute apart), in the format newVersionId makes. */
export const v = (n) =>
  `0.1.0-20260101-${String(10 + Math.floor(n / 60)).padStart(2, '0')}${String(n % 60).padStart(2, '0')}00-${String(n).padStart(4, '0')}`;

/** A fresh releases folder, removed after the test. */
export function tempReleases(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes a version folder: whole by default; `missing: 'required'|'entry'` leaves a file out. */
export function fakeVersion(dir, app, version, { missing } = {}) {
  const folder = app.kind === 'host' ? path.join(dir, 'host', version) : path.join(dir, 'remotes', app.name, version);
  fs.mkdirSync(folder, { recursive: true });
  if (missing === 'required') {
    fs.writeFileSync(path.join(folder, 'chunk.js'), '//');
    return folder;
  }
  if (app.kind === 'host') {
    fs.writeFileSync(path.join(folder, 'index.html'), `<script defer="defer" src="/host/${version}/main.js"></script>`);
    if (missing !== 'entry') fs.writeFileSync(path.join(folder, 'main.js'), `// host ${version}`);
  } else {
    fs.writeFileSync(
      path.join(folder, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
    );
    if (missing !== 'entry') fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `// ${app.name} ${version}`);
  }
  return folder;
}

function listing(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(prefix, entry.name);
    return entry.isDirectory() ? [`${name}/`, ...listing(dir, name)] : [name];
  });
}

/** The bytes of the files a switch writes, and every path in the folder (temp files, lock, folders). */
export function snapshot(dir) {
  const read = (file) =>
    fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file)).toString('base64') : null;
  return {
    'remotes.json': read('remotes.json'),
    'version.txt': read('version.txt'),
    'index.html': read('index.html'),
    'history.jsonl': read('history.jsonl'),
    paths: listing(dir).sort(),
  };
}

/** Runs scripts/<name>.mjs on `dir` as a person would, with RELEASE_USER=tester. */
export function runScript(name, args, dir, env = {}) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(SCRIPTS, `${name}.mjs`), ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, RELEASES_DIR: dir, RELEASE_USER: 'tester', RELEASES_KEEP: '', ...env },
      },
      (error, stdout, stderr) => resolve({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
