// Gzip of every script and stylesheet of a built version folder, written beside it
// (`main.js.gz`), which nginx sends as it is (gzip_static): no compression on each request,
// however many chunks a page asks for at once, and the smallest gzip (level 9). The manifest
// (JSON) is left to nginx's gzip: it is small, and only it is ever edited in place (by hand,
// or by a test breaking it), where a stale .gz beside it would win.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css)$/;
const MIN_BYTES = 512; // nginx's gzip_min_length: smaller files go as they are

/** @returns {number} how many files were compressed */
export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
