// npm run releases [-- <area>...]: each area's versions, newest first, with the live one and
// the rollback target marked; then the last 20 switches from releases/history.jsonl.
import { runCli, bytes, table, utc } from './lib/cli.mjs';
import { listApps } from './lib/apps.mjs';
import { overview, resolveArea } from './lib/delivery.mjs';
import { RELEASES_DIR } from './lib/releases.mjs';

await runCli(async (args) => {
  const apps = args.length ? args.map((name) => resolveArea(name)) : listApps();
  const { areas, history, switches } = overview({ apps, only: args.length > 0 });
  console.log(`Releases in ${RELEASES_DIR}\n`);
  for (const area of areas) {
    console.log(`${area.name}  (live: ${area.live ?? 'none'})`);
    if (!area.versions.length) {
      console.log(`  no versions yet: npm run release -- ${area.name}\n`);
      continue;
    }
    const rows = area.versions.map((v) => [
      v.version,
      utc(v.builtAt),
      bytes(v.size),
      [
        v.live && 'live',
        v.previous && 'previous (rollback target)',
        v.problem && `incomplete: ${v.problem.replace(/^.*is incomplete: /, '')}`,
      ]
        .filter(Boolean)
        .join(', '),
    ]);
    console.log(`${table([['version', 'built', 'size', ''], ...rows])}\n`);
  }
  console.log(`History, newest first (${history.length} of ${switches} switches):`);
  console.log(
    history.length
      ? table(history.reverse().map((e) => [utc(e.at, true), e.who, e.action, e.area, `${e.from ?? 'none'} → ${e.to}`]))
      : '  none recorded yet',
  );
});
