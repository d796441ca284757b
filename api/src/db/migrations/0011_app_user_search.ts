// App users as customer service finds them: creator status (spec 3: 1 under review,
// 2 approved, 3 not approved; null for a user who never applied) with its review button,
// and indexes that serve the list at a million users: a part of the email, phone,
// username or user code through trigrams (pg_trgm, in `public` so every schema of a server shares one
// copy), and the default order (newest first) without a sort.
import { type Kysely, sql } from 'kysely';
import { addCatalogueMenuItems } from './catalogueMenu';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await runStatements(db, [
    `alter table app_user add column creator_status smallint check (creator_status in (1, 2, 3))`,
    `create index app_user_creator on app_user (project_code, creator_status, create_time) where creator_status is not null`,
    `create index app_user_email_trgm on app_user using gin (email public.gin_trgm_ops)`,
    `create index app_user_phone_trgm on app_user using gin (phone public.gin_trgm_ops)`,
    `create index app_user_username_trgm on app_user using gin (username public.gin_trgm_ops)`,
    // a part of a user code, as customer service pastes it
    `create index app_user_user_code_trgm on app_user using gin (user_code public.gin_trgm_ops)`,
    // the list's default order is deleted, create_time, id (all descending)
    `create index app_user_listed on app_user (project_code, deleted, create_time, id)`,
    // and the one other order it offers, by username
    `create index app_user_by_username on app_user (project_code, deleted, username, id)`,
  ]);
  // the list's review button (user:list:review)
  await addCatalogueMenuItems(db);
}
