// `npm run typecheck`: `tsc -p <workspace> --noEmit` for every npm workspace that has a
// tsconfig.json (shared, api, host, every remote), so a new remote is checked without editing
// this file. Runs a few at a time; prints each workspace's errors; exits 1 if any has one.
// Incremental state lives in node_modules/.cache/typecheck (delete it to check from scratch).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Workspace folders of the root package.json (entries are folders or `folder/*`). */
function workspaces() {
  const { workspaces: patterns } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

function check(workspace) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Incremental: a second run re-checks only what changed (the state is kept out of git).
    const buildInfo = path.join(root, 'node_modules/.cache/typecheck', `${workspace.replaceAll('/', '+')}.tsbuildinfo`);
    const args = [tsc, '-p', workspace, '--noEmit', '--pretty', '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ workspace, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const targets = workspaces().filter((workspace) => existsSync(path.join(root, workspace, 'tsconfig.json')));
// Each tsc holds a few hundred MB; one per core, at most four.
const parallel = Math.max(1, Math.min(4, os.availableParallelism()));
const started = Date.now();
const queue = [...targets];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length) {
      const result = await check(queue.shift());
      results.push(result);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.workspace} (${result.seconds.toFixed(1)} s)`);
      if (!result.ok) console.log(result.output.trimEnd());
    }
  }),
);

const failed = results.filter((result) => !result.ok).map((result) => result.workspace);
console.log(
  `typecheck: ${targets.length} workspaces in ${((Date.now() - started) / 1000).toFixed(1)} s${failed.length ? `; errors in ${failed.join(', ')}` : ''}`,
);
process.exitCode = failed.length ? 1 : 0;
