import fs from 'node:fs';
import { TEMPLATE_ENV } from './globalSetup';
import { dropRunDatabases, POSTGRES_RUN_ENV } from './postgresTemplate';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
  const run = process.env[POSTGRES_RUN_ENV];
  if (process.env.DATABASE_URL && run) await dropRunDatabases(process.env.DATABASE_URL, run);
}
