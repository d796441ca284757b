// The migrations, listed in code rather than found on disk, so the same list runs
// under jest, from tsc's output and from a bundle. Append; never edit a shipped one.
import { type Migration, type MigrationProvider } from 'kysely';
import * as system from './0001_system';
import * as business from './0002_business';
import * as notification from './0003_notification';

export const migrations: Record<string, Migration> = {
  '0001_system': system,
  '0002_business': business,
  '0003_notification': notification,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
