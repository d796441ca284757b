// PGlite spends seconds creating a cluster (initdb) — most of the api suite's time if
// every test file paid it. Once per run, this migrates and seeds one database and dumps
// it; each test file then starts from a copy of the dump (under a second). On
// PostgreSQL (DATABASE_URL) each file builds its own schema instead, which is quick.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { SEED_SIZES, seedDatabase } from '../db/seed';
import { DEFAULT_JOB_SETTINGS, JobPlatform } from '../platform/jobs/platform';
import { createPasswords, TEST_COST } from '../platform/passwords';

export const TEMPLATE_ENV = 'API_TEST_PGLITE_TEMPLATE';

async function createSharedExtensions(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(database.db);
  } finally {
    await database.close();
  }
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    // once, before the test files migrate their schemas side by side (each migration's
    // `create extension if not exists` would otherwise race the others)
    await createSharedExtensions(process.env.DATABASE_URL);
    return;
  }
  const database = await openDatabase({});
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { size: SEED_SIZES.tiny, hashPassword: createPasswords(TEST_COST).hash });
    // the job queue's tables too, which each app would otherwise create at its start
    const jobs = new JobPlatform(database, { ...DEFAULT_JOB_SETTINGS, work: false });
    await jobs.boss.start();
    await jobs.boss.stop();
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = path.join(os.tmpdir(), `backoffice-api-test-${process.pid}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
