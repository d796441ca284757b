// npm run new:screen -- <group>/<screen> [--en "English name" --zh "中文名"]
// Starts a plain screen: its catalogue line (or a planned one's mark dropped), its api module
// (module.ts, routes, schemas, service, seed, migration, test) and its page folder (index, locale,
// test) in the remote serving the group, then the generated table and browser types. Discovery
// wires the rest: no other file changes, and `npm test` passes on the new screen as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFiles, namesOf, pageFiles } from './new-screen/templates.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = path.join(ROOT, 'shared/src/catalogue/screens.json');

function fail(message) {
  console.error(`new:screen: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const en = option('--en');
const zh = option('--zh');
const [target] = args;
const match = /^([a-z][a-z0-9-]*)\/([a-z][a-z0-9-]*)$/.exec(target ?? '');
if (!match) fail('name the screen as <group>/<screen>, e.g. npm run new:screen -- deal/coupon-batch');
const [, group, screenPath] = match;
const n = namesOf(group, screenPath);

// the remote that serves the group
const remote = fs
  .readdirSync(path.join(ROOT, 'remotes'))
  .find((name) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes', name, 'package.json'), 'utf8')).federation?.prefixes?.some(
      (prefix) => prefix === group,
    ),
  );
if (!remote) fail(`no remote serves /${group} yet: a new area is a new remote (remotes/setting's shape) first`);
const apiDir = path.join(ROOT, 'api/src/modules', n.module);
const pageDir = path.join(ROOT, 'remotes', remote, 'src/pages', screenPath);
for (const dir of [apiDir, pageDir]) if (fs.existsSync(dir)) fail(`${path.relative(ROOT, dir)} exists already`);

// the catalogue line, edited as text so that the rest of the file stays as it is written: a planned
// screen loses its mark, a new one is added at the end of its group
const text = fs.readFileSync(CATALOGUE, 'utf8');
const groupEntry = JSON.parse(text).groups.find((item) => item.key === group);
if (!groupEntry) fail(`the catalogue has no group ${group}`);
let entry = groupEntry.screens.find((item) => item.path === screenPath);
if (entry && !entry.planned) fail(`${group}/${screenPath} is built already`);
const screensAt = text.indexOf('"screens": [', text.indexOf(`"key": ${JSON.stringify(group)}`));
let edited;
if (entry) {
  const at = text.indexOf(`"path": ${JSON.stringify(screenPath)}`, screensAt);
  const end = text.indexOf('}', text.indexOf('"actions"', at));
  edited = text.slice(0, at) + text.slice(at, end).replace(/,\s*"planned": true/, '') + text.slice(end);
} else {
  if (!en || !zh) fail('a screen new to the catalogue needs its names: --en "Coupon batches" --zh "优惠券批次"');
  entry = { path: screenPath, names: { 'en-US': en, 'zh-CN': zh }, actions: ['query', 'add', 'edit', 'delete'] };
  let depth = 0;
  let close = screensAt + '"screens": '.length;
  for (; close < text.length; close++) {
    if (text[close] === '[' || text[close] === '{') depth++;
    if (text[close] === ']' || text[close] === '}') depth--;
    if (depth === 0) break;
  }
  const last = text.slice(0, close).trimEnd().length;
  edited = `${text.slice(0, last)}, ${JSON.stringify(entry).replace(/,"/g, ', "').replace(/":/g, '": ')}${text.slice(last)}`;
}
fs.writeFileSync(CATALOGUE, edited);

const write = (dir, files) => {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
};
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
write(apiDir, apiFiles(n, stamp));
write(pageDir, pageFiles(n, entry.names));

const run = (command, ...commandArgs) => {
  console.log(`> ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${commandArgs.join(' ')} failed`);
};
// the table's types are generated from the migrated schema; until then a first draft lets the api compile
fs.writeFileSync(
  path.join(apiDir, 'tables.generated.ts'),
  `import type { ColumnType } from 'kysely';
type Generated<T> = ColumnType<T, T | undefined, T>;
export interface DB { ${n.table}: { id: Generated<number>; project_code: string; code: string; title: string; remark: Generated<string>; deleted: Generated<number>; create_time: Generated<Date>; update_time: Generated<Date> } }
declare module '../../db/types' {
  interface ModuleTables extends DB {}
}
`,
);
// tsc leaves what it built before: a module of the same name made and thrown away would run twice
fs.rmSync(path.join(ROOT, 'api/dist/modules', n.module), { recursive: true, force: true });
run('npm', 'run', 'db:types', '-w', 'api');
run('npm', 'run', 'api:browser', '-w', 'api');
run('npx', 'prettier', '--log-level', 'warn', '--write', CATALOGUE, apiDir, pageDir);
console.log(`
${group}/${screenPath} is started:
  ${path.relative(ROOT, CATALOGUE)}   its catalogue line
  ${path.relative(ROOT, apiDir)}/   its api module (routes, table, seed, test)
  ${path.relative(ROOT, pageDir)}/   its page (fields, locale, test)
Next: npm test; then make the fields, rules and texts the screen's own.`);
