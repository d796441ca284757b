// On PostgreSQL (DATABASE_URL) the api suite starts each test file from a copy of one
// database made once per run: migrated, seeded and with the job queue's tables, as the PGlite
// template does. CREATE DATABASE … TEMPLATE copies files, well under a second, where migrating
// and seeding a schema of its own took each file seconds.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The run's name (set by globalSetup): the start of the name of every database it makes. */
export const POSTGRES_RUN_ENV = 'API_TEST_POSTGRES_RUN';

/** DATABASE_URL pointing at another database of the same server. */
export function databaseUrlOf(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The run's databases are named after DATABASE_URL's and the run's process, so two runs on one
 * server (a file run beside the whole suite) never drop each other's.
 */
export function newRunName(databaseUrl: string): string {
  return `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'}__test${process.pid}_`;
}

const templateOf = (run: string) => `${run}template`;

/** Runs statements that cannot run in a transaction (CREATE/DROP DATABASE) on the run's own database. */
async function onServer(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name as SQL, refused past PostgreSQL's 63 bytes (it would cut the name, and two could meet). */
function quoted(name: string): string {
  if (Buffer.byteLength(name) > 63) throw new Error(`database name ${name} is longer than PostgreSQL's 63 bytes`);
  return `"${name.replace(/"/g, '""')}"`;
}

/** The run's template database, new and empty: its URL. */
export async function createTemplate(databaseUrl: string, run: string): Promise<string> {
  await onServer(databaseUrl, [`create database ${quoted(templateOf(run))}`]);
  return databaseUrlOf(databaseUrl, templateOf(run));
}

/** A copy of the run's template for one test file: its name and URL. */
export async function copyOfTemplate(databaseUrl: string, run: string): Promise<{ name: string; url: string }> {
  const name = `${run}${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(databaseUrl, [`create database ${quoted(name)} template ${quoted(templateOf(run))}`]);
  return { name, url: databaseUrlOf(databaseUrl, name) };
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await onServer(databaseUrl, [`drop database if exists ${quoted(name)} with (force)`]);
}

/** Drops the run's template and every copy a crashed test file of the run left behind. */
export async function dropRunDatabases(databaseUrl: string, run: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [run],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
