// The catalogue's menu items an existing menu has had, by key (`C /product/list`, `F product:list:export`):
// at every start the menu gains the catalogue's items it never had (addCatalogueMenuItems), and
// this keeps one deleted on the menu screen from coming back at the next start.
import { type Kysely } from 'kysely';
import { runStatements } from './run';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table sys_catalogue_item (
      item text primary key,
      create_time timestamptz not null default now()
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table sys_catalogue_item']);
}
