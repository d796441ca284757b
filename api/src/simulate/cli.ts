// npm run simulate -w api -- --users N --seconds S [--base URL] [--app-key KEY | --project CODE] [--think MS]
// Drives the app users' side of a running api (by default a local `npm start`) with every
// module's scenarios, then prints the summary. The app key: --app-key; else the project's key
// read from DATABASE_URL's database when set; else the demo key the seed gives the project.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { demoAppKey } from '../modules/app-session/app-session.seed';
import { discoverModules } from '../platform/modules';
import { formatSummary, simulate } from './simulate';

const USAGE =
  'usage: npm run simulate -w api -- --users N --seconds S [--base URL] [--app-key KEY | --project CODE] [--think MS] [--country CC]';

function whole(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return value;
}

async function appKeyOf(project: string, given: string | undefined): Promise<string> {
  if (given) return given;
  if (!process.env.DATABASE_URL) return demoAppKey(project);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
  try {
    const row = await database.db
      .selectFrom('sys_project')
      .select('app_key')
      .where('code', '=', project)
      .executeTakeFirst();
    if (!row) throw new Error(`--project ${project}: no such project in DATABASE_URL's database`);
    return row.app_key;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      seconds: { type: 'string' },
      base: { type: 'string' },
      'app-key': { type: 'string' },
      project: { type: 'string' },
      think: { type: 'string' },
      country: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const users = whole('users', values.users, 10, 1, 100_000);
  const seconds = whole('seconds', values.seconds, 30, 1, 86_400);
  const thinkMs = whole('think', values.think, 1000, 0, 60_000);
  const base = (values.base ?? `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(base))
    throw new Error(`--base must be an http(s) address such as http://127.0.0.1:8080, got "${base}"`);
  if (values.country !== undefined && !/^[A-Z]{2}$/.test(values.country))
    throw new Error(`--country must be two capital letters (US, TH…), got "${values.country}"`);
  const project = values.project ?? 'drama-us';
  const appKey = await appKeyOf(project, values['app-key']);
  const scenarios = (await discoverModules()).flatMap((module) => module.scenarios ?? []);

  console.log(
    `simulating ${users} app users for ${seconds} s against ${base}/app-api (scenarios: ${scenarios.map((scenario) => `${scenario.name} ×${scenario.weight}`).join(', ')})`,
  );
  const summary = await simulate({ base, appKey, users, seconds, thinkMs, scenarios, country: values.country });
  console.log(formatSummary(summary));
  if (summary.signedIn === 0) {
    console.error(
      `no user could sign in: is the api running at ${base} (npm start), and is the app key right (--app-key, --project)?`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  console.error(USAGE);
  process.exit(1);
});
