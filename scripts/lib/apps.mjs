// The apps of the product: the host and every remote under remotes/, read from disk
// so that adding a remote is adding a folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function readPackage(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** @returns {{ name: string, kind: 'host'|'remote', dir: string, version: string, prefixes: string[] }[]} */
export function listApps() {
  const remotesDir = path.join(ROOT, 'remotes');
  const remotes = fs
    .readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(remotesDir, entry.name, 'webpack.config.js')))
    .map((entry) => {
      const dir = path.join(remotesDir, entry.name);
      const pkg = readPackage(dir);
      return {
        name: entry.name,
        kind: 'remote',
        dir,
        version: pkg.version,
        prefixes: pkg.federation?.prefixes ?? [entry.name],
      };
    });
  const hostDir = path.join(ROOT, 'host');
  return [
    { name: 'host', kind: 'host', dir: hostDir, version: readPackage(hostDir).version, prefixes: [] },
    ...remotes,
  ];
}

export function findApp(name) {
  return listApps().find((app) => app.name === name);
}
