// The migrations, listed in code rather than found on disk, so the same list runs
// under jest, from tsc's output and from a bundle. Append; never edit a shipped one.
import { type Migration, type MigrationProvider } from 'kysely';
import * as system from './0001_system';
import * as business from './0002_business';

export const migrations: Record<string, Migration> = {
  '0001_system': system,
  '0002_business': business,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
