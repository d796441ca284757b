// An export writes the columns the list showed, under the headers it showed them with (in
// the staff member's language): null for an export that asked for none (every column).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sys_export_job add column columns jsonb`.execute(db);
}
