import { type Kysely, Migrator, sql } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './types';

/** Brings the schema up to the newest migration; fails start-up if one does not apply. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told one: on a server shared by other
  // schemas (a test file's each, left over or alive) it would find theirs and never make its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: rows[0].schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  return results.map((result) => result.migrationName);
}

/**
 * The newest applied migration, for the health answer. Read from Kysely's own table
 * directly: the Migrator's API introspects the whole catalogue, too slow for a probe.
 */
export async function currentMigration(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db);
  return rows[0]?.name ?? null;
}
