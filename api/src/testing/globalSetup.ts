// Creating a database, migrating and seeding it takes seconds: most of the api suite's time if
// every test file paid it. Once per run, this prepares one database (migrated, seeded, with the
// job queue's tables) and each test file starts from a copy of it: on PGlite a dump (under a
// second to load), on PostgreSQL (DATABASE_URL) a database made from it as a template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type AppDatabase, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SEED_SIZES, seedDatabase } from '../db/seed';
import { DEFAULT_JOB_SETTINGS, JobPlatform } from '../platform/jobs/platform';
import { createPasswords, TEST_COST } from '../platform/passwords';
import { createTemplate, newRunName, POSTGRES_RUN_ENV } from './postgresTemplate';

export const TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

async function prepare(database: AppDatabase): Promise<void> {
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { size: SEED_SIZES.tiny, hashPassword: createPasswords(TEST_COST).hash });
  // the job queue's tables too, which each app would otherwise create at its start
  const jobs = new JobPlatform(database, { ...DEFAULT_JOB_SETTINGS, work: false });
  await jobs.boss.start();
  await jobs.boss.stop();
}

/** On the run's own database, for the tests that still migrate a schema of their own there side by side. */
async function createSharedExtensions(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    // `create extension if not exists` in two migrations at once would race
    await sql`create extension if not exists pg_trgm with schema public`.execute(database.db);
  } finally {
    await database.close();
  }
}

export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await createSharedExtensions(databaseUrl);
    const run = newRunName(databaseUrl);
    process.env[POSTGRES_RUN_ENV] = run;
    const database = await openDatabase({ databaseUrl: await createTemplate(databaseUrl, run), poolSize: 2 });
    try {
      await prepare(database);
    } finally {
      // a template is copied only while nobody is connected to it
      await database.close();
    }
    return;
  }
  const database = await openDatabase({});
  try {
    await prepare(database);
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = path.join(os.tmpdir(), `backoffice-api-test-${process.pid}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
