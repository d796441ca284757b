// The releases/ folder: immutable version folders, the registry and the host pointer.
//
// releases/
//   index.html               the live host's index.html (served at /)
//   version.txt              changes whenever the host or the registry changes
//   remotes.json             { host: {version}, remotes: { <name>: {version, manifest, prefixes} } }
//   host/<version>/          one immutable folder a host build
//   remotes/<name>/<version>/ one immutable folder a remote build (mf-manifest.json, remoteEntry.js, chunks)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR || path.join(ROOT, 'releases'));
export const REGISTRY_FILE = path.join(RELEASES_DIR, 'remotes.json');

export function versionFolder(app, version) {
  return app.kind === 'host'
    ? path.join(RELEASES_DIR, 'host', version)
    : path.join(RELEASES_DIR, 'remotes', app.name, version);
}

/** The file whose presence says a version folder was published whole. */
export function requiredFile(app) {
  return app.kind === 'host' ? 'index.html' : 'mf-manifest.json';
}

export function readRegistry() {
  try {
    return JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  } catch {
    return { host: null, remotes: {} };
  }
}

/** Writes a file so that readers see the old or the new content, never half of one. */
export function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** A new version id: the package version, a UTC timestamp and a short random tag. */
export function newVersionId(packageVersion) {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `${packageVersion}-${stamp}-${crypto.randomBytes(2).toString('hex')}`;
}

/**
 * Makes `version` of `app` live: the registry entry (remote) or index.html (host),
 * then version.txt, so open sessions notice the change.
 */
export function switchLive(app, version, registry = readRegistry()) {
  const folder = versionFolder(app, version);
  if (!fs.existsSync(path.join(folder, requiredFile(app)))) {
    throw new Error(`${app.name} ${version} is incomplete: ${requiredFile(app)} is missing in ${folder}`);
  }
  fs.mkdirSync(RELEASES_DIR, { recursive: true });
  if (app.kind === 'host') {
    writeAtomically(path.join(RELEASES_DIR, 'index.html'), fs.readFileSync(path.join(folder, 'index.html')));
    registry.host = { version };
  } else {
    registry.remotes = {
      ...registry.remotes,
      [app.name]: { version, manifest: `/remotes/${app.name}/${version}/mf-manifest.json`, prefixes: app.prefixes },
    };
  }
  const content = `${JSON.stringify(registry, null, 2)}\n`;
  writeAtomically(REGISTRY_FILE, content);
  const releaseId = crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);
  writeAtomically(path.join(RELEASES_DIR, 'version.txt'), `${releaseId}\n`);
  return registry;
}

export function liveVersion(app, registry = readRegistry()) {
  return app.kind === 'host' ? registry.host?.version : registry.remotes?.[app.name]?.version;
}
