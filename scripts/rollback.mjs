// npm run rollback -- <area> [<version>]: switches the area back to the version that was live
// before the current one (by releases/history.jsonl), or to the named version. No build: one
// atomic registry switch, recorded in the history. `npm run releases` lists the versions.
import { listApps } from './lib/apps.mjs';
import { runCli } from './lib/cli.mjs';
import { resolveArea, rollback } from './lib/delivery.mjs';
import { ReleaseError } from './lib/releases.mjs';

await runCli(async (args) => {
  if (args.length < 1 || args.length > 2 || args.some((arg) => arg.startsWith('-'))) {
    throw new ReleaseError(
      `Usage: npm run rollback -- <area> [<version>]. Areas: ${listApps()
        .map((app) => app.name)
        .join(', ')}.`,
    );
  }
  const app = resolveArea(args[0]);
  const { from, to, ms } = rollback(app, args[1]);
  console.log(`Rolled back ${app.name}: ${from ?? 'none'} → ${to} (${ms.toFixed(1)} ms).`);
  console.log(`Undo: npm run rollback -- ${app.name}${from ? ` ${from}` : ''}`);
});
