// The run-time contract of the singletons the host provides (shared/package.json `federation.singletons`):
// a remote runs on the host's copy, so what each entry exports is a promise kept for a version.
// shared/surface.json records the surface of the version beside it; a change to it needs a bump
// of the right size (README, "Ship and undo an area"): an export added, at least the patch; one
// removed or changed, a version outside the old one's caret (the minor for 0.x), with every
// `@backoffice/shared` range of the host and the remotes moved to it.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import sharedPackage from '../package.json';

const SHARED = path.resolve(__dirname, '..');
const ROOT = path.resolve(SHARED, '..');
const RECORD = path.join(SHARED, 'surface.json');
const RECORD_COMMAND = 'RECORD_SURFACE=1 npx jest shared/src/surface';

/** Export name → what it is at run time (types leave no trace at run time). */
type Surface = Record<string, Record<string, string>>;
interface Recorded {
  version: string;
  entries: Surface;
}

async function surfaceNow(): Promise<Surface> {
  const entries: Surface = {};
  for (const [name, file] of Object.entries(sharedPackage.federation.singletons)) {
    const module: Record<string, unknown> = await import(path.join(SHARED, file));
    entries[name] = Object.fromEntries(
      Object.keys(module)
        .filter((key) => key !== '__esModule')
        .sort()
        .map((key) => [key, typeof module[key]]),
    );
  }
  return entries;
}

/** What changed from `before` to `after`, as `entry: name` lines. */
function surfaceChanges(before: Surface, after: Surface) {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    for (const name of Object.keys(is)) if (!(name in was)) added.push(`${entry}: ${name}`);
    for (const name of Object.keys(was)) {
      if (!(name in is)) removed.push(`${entry}: ${name}`);
      else if (was[name] !== is[name]) changed.push(`${entry}: ${name} (${was[name]} → ${is[name]})`);
    }
  }
  return { added, removed, changed };
}

/** The smallest version after `recorded` that the changes allow. */
function leastVersion(recorded: string, changes: ReturnType<typeof surfaceChanges>): string {
  const breaking = changes.removed.length > 0 || changes.changed.length > 0;
  if (breaking) return semver.major(recorded) === 0 ? semver.inc(recorded, 'minor')! : semver.inc(recorded, 'major')!;
  return changes.added.length ? semver.inc(recorded, 'patch')! : recorded;
}

/** Every app's range for @backoffice/shared, which the version in the tree must satisfy. */
function appRanges(): { app: string; range: string }[] {
  const apps = ['host', ...fs.readdirSync(path.join(ROOT, 'remotes')).map((name) => `remotes/${name}`)];
  return apps
    .filter((app) => fs.existsSync(path.join(ROOT, app, 'package.json')))
    .map((app) => ({
      app,
      range: JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).dependencies[
        '@backoffice/shared'
      ],
    }));
}

it('changes only with a version bump of the right size, the apps’ ranges moved with it', async () => {
  const version = sharedPackage.version;
  const now = await surfaceNow();
  if (process.env.RECORD_SURFACE) fs.writeFileSync(RECORD, JSON.stringify({ version, entries: now }, null, 2) + '\n');
  const recorded: Recorded = JSON.parse(fs.readFileSync(RECORD, 'utf8'));

  const changes = surfaceChanges(recorded.entries, now);
  const least = leastVersion(recorded.version, changes);
  const problems: string[] = [];
  if (semver.lt(version, least))
    problems.push(
      `shared is ${version}, recorded at ${recorded.version}; these changes need at least ${least}` +
        (least === recorded.version ? '' : ` (then ${RECORD_COMMAND})`),
    );
  else if (version !== recorded.version || changes.added.length + changes.removed.length + changes.changed.length)
    problems.push(`shared is ${version} but shared/surface.json records ${recorded.version}: run ${RECORD_COMMAND}`);
  for (const { app, range } of appRanges())
    if (!semver.satisfies(version, range))
      problems.push(`${app}/package.json wants @backoffice/shared ${range}: make it ^${version}`);

  expect({ ...changes, problems }).toEqual({ ...changes, problems: [] });
});
