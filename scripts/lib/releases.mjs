// The releases/ folder: immutable version folders, the registry and the host pointer.
//
// releases/
//   index.html               the live host's index.html (served at /)
//   version.txt              changes whenever the host or the registry changes
//   remotes.json             { host: {version}, remotes: { <name>: {version, manifest, prefixes} } }
//   history.jsonl            one line a switch: { at, who, action, area, from, to }
//   host/<version>/          one immutable folder a host build
//   remotes/<name>/<version>/ one immutable folder a remote build (mf-manifest.json, remoteEntry.js, chunks)
//   .lock                    held for the few milliseconds a switch or a clean-up takes
//
// Every function takes the releases folder as its last argument (default: RELEASES_DIR), so
// tests run them on a temporary folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { appendHistory, readHistory, whoAmI } from './history.mjs';

export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR || path.join(ROOT, 'releases'));
export const REGISTRY_FILE = path.join(RELEASES_DIR, 'remotes.json');

/** A refusal a person can act on: the CLIs print its message alone and exit 1. */
export class ReleaseError extends Error {}

export function areaFolder(app, dir = RELEASES_DIR) {
  return app.kind === 'host' ? path.join(dir, 'host') : path.join(dir, 'remotes', app.name);
}

export function versionFolder(app, version, dir = RELEASES_DIR) {
  return path.join(areaFolder(app, dir), version);
}

/** The file whose presence says a version folder was published whole. */
export function requiredFile(app) {
  return app.kind === 'host' ? 'index.html' : 'mf-manifest.json';
}

export function readRegistry(dir = RELEASES_DIR) {
  const file = path.join(dir, 'remotes.json');
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { host: null, remotes: {} };
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    // Never treat a damaged registry as empty: the next switch would drop every other area.
    throw new ReleaseError(`${file} is not valid JSON; fix or restore it before switching anything.`);
  }
}

/** Writes a file so that readers see the old or the new content, never half of one. */
export function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = fs.openSync(temporary, 'w');
    try {
      fs.writeFileSync(fd, content);
      fs.fsyncSync(fd); // the rename must never land before the bytes
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** A new version id: the package version, a UTC timestamp and a short random tag. */
export function newVersionId(packageVersion) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${packageVersion}-${stamp}-${crypto.randomBytes(2).toString('hex')}`;
}

// ---------------------------------------------------------------------------------------------
// The lock: one switch (or clean-up) at a time, so two teams releasing two areas at the same
// moment never lose one another's registry entry. Re-entrant within a process.

const held = new Map();
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function withLock(fn, dir = RELEASES_DIR, { waitMs = 15_000 } = {}) {
  if (held.get(dir)) return fn();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() }), {
        flag: 'wx',
      });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // just released, or being written: look again
    }
    if (holder?.pid && holder.host === os.hostname() && !isRunning(holder.pid)) {
      fs.rmSync(file, { force: true }); // left by a process of this machine that died while switching
      continue;
    }
    if (Date.now() > deadline) {
      throw new ReleaseError(
        `Another release or rollback is switching (pid ${holder?.pid ?? '?'} on ${holder?.host ?? '?'} since ${holder?.at ?? '?'}). ` +
          `Try again in a moment; if no such process runs, remove ${file}.`,
      );
    }
    pause(20);
  }
  held.set(dir, true);
  try {
    return fn();
  } finally {
    held.delete(dir);
    fs.rmSync(file, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Versions

const assetLists = (entry) =>
  ['js', 'css'].flatMap((type) => [...(entry?.assets?.[type]?.sync ?? []), ...(entry?.assets?.[type]?.async ?? [])]);

/**
 * Why `version` of `app` cannot go live, or null when it can: its folder exists, holds the
 * required file and every file that file points at.
 */
export function versionProblem(app, version, dir = RELEASES_DIR) {
  const folder = versionFolder(app, version, dir);
  if (!fs.existsSync(folder)) return `${app.name} has no version "${version}"`;
  const main = path.join(folder, requiredFile(app));
  if (!fs.existsSync(main)) return `${app.name} ${version} is incomplete: ${requiredFile(app)} is missing in ${folder}`;
  let referenced;
  if (app.kind === 'host') {
    const html = fs.readFileSync(main, 'utf8');
    const prefix = `/host/${version}/`;
    referenced = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((url) => url.startsWith(prefix))
      .map((url) => url.slice(prefix.length));
  } else {
    let manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(main, 'utf8'));
    } catch {
      return `${app.name} ${version} is incomplete: ${main} is not valid JSON`;
    }
    const entry = manifest.metaData?.remoteEntry;
    referenced = [
      ...(entry?.name ? [path.posix.join(entry.path || '', entry.name)] : []),
      ...(manifest.shared ?? []).flatMap(assetLists),
      ...(manifest.exposes ?? []).flatMap(assetLists),
    ];
  }
  const missing = [...new Set(referenced)].filter((file) => !fs.existsSync(path.join(folder, file)));
  if (missing.length) {
    return `${app.name} ${version} is incomplete: ${missing.join(', ')} named in ${requiredFile(app)} ${missing.length > 1 ? 'are' : 'is'} missing in ${folder}`;
  }
  return null;
}

/** When a version was built: from its id (…-YYYYMMDD-HHMMSS-tag), else the folder's time. */
function builtAt(folder, version) {
  const match = /-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-[0-9a-z]+$/i.exec(version);
  if (match) {
    const [, y, mo, d, h, mi, s] = match;
    return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  }
  return fs.statSync(folder).mtime;
}

/** The version folders of an area, newest first. Names starting with a dot are not versions. */
export function listVersions(app, dir = RELEASES_DIR) {
  const area = areaFolder(app, dir);
  if (!fs.existsSync(area)) return [];
  return fs
    .readdirSync(area, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const folder = path.join(area, entry.name);
      try {
        return [
          { version: entry.name, folder, builtAt: builtAt(folder, entry.name), mtime: fs.statSync(folder).mtimeMs },
        ];
      } catch {
        return []; // removed by a clean-up while we looked
      }
    })
    .sort((a, b) => b.builtAt - a.builtAt || b.mtime - a.mtime || b.version.localeCompare(a.version))
    .map(({ version, folder, builtAt: at }) => ({ version, folder, builtAt: at }));
}

export function folderSize(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(folder, entry.name);
    return sum + (entry.isDirectory() ? folderSize(file) : fs.statSync(file).size);
  }, 0);
}

export function liveVersion(app, registry = readRegistry()) {
  return app.kind === 'host' ? registry.host?.version : registry.remotes?.[app.name]?.version;
}

/**
 * The version that was live before the current one, by the history: the live versions in the
 * order they went live, walked back from the newest, skipping the live one and any whose folder
 * is gone or incomplete. A second rollback therefore undoes the first. Null when there is none.
 */
export function previousVersion(app, dir = RELEASES_DIR) {
  const live = liveVersion(app, readRegistry(dir));
  const sequence = [];
  const push = (version) => version && sequence.at(-1) !== version && sequence.push(version);
  for (const entry of readHistory(dir)) {
    if (entry.area !== app.name) continue;
    push(entry.from);
    push(entry.to);
  }
  push(live); // a switch whose history line was never written (crash) still counts
  for (let i = sequence.length - 1; i >= 0; i -= 1) {
    if (sequence[i] !== live && !versionProblem(app, sequence[i], dir)) return sequence[i];
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Switching

/**
 * Makes `version` of `app` live and records it in the history, under the lock:
 * verify the folder → index.html (host) → remotes.json → version.txt → history line.
 * The registry is written only after the folder is verified, so a crash at any point leaves it
 * on a whole version; a crash before the history line costs that line only (previousVersion
 * copes). Older callers pass the registry they read as the third argument: it is re-read here.
 * @returns {{ from: string|null, to: string, entry: object }}
 */
export function switchLive(app, version, { action = 'build', who, dir = RELEASES_DIR } = {}) {
  return withLock(() => {
    const problem = versionProblem(app, version, dir);
    if (problem) throw new ReleaseError(problem);
    const registry = readRegistry(dir);
    const from = liveVersion(app, registry) ?? null;
    if (app.kind === 'host') {
      writeAtomically(
        path.join(dir, 'index.html'),
        fs.readFileSync(path.join(versionFolder(app, version, dir), 'index.html')),
      );
      registry.host = { version };
    } else {
      registry.remotes = {
        ...registry.remotes,
        [app.name]: { version, manifest: `/remotes/${app.name}/${version}/mf-manifest.json`, prefixes: app.prefixes },
      };
    }
    const content = `${JSON.stringify(registry, null, 2)}\n`;
    writeAtomically(path.join(dir, 'remotes.json'), content);
    const releaseId = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
    writeAtomically(path.join(dir, 'version.txt'), `${releaseId}\n`);
    const entry = { at: new Date().toISOString(), who: who ?? whoAmI(), action, area: app.name, from, to: version };
    appendHistory(entry, dir);
    return { from, to: version, entry };
  }, dir);
}

// ---------------------------------------------------------------------------------------------
// Retention

/** RELEASES_KEEP: how many of the newest versions an area keeps (default 5). */
export function keepCount(value = process.env.RELEASES_KEEP) {
  if (value === undefined || value === '') return 5;
  if (!/^\d+$/.test(String(value).trim())) {
    throw new ReleaseError(`RELEASES_KEEP must be a whole number (versions kept per area), got "${value}".`);
  }
  return Number(value);
}

/**
 * Removes the versions of an area beyond the newest `keep`, never the live one nor the previous
 * one (the rollback target). A folder is first renamed to a dot-name (one atomic step, so it is
 * never seen half-deleted), then deleted. @returns {string[]} the versions removed, newest first
 */
export function pruneVersions(app, keep = keepCount(), dir = RELEASES_DIR) {
  const doomed = withLock(() => {
    const protect = new Set([liveVersion(app, readRegistry(dir)), previousVersion(app, dir)]);
    return listVersions(app, dir)
      .filter((entry, index) => index >= keep && !protect.has(entry.version))
      .map(({ version, folder }) => {
        const trash = path.join(path.dirname(folder), `.removing-${version}`);
        fs.renameSync(folder, trash);
        return { version, trash };
      });
  }, dir);
  const area = areaFolder(app, dir);
  for (const name of fs.existsSync(area) ? fs.readdirSync(area) : []) {
    // this run's folders, and any left by a run that stopped half-way
    if (name.startsWith('.removing-')) fs.rmSync(path.join(area, name), { recursive: true, force: true });
  }
  return doomed.map(({ version }) => version);
}
