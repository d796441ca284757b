// The migrations are found by file name and run in name order; the name is the file's without its
// extension (`.ts` under jest, `.js` in tsc's output), as Kysely records it. Two places hold them:
// - this folder: the platform's and the areas' tables so far, `NNNN_name.ts` (add the next number);
// - a module's own `migrations/` folder: the tables of that screen alone, `YYYYMMDDHHMM_name.ts`
//   (`npm run new:screen` writes the first), so a new screen touches no file outside its folder.
//   Their names sort after every `NNNN_` one. A module's tables are named after it (module.test.ts).
// Never edit a shipped migration.
import fs from 'node:fs';
import path from 'node:path';
import type { Migration, MigrationProvider } from 'kysely';

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.[jt]s$/;
const MODULE_MIGRATION_FILE = /^(\d{12}_[a-z0-9_]+)\.[jt]s$/;
const MODULES_DIR = path.join(__dirname, '..', '..', 'modules');

/** The migration files of `dir` whose names match, as [file, name]. */
function migrationFiles(dir: string, pattern: RegExp): [string, string][] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => pattern.exec(file))
    .filter((match) => match !== null)
    .map((match) => [path.join(dir, match[0]), match[1]]);
}

/** Each module's own migrations folder, by module name. */
export function moduleMigrationDirs(modulesDir: string = MODULES_DIR): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    const dir = path.join(modulesDir, entry.name, 'migrations');
    if (entry.isDirectory() && fs.existsSync(dir)) dirs.set(entry.name, dir);
  }
  return dirs;
}

/** Every migration by name: this folder's, then the modules' (Kysely's FileMigrationProvider would take the helpers beside them too). */
export async function findMigrations(
  dir: string = __dirname,
  modulesDir: string = MODULES_DIR,
): Promise<Record<string, Migration>> {
  const files = [
    ...migrationFiles(dir, MIGRATION_FILE),
    ...[...moduleMigrationDirs(modulesDir).values()].flatMap((moduleDir) =>
      migrationFiles(moduleDir, MODULE_MIGRATION_FILE),
    ),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const migrations: Record<string, Migration> = {};
  for (const [file, name] of files) {
    if (name in migrations) throw new Error(`two files make migration ${name}`);
    migrations[name] = (await import(file)) as Migration;
  }
  return migrations;
}

export const migrationProvider: MigrationProvider = { getMigrations: () => findMigrations() };
