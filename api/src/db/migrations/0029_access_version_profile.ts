// getInfo answers the signed-in user's own row (their name, avatar, email…) on every screen's
// start: each api process keeps it under the access version (platform/accessCache.ts), so any
// change to a staff account now moves the version on, not only one to who may do what (0023).
// An account changes rarely (its owner's edit, an admin's, a password), never as it is used.
import type { Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger sys_user_access_version on sys_user',
    `create constraint trigger sys_user_access_version after update on sys_user
      deferrable initially deferred for each row when (old.* is distinct from new.*)
      execute function sys_access_changed()`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop trigger sys_user_access_version on sys_user',
    `create constraint trigger sys_user_access_version after update on sys_user
      deferrable initially deferred for each row when ((old.status, old.deleted, old.all_projects, old.username, old.name)
        is distinct from (new.status, new.deleted, new.all_projects, new.username, new.name))
      execute function sys_access_changed()`,
  ]);
}
