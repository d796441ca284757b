// A large-bonus application its applicant takes back while it waits: `withdrawn`, a fourth
// state reached from pending only (pending → approved | rejected | withdrawn), kept with its
// row so the applicant's request, its key and who ended it stay on record.
import { type Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table large_bonus_application drop constraint large_bonus_application_status_check',
    `alter table large_bonus_application add constraint large_bonus_application_status_check
      check (status in ('pending', 'approved', 'rejected', 'withdrawn'))`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `update large_bonus_application set status = 'rejected' where status = 'withdrawn'`,
    'alter table large_bonus_application drop constraint large_bonus_application_status_check',
    `alter table large_bonus_application add constraint large_bonus_application_status_check
      check (status in ('pending', 'approved', 'rejected'))`,
  ]);
}
