// On PostgreSQL (DATABASE_URL) the api suite starts each test file from a copy of one
// database made once per run: migrated, seeded and with the job queue's tables, as the PGlite
// template does. CREATE DATABASE … TEMPLATE copies files, well under a second, where migrating
// and seeding a schema of its own took each file seconds.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_TEMPLATE_ENV = 'API_TEST_POSTGRES_TEMPLATE';

/** DATABASE_URL pointing at another database of the same server. */
export function databaseUrlOf(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The names of the run's databases start with this: DATABASE_URL's own name, marked, so they are found and dropped with it. */
function runPrefixOf(databaseUrl: string): string {
  return `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres'}__test_`;
}

export function templateNameOf(databaseUrl: string): string {
  return `${runPrefixOf(databaseUrl)}template`;
}

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

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A new, empty template database (a crashed run's is replaced): its URL. */
export async function createTemplate(databaseUrl: string): Promise<string> {
  const name = templateNameOf(databaseUrl);
  await onServer(databaseUrl, [
    `drop database if exists ${quoted(name)} with (force)`,
    `create database ${quoted(name)}`,
  ]);
  return databaseUrlOf(databaseUrl, name);
}

/** A copy of the template for one test file: its name and URL. */
export async function copyOfTemplate(databaseUrl: string, template: string): Promise<{ name: string; url: string }> {
  const name = `${runPrefixOf(databaseUrl)}${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(databaseUrl, [`create database ${quoted(name)} template ${quoted(template)}`]);
  return { name, url: databaseUrlOf(databaseUrl, name) };
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await onServer(databaseUrl, [`drop database if exists ${quoted(name)} with (force)`]);
}

/** Drops the template and every copy a crashed test file left behind. */
export async function dropRunDatabases(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const prefix = runPrefixOf(databaseUrl);
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
