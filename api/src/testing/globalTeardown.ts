import fs from 'node:fs';
import { TEMPLATE_ENV } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) fs.rmSync(file, { force: true });
}
