// The activities list's orders beside 0028's (by sort, by creation): by start time.
import type { Kysely } from 'kysely';
import { runStatements } from '../../../db/migrations/run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`create index activity_by_start on activity (project_code, deleted, start_time, id)`]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop index activity_by_start']);
}
