// npm run build: builds the host and every remote into releases/ and makes them live.
//   node scripts/build.mjs            everything
//   node scripts/build.mjs --missing  only the apps that have no live version yet (npm start)
//   node scripts/build.mjs dashboard  only the named apps
import { listApps } from './lib/apps.mjs';
import { buildApp } from './lib/buildApp.mjs';
import { liveVersion, switchLive } from './lib/releases.mjs';

const args = process.argv.slice(2);
const onlyMissing = args.includes('--missing');
const named = args.filter((arg) => !arg.startsWith('--'));
const apps = listApps().filter((app) => {
  if (named.length) return named.includes(app.name);
  return onlyMissing ? !liveVersion(app) : true;
});
const unknown = named.filter((name) => !listApps().some((app) => app.name === name));
if (unknown.length) {
  console.error(
    `Unknown app: ${unknown.join(', ')}. Apps: ${listApps()
      .map((app) => app.name)
      .join(', ')}`,
  );
  process.exit(1);
}

const timings = [];
for (const app of apps) {
  console.log(`\n▸ building ${app.name}`);
  const { version, seconds } = buildApp(app);
  switchLive(app, version, { action: 'build' }); // recorded in releases/history.jsonl
  timings.push({ app: app.name, version, seconds: seconds.toFixed(1) });
}
if (timings.length) console.table(timings);
else console.log('Every app already has a live version in releases/.');
