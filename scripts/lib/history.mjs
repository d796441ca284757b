// releases/history.jsonl: one JSON line a switch of the live version of an area:
//   { at, who, action: 'release'|'rollback'|'build', area, from, to }
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const historyFile = (dir) => path.join(dir, 'history.jsonl');

let me;
/** Who is switching: RELEASE_USER, else git's user.name, else the OS user. */
export function whoAmI() {
  if (process.env.RELEASE_USER) return process.env.RELEASE_USER;
  if (me === undefined) {
    const git = spawnSync('git', ['config', 'user.name'], { cwd: ROOT, encoding: 'utf8' });
    me = (git.status === 0 && git.stdout.trim()) || os.userInfo().username;
  }
  return me;
}

/** Appends one line in one write (O_APPEND), flushed to disk before returning. */
export function appendHistory(entry, dir) {
  const fd = fs.openSync(historyFile(dir), 'a');
  try {
    fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Every readable line, oldest first; a damaged line (a hand edit, a torn write) is skipped. */
export function readHistory(dir) {
  let text;
  try {
    text = fs.readFileSync(historyFile(dir), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      return entry && typeof entry.area === 'string' && typeof entry.to === 'string' ? [entry] : [];
    } catch {
      return [];
    }
  });
}
