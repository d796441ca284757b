// The operations behind `npm run release | rollback | releases`, with refusals a person can
// act on. Each takes the releases folder last (default RELEASES_DIR) so tests can use a
// temporary one; none prints.
import { listApps } from './apps.mjs';
import { readHistory } from './history.mjs';
import {
  RELEASES_DIR,
  ReleaseError,
  folderSize,
  keepCount,
  listVersions,
  liveVersion,
  previousVersion,
  pruneVersions,
  readRegistry,
  switchLive,
  versionProblem,
  withLock,
} from './releases.mjs';

/** The app named `name`, or a refusal that lists the areas there are. */
export function resolveArea(name, apps = listApps()) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) {
    const hint = name ? `Unknown area "${name}".` : 'Name an area.';
    throw new ReleaseError(`${hint} Areas: ${apps.map((candidate) => candidate.name).join(', ')}.`);
  }
  return app;
}

function versionList(app, dir) {
  const versions = listVersions(app, dir).map((entry) => entry.version);
  return versions.length ? versions.join(', ') : '(none built yet)';
}

/** Refuses a version that does not exist or is incomplete. */
export function assertUsable(app, version, dir = RELEASES_DIR) {
  const problem = versionProblem(app, version, dir);
  if (!problem) return;
  if (problem.startsWith(`${app.name} has no version`)) {
    throw new ReleaseError(`${problem}. Versions: ${versionList(app, dir)}.`);
  }
  throw new ReleaseError(problem);
}

/**
 * Switches an area back to `version`, or to the previous live one by the history. No build.
 * @returns {{ from: string|null, to: string, ms: number }}
 */
export function rollback(app, version, { dir = RELEASES_DIR, who } = {}) {
  const started = process.hrtime.bigint();
  return withLock(() => {
    const live = liveVersion(app, readRegistry(dir));
    const target = version ?? previousVersion(app, dir);
    if (!target) {
      throw new ReleaseError(
        `${app.name} has no previous version to roll back to (none in the history is still there and complete). ` +
          `Name one: npm run rollback -- ${app.name} <version>. Versions: ${versionList(app, dir)}.`,
      );
    }
    assertUsable(app, target, dir);
    if (target === live) throw new ReleaseError(`${app.name} ${target} is already live.`);
    const { from, to } = switchLive(app, target, { action: 'rollback', who, dir });
    return { from, to, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  }, dir);
}

/**
 * Makes a freshly built version live (action 'release'), then applies the retention rule.
 * @returns {{ from: string|null, to: string, removed: string[], keep: number }}
 */
export function publish(app, version, { dir = RELEASES_DIR, keep = keepCount(), who } = {}) {
  const { from, to } = switchLive(app, version, { action: 'release', who, dir });
  return { from, to, removed: pruneVersions(app, keep, dir), keep };
}

/**
 * What `npm run releases` shows: each area's versions (newest first) and the last history lines
 * (of the given areas only when `only` is set).
 */
export function overview({ dir = RELEASES_DIR, apps = listApps(), only = false, historyLines = 20 } = {}) {
  const registry = readRegistry(dir);
  const areas = apps.map((app) => {
    const live = liveVersion(app, registry);
    const previous = previousVersion(app, dir);
    const versions = listVersions(app, dir).map(({ version, folder, builtAt }) => ({
      version,
      builtAt,
      size: folderSize(folder),
      live: version === live,
      previous: version === previous,
      problem: versionProblem(app, version, dir),
    }));
    return { name: app.name, live, previous, versions };
  });
  const names = new Set(apps.map((app) => app.name));
  const history = readHistory(dir).filter((entry) => !only || names.has(entry.area));
  return { areas, history: history.slice(-historyLines), switches: history.length };
}
