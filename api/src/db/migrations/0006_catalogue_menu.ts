// The menu of an existing database catches up with the catalogue of screens (a database
// seeded before a screen or button was catalogued gets it, granted as the seed grants it).
// A later migration that follows a catalogue change is the same one line.
import type { Kysely } from 'kysely';
import { addCatalogueMenuItems } from './catalogueMenu';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addCatalogueMenuItems(db);
}
