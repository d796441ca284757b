// SEED_SIZE=large's way of writing millions of rows into one table: on one connection, without
// the table's listed indexes (built once after the rows are in, far faster than kept up row by
// row) and, where the role may, with triggers and foreign-key checks off (replica role).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../types';

/** Runs `work`, then logs how long it took. */
export type Timed = (what: string, work: () => Promise<unknown>) => Promise<void>;

export interface BulkFill {
  table: string;
  /** the indexes dropped while the rows go in */
  indexes: readonly string[];
  log: (line: string) => void;
  /** what follows once the indexes are back (counts the triggers would have kept, vacuum) */
  after?: (db: Kysely<Database>, timed: Timed) => Promise<unknown>;
}

/** Runs `fill` (which answers how many rows it wrote) on one connection of `pool` with `table`'s indexes down, builds them again, then runs `after`. */
export function bulkFill(
  pool: Kysely<Database>,
  { table, indexes, log, after }: BulkFill,
  fill: (db: Kysely<Database>, timed: Timed) => Promise<number>,
): Promise<number> {
  const timed: Timed = async (what, work) => {
    const started = Date.now();
    await work();
    log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  return pool.connection().execute(async (db) => {
    const superuser =
      (await sql<{ on: string }>`select current_setting('is_superuser') as on`.execute(db)).rows[0]?.on === 'on';
    if (superuser) await sql`set session_replication_role = replica`.execute(db);
    const definitions = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes where tablename = ${table} and schemaname = current_schema()`.execute(
      db,
    );
    const dropped = definitions.rows.filter((index) => indexes.includes(index.name));
    for (const index of dropped) await sql`drop index ${sql.id(index.name)}`.execute(db);
    const written = await fill(db, timed);
    for (const index of dropped) await timed(`index ${index.name}`, () => sql.raw(index.definition).execute(db));
    if (superuser) await sql`set session_replication_role = origin`.execute(db);
    await after?.(db, timed);
    return written;
  });
}
