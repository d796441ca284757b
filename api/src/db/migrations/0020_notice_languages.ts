// Notices people can act on, in their language (issue 22):
// - a notification holds its other language beside its English title and content (the
//   message box answers the reader's), the export whose file it downloads, and what it is
//   about (`subject`), so the to-dos of an application decided by someone else are removed;
// - an export job keeps how the requester read the list: their language, their time zone (its
//   times are written as the list showed them) and the list's query string (its notice opens
//   the list as it was: sort, page size, filters), and why it failed in its other languages
//   (the export records show the reader's).
import { type Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table sys_notification add column translations jsonb not null default '{}'`,
    `alter table sys_notification add column export_id bigint references sys_export_job (id) on delete set null`,
    `alter table sys_notification add column subject text not null default ''`,
    `create index sys_notification_subject on sys_notification (subject) where subject <> '' and deleted = 0`,
    `alter table sys_export_job add column locale text not null default 'en-US'`,
    `alter table sys_export_job add column time_zone text not null default 'UTC'`,
    `alter table sys_export_job add column list_query text not null default ''`,
    `alter table sys_export_job add column error_translations jsonb not null default '{}'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table sys_export_job drop column error_translations',
    'alter table sys_export_job drop column list_query',
    'alter table sys_export_job drop column time_zone',
    'alter table sys_export_job drop column locale',
    'drop index sys_notification_subject',
    'alter table sys_notification drop column subject',
    'alter table sys_notification drop column export_id',
    'alter table sys_notification drop column translations',
  ]);
}
