import fs from 'node:fs';
import { TEMPLATE_ENV } from './globalSetup';
import { dropRunDatabases } from './postgresTemplate';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
  if (process.env.DATABASE_URL) await dropRunDatabases(process.env.DATABASE_URL);
}
