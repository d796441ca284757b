// The migrations are the files NNNN_name.ts of this folder (NNNN_name.js in tsc's output),
// found by name and run in name order; the name is the file's without its extension, as
// Kysely records it. Add a file with the next number; never edit a shipped one.
import fs from 'node:fs';
import path from 'node:path';
import type { Migration, MigrationProvider } from 'kysely';

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.[jt]s$/;

/** Every migration of `dir` by name (Kysely's FileMigrationProvider would take the helpers beside them too). */
export async function findMigrations(dir: string = __dirname): Promise<Record<string, Migration>> {
  const names = fs
    .readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => a[1].localeCompare(b[1]));
  const migrations: Record<string, Migration> = {};
  for (const [file, name] of names) {
    if (name in migrations) throw new Error(`two files make migration ${name}`);
    migrations[name] = (await import(path.join(dir, file))) as Migration;
  }
  return migrations;
}

export const migrationProvider: MigrationProvider = { getMigrations: () => findMigrations() };
