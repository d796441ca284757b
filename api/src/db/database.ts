// One query layer (Kysely), one SQL dialect (PostgreSQL), two engines: PGlite in-process
// by default, so a fresh clone needs nothing installed, or a PostgreSQL server when
// DATABASE_URL is given.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparingPool } from './statementCache';
import type { Database } from './types';

export type Engine = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite */
  databaseUrl?: string;
  /** PGlite's folder; none keeps the database in memory */
  dataDir?: string;
  /** PGlite: start from this dump (made by dumpDataDir) instead of an empty cluster */
  loadDump?: Blob;
  /** PostgreSQL: work inside this schema (created if missing), e.g. one per test file */
  schema?: string;
  /** PostgreSQL: connections in the pool */
  poolSize?: number;
}

export interface AppDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** PGlite only: the embedded engine, for dumps */
  pglite?: PGlite;
  /** PostgreSQL only: the server and the schema worked in (the job queue opens its own connections) */
  server?: { databaseUrl: string; schema?: string };
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * Money and counts are int8. They come back as JS numbers, which is exact up to 2^53
 * (90 trillion dollars in cents); anything larger fails loudly instead of rounding.
 */
export function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond the exact range of a JS number`);
  return value;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<AppDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite({ dataDir, loadDump }: DatabaseOptions): Promise<AppDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDump ? { loadDataDir: loadDump } : {}),
    parsers: { [INT8_OID]: parseSafeInteger },
    // trigram indexes serve "a part of the email" (migration 0011)
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // Kysely's destroy closes PGlite too.
  return { db, engine: 'pglite', pglite, close: () => db.destroy() };
}

async function openPostgres(databaseUrl: string, { schema, poolSize = 10 }: DatabaseOptions): Promise<AppDatabase> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseSafeInteger : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  if (schema) await sql.raw(`create schema if not exists ${schema}`).execute(db);
  return { db, engine: 'postgres', server: { databaseUrl, schema }, close: () => db.destroy() };
}

/** Round trip to the database, for the health check. */
export async function pingDatabase(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return Math.round((performance.now() - started) * 100) / 100;
}
