// npm run seed -w api -- [--size tiny|small|medium|large|<multiplier>] [--reset]
// Fills the database the api would use (DATABASE_URL, else PGlite under DATA_DIR) with
// demo data; --reset first removes the api's tables and data. Stop the api first when it
// runs on PGlite: two processes must not open the same PGlite folder.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { configFromEnv } from '../../config';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { createPasswords } from '../../platform/passwords';
import { DiskStorage } from '../../platform/mediaStorage';
import { isSeeded, parseSeedSize, seedDatabase } from '.';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = configFromEnv();
  const size = parseSeedSize(option(args, '--size') ?? process.env.SEED_SIZE);
  const reset = args.includes('--reset');
  const dataDir = path.join(config.dataDir, 'pglite');
  if (reset && !config.databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });

  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir });
  try {
    if (reset && config.databaseUrl) {
      // every table of the api's schema, whatever the migrations have added since
      const tables = await sql<{
        tablename: string;
      }>`select tablename from pg_tables where schemaname = current_schema()`.execute(database.db);
      for (const { tablename } of tables.rows)
        await sql`drop table if exists ${sql.id(tablename)} cascade`.execute(database.db);
    }
    await migrateToLatest(database.db);
    if (await isSeeded(database.db)) {
      throw new Error('the database already holds data; pass --reset to replace it');
    }
    const started = Date.now();
    // the posters go where the api keeps uploads (installMedia: <MEDIA_DIR>/store)
    const posters = new DiskStorage(path.join(config.media.dir, 'store'));
    const summary = await seedDatabase(database.db, {
      size,
      hashPassword: createPasswords().hash,
      log: (line) => console.log(line),
      posters,
    });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
    console.log(`seeded ${where} at size ${size} in ${((Date.now() - started) / 1000).toFixed(1)} s:`, summary);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
