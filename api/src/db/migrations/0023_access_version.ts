// Who may do what is read on every request and changes rarely: each api process keeps it
// (platform/accessCache.ts) and must not use it once it changed, whichever process, job or
// script changed it. The one row of sys_access_version counts the changes: these triggers add
// one in the writer's transaction (a staff session ended, an account or its name changed, roles,
// grants, the menu, the projects and their app keys), so a reader that sees the count unchanged
// knows what it kept still holds. They run as the transaction commits (deferred), once a
// transaction: the row is the last lock a writer takes, so two writers never wait on each other
// in a circle. They also NOTIFY backoffice_access: on PGlite, where one process holds the
// database, that process counts the changes as they commit instead of reading the row.
import { type Kysely } from 'kysely';
import { runStatements } from './run';

const ACCESS_TABLES = ['sys_user_project_role', 'sys_role', 'sys_role_menu', 'sys_menu', 'sys_project'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table sys_access_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`,
    `insert into sys_access_version (id, version) values (1, 1)`,
    `create function sys_access_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('backoffice.access_changed', true) is distinct from 'yes' then
        perform set_config('backoffice.access_changed', 'yes', true);
        update sys_access_version set version = version + 1 where id = 1;
        -- the embedded database's one process hears it as the commit returns, with no read
        perform pg_notify('backoffice_access', '');
      end if;
      return null;
    end $$`,
    `create constraint trigger sys_session_access_version after update of revoked_at, expires_at on sys_session
      deferrable initially deferred for each row when (old.revoked_at is distinct from new.revoked_at or new.expires_at < old.expires_at)
      execute function sys_access_changed()`,
    `create constraint trigger sys_session_delete_access_version after delete on sys_session
      deferrable initially deferred for each row execute function sys_access_changed()`,
    `create constraint trigger sys_user_access_version after update on sys_user
      deferrable initially deferred for each row when ((old.status, old.deleted, old.all_projects, old.username, old.name)
        is distinct from (new.status, new.deleted, new.all_projects, new.username, new.name))
      execute function sys_access_changed()`,
    `create constraint trigger sys_user_delete_access_version after delete on sys_user
      deferrable initially deferred for each row execute function sys_access_changed()`,
    ...ACCESS_TABLES.map(
      (table) =>
        `create constraint trigger ${table}_access_version after insert or update or delete on ${table}
          deferrable initially deferred for each row execute function sys_access_changed()`,
    ),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...ACCESS_TABLES.map((table) => `drop trigger ${table}_access_version on ${table}`),
    'drop trigger sys_user_delete_access_version on sys_user',
    'drop trigger sys_user_access_version on sys_user',
    'drop trigger sys_session_delete_access_version on sys_session',
    'drop trigger sys_session_access_version on sys_session',
    'drop function sys_access_changed()',
    'drop table sys_access_version',
  ]);
}
