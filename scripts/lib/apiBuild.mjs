// The api's compiled build (api/dist): rebuilt when missing or older than its sources, so
// `npm start` and the browser suite never run yesterday's api after a pull.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const API_SERVER = path.join(ROOT, 'api', 'dist', 'server.js');

function newestSource(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const file = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs);
  }, 0);
}

export function apiBuildIsStale() {
  return !fs.existsSync(API_SERVER) || fs.statSync(API_SERVER).mtimeMs < newestSource(path.join(ROOT, 'api', 'src'));
}
