// npm run release -- <area>: builds that area alone into a new immutable version folder
// (releases/host/<ver>/ or releases/remotes/<area>/<ver>/), makes it live with one atomic
// registry switch, records it in the history and removes old versions beyond RELEASES_KEEP
// (default 5; the live and the previous version are always kept). Nothing else is touched.
import { listApps } from './lib/apps.mjs';
import { buildApp } from './lib/buildApp.mjs';
import { runCli } from './lib/cli.mjs';
import { publish, resolveArea } from './lib/delivery.mjs';
import { ReleaseError, keepCount, readRegistry } from './lib/releases.mjs';

await runCli(async (args) => {
  if (args.length !== 1 || args[0].startsWith('-')) {
    throw new ReleaseError(
      `Usage: npm run release -- <area>. Areas: ${listApps()
        .map((app) => app.name)
        .join(', ')}.`,
    );
  }
  const app = resolveArea(args[0]);
  const keep = keepCount(); // refuse a bad RELEASES_KEEP before a build, not after
  readRegistry(); // and a damaged registry
  console.log(`▸ building ${app.name}`);
  const { version, seconds } = buildApp(app);
  const { from, to, removed } = publish(app, version, { keep });
  console.log(`\n${app.name} ${to} is live (was ${from ?? 'none'}); built in ${seconds.toFixed(1)} s.`);
  console.log(
    removed.length
      ? `Removed ${removed.length} old ${app.name} version(s) (RELEASES_KEEP=${keep}): ${removed.join(', ')}`
      : `No old ${app.name} versions to remove (RELEASES_KEEP=${keep}; the live and previous are always kept).`,
  );
  console.log(`Undo: npm run rollback -- ${app.name}`);
});
