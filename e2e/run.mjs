// npm run test:e2e: every browser test, with node's own test runner.
//   npm run test:e2e -- first-screen shell     only the files whose names contain these words
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCertificate } from './lib/tls.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((file) => file.endsWith('.e2e.mjs') && (!only.length || only.some((word) => file.includes(word))))
  .map((file) => path.join(here, file));
if (!files.length) throw new Error(`no browser test file matches ${only.join(', ')}`);
// The product is served over HTTPS with the suite's own certificate (lib/tls.mjs): the tests'
// own fetch() calls trust it. (`node --test` on a file alone needs the same NODE_EXTRA_CA_CERTS.)
const env = { ...process.env, NODE_EXTRA_CA_CERTS: testCertificate().cert };
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
